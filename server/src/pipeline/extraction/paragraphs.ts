import { type DomElement, type DomNode, hasHref, isElement, normalizeSpace, TEXT_NODE, tagOf } from './dom';

/** One paragraph of text as the reader sees it, with how much of it is link text. */
export interface TextBlock {
  text: string;
  /** The block element it came from (`p`, `li`, `h2`, `blockquote`, `td`, …). */
  tag: string;
  /** Characters of `text` that sit inside links. */
  linkChars: number;
}

/** Elements that start and end a paragraph. Everything else is inline and joins the surrounding text. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Never text a reader sees. */
export const SKIPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'select',
  'textarea',
  'input',
  'button',
  'head',
  'title',
  'meta',
  'link',
]);

/**
 * The text of `root` split into paragraphs the way a browser lays it out: every block element (`p`, `li`,
 * `h2`, `blockquote`, table cells, …) and every double `<br>` ends a paragraph; inline markup joins
 * (`<span>T</span>he` stays "The"). Plain `textContent` would glue "…end.Next" across paragraphs.
 */
export function textBlocks(root: DomElement): TextBlock[] {
  const blocks: TextBlock[] = [];
  let parts: string[] = [];
  let linkChars = 0;
  let pendingBreaks = 0;
  const blockTags: string[] = [tagOf(root)];

  const flush = () => {
    pendingBreaks = 0;
    if (parts.length === 0) return;
    const text = normalizeSpace(parts.join(''));
    if (text !== '') {
      blocks.push({
        text,
        tag: blockTags[blockTags.length - 1] ?? 'div',
        linkChars: Math.min(linkChars, text.length),
      });
    }
    parts = [];
    linkChars = 0;
  };

  const visit = (node: DomNode, inLink: boolean) => {
    if (node.nodeType === TEXT_NODE) {
      const text = node.textContent ?? '';
      if (pendingBreaks >= 2 && text.trim() !== '') flush();
      else if (pendingBreaks === 1 && text.trim() !== '') parts.push(' ');
      if (text.trim() !== '') pendingBreaks = 0;
      parts.push(text);
      if (inLink) linkChars += normalizeSpace(text).length;
      return;
    }
    if (!isElement(node)) return;
    const tag = tagOf(node);
    if (SKIPPED_TAGS.has(tag)) return;
    if (tag === 'br') {
      pendingBreaks++;
      return;
    }
    const block = BLOCK_TAGS.has(tag);
    if (block) {
      flush();
      blockTags.push(tag);
    } else if (pendingBreaks >= 2) {
      flush();
    }
    // `<a name="section">` is an anchor to jump to, not a link: a subheading wrapped in one is not link text.
    const link = inLink || (tag === 'a' && hasHref(node));
    for (let child = node.firstChild; child; child = child.nextSibling) visit(child, link);
    if (block) {
      flush();
      blockTags.pop();
    }
  };

  const rootIsLink = tagOf(root) === 'a' && hasHref(root);
  for (let child = root.firstChild; child; child = child.nextSibling) visit(child, rootIsLink);
  flush();
  return blocks;
}
