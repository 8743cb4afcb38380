/** Escapes text for HTML content and double-quoted attributes. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A JSON-LD block; `</` is escaped so no string value can close the script element. */
export function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data, null, 2).replace(/<\//g, '<\\/')}</script>`;
}

/** Paragraphs from plain sentences (the fixture's article bodies are written as plain text). */
export function paragraphs(texts: readonly string[], className?: string): string {
  const attr = className ? ` class="${className}"` : '';
  return texts.map((text) => `<p${attr}>${esc(text)}</p>`).join('\n');
}
