/**
 * Tokens a stage really processed, counted the same way everywhere: words, numbers and punctuation
 * marks of the text the stage read. The offline engine has no provider usage to report, so this is the
 * honest figure (DESIGN §3: never invented costs).
 */
export function countTokens(text: string): number {
  return text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0;
}
