import { type DomElement, isElement, TEXT_NODE, tagOf } from './dom';
import { BLOCK_TAGS, SKIPPED_TAGS } from './paragraphs';

/** A block's own text (outside links) below this is a label, a button or a date, not a paragraph. */
const MIN_PARAGRAPH_CHARS = 25;
/** More than this share of a block in links makes it navigation, not prose. */
const MAX_LINK_SHARE = 0.5;

/**
 * Paragraph characters per element. Every block's own text — what sits in it outside nested blocks, so
 * `<p>` text, the text of a `<div>` used as a paragraph, or a legacy `<td>` full of `<br>`-separated text —
 * counts for the block itself and for its parent, unless the block is mostly link text or too short to be
 * a paragraph.
 */
export function mapText(root: DomElement): Map<DomElement, number> {
  const direct = new Map<DomElement, number>();
  const add = (element: DomElement | null, chars: number) => {
    if (element) direct.set(element, (direct.get(element) ?? 0) + chars);
  };

  /** Returns the inline text the element hands to its nearest block ancestor: [chars, link chars]. */
  const walk = (element: DomElement, inLink: boolean): [number, number] => {
    let chars = 0;
    let linkChars = 0;
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        const length = (child.textContent ?? '').trim().length;
        chars += length;
        if (inLink) linkChars += length;
      } else if (isElement(child)) {
        const tag = tagOf(child);
        if (SKIPPED_TAGS.has(tag)) continue;
        const [childChars, childLinks] = walk(child, inLink || tag === 'a');
        chars += childChars;
        linkChars += childLinks;
      }
    }
    if (!BLOCK_TAGS.has(tagOf(element)) && element !== root) return [chars, linkChars];
    const prose = chars - linkChars;
    if (prose >= MIN_PARAGRAPH_CHARS && linkChars <= chars * MAX_LINK_SHARE) {
      add(element, prose);
      if (element !== root) add(element.parentElement, prose);
    }
    return [0, 0];
  };

  walk(root, false);
  return direct;
}

/** The element that directly holds the most paragraph text: the article body on almost every page. */
export function densestElement(map: Map<DomElement, number>): DomElement | null {
  let best: DomElement | null = null;
  let bestChars = 0;
  for (const [element, chars] of map) {
    if (chars > bestChars) {
      best = element;
      bestChars = chars;
    }
  }
  return best;
}
