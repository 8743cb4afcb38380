/**
 * An event time as people read it, in the reader and the builder (UTC: dates are calendar days, not
 * instants). The server resolves a period to its first day ("in 1962" → 1962-01-01, "in April 1987" → 1987-04-01) and the claim does not
 * carry the precision, so a bare date on the first of January reads as its year and one on the first of a
 * month as its month: an event truly dated the 1st then reads a little vaguer, never falsely exact.
 */
export function formatEventTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (dayOnly && value.endsWith('-01-01')) return value.slice(0, 4);
  if (dayOnly && value.endsWith('-01')) {
    return date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  }
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: dayOnly ? 'UTC' : undefined,
  });
}
