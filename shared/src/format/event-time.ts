/**
 * An event time as people read it, in the reader and the builder (UTC: dates are calendar days, not
 * instants). The server writes a claim's date at its precision, as ISO 8601 allows: "in 1962" → "1962",
 * "in January" → "2027-01", "on Tuesday" → the day. Claims stored before that resolved a period to its
 * first day ("1962-01-01", "1987-04-01"), so a full date on the first of January still reads as its year
 * and one on the first of a month as its month: an event truly dated the 1st then reads a little vaguer,
 * never falsely exact.
 */
export function formatEventTime(value: string): string {
  if (/^\d{4}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const monthOnly = /^\d{4}-\d{2}$/.test(value);
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (dayOnly && value.endsWith('-01-01')) return value.slice(0, 4);
  if (monthOnly || (dayOnly && value.endsWith('-01'))) {
    return date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  }
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: dayOnly ? 'UTC' : undefined,
  });
}
