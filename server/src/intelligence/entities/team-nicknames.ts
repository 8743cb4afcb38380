// The nicknames of North American major-league clubs (NFL, MLB, NBA, NHL) and their common short forms, lower
// case. News copy names a club by its nickname alone ('the Jaguars', 'Colts Past Jags', 'the Red Sox') where
// nothing in the text says it is a club: no place before it, no score after it. The list is facts (the
// leagues' own club names), written for this project; it is read only in a sports story, or after a place
// ('Boston Red Sox'), because many nicknames are also ordinary plurals ('Giants', 'Kings', 'Saints').
const words = (s: string): Set<string> =>
  new Set(
    s
      .trim()
      .split(/\n|,\s*/)
      .map((w) => w.trim())
      .filter(Boolean),
  );

export const TEAM_NICKNAMES = words(`
cardinals, falcons, ravens, bills, panthers, bears, bengals, browns, cowboys, broncos, lions, packers, texans,
colts, jaguars, chiefs, raiders, chargers, rams, dolphins, vikings, patriots, saints, giants, jets, eagles,
steelers, 49ers, seahawks, buccaneers, titans, commanders, redskins, oilers, jags, niners, bucs, pats, pack,
diamondbacks, braves, orioles, red sox, cubs, white sox, reds, guardians, indians, rockies, tigers, astros,
royals, angels, dodgers, marlins, brewers, twins, mets, yankees, athletics, phillies, pirates, padres,
mariners, rays, rangers, blue jays, nationals, expos, d-backs, sox, o's, nats,
hawks, celtics, nets, hornets, bulls, cavaliers, mavericks, nuggets, pistons, warriors, rockets, pacers,
clippers, lakers, grizzlies, heat, bucks, timberwolves, pelicans, knicks, thunder, magic, 76ers, sixers, suns,
trail blazers, blazers, kings, spurs, raptors, jazz, wizards, supersonics, sonics, cavs, mavs, wolves,
ducks, coyotes, bruins, sabres, flames, hurricanes, blackhawks, avalanche, blue jackets, stars, red wings,
oilers, panthers, canadiens, predators, devils, islanders, senators, flyers, penguins, sharks, kraken, blues,
lightning, maple leafs, canucks, golden knights, capitals, habs, leafs, caps, pens, canes
`);

/**
 * Football clubs of the European leagues and cups that are not places ('Ajax', 'Feyenoord', 'Juventus'):
 * read as clubs in a sports story only ('Arsenal' and 'Celtic' are ordinary words elsewhere).
 */
export const CLUB_NAMES = words(`
ajax, feyenoord, juventus, benfica, anderlecht, galatasaray, fenerbahce, besiktas, panathinaikos,
olympiakos, olympiacos, partizan, celtic, arsenal, everton, tottenham hotspur, spurs, lazio, sampdoria,
fiorentina, atalanta, inter, internazionale, barca, bayern, schalke, werder, hertha, kaiserslautern,
boca juniors, river plate, penarol, flamengo, fluminense, vasco da gama, gremio, corinthians
`);

/**
 * Words that open a club's name before its town ('Real Madrid', 'Dynamo Kiev', 'PSV Eindhoven', 'FC
 * Barcelona'): the town after them is then part of the club.
 */
/** Club words after the town: 'Hamburg SV', 'Chelsea FC', 'Ajax Amsterdam' is read by CLUB_NAMES. */
export const CLUB_SUFFIXES = words(`fc, sv, ac, sc, afc, cf, fk, bk, if, ff, sk, vv, bv`);

export const CLUB_PREFIXES = words(`
real, atletico, sporting, dynamo, dinamo, spartak, lokomotiv, cska, olympique, borussia, deportivo, racing,
fc, ac, as, sc, sv, vfb, vfl, tsv, fk, nk, sk, hsv, psv, rc, ud, cd, ss, us, kv, kaa, krc, rsc, sl, slavia, sparta,
steaua, rapid, hapoel, maccabi, beitar, red star, young boys, grasshoppers, servette
`);

/**
 * Plural nouns that stand before a club in match reports ('leaders Juventus', 'Champions Ajax were held'):
 * the name after them is a team, not a person with a role ('coach Bobby Robson', 'champion Pete Sampras' are
 * singular). Read in sports stories only.
 */
export const TEAM_NOUNS = words(
  `leaders, champions, holders, hosts, visitors, strugglers, newcomers, favourites`,
);
