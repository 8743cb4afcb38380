import type { TextBlock } from './paragraphs';

/** Whole paragraphs that are page furniture in any article: ad labels, buttons, section markers. */
const NOISE_LINE =
  /^(?:advertisements?|advertising|ad|sponsored(?: content)?|publicité|publicidad|publicidade|pubblicità|anzeige|werbung|reklame|広告|إعلان|read more|read more:?|continue reading|more|show more|load more|share|share this( article| story)?|print|print this(?: story| article)?|email|e-mail|email this|tweet|comments?|leave a comment|add (?:your|a) comment|text size|font size|reset|related( articles| stories| content)?|see also|sign up|subscribe|###|#|-30-|- ?ends? ?-|by|posted by|loading(?:\.\.\.|…)?|enlarge|\[\+\] enlarge|view (?:this )?image ›?|more (?:on|about) this (?:story|topic)|related (?:topics|links|coverage)|explore more(?: on these topics)?|top stories|most (?:read|viewed|popular)|you (?:may|might) also like|recommended(?: for you)?|in other news|trending(?: now)?|[\d\s.,:/%+×x-]+|view images?|see gallery|see all|back to (?:top|slide)|\d+ (?:photos|images|pictures)|see (?:all )?(?:the )?photos(?: from this story)?|story continues below|story continued below|article continues (?:below|after (?:this )?(?:advertisement|sponsorship|ad))|continue reading (?:below|the main story)|(?:popular|related|more|recommended|latest) videos?|watch more)$/i;
/** "4 min read", "Lesezeit: 3 Minuten". */
const READING_TIME =
  /^\d+\s*(?:min(?:ute)?s?|minutes?)\s*(?:read|de lecture|de lectura|de leitura)\b|^(?:lesezeit|reading time|temps de lecture)\b/i;
/** Calls to subscribe, sign up or follow, which end many articles. */
const PROMO =
  /\b(?:subscribe|sign up|newsletter|follow us|download (?:the|our) app|abonnez|abonnieren|suscr[ií]bete|assine|inscreva-se)\b/i;
/**
 * What ends many articles without being the story: "Follow Jane Doe on Twitter", "Get HuffPost Business on
 * Twitter", "On Twitter: Follow Jane Doe…", "Sign up for her newsletter", "Scroll down to comment below",
 * "Jane Doe can be reached at…", "E-mail us at…", e-mail alert forms, the author's bio line.
 */
const SIGN_OFF =
  /\b(?:follow|get)\b.{0,60}\bon (?:twitter|facebook|instagram|google\+|linkedin)\b|^on (?:twitter|facebook|instagram)\s*:\s*follow\b|\bsign up for (?:his|her|their|our|my|the) .{0,40}\bnewsletter\b|\b(?:scroll down to comment|comment below|sound off (?:below|in the comments))\b|\b(?:can|may) be reached at\b|\be-?mail (?:us|him|her|them) at\b|\b(?:email|e-mail) (?:address|alerts?)\b|\bask \p{Lu}\p{Ll}+ a question\b|^(?:questions\?|comments\?)|^\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+){1,3} (?:is|was) (?:a|an|the) [\p{L} -]{0,40}\b(?:reporter|editor|correspondent|writer|columnist|contributor|producer)\b/iu;

/** Paragraphs that introduce a link to another story ("Read more: …", "À lire aussi : …"). */
const TEASER_PREFIX =
  /^(?:read more|read also|also read|related|see also|more on this|more:|watch|listen|photos?|videos?|gallery|slideshow|recommended|à lire aussi|lire aussi|à lire|lesen sie auch|mehr zum thema|auch interessant|leia também|leia mais|veja também|lee también|noticia relacionada|te puede interesar|اقرأ أيضا|اقرأ أيضًا|関連記事|あわせて読みたい)(?![\p{L}\p{N}])/iu;

/** Photo captions and credits that survived outside <figcaption>. */
const CREDIT_TAIL =
  /(?:\(|[—–-]\s*|\|\s*|\.\s+)(?:photo|photograph|image|picture|foto|crédit photo|credit|bild|imagen|画像|写真)\s*(?:by|:)\s*[^.]{2,80}\)?\.?$/i;

/** "By Jane Doe", "Por Fulana de Tal, Folha — Cidade": a byline left in the body. */
const BYLINE_LINE =
  /^(?:by|por|par|von|di|door|av|af|posted by|written by|scritto da|escrito por|écrit par|geschrieben von|texto de|texte de|text von)\s+\p{Lu}/iu;
/** "Category: News", "Hits: 2291": a field of an article-info box. */
const FIELD_LINE = /^[\p{L}][\p{L} ]{0,24}:\s*\S/u;
/** A line that is a date or time stamp ("May 2, 2026 at 10:05 a.m.", "15/08/2026 10h41 · Atualizado há 3 meses"). */
const DATE_STAMP =
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}\b|^(?:updated|published|posted|last modified|atualizado|actualizado|publié|mis à jour|aktualisiert|veröffentlicht)\b/i;
/** Press-release trailers: wire-service source line, "view original content", contact headings. */
const RELEASE_TRAILER =
  /^(?:source\s+\S|view original content|media contacts?\b|press contacts?\b|contacts?\s*:|for more information,? contact\b)/i;
/** "Topics: a, b, c", "Filed under …": the article's tags, printed as a line. */
const TAGS_LINE =
  /^(?:topics|tags|filed under|related tags|categories|keywords|video keywords|themen|sujets|etiquetas|temas)\b\s*:?/i;
/** "IN TEXAS: Family of patient quarantined" — an upper-case kicker before a link to another story. */
const KICKER_PREFIX = /^\p{Lu}[\p{Lu}\d .'’&-]{1,30}:\s/u;
/** Photo credits that stand alone: "Courtesy G4", "Image: Jane Doe on Flickr", "US Navy / Getty Images". */
const CREDIT_LINE =
  /^(?:courtesy(?: of)?|photos?|photograph|photography|image|illustration|credit|foto|bild|imagen)\b\s*(?:by|:)?\s*\S|\/\s*(?:getty images|afp|reuters|ap|epa|corbis|shutterstock|icon sportswire|icon smi)\s*$|^getty images?$/i;
/** "Photography by Jane Doe." — a credit written as a sentence: only this short, and only with "by". */
const CREDIT_SENTENCE =
  /^(?:[Pp]hotos?|[Pp]hotographs?|[Pp]hotography|[Ii]llustrations?|[Ii]mages?|[Vv]ideo)(?: and \w+)? by \p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*){0,3}\.$/u;
/**
 * "A version of this article appears in print on…", "*This article appears in the September 5, 2016 issue
 * of New York Magazine.": where the story was printed, not the story.
 */
const PRINT_NOTE =
  /^\*?\s*(?:a version of )?this (?:article|story|piece) (?:appears|appeared) in (?:print|the (?:print|[\p{L}\d ,.'’]{0,40}\b(?:issue|edition)))/iu;
/** "Correction: September 19, 2016" heads a correction, which is part of the story. */
const CORRECTION_HEADING = /^(?:correction|clarification)s?\b/i;
/** "3:15 p.m." ends in a full stop without ending a sentence. */
const CLOCK_TAIL = /\b[ap]\.m\.$/i;
/** An author's bio line with contact details runs longer than other sign-offs. */
const MAX_SIGN_OFF_WORDS = 60;
const SENTENCE_END = /[.!?。！？؟…"”»’)]$/;

const COPYRIGHT =
  /^(?:copyright|©|\(c\))\s*(?:©\s*)?\d{4}\b.*(?:all rights reserved|tous droits réservés|todos los derechos reservados|alle rechte vorbehalten)?/i;
const DISCLAIMER = /^the views expressed (?:in this|here)/i;
/** "Our Standards: The Thomson Reuters Trust Principles." — a wire agency's editorial-policy link under each story. */
const STANDARDS_LINE = /^our standards\s*:|\btrust principles$/i;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Why a paragraph is not article text, or null when it is. */
export function noiseLineReason(block: TextBlock): string | null {
  const text = block.text.trim();
  const bare = text.replace(/^[\s*•·|>»–—([-]+|[\s*•·|:.!…)\]]+$/g, '');
  if (bare === '' || NOISE_LINE.test(bare)) return 'label';
  const words = wordCount(text);
  if (words <= 12 && READING_TIME.test(bare)) return 'reading time';
  const linkShare = text.length === 0 ? 0 : block.linkChars / text.length;
  if (TEASER_PREFIX.test(bare) && (linkShare >= 0.4 || words <= 3)) return 'teaser link';
  if (linkShare >= 0.9 && words < 25) return 'link';
  if (words < 40 && CREDIT_TAIL.test(text)) return 'caption';
  if (words <= 10 && !SENTENCE_END.test(text) && CREDIT_LINE.test(text)) return 'caption';
  if (words <= 8 && CREDIT_SENTENCE.test(text)) return 'caption';
  if (words < 60 && PRINT_NOTE.test(text)) return 'print note';
  if (words <= 40 && TAGS_LINE.test(bare) && !SENTENCE_END.test(text)) return 'tags';
  if (words <= 20 && linkShare >= 0.5 && KICKER_PREFIX.test(text)) return 'teaser link';
  if (words < 40 && SIGN_OFF.test(text)) return 'sign-off';
  if (words < 40 && COPYRIGHT.test(text)) return 'copyright';
  if (words < 60 && DISCLAIMER.test(text)) return 'disclaimer';
  if (words <= 12 && STANDARDS_LINE.test(bare)) return 'standards line';
  const sentence = SENTENCE_END.test(text);
  if (words <= 15 && !sentence && BYLINE_LINE.test(text)) return 'byline';
  const stamp = !sentence || CLOCK_TAIL.test(text);
  if (words <= 20 && stamp && DATE_STAMP.test(text) && !CORRECTION_HEADING.test(bare)) return 'date';
  if (words <= 40 && RELEASE_TRAILER.test(text)) return 'trailer';
  return null;
}

/** A paragraph that reads as a sentence or a heading, not as a label, a widget or a contact line. */
function isSentenceLike(block: TextBlock): boolean {
  return SENTENCE_END.test(block.text.trim()) || wordCount(block.text) >= 12;
}

/**
 * Before the first sentence: the headline repeated, and article-info fields ("Details", "Category: News",
 * "Hits: 2291", definition-list terms) that sit between the headline and the story on many CMS templates.
 */
function isLeadingFurniture(block: TextBlock, squashedTitle: string): boolean {
  if (squashedTitle !== '' && squash(block.text) === squashedTitle) return true;
  if (SENTENCE_END.test(block.text.trim()) || /^h[1-6]$/.test(block.tag)) return false;
  const words = wordCount(block.text);
  if (block.tag === 'dt' || block.tag === 'dd') return words <= 8;
  return (words === 1 && block.text.length <= 20) || (words <= 6 && FIELD_LINE.test(block.text));
}

/**
 * Drops furniture paragraphs (see `noiseLineReason`) and article-info fields before the story, then trims
 * the tail: after the last sentence, short label-like paragraphs and subscription calls are contact details,
 * weather boxes and widget remnants, not the story's ending. List items are kept: a story may end on a list.
 */
export function dropNoiseLines(
  blocks: readonly TextBlock[],
  title: string | null = null,
  description: string | null = null,
): TextBlock[] {
  const squashedDescription = description ? squash(description) : '';
  const squashedTitle = title ? squash(title) : '';
  const headlines = title ? headlineForms(title) : [];
  const kept = blocks.filter(
    (block, index) =>
      noiseLineReason(block) === null &&
      !isDeck(block, index, squashedDescription) &&
      !isRepeatedHeadlineBelow(block, index, headlines),
  );
  let start = afterRepeatedHeadline(kept, squashedTitle);
  start = afterLeadingWidgets(kept, start);
  while (start < kept.length && isLeadingFurniture(kept[start] as TextBlock, squashedTitle)) start++;
  let end = kept.length;
  while (end > start) {
    const block = kept[end - 1];
    if (!block || block.tag === 'li') break;
    const words = wordCount(block.text);
    const promo =
      (block.linkChars > 0 && words < 40 && PROMO.test(block.text)) ||
      (words < MAX_SIGN_OFF_WORDS && SIGN_OFF.test(block.text));
    if (!promo && isSentenceLike(block)) break;
    end--;
  }
  // Nothing reads like a sentence: the trims would leave nothing, so leave the judgement to is_readable.
  return end > start ? kept.slice(start, end) : kept;
}

/** Where a deck can sit: right under the headline, before the story. */
const DECK_WINDOW = 4;
const MIN_DECK_CHARS = 30;

/**
 * The standfirst printed as a heading under the headline: the same words as the page's meta description
 * (which is where `meta_description` reports it). Only headings: the first paragraph of a wire story is
 * often the description too, and it is the story.
 */
function isDeck(block: TextBlock, index: number, squashedDescription: string): boolean {
  if (index >= DECK_WINDOW || squashedDescription === '' || !/^h[2-6]$/.test(block.tag)) return false;
  const text = squash(block.text);
  return (
    text.length >= MIN_DECK_CHARS &&
    squashedDescription.startsWith(text.slice(0, Math.floor(text.length * 0.9)))
  );
}

/**
 * The headline again, further down: the title of a gallery or a video of the story embedded in it. (Near
 * the top it is handled by `afterRepeatedHeadline`, which also drops the short lines above it.)
 */
function isRepeatedHeadlineBelow(block: TextBlock, index: number, headlines: readonly string[]): boolean {
  return index >= HEADLINE_WINDOW && headlines.includes(squash(block.text));
}

/** Below this many letters a title part ("Home", "News") could be a line of the story. */
const MIN_HEADLINE_CHARS = 20;

/**
 * The title, and its longest part when it still carries the site's name ("Son of slain officer… - AOL
 * News"): the page's headline is usually the title without it.
 */
function headlineForms(title: string): string[] {
  const parts = title.split(/\s+[-–—|]\s+/);
  const longest = parts.reduce((best, part) => (part.length > best.length ? part : best), '');
  return [squash(title), squash(longest)].filter((form) => form.length >= MIN_HEADLINE_CHARS);
}

/** How far the headline may sit from the top: a kicker, a section label or an alert form may precede it. */
const HEADLINE_WINDOW = 6;
const MAX_WORDS_ABOVE_HEADLINE = 25;

/**
 * The headline repeated near the top, with only short lines above it (a section label, an e-mail alert
 * form, a kicker): the story starts after it.
 */
function afterRepeatedHeadline(blocks: readonly TextBlock[], squashedTitle: string): number {
  if (squashedTitle === '') return 0;
  for (let index = 0; index < Math.min(blocks.length, HEADLINE_WINDOW); index++) {
    const block = blocks[index] as TextBlock;
    if (squash(block.text) === squashedTitle) return index + 1;
    if (wordCount(block.text) > MAX_WORDS_ABOVE_HEADLINE) return 0;
  }
  return 0;
}

/** A story's first real paragraph comes within this many blocks of the top, or the page is not a story. */
const LEAD_WINDOW = 12;
const MIN_LEAD_WORDS = 20;
const MAX_WIDGET_WORDS = 8;
const MIN_WIDGET_RUN = 3;
/** "Uh oh!", "Thanks!": a widget's heading, not a subheading of the story. */
const MAX_WIDGET_HEADING_WORDS = 3;

/**
 * Before the first full paragraph of the story: the scraps of widgets rendered above it ("Sign in to
 * comment", "Please wait.", "Try again", "Story highlights" and its bullet list, photo credits). Headings of
 * more than three words are kept (they may open the story), and so is a lone short line (a score line, a dateline): only a run of
 * three or more goes.
 */
function afterLeadingWidgets(blocks: readonly TextBlock[], start: number): number {
  const lead = blocks.findIndex(
    (block, index) =>
      index >= start &&
      block.tag !== 'li' &&
      !/^h[1-6]$/.test(block.tag) &&
      wordCount(block.text) >= MIN_LEAD_WORDS,
  );
  if (lead < 0 || lead - start > LEAD_WINDOW) return start;
  let first = start;
  while (first < lead) {
    const block = blocks[first] as TextBlock;
    const words = wordCount(block.text);
    const heading = /^h[1-6]$/.test(block.tag);
    const widget =
      block.tag === 'li' || (heading ? words <= MAX_WIDGET_HEADING_WORDS : words <= MAX_WIDGET_WORDS);
    if (!widget) break;
    first++;
  }
  // One short line before the lede is a score line, a dateline or a kicker; a run of them is a widget.
  return first - start >= MIN_WIDGET_RUN ? first : start;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
