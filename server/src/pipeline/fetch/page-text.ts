/**
 * A single-pass, dependency-free reading of the text a visitor would see on a page, split into the
 * article itself and the page furniture around it. It is deliberately rough (no DOM, tolerant of broken
 * markup) because it only feeds block detection, which needs sizes and phrases, not structure.
 */
export interface PageText {
  title: string;
  /** Visible text outside page furniture (nav, header, footer, banners, share bars, consent dialogs…). */
  mainText: string;
  /** The longest top-level `<article>` / `itemprop="articleBody"` region, without furniture; '' if none. */
  articleText: string;
  /** Everything visible, furniture included (a paywall prompt usually lives in furniture). */
  allText: string;
  /** class/id tokens seen on the page, lower-cased, for marker look-ups. */
  classTokens: ReadonlySet<string>;
}

// Skipped with their contents: never visible text.
const RAW_TEXT_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'iframe',
]);
const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const FURNITURE_TAGS = new Set([
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'dialog',
  'button',
  'select',
  'menu',
]);
// Parts of a class or id (split on - and _) that mark furniture.
const FURNITURE_PARTS = new Set([
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'cmp',
  'onetrust',
  'didomi',
  'cookiebot',
  'truste',
  'newsletter',
  'related',
  'recirc',
  'comment',
  'comments',
  'share',
  'sharing',
  'social',
  'paywall',
  'piano',
  'regwall',
  'subscribe',
  'subscription',
  'promo',
  'sidebar',
  'breadcrumb',
  'breadcrumbs',
  'modal',
  'overlay',
  'advert',
  'advertisement',
  'sponsored',
]);
const NEVER_FURNITURE_BY_CLASS = new Set(['html', 'body', 'main', 'article']);
/**
 * A furniture region holding more text than this is treated as content after all: a template that puts
 * `class="has-paywall"` or an ASP.NET `<form>` around the whole page must not hide the article.
 */
const MAX_FURNITURE_CHARS = 2500;

interface Region {
  tag: string;
  depth: number;
  kind: 'root' | 'article' | 'furniture';
  parts: string[];
  length: number;
}

const TAG_RE = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const CLASS_ID_RE = /\b(?:class|id)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const ITEMPROP_BODY_RE = /\bitemprop\s*=\s*["']?articleBody\b/i;

export function readPageText(html: string): PageText {
  const root: Region = { tag: '#root', depth: 1, kind: 'root', parts: [], length: 0 };
  const stack: Region[] = [root];
  const furniture: string[] = [];
  const articles: string[] = [];
  const classTokens = new Set<string>();
  let title = '';

  const appendText = (raw: string) => {
    const text = decodeEntities(raw).replace(/\s+/g, ' ');
    if (text.trim() === '') {
      if (text.length > 0) pushPart(stack[stack.length - 1]!, ' ');
      return;
    }
    pushPart(stack[stack.length - 1]!, text);
  };

  TAG_RE.lastIndex = 0;
  let cursor = 0;
  for (let match = TAG_RE.exec(html); match !== null; match = TAG_RE.exec(html)) {
    appendText(html.slice(cursor, match.index));
    cursor = TAG_RE.lastIndex;
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue; // a comment
    const closing = match[1] === '/';
    const attrs = match[3] ?? '';

    if (!closing && (RAW_TEXT_TAGS.has(name) || name === 'title')) {
      const end = findClosingTag(html, name, cursor);
      if (name === 'title' && title === '') title = decodeEntities(html.slice(cursor, end.start)).trim();
      cursor = end.after;
      TAG_RE.lastIndex = cursor;
      continue;
    }
    if (VOID_TAGS.has(name)) continue;

    const top = stack[stack.length - 1]!;
    if (closing) {
      if (name === top.tag && --top.depth === 0) closeRegion(stack, furniture, articles);
      continue;
    }
    if (attrs.endsWith('/')) continue;

    const tokens = collectClassTokens(attrs, classTokens);
    const isArticle = name === 'article' || ITEMPROP_BODY_RE.test(attrs);
    const isFurniture =
      FURNITURE_TAGS.has(name) || (!NEVER_FURNITURE_BY_CLASS.has(name) && tokens.some(isFurnitureToken));
    // Related-story cards are often <article>s too: only the first article outside furniture counts.
    const startsArticle = isArticle && !stack.some((region) => region.kind !== 'root');
    if (isFurniture || startsArticle) {
      stack.push({ tag: name, depth: 1, kind: isFurniture ? 'furniture' : 'article', parts: [], length: 0 });
      continue;
    }
    if (name === top.tag) top.depth++;
    if (BLOCK_TAGS.has(name)) pushPart(top, ' ');
  }
  appendText(html.slice(cursor));
  while (stack.length > 1) closeRegion(stack, furniture, articles);

  const mainText = tidy(root.parts.join(''));
  const furnitureText = tidy(furniture.join(' '));
  const articleText = articles.reduce((longest, text) => (text.length > longest.length ? text : longest), '');
  return {
    title: tidy(title),
    mainText,
    articleText,
    allText: tidy(`${mainText} ${furnitureText}`),
    classTokens,
  };
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'td',
  'tr',
  'blockquote',
]);

function pushPart(region: Region, text: string) {
  region.parts.push(text);
  region.length += text.length;
}

function closeRegion(stack: Region[], furniture: string[], articles: string[]) {
  const region = stack.pop()!;
  const parent = stack[stack.length - 1]!;
  const text = region.parts.join('');
  if (region.kind === 'furniture' && region.length <= MAX_FURNITURE_CHARS) {
    furniture.push(text);
    return;
  }
  if (region.kind === 'article') articles.push(tidy(text));
  pushPart(parent, ` ${text} `);
}

function findClosingTag(html: string, name: string, from: number): { start: number; after: number } {
  const re = new RegExp(`</${name}\\s*>`, 'gi');
  re.lastIndex = from;
  const found = re.exec(html);
  if (!found) return { start: html.length, after: html.length };
  return { start: found.index, after: found.index + found[0].length };
}

function collectClassTokens(attrs: string, into: Set<string>): string[] {
  const tokens: string[] = [];
  CLASS_ID_RE.lastIndex = 0;
  for (let m = CLASS_ID_RE.exec(attrs); m !== null; m = CLASS_ID_RE.exec(attrs)) {
    const value = m[1] ?? m[2] ?? m[3] ?? '';
    for (const token of value.toLowerCase().split(/\s+/)) {
      if (token === '') continue;
      tokens.push(token);
      into.add(token);
    }
  }
  return tokens;
}

function isFurnitureToken(token: string): boolean {
  return token.split(/[-_]+/).some((part) => FURNITURE_PARTS.has(part));
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      if (!Number.isFinite(code) || code > 0x10ffff) return whole;
      // As in HTML: `&#0;` and a lone surrogate are no characters (and nothing PostgreSQL would store).
      return code === 0 || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}
