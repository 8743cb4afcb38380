import { type DomElement, hasHref, normalizeSpace, tagOf } from './dom';

/** Never article text. */
const NOISE_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'nav',
  'aside',
  'header',
  'footer',
  'figcaption',
  'dialog',
  'svg',
  'canvas',
  'object',
  'embed',
  'amp-ad',
  'amp-embed',
  'amp-social-share',
  'amp-sidebar',
  'amp-analytics',
  'amp-consent',
]);

const NOISE_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'dialog',
  'alertdialog',
  'search',
  'menu',
  'menubar',
  'toolbar',
]);

/*
 * Class, id and data-component names of the parts of a page around an article. Short words must stand
 * alone between separators (`ad` in `b-ad-block`, not in `lead`); longer ones may appear anywhere.
 */
const NOISE_NAMES = new RegExp(
  [
    // reader comments
    'comment',
    'disqus',
    // recirculation
    'related',
    'relacionad',
    'recommend',
    'read-?more',
    // camelCase ids too (moreFrom, mostRead): the hyphen is optional where the words are unambiguous
    'more-?(?:from|stories|articles|news|opinion|features)',
    'more-(?:on|in)',
    'most-?(?:read|popular|viewed)',
    'popular',
    'trending',
    'taboola',
    'outbrain',
    'you-?might',
    'also-?like',
    'further-?reading',
    'post-navigation',
    'next-prev',
    'prev-next',
    'lesen-sie-auch',
    'lire-aussi',
    'leia-tambem',
    'latest-?(?:news|posts|articles)',
    'top-?stories',
    'interstitial',
    // sign-ups, promotions, support appeals
    'newsletter',
    'subscri',
    'sign-?up',
    'promo',
    '(?:^|[\\s_-])(?:cta|epic)(?:$|[\\s_-])',
    // share bars
    '(?:^|[\\s_-])(?:share|sharing|sharedaddy|social|partage|compartir|addthis)',
    // consent banners
    'cookie',
    'consent',
    'gdpr',
    'onetrust',
    'didomi',
    '(?:^|[\\s_-])cmp(?:$|[\\s_-])',
    // advertising
    'advert',
    'sponsor',
    'dfp-',
    'ad-?slot',
    'taboola',
    '(?:^|[\\s_-])(?:ad|ads|adunit|arcad|pub|publicidad|publicite|anzeige|werbung)(?:$|[\\s_-])',
    // navigation
    'breadcrumb',
    'fil-ariane',
    'skip-link',
    '(?:^|[\\s_-])(?:nav|navbar|navigation|menu|pagination|pager|masthead|header|footer|toc)(?:$|[\\s_-])',
    'table-of-contents',
    'author-?(?:bio|box)',
    'about-(?:the-)?author',
    'pull-?quote',
    // overlays and side columns
    'modal',
    'popup',
    'flyout',
    '(?:^|[\\s_-])(?:login|log-in|signin|sign-in|registration)(?:$|[\\s_-])',
    'lightbox',
    'sidebar',
    'widget',
    '(?:^|[\\s_-])rail(?:$|[\\s_-])',
    'ticker',
    'alert-bar',
    // video players: their text is the video's title and blurb ("Popular Video", the next clip's teaser)
    '(?:video|audio|media|mobile|desktop|embed|youtube)-?player',
    '(?:^|\\s)player(?:$|\\s)',
    'jwplayer',
    'brightcove',
    // embedded posts from social networks (their own text, rendered by a third-party script)
    'twitter-tweet',
    'instagram-media',
    'tiktok-embed',
    '(?:^|[\\s_-])(?:fb-post|social-embed|embed-social|bluesky-embed|reddit-embed)(?:$|[\\s_-])',
    // text for screen readers only
    'screen-reader',
    'sr-only',
    'visually-?hidden',
  ].join('|'),
  'i',
);

/*
 * Names of the small things around a story — bylines, datelines, timestamps, tags, kickers (French
 * 'rubrique', 'surtitre': the section label above a headline), captions, field labels. Some sites use the
 * same words for text that belongs to the story (a press release whose first paragraph is
 * `class="dateline"`), so these only go when their text is short.
 */
const LABEL_NAMES = new RegExp(
  [
    'byline',
    '(?:^|[\\s_-])(?:dateline|timestamp|date|dates|datetime|time|published|updated|pubdate|entry-meta|post-meta|article-meta|meta-info|kicker|overline|eyebrow|badge|rubrique|surtitre|section-?label)(?:$|[\\s_-])',
    '(?:^|[\\s_-])(?:tags|tag-list|tagcloud|topics|tags-links|post-terms)(?:$|[\\s_-])',
    'field-?_?label',
    '(?:^|[\\s_-])(?:print|tools|toolbar)(?:$|[\\s_-])',
  ].join('|'),
  'i',
);
const MAX_LABEL_WORDS = 20;
/**
 * Captions, credits, legal lines and standfirsts run longer than labels but are not the story's text: the
 * standfirst is what `meta_description` reports.
 */
const CAPTION_NAMES =
  /caption|(?:^|[\s_-])credits?(?:$|[\s_-])|disclaimer|copyright|standfirst|(?:^|[\s_-])(?:abstract|deck|dek|subtitle|sub-?headline|chapo|chapeau|entradilla|excerpt|teaser)(?:$|[\s_-])|footnote-?(?:anchor|ref|number)/i;
const MAX_CAPTION_WORDS = 60;
/** An element named "caption" can describe a whole chart in a long paragraph (66 words on a WaPo graphic). */
const MAX_NAMED_CAPTION_WORDS = 100;

/** Inline elements: inside running text, their class names describe the words, not page furniture. */
const INLINE_TAGS = new Set([
  'a',
  'span',
  'em',
  'strong',
  'b',
  'i',
  'u',
  'abbr',
  'cite',
  'small',
  'mark',
  'q',
  'time',
]);
const PARAGRAPH_TAGS = new Set(['p', 'li', 'td', 'dd', 'blockquote', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SCREEN_READER_NAMES = /screen-reader|sr-only|visually-?hidden/i;

/**
 * An inline element in the middle of a paragraph's text (`<span class="ticker">Piper Jaffray</span> analyst
 * Gene Munster…`): removing it would cut the sentence, whatever its class says.
 */
function isInRunningText(element: DomElement, tag: string): boolean {
  if (!INLINE_TAGS.has(tag)) return false;
  const parent = element.parentElement;
  if (!parent || !PARAGRAPH_TAGS.has(tagOf(parent))) return false;
  const own = (element.textContent ?? '').trim();
  // Footnote marks ("1", "[2]") are not words of the sentence.
  if (!/\p{L}{2}/u.test(own)) return false;
  return (parent.textContent ?? '').trim().length > own.length + 20;
}

const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/** An element that is all the text of a parent that is not a paragraph (`<div class="float"><q>…</q></div>`). */
function isStandingAlone(element: DomElement): boolean {
  const parent = element.parentElement;
  if (!parent || PARAGRAPH_TAGS.has(tagOf(parent))) return false;
  return normalizeSpace(parent.textContent ?? '') === normalizeSpace(element.textContent ?? '');
}

const MAX_FINE_PRINT_WORDS = 40;

/**
 * Small print that is a whole paragraph or block of its own (`<p><small>Wendover Weekly is published every
 * Thursday.</small></p>`, a copyright or correction line): a note about the publication, not the story. A
 * `<small>` inside a sentence is left alone.
 */
function isFinePrint(element: DomElement): boolean {
  const parent = element.parentElement;
  if (!parent) return false;
  const own = normalizeSpace(element.textContent ?? '');
  return (
    own.length > 0 &&
    normalizeSpace(parent.textContent ?? '') === own &&
    wordsUpTo(own, MAX_FINE_PRINT_WORDS + 1) <= MAX_FINE_PRINT_WORDS
  );
}

/** Why an element is boilerplate, or null when it may hold article text. */
export function noiseReason(element: DomElement): string | null {
  const tag = tagOf(element);
  if (NOISE_TAGS.has(tag)) return `<${tag}>`;
  const role = element.getAttribute('role');
  if (role && NOISE_ROLES.has(role.toLowerCase())) return `role=${role}`;
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return 'hidden';
  if (tag === 'sup' && /^\s*\[?\d{1,3}\]?\s*$/.test(element.textContent ?? '')) return 'footnote mark';
  // A quotation standing on its own between paragraphs, not inside one, is a pull quote repeating the text.
  if (tag === 'q' && isStandingAlone(element)) return 'pull quote';
  if (tag === 'small' && isFinePrint(element)) return 'fine print';
  const style = element.getAttribute('style');
  if (style && HIDDEN_STYLE.test(style)) return 'hidden';
  const names = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''} ${element.getAttribute('data-component') ?? ''} ${element.getAttribute('data-testid') ?? ''}`;
  if (names.length > 3) {
    if (isInRunningText(element, tag)) return SCREEN_READER_NAMES.test(names) ? 'screen-reader text' : null;
    const match = NOISE_NAMES.exec(names);
    if (match) return match[0].trim();
    const label = LABEL_NAMES.exec(names) ?? CAPTION_NAMES.exec(names);
    if (label) {
      const limit = /caption/i.test(label[0])
        ? MAX_NAMED_CAPTION_WORDS
        : CAPTION_NAMES.test(label[0])
          ? MAX_CAPTION_WORDS
          : MAX_LABEL_WORDS;
      if (wordsUpTo(normalizeSpace(element.textContent ?? ''), limit + 1) <= limit) return label[0].trim();
    }
  }
  return null;
}

function wordsUpTo(text: string, limit: number): number {
  let count = 0;
  for (const _ of text.matchAll(/\S+/g)) if (++count >= limit) break;
  return count;
}

/**
 * Removes the page furniture around an article — navigation, headers and footers, comments, related and
 * "read more" lists, newsletter and subscription boxes, share bars, cookie banners, ads, captions, pull
 * quotes, author bios, hidden and screen-reader-only text — before the body is extracted.
 *
 * `keep` are elements that hold the article (the densest text and its ancestors): a page wrapper named
 * `content-sidebar-wrap` or `has-comments` must not take the story with it.
 */
export function removeBoilerplate(
  root: DomElement,
  keep: ReadonlySet<DomElement>,
  storyChars = Number.POSITIVE_INFINITY,
): number {
  const doomed: DomElement[] = [];
  const visit = (element: DomElement) => {
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      let reason = keep.has(child) ? null : noiseReason(child);
      if (reason !== null && DECK_NAMES.test(reason) && isHeading(child) && followsStoryText(child))
        reason = null;
      if (reason === null || (isStoryLikeName(reason) && holdsStory(child, storyChars))) visit(child);
      else doomed.push(child);
    }
  };
  visit(root);
  for (const element of doomed) element.remove();
  // Both found before either is removed: a card's image box may hold its linked heading.
  const cards = teaserCards(root, keep);
  const boxes = imageBoxes(root, keep);
  for (const element of [...cards, ...boxes]) element.remove();
  return doomed.length + boxes.length + cards.length;
}

/** Names of a standfirst: above the story it is one, between the story's paragraphs it is a subheading. */
const DECK_NAMES = /^[\s_-]*(?:subtitle|sub-?headline|deck|dek|standfirst|chapo|chapeau|entradilla)[\s_-]*$/i;

function isHeading(element: DomElement): boolean {
  if (/^h[2-6]$/.test(tagOf(element))) return true;
  // `<span class="article-subtitle"><p>TRUMP IMPACT</p></span>`: a wrapper around one short line.
  const text = normalizeSpace(element.textContent ?? '');
  return text !== '' && wordsUpTo(text, 13) <= 12 && !/[.!?]$/.test(text);
}

const MIN_STORY_PARAGRAPH_CHARS = 150;
const MAX_LEVELS_UP = 3;

/**
 * A paragraph of story text comes before `element`: among its earlier siblings, or those of its parent or
 * grandparent (`<div class="group">…<p>…</p></div><div class="group-container"><h4 class="subtitle">`).
 */
function followsStoryText(element: DomElement): boolean {
  let node: DomElement | null = element;
  for (let level = 0; node && level < MAX_LEVELS_UP; level++, node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      const paragraphs = tagOf(sibling) === 'p' ? [sibling] : Array.from(sibling.getElementsByTagName('p'));
      if (paragraphs.some((p) => normalizeSpace(p.textContent ?? '').length >= MIN_STORY_PARAGRAPH_CHARS))
        return true;
    }
  }
  return false;
}

const CARD_HEADINGS = ['h2', 'h3', 'h4'];
const MAX_CARD_WORDS = 60;
const MAX_CARD_LEVELS = 3;

/**
 * Teaser cards of other stories: a heading that is all link (`<a href><h3>Other story</h3></a>`, `<h3><a
 * href>Other story</a></h3>`) with its blurb in a small wrapper of its own. The highest wrapper, up to
 * three levels above the heading, whose text stays card-sized; never one of `keep`. A linked subheading
 * inside the story has the story's long container above it, so only the heading itself would qualify,
 * and a heading that is all link is dropped as a link line anyway.
 */
function teaserCards(root: DomElement, keep: ReadonlySet<DomElement>): DomElement[] {
  const cards = new Set<DomElement>();
  for (const tag of CARD_HEADINGS) {
    for (const heading of Array.from(root.getElementsByTagName(tag))) {
      const text = normalizeSpace(heading.textContent ?? '');
      if (text === '' || !isAllLink(heading, text)) continue;
      let card: DomElement | null = null;
      let node: DomElement | null = heading.parentElement;
      for (let level = 0; node && level < MAX_CARD_LEVELS; level++, node = node.parentElement) {
        if (
          keep.has(node) ||
          (!BOX_TAGS.has(tagOf(node)) && tagOf(node) !== 'article' && tagOf(node) !== 'li')
        )
          break;
        if (wordsUpTo(normalizeSpace(node.textContent ?? ''), MAX_CARD_WORDS + 1) > MAX_CARD_WORDS) break;
        // A card has its heading and at most a blurb: a wrapper of several paragraphs is a story part.
        if (node.getElementsByTagName('p').length > 1) break;
        card = node;
      }
      if (card && card !== heading.parentElement) cards.add(card);
      else if (card && tagOf(card) === 'a') cards.add(card);
    }
  }
  const outermost = [...cards].filter((card) => {
    for (let node = card.parentElement; node; node = node.parentElement) if (cards.has(node)) return false;
    return true;
  });
  // Linked headings with blurbs that make up much of the page's text are the story itself (a round-up, a
  // "best of" list whose items link to the places), not recirculation around it.
  const cardWords = outermost.reduce((sum, card) => sum + countWords(card.textContent ?? ''), 0);
  const story = deepestOf(keep);
  const storyBlockWords = countWords((story?.parentElement ?? story)?.textContent ?? '');
  return cardWords > storyBlockWords * MAX_CARDS_SHARE ? [] : outermost;
}

/** Cards holding more than this share of the story block's words are the story's own list. */
const MAX_CARDS_SHARE = 0.4;

function countWords(text: string): number {
  return normalizeSpace(text).split(' ').filter(Boolean).length;
}

/** The densest element among `keep` (which is it and its ancestors): the one that is no other's parent. */
function deepestOf(keep: ReadonlySet<DomElement>): DomElement | null {
  const parents = new Set<DomElement>();
  for (const element of keep) if (element.parentElement) parents.add(element.parentElement);
  for (const element of keep) if (!parents.has(element)) return element;
  return null;
}

/** The heading's text is inside a link: the heading is in an `<a href>` or holds one covering its text. */
function isAllLink(heading: DomElement, text: string): boolean {
  for (let node = heading.parentElement, level = 0; node && level < 2; node = node.parentElement, level++)
    if (tagOf(node) === 'a' && hasHref(node)) return true;
  let linked = 0;
  for (const link of Array.from(heading.getElementsByTagName('a')))
    if (hasHref(link)) linked += normalizeSpace(link.textContent ?? '').length;
  return linked >= text.length * 0.9;
}

/** Wrappers an image and its caption sit in; a `<p>` is not one (an image inside a paragraph of prose). */
const BOX_TAGS = new Set(['div', 'span', 'a', 'table', 'tbody', 'tr', 'td', 'center', 'dl', 'dt', 'dd']);
const MAX_BOX_LEVELS = 3;
const MAX_BOX_WORDS = 40;

/**
 * An image with its caption and credit in a small wrapper of their own (`<div class="mod-inline"><img>
 * <cite>Photo agency</cite> Caption…</div>`), where the class names say nothing: the highest wrapper, up to
 * three levels above the image, whose text is still caption-sized. Never one of `keep`.
 */
function imageBoxes(root: DomElement, keep: ReadonlySet<DomElement>): DomElement[] {
  const boxes = new Set<DomElement>();
  for (const image of Array.from(root.getElementsByTagName('img'))) {
    let box: DomElement | null = null;
    let node = image.parentElement;
    for (let level = 0; node && level < MAX_BOX_LEVELS; level++, node = node.parentElement) {
      if (keep.has(node) || !BOX_TAGS.has(tagOf(node))) break;
      if (wordsUpTo(normalizeSpace(node.textContent ?? ''), MAX_BOX_WORDS + 1) > MAX_BOX_WORDS) break;
      box = node;
    }
    if (box && (box.textContent ?? '').trim() !== '') boxes.add(box);
  }
  // A box inside another box goes with it.
  return [...boxes].filter((box) => {
    for (let node = box.parentElement; node; node = node.parentElement) if (boxes.has(node)) return false;
    return true;
  });
}

/** Below this many characters of paragraph text, a block named like furniture is furniture. */
const MIN_STORY_PART_CHARS = 400;
/** Share of the densest element's paragraph text a named block must hold to count as part of the story. */
const MIN_STORY_PART_SHARE = 0.5;

/**
 * Removed for a class name that sites also give to the story itself: "subscriber-content" around the part
 * behind a paywall, "sponsored-content" around a sponsored article. Recirculation, sidebars and promos are
 * not protected: their teaser paragraphs can be long, and they are never the story.
 */
function isStoryLikeName(reason: string): boolean {
  return /subscri|sponsor/i.test(reason);
}

/**
 * A block named "subscriber-content" or "sponsored-content" that holds a large part of the story's
 * paragraphs (the subscriber-only second half of a split body): it is the story, so it stays and its
 * children are judged one by one.
 */
function holdsStory(element: DomElement, storyChars: number): boolean {
  const needed = Math.max(MIN_STORY_PART_CHARS, storyChars * MIN_STORY_PART_SHARE);
  if (!Number.isFinite(needed)) return false;
  let chars = 0;
  for (const paragraph of Array.from(element.getElementsByTagName('p'))) {
    const text = normalizeSpace(paragraph.textContent ?? '');
    if (text.length < 25) continue;
    let linkChars = 0;
    for (const link of Array.from(paragraph.getElementsByTagName('a')))
      linkChars += (link.textContent ?? '').length;
    if (linkChars > text.length / 2) continue;
    chars += text.length - linkChars;
    if (chars >= needed) return true;
  }
  return false;
}

/** `element` and all its ancestors. */
export function withAncestors(element: DomElement | null): Set<DomElement> {
  const set = new Set<DomElement>();
  for (let node = element; node; node = node.parentElement) set.add(node);
  return set;
}
