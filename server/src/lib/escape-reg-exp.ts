/** A string as a regular expression that matches it literally (names, headings and path segments go into patterns). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
