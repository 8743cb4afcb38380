// A line that is only a dateline: "Saturday, August 24, 2013", "11 / 28 / 05", "21 July 2013 Last updated at
// 11: 11 GMT", "9 September 2013, 14: 08", "Published: Tuesday, Dec. 20 2005 12: 00 a. m. MST". Scraped titles
// and pasted texts often open with one; it is neither a headline nor a title.

// Words of a dateline: days, months (English, French, Spanish), clock and update words, time zones (the US
// ones with and without their S/D: 'MST', 'ET'), ordinal suffixes.
const DATELINE_WORD =
  /(?<!\p{L})(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|janvier|fevrier|février|mars|avril|mai|juin|juillet|aout|août|septembre|octobre|novembre|decembre|décembre|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miercoles|miércoles|jueves|viernes|sabado|sábado|domingo|de|le|el|at|on|last|updated|posted|published|edited|am|pm|[ap]\.\s?m|gmt|utc|bst|cest|cet|[ecmp][ds]?t|ak[ds]t|hst|st|nd|rd|th)(?!\p{L})/giu;
const NOT_DATELINE = /[^\p{N}\p{P}\p{S}\s]/u;

/** True for a line made only of digits, punctuation and dateline words (days, months, clock words). */
export function isDatelineOnly(line: string): boolean {
  return /\d/.test(line) && !NOT_DATELINE.test(line.replace(DATELINE_WORD, ''));
}
