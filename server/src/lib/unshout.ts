/**
 * A text whose opening words are in capitals for emphasis ('INITIAL results from the post-mortem…', 'A GREEK
 * police officer has been charged…', a newspaper's habit for a lead) is written as the story's own sources
 * write those words elsewhere: 'Initial results…', 'A Greek police officer…'. A word the sources also write
 * in capitals elsewhere (an acronym: 'NATO troops…', 'AFC playoffs') keeps them. A word they never write
 * otherwise is capitalised (the text's first word) or given a capital only (a name is likelier than not).
 *
 * For what the reader sees: the story's title, the summary that opens the narrative and the feed card, the
 * narrative's claims (composition), and the claims the chat quotes. `texts` are the story's own sources;
 * how they write each word is read once, and only when a text needs it.
 */
export function unshouter(texts: string[]): (text: string) => string {
  let forms: Map<string, Map<string, number>> | undefined;
  const writtenForms = () => {
    if (forms) return forms;
    forms = new Map();
    for (const text of texts) {
      // Each text without its own shouted opening, which would only echo the title's capitals (one before
      // a lower-case word or a name: 'TWO MORE RAMS OUT St. Louis lost…').
      const rest = text.replace(/^(?:[\p{Lu}\p{N}][\p{Lu}\p{N}'’.-]*\s+)+(?=\p{Ll}|\p{Lu}\p{Ll})/u, ' ');
      for (const m of rest.matchAll(/[\p{L}\p{N}'’.-]+/gu)) {
        const key = m[0].toLowerCase();
        const seen = forms.get(key) ?? new Map<string, number>();
        seen.set(m[0], (seen.get(m[0]) ?? 0) + 1);
        forms.set(key, seen);
      }
    }
    return forms;
  };
  return (title) => {
    const lead = /^(?:[\p{Lu}\p{N}][\p{Lu}\p{N}'’.-]*(?:\s+|$))+/u.exec(title)?.[0] ?? '';
    const words = lead.split(/\s+/).filter(Boolean);
    // Only a run with a word of two capital letters or more, and not a title wholly in capitals of one word.
    if (!words.some((w) => /\p{Lu}{2}/u.test(w))) return title;
    const written = words.map((word, i) => {
      if (!/\p{Lu}{2}/u.test(word)) return word;
      const seen = writtenForms().get(word.toLowerCase());
      // (A short word the sources never write otherwise is likelier an acronym: 'US', 'EU', 'NFL'.)
      if (seen?.has(word) || (!seen && word.length <= 3)) return word;
      const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
      const usual = seen && [...seen.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
      if (usual) return i === 0 ? capital(usual) : /\p{Lu}/u.test(usual.charAt(0)) ? capital(usual) : usual;
      return capital(word);
    });
    return `${written.join(' ')}${/\s$/.test(lead) ? ' ' : ''}${title.slice(lead.length)}`;
  };
}
