/**
 * Finds the time expression of a sentence and resolves it to an ISO 8601 date relative to the publication
 * date, written at its precision: "in 2019" → "2019", "in March" → "2025-03", "last week" → its Monday,
 * "on Tuesday" → the day. A stored or displayed date then never reads "2019-01-01" as a day, and every
 * reader of `when.date` (the claims API's `event_time`) knows how exact it is without a second field.
 * Without a publication date, relative expressions keep their text and get no date.
 */
export interface ClaimWhen {
  date: string | null;
  text: string | null;
  precision: 'day' | 'week' | 'month' | 'year' | null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH_NAME =
  '(January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)';
const WEEKDAY_NAME = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
/**
 * Words before a time, in lower case or opening a sentence ('In November 1973, students barricaded…' is
 * November 1973, not the 'since 1967' later in the sentence).
 */
function leadWords(...words: string[]): string {
  return words.map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`).join('|');
}
/**
 * Words that put a bare weekday or month in the future ("will meet on Thursday", "faces trial in March"; not
 * the noun: 'put a handgun to the officer's face' is the past). 'by' and 'until' look
 * ahead only right before the time ("by March"): anywhere else 'by' is mostly an agent ("a survey
 * commissioned by the chamber in September found…" is last September).
 */
const FUTURE =
  /\b(will|would|shall|is due|are due|is set|are set|is to|are to|going to|plans? to|planned|expected to|next|fac(?:es?|ing)\s+(?:a\s+|an\s+|possible\s+|up\s+to\s+)?(?:trial|charges?|sentencing|hearing|prosecution|extradition|court|jail|prison|life|death|deportation|questions)|upcoming|forthcoming|scheduled|ahead of|run-up to|penc?il+ed in|(?:set|fixed|listed) for)\b/i;
const FUTURE_ALL = new RegExp(FUTURE.source, 'gi');
/** Where one clause ends and the next begins: a comma, a semicolon, a dash, or 'and' / 'but' between verbs. */
const CLAUSE_BREAK = /[,;:]|\s[-–—]\s|\s(?:and|but)\s/g;
/** A verb of the past in a clause: a finite past ('was', 'had') or a past participle right after one. */
const PAST_IN_CLAUSE = /\b(?:was|were|had|did)\b|\b\p{L}{3,}ed\s+(?:on|in|at|last)\b/iu;

/**
 * The time sits in a clause of its own told in the past, and every word that looks ahead is in another:
 * 'Orozco, who had been arrested on June 24, faces trial in March' (June 24 is last June, not the next),
 * 'was arrested on June 24 and faces trial'. A cue in the time's own clause still looks ahead ('will face
 * trial on Monday', 'the hearing, scheduled for June 24, was postponed').
 */
function pastClauseAway(sentence: string, index: number, length: number): boolean {
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(CLAUSE_BREAK)) {
    if (m.index + m[0].length <= index) start = m.index + m[0].length;
    else if (m.index >= index + length) {
      end = m.index;
      break;
    }
  }
  for (const cue of sentence.matchAll(FUTURE_ALL)) if (cue.index >= start && cue.index < end) return false;
  return PAST_IN_CLAUSE.test(sentence.slice(start, end));
}

/** 'by' or 'until' right before the time expression, or opening it. */
const DEADLINE_BEFORE = /\b(?:by|until)\s+$/i;
const DEADLINE_LEAD = /^(?:by|until)\s/i;
/**
 * A deadline told in the past is past: 'the site that included, until Tuesday, the old creamery', 'had all
 * been allowed to return by Saturday evening', 'was able to restore some services by Saturday'. A past verb
 * near it (was, were, had, did, or a past '-ed' form not after 'is' or 'remains': 'is closed until Friday'
 * still looks ahead) makes 'by' or 'until' a point passed, unless a word near it sets the deadline for later
 * ('postponed the testimony until Monday', 'was given until Friday to respond', 'Sunday's deadline').
 */
const DEADLINE_WINDOW_WORDS = 8;
const FINITE_PAST = new Set(['was', 'were', 'had', 'did']);
const PRESENT_BEFORE_PARTICIPLE = new Set([
  'is',
  'are',
  'am',
  'be',
  'being',
  'remain',
  'remains',
  'stay',
  'stays',
  'will',
]);
const SETS_A_LATER_DEADLINE =
  /\b(?:postpon\w*|delay\w*|adjourn\w*|defer\w*|remand\w*|extend\w*|give|given|gave|granted|ordered|told|asked|deadline)\b/i;

function deadlineIsPast(before: string, after: string): boolean {
  const near = [
    ...before.split(/\s+/).filter(Boolean).slice(-DEADLINE_WINDOW_WORDS),
    ...after.split(/\s+/).filter(Boolean).slice(0, DEADLINE_WINDOW_WORDS),
  ].map((w) => w.toLowerCase().replace(/[^\p{L}']/gu, ''));
  if (SETS_A_LATER_DEADLINE.test(near.join(' ')) || /^\s*to\s+\p{Ll}/u.test(after)) return false;
  return near.some(
    (w, i) =>
      FINITE_PAST.has(w) ||
      (w.length > 4 && w.endsWith('ed') && !PRESENT_BEFORE_PARTICIPLE.has(near[i - 1] ?? '')),
  );
}

/** Modal verbs that look ahead ('the harder vote may be the one in March'), in lower case: 'May' is a month. */
const MODAL_FUTURE = /\b(?:may|might)\b(?!\s+(?:not\s+)?have\b)/;
/** Words that put an attributive month ("the March referendum") in the past when nothing looks ahead. */
const PAST = /\b(was|were|had|did|held|took place|happened|ago|earlier|voted|approved|rejected|passed)\b/i;

/** A past reporting verb right before a time expression ('said on Wednesday', 'told reporters Monday'). */
const SAID_JUST_BEFORE =
  /\b(?:said|told(?:\s+\p{Ll}+){0,2}|announced|reported|confirmed|added|wrote|stated|declared|ordered|warned)\s*$/iu;

interface Rule {
  pattern: RegExp;
  /** A month: 'may' or 'might' before it looks ahead as 'will' does. */
  modalLooksAhead?: true;
  resolve: (
    m: RegExpExecArray,
    published: Date | null,
    future: boolean,
    sentence: string,
    lateEvening: boolean,
  ) => Omit<ClaimWhen, 'text'>;
}

const none = { date: null, precision: null } as const;

const RULES: Rule[] = [
  {
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/,
    resolve: (m) => day(Number(m[1]), Number(m[2]) - 1, Number(m[3])),
  },
  {
    pattern: new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`),
    resolve: (m, published, future) => monthDay(m[1]!, Number(m[2]), m[3], published, future),
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME}(?:,?\\s+(\\d{4}))?\\b`),
    resolve: (m, published, future) => monthDay(m[2]!, Number(m[1]), m[3], published, future),
  },
  {
    pattern:
      /\b(yesterday|today|tonight|this morning|this afternoon|this evening|last night|overnight|tomorrow)\b/i,
    resolve: (m, published) => {
      if (!published) return none;
      const word = m[1]!.toLowerCase();
      const offset = word === 'yesterday' || word === 'last night' ? -1 : word === 'tomorrow' ? 1 : 0;
      return shift(published, offset);
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:(${leadWords('last', 'next', 'this', 'on', 'from', 'since', 'until', 'by')})\\s+)?${WEEKDAY_NAME}(?:'s)?\\b`,
    ),
    resolve: (m, published, future, _sentence, lateEvening) => {
      if (!published) return none;
      const target = WEEKDAYS.indexOf(m[2]!.toLowerCase());
      const today = published.getUTCDay();
      const lead = (m[1] ?? '').toLowerCase();
      if (lead === 'next' || (future && lead !== 'last' && lead !== 'since')) {
        return shift(published, (target - today + 7) % 7 || 7);
      }
      const back = (today - target + 7) % 7;
      // Stamped late in the evening, the day after is where the report was written: a clock behind the place
      // reported on (a US wire's 'September 15, 2013 11: 26 pm' on New Zealand's Monday). 'Police said
      // Monday' there is that Monday, not six days before.
      if (back === 6 && lateEvening && lead !== 'last') return shift(published, 1);
      return shift(published, lead === 'last' && back === 0 ? -7 : -back);
    },
  },
  {
    pattern: /\b(last|next|this|earlier this|later this)\s+(week|month|year)\b/i,
    resolve: (m, published) => {
      if (!published) return none;
      const step = m[1]!.toLowerCase() === 'last' ? -1 : m[1]!.toLowerCase() === 'next' ? 1 : 0;
      const unit = m[2]!.toLowerCase();
      const y = published.getUTCFullYear();
      if (unit === 'year') return { date: `${y + step}-01-01`, precision: 'year' };
      if (unit === 'month') {
        const first = new Date(Date.UTC(y, published.getUTCMonth() + step, 1));
        return { date: iso(first), precision: 'month' };
      }
      const monday = shift(published, -((published.getUTCDay() + 6) % 7) + 7 * step).date;
      return { date: monday, precision: 'week' };
    },
  },
  {
    pattern: new RegExp(
      // ('in February, 2003': a comma may set the year apart, ECB+ 13_12ecbplus; 'In March, 2000 people
      // marched' is a count. 'until May 30, 2005' is a day: the month-and-day rule reads it, year and all.)
      `\\b(?:${leadWords('in', 'since', 'from', 'until', 'by', 'for', 'last', 'next', 'this', 'early', 'late', 'mid')}-?)\\s+${MONTH_NAME}(?!\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?!\\s+\\p{Ll}))(?:\\s+(\\d{4})|,\\s+(\\d{4})(?!\\s+\\p{Ll}))?\\b`,
      'u',
    ),
    modalLooksAhead: true,
    resolve: (m, published, future) => {
      const month = monthIndex(m[1]!);
      const stated = m[2] ?? m[3];
      if (stated) return { date: `${stated}-${pad(month + 1)}-01`, precision: 'month' };
      if (!published) return none;
      const year = inferYear(month, 1, published, future);
      return { date: `${year}-${pad(month + 1)}-01`, precision: 'month' };
    },
  },
  {
    // An attributive month ("a March referendum", "the May election"): an event named by its month is as
    // often ahead as behind, so without a cue either way it is the nearest such month to publication.
    pattern: new RegExp(`\\b(?:[Aa]n?|[Tt]he|[Ii]ts|[Tt]heir)\\s+${MONTH_NAME}(?=\\s+[a-z])`),
    modalLooksAhead: true,
    resolve: (m, published, future, sentence) => {
      if (!published) return none;
      const month = monthIndex(m[1]!);
      // A past-tense verb outweighs the weaker future cues ("rejected by voters" is not "by March").
      const year = PAST.test(sentence)
        ? inferYear(month, 1, published, false)
        : future
          ? inferYear(month, 1, published, true)
          : nearestYear(month, published);
      return { date: `${year}-${pad(month + 1)}-01`, precision: 'month' };
    },
  },
  {
    pattern: new RegExp(
      // ('Before 1997, Gigante had served only a five-year heroin rap in 1959': a sentence opening on a bound is
      // dated by what it tells, so 'before', 'after' and 'between' open no sentence here.)
      `\\b(?:${leadWords('in', 'since', 'from', 'until', 'by', 'during')}|before|after|between)\\s+((?:19|20)\\d{2})\\b`,
    ),
    resolve: (m) => ({ date: `${m[1]}-01-01`, precision: 'year' }),
  },
];

/**
 * An hour alone ('The river topped the levee shortly after 3 a.m.') is of the day the report is about, its
 * publication day. Without it the sentence's first day named was the one of a clause told later
 * ('…, who said crews had spent most of Sunday night stacking sandbags'), a day early on the timeline.
 */
const CLOCK_SOURCE = String.raw`\d{1,2}(?::\s?\d{2})?\s?(?:[ap]\.\s?m\.|[ap]m\b)`;
const CLOCK: Rule = {
  pattern: new RegExp(String.raw`\b${CLOCK_SOURCE}`, 'i'),
  resolve: (_m, published) => (published ? shift(published, 0) : none),
};
/**
 * A reading that is only an hour ('a call came in at 3: 33 a. m.'): the day is not stated, and the publication
 * day stands in for it until the article's own account gives one (dayOfTheAccount).
 */
export function isHourOnly(when: ClaimWhen): boolean {
  return when.precision === 'day' && when.text !== null && CLOCK_ONLY.test(when.text);
}
const CLOCK_ONLY = new RegExp(`^(?:at\\s+|about\\s+|around\\s+)*${CLOCK_SOURCE}$`, 'i');

/** The sentence looks ahead ('kickoff scheduled for 1:30 p.m.'): a day told earlier is not its day. */
export function looksAhead(sentence: string): boolean {
  return FUTURE.test(sentence);
}

/** How many days before publication a day told earlier in the article may be the day of a later bare hour. */
const ACCOUNT_DAYS = 7;

/**
 * The day a bare hour belongs to: the last day the article named before it ('A fire on Tuesday destroyed the
 * warehouse. … a call came in at 3: 33 a. m.' is Tuesday's 3:33, not the publication day's), when that day
 * is within a week before publication. Otherwise the hour keeps the publication day.
 */
export function dayOfTheAccount(
  earlier: ClaimWhen[],
  publishedAt: string | null | undefined,
): string | undefined {
  const published = parsePublished(publishedAt);
  if (!published) return undefined;
  const last = [...earlier].reverse().find((w) => w.precision === 'day' && w.date && !isHourOnly(w));
  if (!last?.date) return undefined;
  const daysBefore = (published.getTime() - Date.parse(`${last.date}T00:00:00Z`)) / 86_400_000;
  return daysBefore >= 0 && daysBefore <= ACCOUNT_DAYS ? last.date : undefined;
}

/**
 * The years an article states for each month ('in June 2005', 'June 20, 2005', '24 June 2005'), by month
 * index. A day the article names later without its year ('The deputy was killed on June 24') is of the
 * year it gave that month, not the last June 24 before publication: ECB+ 16_10, a sentencing reported in
 * May 2007, says 'in June 2005' and then 'killed on June 24', which read alone is 2006.
 */
export function statedMonthYears(text: string): Map<number, Set<number>> {
  const years = new Map<number, Set<number>>();
  const note = (name: string, year: string) => {
    const month = monthIndex(name);
    if (month < 0) return;
    const set = years.get(month) ?? new Set<number>();
    set.add(Number(year));
    years.set(month, set);
  };
  for (const m of text.matchAll(STATED_MONTH_YEAR)) note(m[1]!, m[2]!);
  for (const m of text.matchAll(STATED_DAY_MONTH_YEAR)) note(m[1]!, m[2]!);
  return years;
}
// ('June 2005', 'June 20, 2005', 'June 20 2005'; a comma alone before the year as in 'In March, 2000 people'
// is left out, as the month rule leaves it.)
const STATED_MONTH_YEAR = new RegExp(
  `\\b${MONTH_NAME}\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?((?:19|20)\\d{2})\\b`,
  'g',
);
const STATED_DAY_MONTH_YEAR = new RegExp(
  `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME},?\\s+((?:19|20)\\d{2})\\b`,
  'g',
);
/** A day named by month and day alone ('June 24', '24th of June'), as `resolveWhen` keeps its text. */
const YEARLESS_DAY = new RegExp(
  `^(?:${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME})$`,
);

/**
 * A yearless day put in the one year the article stated for its month (statedMonthYears), when it had to
 * be read into an earlier year than publication's (a June 24 in a May report) and the day is then not after
 * publication. A day read into the publication's year stays there, news being mostly of the recent past: a
 * report of May 24, 2005 that names 'May 26, 2003' and then 'the season ended on May 3' means this May
 * (ECB+ 5_1). So does a day whose month the article gave no year, or two ('June 2005' and 'June 2006').
 */
export function inStatedYear(
  when: ClaimWhen,
  stated: Map<number, Set<number>>,
  publishedAt: string | null | undefined,
): ClaimWhen {
  if (when.precision !== 'day' || !when.date || !when.text || !YEARLESS_DAY.test(when.text)) return when;
  const published = parsePublished(publishedAt);
  if (!published || Number(when.date.slice(0, 4)) === published.getUTCFullYear()) return when;
  const month = Number(when.date.slice(5, 7)) - 1;
  const years = stated.get(month);
  if (years?.size !== 1) return when;
  const [year] = years;
  const date = `${year}${when.date.slice(4)}`;
  if (Date.parse(`${date}T00:00:00Z`) > published.getTime() + 7 * 86_400_000) return when;
  return { ...when, date };
}

/**
 * Whether the sentence names a time at all, its own or not: 'convicted of the June 20, 2005 attempted murder'
 * has no date of its own (firstOwnTime) but is as checkable as a dated sentence.
 */
export function namesATime(sentence: string): boolean {
  return RULES.some((rule) => rule.pattern.test(sentence)) || CLOCK.pattern.test(sentence);
}

/** How near a day must be to an hour to be its day ('at 10 p.m. Sunday', 'Monday at about 3 a.m.'). */
const SAME_TIME_CHARS = 25;

type Found = { index: number; text: string; rule: Rule; match: RegExpExecArray };

/** The first time expression in `sentence` (earliest match wins), resolved against `publishedAt`. */
export function resolveWhen(sentence: string, publishedAt: string | null | undefined): ClaimWhen {
  const published = parsePublished(publishedAt);
  const future = FUTURE.test(sentence);
  let best: Found | null = null;
  for (const rule of RULES) {
    const match = firstOwnTime(rule, sentence);
    if (match && (!best || match.index < best.index)) {
      best = { index: match.index, text: match[0], rule, match };
    }
  }
  const clock = CLOCK.pattern.exec(sentence);
  if (clock && (!best || (clock.index < best.index && !sameTime(clock, best))))
    best = { index: clock.index, text: clock[0], rule: CLOCK, match: clock };
  if (!best) return { date: null, text: null, precision: null };
  // 'The chamber said on Wednesday that it would offer loans': the day is when it was said, whatever the
  // reported clause looks ahead to.
  const said = SAID_JUST_BEFORE.test(sentence.slice(0, best.index));
  // A modal looks ahead for a month ('may be the one in March'), not for a weekday: 'found on Sunday and may
  // be linked' is last Sunday.
  const before = sentence.slice(0, best.index);
  const deadline =
    (DEADLINE_LEAD.test(best.text) || DEADLINE_BEFORE.test(before)) &&
    !deadlineIsPast(before.replace(DEADLINE_BEFORE, ''), sentence.slice(best.index + best.text.length));
  const ahead =
    (future && !pastClauseAway(sentence, best.index, best.text.length)) ||
    deadline ||
    (best.rule.modalLooksAhead === true && MODAL_FUTURE.test(sentence));
  const resolved = best.rule.resolve(
    best.match,
    published,
    ahead && !said,
    sentence,
    isLateEvening(publishedAt),
  );
  return {
    ...resolved,
    date: atPrecision(resolved.date, resolved.precision),
    text: best.text.replace(/^(on|from|since|until|by|for|in|during|before|after|an?|the|its|their)\s+/i, ''),
  };
}

/**
 * Crimes and disasters that a later step of the story names with their date: 'convicted of the June 20, 2005
 * attempted murder', 'weighed the factors in the ambush slaying of Deputy Ortiz in June 2005'.
 */
const EVENT_NOUN =
  '(?:murders?|slayings?|killings?|shootings?|stabbings?|deaths?|attacks?|assaults?|robbery|robberies|rapes?|kidnappings?|bombings?|crash(?:es)?|fires?|blazes?|arson|explosions?|earthquakes?|quakes?)';
/** The date qualifies the noun right after it ('the June 20, 2005 attempted murder'). */
const BEFORE_EVENT_NOUN = new RegExp(`^\\s+(?:[\\p{Ll}-]+\\s+){0,2}${EVENT_NOUN}\\b`, 'u');
/**
 * The date closes a phrase of the noun ('the slaying of Deputy Jerry Ortiz in', 'the shooting on'), its
 * 'of' part a few words with no verb in them ('the shooting death of young Kathina Thomas continued for the
 * second day on Wednesday' is the day the testimony continued). Without 'in' or 'on' the date is the
 * verb's: 'charged with first-degree murder Saturday'.
 */
const AFTER_EVENT_NOUN = new RegExp(
  `\\b${EVENT_NOUN}(?:\\s+of(?:\\s+(?!(?:is|was|were|are|has|had|been)\\b)[\\p{L}\\p{N}'’.-]+(?<!ed)){1,7})?\\s*$`,
  'iu',
);
const CLOSING_PREPOSITION = /\s(?:in|on)\s*$/i;
const OPENING_PREPOSITION = /^(?:in|on)\s/i;
/**
 * The step of a case that a sentence about an earlier crime reports: its date is not the crime's. ('Police
 * said the shooting on Tuesday killed two' is about the shooting, and keeps Tuesday.)
 */
const LATER_STEP =
  /\b(?:convict(?:ed|ion)|sentenc(?:ed|ing)|charged|indicted|acquitted|tried|pleaded|testified|weighed|jailed|executed|guilty|trial|verdict|jury|appeal(?:ed)?|prosecut(?:ed|ion|ors?))\b/i;
/** A trial going on at the date ('was being tried for rape in March 2005 when he overpowered a deputy'). */
const ONGOING_TRIAL = /\b(?:on trial|being tried|standing trial)\b/i;

/**
 * A superlative measured since a time ('the worst since the country's military dictatorship was brought down in
 * 1974', 'the deadliest quake since 2005'): the time is the bound of the comparison, not when the sentence's
 * event happened (ECB+ 19: 'Greece has entered a period of intense soul searching…' sat at 1974).
 */
const SUPERLATIVE_SINCE =
  /\b(?:worst|best|biggest|largest|deadliest|bloodiest|costliest|highest|lowest|strongest|heaviest|longest|greatest|fewest|fastest|busiest|hottest|coldest|wettest|driest|first|most)\b(?:\s+[\p{L}'’-]+){0,4}\s+since\b[^.;!?]*$/iu;

/**
 * The first match of `rule` that dates the sentence, not a crime or disaster the sentence names as the
 * subject of a later step of its case ('Judge Hickok told a packed courtroom that he weighed … the ambush
 * slaying of Deputy Ortiz in June 2005' was said in May 2007: the timeline put it in June 2005, beside the
 * killing). Such a date is passed over and a later one in the sentence may date it; with none, the sentence
 * has no date of its own, which is better than the crime's. Nor the bound of a superlative (SUPERLATIVE_SINCE).
 */
function firstOwnTime(rule: Rule, sentence: string): RegExpExecArray | null {
  let all = EVERY_MATCH.get(rule);
  if (!all) {
    all = new RegExp(rule.pattern.source, `${rule.pattern.flags.replace('g', '')}g`);
    EVERY_MATCH.set(rule, all);
  }
  all.lastIndex = 0;
  for (let match = all.exec(sentence); match; match = all.exec(sentence)) {
    if (
      !namesAnEarlierCrime(sentence, match) &&
      !SUPERLATIVE_SINCE.test(sentence.slice(0, match.index) + match[0])
    )
      return match;
  }
  return null;
}

/** Each rule's pattern made global once, not per sentence. */
const EVERY_MATCH = new Map<Rule, RegExp>();

function namesAnEarlierCrime(sentence: string, match: RegExpExecArray): boolean {
  const before = sentence.slice(0, match.index);
  const after = sentence.slice(match.index + match[0].length);
  // ('the June 20, 2005 attempted murder': the date must say which one, with a year or a day in it.)
  const attributive = /\d/.test(match[0]) && BEFORE_EVENT_NOUN.test(after) ? before : null;
  const prepositional = CLOSING_PREPOSITION.test(` ${before}`) || OPENING_PREPOSITION.test(match[0]);
  const postNominal = prepositional
    ? AFTER_EVENT_NOUN.exec(` ${before}`.replace(CLOSING_PREPOSITION, ''))
    : null;
  const stepText = attributive ?? (postNominal ? ` ${before}`.slice(0, postNominal.index) : null);
  return stepText !== null && LATER_STEP.test(stepText) && !ONGOING_TRIAL.test(stepText);
}

/** A day named right beside an hour is that hour's day. */
function sameTime(clock: RegExpExecArray, day: Found): boolean {
  const gap = day.index - (clock.index + clock[0].length);
  return gap <= SAME_TIME_CHARS;
}

/** A period's first day cut to the period: '2019-01-01' at year precision is '2019', at month '2019-01'. */
function atPrecision(date: string | null, precision: ClaimWhen['precision']): string | null {
  if (!date) return date;
  if (precision === 'year') return date.slice(0, 4);
  if (precision === 'month') return date.slice(0, 7);
  return date;
}

/** From this hour a publication time is late evening (as stored: UTC, or the clock of a stamp with no zone). */
const LATE_EVENING_HOUR = 20;

function isLateEvening(value: string | null | undefined): boolean {
  const hour = value ? /^\d{4}-\d{2}-\d{2}T(\d{2}):/.exec(value)?.[1] : undefined;
  return hour !== undefined && Number(hour) >= LATE_EVENING_HOUR;
}

function parsePublished(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

function monthIndex(name: string): number {
  const key = name.toLowerCase().replace('.', '').slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(key));
}

function monthDay(
  name: string,
  dayOfMonth: number,
  year: string | undefined,
  published: Date | null,
  future: boolean,
): Omit<ClaimWhen, 'text'> {
  const month = monthIndex(name);
  if (dayOfMonth < 1 || dayOfMonth > 31) return none;
  if (year) return day(Number(year), month, dayOfMonth);
  if (!published) return none;
  return day(inferYear(month, dayOfMonth, published, future), month, dayOfMonth);
}

/** News mostly reports the recent past: a yearless date later than publication belongs to last year, unless the sentence looks ahead. */
function inferYear(month: number, dayOfMonth: number, published: Date, future: boolean): number {
  const year = published.getUTCFullYear();
  const candidate = Date.UTC(year, month, dayOfMonth);
  const publishedMs = published.getTime();
  if (future) return candidate < publishedMs - 31 * 86_400_000 ? year + 1 : year;
  return candidate > publishedMs + 7 * 86_400_000 ? year - 1 : year;
}

/** The year whose `month` (its middle) lies nearest to the publication date. */
function nearestYear(month: number, published: Date): number {
  const year = published.getUTCFullYear();
  const distance = (y: number) => Math.abs(Date.UTC(y, month, 15) - published.getTime());
  return [year - 1, year, year + 1].reduce((best, y) => (distance(y) < distance(best) ? y : best));
}

function day(year: number, month: number, dayOfMonth: number): Omit<ClaimWhen, 'text'> {
  const date = new Date(Date.UTC(year, month, dayOfMonth));
  if (date.getUTCMonth() !== month) return none;
  return { date: iso(date), precision: 'day' };
}

function shift(published: Date, days: number): { date: string; precision: 'day' } {
  return { date: iso(new Date(published.getTime() + days * 86_400_000)), precision: 'day' };
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
