// Agency sports tables (issue 14, the newswire-tables pass of 2026-11-27): scoreboards, standings, results
// lines and athletes' lists in the layout of 1990s wire copy. Each case is a general rule met on the errors of
// bench/entities/newswire-dev2, written here in new text. Scored through `cairn entities --jsonl`'s transform,
// which prints only the mentions above its confidence floor.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEntityRecognizer } from './recognize-entities';
import { surfaces, printedTypeOf as typeOf } from './test-helpers';

beforeAll(() => {
  warmEntityRecognizer();
}, 60_000);

const SCOREBOARD =
  'CRICKET - AUSTRALIA V WEST INDIES SCOREBOARD . PERTH 1997-02-01 Scoreboard on the second day of the fifth test between Australia and West Indies on Saturday : Australia first innings M. Taylor c Lara b Walsh 2 M. Slater lbw b Ambrose 9 G. Blewett c Murray b Bishop 17 S. Waugh not out 50 Extras ( lb 4 , nb 6 ) 10 Total ( for 3 wickets ) 88 Fall of wickets : 1-5 2-20 3-41 To bat : Healy , Warne , McGrath Bowling : Ambrose 12-3-30-1 , Walsh 14-2-41-1 , Bishop 9-1-35-1 .';

describe('wire tables: a cricket scoreboard', () => {
  it('reads the names around the ways out as players: "c Lara b Walsh", "lbw b Ambrose"', () => {
    expect(typeOf(SCOREBOARD, 'Walsh')).toBe('Person');
    expect(typeOf(SCOREBOARD, 'Bishop')).toBe('Person');
    expect(typeOf(SCOREBOARD, 'Murray')).toBe('Person');
  });

  it('reads the bowling figures and the batsmen to come as players: "Walsh 14-2-41-1", "To bat : Healy"', () => {
    expect(typeOf(SCOREBOARD, 'Walsh', 1)).toBe('Person');
    expect(typeOf(SCOREBOARD, 'McGrath')).toBe('Person');
    expect(typeOf(SCOREBOARD, 'Healy')).toBe('Person');
  });

  it('prints none of the table words: "Fall of wickets", "Bowling", "Extras", "Total"', () => {
    const s = surfaces(SCOREBOARD);
    for (const w of ['Fall', 'Bowling', 'Extras', 'Total']) expect(s).not.toContain(w);
    expect(s.some((x) => x.includes('Bowling'))).toBe(false);
  });
});

describe('wire tables: leagues and events are no entities', () => {
  it('cuts a league off the club after it: "American League MINNESOTA 4 Oakland 2"', () => {
    const text =
      'BASEBALL - RESULTS . NEW YORK 1996-09-02 Results of games played on Sunday ( home team in CAPS ) : American League MINNESOTA 4 Oakland 2 National League HOUSTON 6 Pittsburgh 5 .';
    expect(typeOf(text, 'MINNESOTA')).toBe('Organization');
    expect(typeOf(text, 'HOUSTON')).toBe('Organization');
    expect(surfaces(text).some((x) => /League/.test(x))).toBe(false);
  });

  it('prints no event nor a place inside one: "Belgian Grand Prix", "TOUR OF SWITZERLAND", "the U.S. Open"', () => {
    const gp =
      'MOTOR RACING - BERGER TAKES POLE . SPA 1996-08-24 Provisional grid for the Belgian Grand Prix on Sunday .';
    expect(surfaces(gp).some((x) => x.includes('Grand Prix'))).toBe(false);
    const tour =
      'CYCLING - TOUR OF SWITZERLAND RESULTS . BERNE 1996-06-20 Leading results of the Tour of Switzerland on Thursday .';
    expect(surfaces(tour)).not.toContain('SWITZERLAND');
    expect(surfaces(tour)).not.toContain('Switzerland');
    const open =
      'TENNIS - FIRST ROUND . NEW YORK 1996-08-27 Results of matches at the U.S. Open on Tuesday .';
    expect(surfaces(open)).not.toContain('U.S.');
  });
});

describe('wire tables: results and standings', () => {
  it('reads a full standings row as a team, whatever its words: "Hamilton Academical 6 2 2 2 7 7 8"', () => {
    const text =
      "SOCCER - ENGLISH FIRST DIVISION STANDINGS . LONDON 1996-09-15 Standings after Saturday 's matches ( tabulate under played , won , drawn , lost , goals for , against , points ) : Bolton 6 4 2 0 14 6 14 Barnsley 6 3 1 2 10 9 10 Hamilton Academical 6 2 2 2 7 7 8 .";
    expect(typeOf(text, 'Hamilton Academical')).toBe('Organization');
  });

  it('pairs two sides across the scorers in brackets: "Motherwell 2 ( ... ) Hibernian 1"', () => {
    const text =
      'SOCCER - SCOTTISH SUMMARIES . GLASGOW 1996-10-12 Summaries of Scottish premier division matches on Saturday : Motherwell 2 ( Coyne 12 , Arnott 70 ) Hibernian 1 ( Wright 55 ) . Attendance : 6,000 .';
    expect(typeOf(text, 'Hibernian')).toBe('Organization');
  });

  it('keeps a home nation in a results line a national side: "Wales 1 Netherlands 3"', () => {
    const text =
      'SOCCER - WORLD CUP QUALIFYING RESULTS . LONDON 1996-11-09 Results of European World Cup qualifying matches on Saturday : Wales 1 Netherlands 3 San Marino 0 Belgium 3 .';
    expect(typeOf(text, 'Wales')).toBe('Location');
  });
});

describe('wire tables: athletes with their countries, grounds', () => {
  it('reads the team after an athlete\'s country as an organisation: "( Germany ) Benetton 1:51.3"', () => {
    const text =
      'MOTOR RACING - PORTUGUESE GRAND PRIX GRID . ESTORIL 1996-09-21 Provisional grid ( driver , country , team , time ) : 1. Damon Hill ( Britain ) Williams 1:20.330 2. Michael Schumacher ( Germany ) Ferrari 1:20.427 3. Gerhard Berger ( Austria ) Benetton 1:21.293 .';
    expect(typeOf(text, 'Williams')).toBe('Organization');
    expect(typeOf(text, 'Benetton')).toBe('Organization');
    expect(typeOf(text, 'Ferrari')).toBe('Organization');
  });

  it('reads "at The" and one capitalised word in a sports story as a ground: "at The Valley"', () => {
    const text =
      'SOCCER - CHARLTON HOLD WOLVES . LONDON 1996-09-14 Charlton drew 1-1 with Wolverhampton at The Valley on Saturday , the league said .';
    expect(typeOf(text, 'The Valley')).toBe('Location');
  });
});

describe('wire tables: scorers, sides and athletes', () => {
  it('reads names in brackets after a total as the scorers: "326 ( J. Crawley 106 , G. Lloyd 40 )"', () => {
    const text =
      'CRICKET - ENGLISH COUNTY SCORES . LONDON 1996-08-30 Scores on the first day of four-day matches : At Old Trafford : Lancashire 326 ( J. Crawley 106 , G. Lloyd 40 ; P. Such 4-70 ) v Essex . Lancashire won the toss .';
    expect(typeOf(text, 'J. Crawley')).toBe('Person');
  });

  it('reads no scorer in "3 ( OT )"', () => {
    const text =
      'ICE HOCKEY - NHL RESULTS . NEW YORK 1996-12-08 Results of games on Saturday ( home team in CAPS ) : BOSTON 3 Buffalo 3 ( OT ) Dallas 2 MONTREAL 1 .';
    expect(surfaces(text)).not.toContain('OT');
  });

  it('reads a side named by an ordinary word in a results line as a team, everywhere: "Bury 2 Reading 1"', () => {
    const text =
      'SOCCER - BURY BEAT READING . LONDON 1996-09-14 Results of English first division matches on Saturday : Bury 2 Reading 1 Stoke 0 Norwich 1 . Phil Stant scored twice for Bury .';
    expect(typeOf(text, 'Bury')).toBe('Organization');
    expect(typeOf(text, 'BURY')).toBe('Organization');
    expect(typeOf(text, 'Bury', 1)).toBe('Organization');
  });

  it('reads two or three words before an athlete\'s country as the athlete: "Kimiko Date ( Japan )"', () => {
    const text =
      'TENNIS - RESULTS . TOKYO 1996-10-02 Results of first round matches on Wednesday : Sabine Appelmans ( Belgium ) beat Kimiko Date ( Japan ) 6-3 6-1 Miho Saeki ( Japan ) beat Wang Shi-ting ( Taiwan ) 7-5 6-4 .';
    expect(typeOf(text, 'Kimiko Date')).toBe('Person');
    expect(typeOf(text, 'Wang Shi-ting')).toBe('Person');
  });

  it('reads the team on the last line of a table: "( Austria ) Benetton ."', () => {
    const text =
      'MOTOR RACING - GRID . MONZA 1996-09-07 Provisional grid ( driver , country , team ) : 1. Damon Hill ( Britain ) Williams 1:24.204 2. Jean Alesi ( France ) Jordan 1:24.9 3. Gerhard Berger ( Austria ) Benetton .';
    expect(typeOf(text, 'Benetton')).toBe('Organization');
  });
});

describe('wire copy: parties, grounds, The Hague, companies', () => {
  it('reads a capitalised adjective and a party plural as the party: "Free Democrats", "Social Democrats"', () => {
    const text =
      "BONN 1996-10-02 Germany 's Free Democrats said on Wednesday they would back the budget , while the Social Democrats said they would vote against it .";
    expect(typeOf(text, 'Free Democrats')).toBe('Organization');
    expect(typeOf(text, 'Social Democrats')).toBe('Organization');
  });

  it('drops "Opposition" opening a sentence from the party after it, and reads "Bavarian" as no name', () => {
    const text =
      'BONN 1996-10-02 Chancellor Helmut Kohl met Bavarian leaders on Friday . Opposition Free Democratic Party leader Wolfgang Gerhardt said the cuts were too small .';
    expect(typeOf(text, 'Free Democratic Party')).toBe('Organization');
    expect(surfaces(text)).not.toContain('Bavarian');
  });

  it('reads a capitalised word before "Ground" as a ground: "the County Ground"', () => {
    const text = 'Northamptonshire beat Kent by six wickets at the County Ground on Friday .';
    expect(typeOf(text, 'County Ground')).toBe('Location');
  });

  it('keeps the article of "THE HAGUE" in a dateline', () => {
    expect(typeOf('THE HAGUE 1996-10-01 Dutch ministers met on Tuesday .', 'THE HAGUE')).toBe('Location');
  });

  it('reads a company by its brand after its full name: "Toyota Motor Corp" then "Toyota"', () => {
    const text =
      'TOKYO 1996-10-10 Toyota Motor Corp said on Thursday its exports fell . Toyota said the yen had hurt sales .';
    expect(typeOf(text, 'Toyota')).toBe('Organization');
  });

  it('reads a merged company by its first part: "Ciba-Geigy AG" then "Ciba"', () => {
    const text = 'BASLE 1996-10-10 Ciba-Geigy AG said on Thursday sales rose . Ciba shares fell 10 francs .';
    expect(typeOf(text, 'Ciba')).toBe('Organization');
  });
});

describe('wire tables: clubs with their countries or after their players', () => {
  const UEFA =
    'SOCCER - UEFA CUP RESULTS . GENEVA 1996-09-10 Results of UEFA Cup first round , first leg matches on Tuesday : Rapid Vienna ( Austria ) 2 Fenerbahce ( Turkey ) 1 Aston Villa ( England ) 1 Helsingborg ( Sweden ) 1 .';

  it('reads two names with a country in brackets and a score each as clubs: "Aston Villa ( England ) 1 Helsingborg ( Sweden ) 1"', () => {
    expect(typeOf(UEFA, 'Rapid Vienna')).toBe('Organization');
    expect(typeOf(UEFA, 'Aston Villa')).toBe('Organization');
    expect(typeOf(UEFA, 'Helsingborg')).toBe('Organization');
  });

  it('prints no name before a capitalised event word: "UEFA Cup", "UEFA CUP"', () => {
    expect(surfaces(UEFA)).not.toContain('UEFA');
  });

  it('reads a name in brackets after each player of a list as the club: "Dwight Yorke ( Aston Villa )"', () => {
    const text =
      "SOCCER - LEADING SCORERS . LONDON 1996-10-20 Leading scorers in the English premier league after Saturday 's matches : 7 - Ian Wright ( Arsenal ) 6 - Dwight Yorke ( Aston Villa ) , Matthew Le Tissier ( Southampton ) .";
    expect(typeOf(text, 'Aston Villa')).toBe('Organization');
    expect(typeOf(text, 'Southampton')).toBe('Organization');
  });

  it('keeps "at The Open" an event and a person after an athlete\'s country a person', () => {
    const golf =
      'GOLF - LEADERS . LONDON 1996-07-19 Leading scores after the second round at The Open on Friday : 134 Ernie Els ( South Africa ) Tom Lehman 67 67 , Fred Couples 68 66 .';
    expect(surfaces(golf)).not.toContain('The Open');
    expect(typeOf(golf, 'Tom Lehman')).toBe('Person');
  });
});

describe('wire tables (h-ent5): a leaderboard line of names and scores is no headline', () => {
  it('reads two golfers on one line opened by a number: "137 Mark McNulty 70 67 , Hennie Otto 69 68"', () => {
    const text =
      'GOLF - LEADING SCORES . DURBAN 1996-12-06 Leading scores after the second round on Friday :\n134 Sam Torrance ( Scotland ) 66 68\n137 Mark McNulty 70 67 , Hennie Otto 69 68\n139 Derek James 70 69';
    expect(typeOf(text, 'Mark McNulty')).toBe('Person');
    expect(typeOf(text, 'Hennie Otto')).toBe('Person');
  });
});

describe('wire tables (h-ent5): a standings row names its team', () => {
  it('reads a name nothing else knows, opening a row of counts, as a team: "Altach 19 4 6 9 17 29 18"', () => {
    const text =
      "SOCCER - AUSTRIAN STANDINGS . VIENNA 1996-11-30 Standings after Saturday 's matches :\nAustria Vienna 19 11 5 3 34 17 38\nAltach 19 4 6 9 17 29 18";
    expect(typeOf(text, 'Altach')).toBe('Organization');
  });
});

describe("wire tables (h-ent5): a scoreboard's one-letter words", () => {
  it('prints no name for the "c" of "c Rashid Latif b Waqar" where an initial "C." opens a line', () => {
    const text =
      'CRICKET - PAKISTAN V SRI LANKA SCOREBOARD . KARACHI 1996-11-21 Scoreboard on the first day :\nSri Lanka first innings\nR. Mahanama c Rashid Latif b Waqar 11\nS. Jayasuriya lbw b Aqib Javed 26\nA. de Silva c Ijaz Ahmed b Saqlain Mushtaq 37\nH. Tillekeratne not out 59\nC. Lincoln b Aqib Javed 8\nBowling : Waqar 15-3-44-1 , Aqib Javed 24-6-61-2';
    expect(surfaces(text)).not.toContain('c');
  });
});

describe('wire tables (round 9): a results line gives its sides whole', () => {
  it('reads each whole side of a results line as the club: "St Gilles Rovers", "North Berwick", "Cowdenbeath Thistle"', () => {
    const text =
      'SOCCER - SCOTTISH THIRD DIVISION RESULTS . EDINBURGH 1996-12-14 Results of Scottish third division matches on Saturday :\nSt Gilles 1 North Berwick 1\nCowdenbeath Thistle 2 Brechin 0\nLondon Welsh 3 Leith 2';
    expect(typeOf(text, 'St Gilles')).toBe('Organization');
    expect(typeOf(text, 'North Berwick')).toBe('Organization');
    expect(typeOf(text, 'Cowdenbeath Thistle')).toBe('Organization');
    expect(typeOf(text, 'London Welsh')).toBe('Organization');
  });
});

describe("wire tables (round 9): cricket's West Indies is a national side", () => {
  it('reads "West Indies" as a place, as national sides are in the CoNLL labels: "WEST INDIES WIN BY 30 RUNS"', () => {
    const text =
      'CRICKET - WEST INDIES WIN BY 30 RUNS . SYDNEY 1997-01-05 West Indies beat Pakistan by 30 runs in a World Series match on Sunday . Carl Hooper made 93 .';
    expect(typeOf(text, 'WEST INDIES')).toBe('Location');
    expect(typeOf(text, 'West Indies')).toBe('Location');
  });
});
