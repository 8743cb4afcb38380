import type { TextBlock } from './paragraphs';

/** Whole paragraphs that are page furniture in any article: ad labels, buttons, section markers. */
const NOISE_LINE =
  /^(?:advertisements?|advertising|ad|sponsored(?: content)?|publicité|publicidad|publicidade|pubblicità|anzeige|werbung|reklame|広告|إعلان|read more|read more:?|continue reading|more|show more|load more|share|share this( article| story)?|print|email|tweet|related( articles| stories| content)?|see also|sign up|subscribe|###|#|-30-|- ?ends? ?-|loading(?:\.\.\.|…)?|more (?:on|about) this (?:story|topic)|related (?:topics|links|coverage)|explore more(?: on these topics)?|top stories|most (?:read|viewed|popular)|you (?:may|might) also like|recommended(?: for you)?|in other news|trending(?: now)?|[\d\s.,:/%+×x-]+)$/i;
/** "4 min read", "Lesezeit: 3 Minuten". */
const READING_TIME =
  /^\d+\s*(?:min(?:ute)?s?|minutes?)\s*(?:read|de lecture|de lectura|de leitura)\b|^(?:lesezeit|reading time|temps de lecture)\b/i;
/** Calls to subscribe, sign up or follow, which end many articles. */
const PROMO =
  /\b(?:subscribe|sign up|newsletter|follow us|download (?:the|our) app|abonnez|abonnieren|suscr[ií]bete|assine|inscreva-se)\b/i;

/** Paragraphs that introduce a link to another story ("Read more: …", "À lire aussi : …"). */
const TEASER_PREFIX =
  /^(?:read more|read also|also read|related|see also|more on this|more:|watch|listen|recommended|à lire aussi|lire aussi|à lire|lesen sie auch|mehr zum thema|auch interessant|leia também|leia mais|veja também|lee también|noticia relacionada|te puede interesar|اقرأ أيضا|اقرأ أيضًا|関連記事|あわせて読みたい)\b/i;

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
const SENTENCE_END = /[.!?。！？؟…"”»’)]$/;

const COPYRIGHT =
  /^(?:copyright|©|\(c\))\s*(?:©\s*)?\d{4}\b.*(?:all rights reserved|tous droits réservés|todos los derechos reservados|alle rechte vorbehalten)?/i;
const DISCLAIMER = /^the views expressed (?:in this|here)/i;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Why a paragraph is not article text, or null when it is. */
export function noiseLineReason(block: TextBlock): string | null {
  const text = block.text.trim();
  const bare = text.replace(/^[\s*•·|>»–—-]+|[\s*•·|:.!…]+$/g, '');
  if (bare === '' || NOISE_LINE.test(bare)) return 'label';
  const words = wordCount(text);
  if (words <= 12 && READING_TIME.test(bare)) return 'reading time';
  const linkShare = text.length === 0 ? 0 : block.linkChars / text.length;
  if (TEASER_PREFIX.test(bare) && (linkShare >= 0.4 || words <= 3)) return 'teaser link';
  if (linkShare >= 0.9 && words < 25) return 'link';
  if (words < 40 && CREDIT_TAIL.test(text)) return 'caption';
  if (words < 40 && COPYRIGHT.test(text)) return 'copyright';
  if (words < 60 && DISCLAIMER.test(text)) return 'disclaimer';
  const sentence = SENTENCE_END.test(text);
  if (words <= 15 && !sentence && BYLINE_LINE.test(text)) return 'byline';
  if (words <= 20 && !sentence && DATE_STAMP.test(text)) return 'date';
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
export function dropNoiseLines(blocks: readonly TextBlock[], title: string | null = null): TextBlock[] {
  const kept = blocks.filter((block) => noiseLineReason(block) === null);
  const squashedTitle = title ? squash(title) : '';
  let start = 0;
  while (start < kept.length && isLeadingFurniture(kept[start] as TextBlock, squashedTitle)) start++;
  let end = kept.length;
  while (end > start) {
    const block = kept[end - 1];
    if (!block || block.tag === 'li') break;
    const promo = block.linkChars > 0 && wordCount(block.text) < 40 && PROMO.test(block.text);
    if (!promo && isSentenceLike(block)) break;
    end--;
  }
  // Nothing reads like a sentence: the trims would leave nothing, so leave the judgement to is_readable.
  return end > start ? kept.slice(start, end) : kept;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
