import { stem } from '../../lib/text-terms';

/**
 * Small, news-oriented equivalences, keyed and valued by stems (see `stem`): the chat matches a question's
 * words to a claim's through them, and compares figures of the same group ('12 people died', '15 dead').
 */
export const SYNONYM_GROUPS = [
  [
    'die',
    'died',
    'dies',
    'dying',
    'dead',
    'death',
    'kill',
    'fatal',
    'fatality',
    // (Asked about with the dead, but no count of them: claim-figures.ts counts victims by what happened.)
    'casualty',
    'victim',
    'toll',
  ],
  ['injur', 'injury', 'wound', 'hurt', 'hospital', 'treat', 'hypotherm'],
  // ('forcing 1,200 residents from their homes': people leaving their homes were evacuated. Not 'shelter':
  // the 300 who spent a night in a shelter are some of the evacuated, no answer to how many were.)
  ['evacuat', 'evacuee', 'flee', 'fled', 'displac', 'home'],
  ['people', 'resident', 'person', 'inhabitant', 'citizen'],
  ['damag', 'destroy', 'destruct', 'loss', 'cost'],
  ['arrest', 'detain', 'custody', 'charg'],
  ['rain', 'rainfall', 'storm', 'downpour'],
  // ('the officer … aimed at the teenager', 'a police bullet hit the boy': the same people.)
  ['police', 'policeman', 'policemen', 'officer', 'cop'],
  ['teenager', 'teen', 'boy', 'youngster', 'schoolboy'],
  ['flood', 'inundat', 'overflow'],
  // ('checked into Promises', 'entered Malibu Promises Treatment Center', 'was admitted': one act.)
  ['check', 'enter', 'admit'],
  ['fire', 'blaze', 'wildfire', 'burn'],
  ['elect', 'vote', 'ballot', 'poll'],
  // ('Who won?': 'the Colts beat the host Jaguars, 31-24', 'a 31-24 victory over the Jaguars'. Not 'win':
  // 'The Washington Post's Pulitzer Prize-winning investigation' won nothing in the story.)
  ['won', 'beat', 'victory', 'defeat'],
  ['caus', 'because', 'due', 'blam', 'reason'],
  ['money', 'fund', 'aid', 'million', 'billion', 'euro', 'dollar'],
  ['law', 'bill', 'legislat', 'rule', 'regulat'],
].map((group) => group.map((word) => stem(word)));

export const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group)
    SYNONYMS.set(
      word,
      group.filter((other) => other !== word),
    );
}
