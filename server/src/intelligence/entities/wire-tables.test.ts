// Agency sports tables (issue 14, the newswire-tables pass of 2026-11-27): scoreboards, standings, results
// lines and athletes' lists in the layout of 1990s wire copy. Each case is a general rule met on the errors of
// bench/entities/newswire-dev2, written here in new text. Scored through `cairn entities --jsonl`'s transform,
// which prints only the mentions above its confidence floor.
import { beforeAll, describe, expect, it } from 'vitest';
import { entitiesForLine } from './cli-entities';
import { warmEntityRecognizer } from './recognize-entities';

beforeAll(() => {
  warmEntityRecognizer();
}, 60_000);

function printed(text: string): { text: string; type: string }[] {
  return entitiesForLine({ id: 0, text }).entities;
}
/** The printed type of the nth mention with exactly this surface, or undefined. */
function typeOf(text: string, surface: string, nth = 0): string | undefined {
  return printed(text).filter((m) => m.text === surface)[nth]?.type;
}
function surfaces(text: string): string[] {
  return printed(text).map((m) => m.text);
}

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
