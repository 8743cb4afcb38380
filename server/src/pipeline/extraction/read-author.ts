// The article's author: JSON-LD people (not the publisher), meta tags, microdata and bylines, cleaned into
// a person's name.
import { decodeEntities } from './decode-entities';
import { type DomDocument, type DomElement, normalizeSpace, TEXT_NODE, tagOf } from './dom';
import { asArray, firstMeta, type JsonLdNode, jsonLdText, type PageMetadata, typesOf } from './metadata';
import { squash } from './site';
import { countWords } from './word-tokens';

const BYLINE_PREFIX =
  /^(?:posted\s+by|written\s+by|words\s+by|story\s+by|text\s+by|interview\s+by|reporting\s+by|by|von|por|par|di|door|av|af)\s*:?\s+/i;
/** ", Staff Writer", " | Transport Editor", "- Local Democracy Reporter" after the name. */
const BYLINE_ROLE =
  /\s*(?:,|\||·|•|–|—|-)\s*(?:(?:staff|senior|chief|local|contributing|special|political|business|environment|science|sports?|transport(?:ation)?|health|education|data|news|democracy)\s+)*(?:writer|reporter|correspondent|editor|columnist|journalist|contributor)\b.*$/i;

/** A person's name from a byline: "By JANE DOE, Staff Writer" → "Jane Doe"; null for URLs, dates, sentences. */
export function cleanAuthor(raw: string | null | undefined): string | null {
  let name = normalizeSpace(decodeEntities(raw ?? ''));
  if (!name || /^https?:\/\//i.test(name) || name.includes('@')) return null;
  name = name.replace(BYLINE_PREFIX, '').replace(BYLINE_ROLE, '');
  name = name
    .replace(/\s+(?:updated|published|posted|on)\b.*$/i, '')
    .replace(/\s+\d{1,2}[./-]\d{1,2}[./-]\d{2,4}.*$/, '');
  name = name.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '');
  if (name.length < 2 || name.length > 80 || !/\p{L}/u.test(name)) return null;
  if (countWords(name) > 8) return null;
  if (name === name.toUpperCase() && /\p{Lu}/u.test(name)) {
    name = name.toLowerCase().replace(/(^|[\s'’-])\p{Ll}/gu, (letter) => letter.toUpperCase());
  }
  // "Jane Doe and John Roe" → "Jane Doe, John Roe" (not " y " / " e ", which join Spanish and
  // Portuguese surnames).
  return name.replace(/\s+(?:and|&|und|et)\s+/g, ', ');
}

/**
 * The JSON-LD author's people (not the publisher posing as the author), else the first meta tag, microdata
 * or byline that cleans into a name.
 */
export function readAuthor(
  metadata: PageMetadata,
  siteName: string,
  readabilityByline: string | null,
  bylineFromText: string | null,
): string | null {
  const people = jsonLdPeople(metadata, siteName);
  if (people.length > 0) return [...new Set(people)].join(', ');

  const writtenBy = /written by|author/i.test(firstMeta(metadata, 'twitter:label1') ?? '')
    ? firstMeta(metadata, 'twitter:data1')
    : null;
  const candidates = [
    ...AUTHOR_META.map((key) => firstMeta(metadata, key)),
    writtenBy,
    metadata.microdata.author,
    ...metadata.bylines,
    readabilityByline,
    bylineFromText,
  ];
  for (const candidate of candidates) {
    const name = cleanAuthor(candidate);
    if (name) return name;
  }
  return null;
}

const AUTHOR_META = [
  'author',
  'parsely-author',
  'sailthru.author',
  'dc.creator',
  'dcterms.creator',
  'article:author',
  'byl',
];

function jsonLdPeople(metadata: PageMetadata, siteName: string): string[] {
  const organisations = new Set([
    squash(siteName),
    squash(jsonLdText(metadata.resolve(metadata.article?.publisher)) ?? ''),
  ]);
  return asArray(metadata.article?.author ?? metadata.article?.creator)
    .map((entry) => metadata.resolve(entry))
    .filter((entry) => {
      if (typeof entry === 'string') return !organisations.has(squash(entry));
      if (!entry || typeof entry !== 'object') return false;
      const isOrganisation = typesOf(entry as JsonLdNode).some((type) => /Organization/i.test(type));
      return !(isOrganisation && organisations.has(squash(jsonLdText(entry) ?? '')));
    })
    .map((entry) => cleanAuthor(jsonLdText(entry)))
    .filter((name): name is string => Boolean(name));
}

/** "By Jane Doe" as the start of a short text near the top of the page, for pages with no byline markup. */
export function findTextByline(document: DomDocument): string | null {
  const root = document.body;
  if (!root) return null;
  let seen = 0;
  let found: string | null = null;
  const visit = (node: DomElement) => {
    for (let child = node.firstChild; child && !found && seen < 600; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        seen++;
        const text = normalizeSpace(child.textContent ?? '');
        if (text.length < 70 && /^by\s+\p{Lu}/iu.test(text)) found = text;
      } else if (child.nodeType === 1) {
        const element = child as DomElement;
        if (!/^(script|style|noscript|template|a|nav|header|footer)$/.test(tagOf(element))) visit(element);
      }
    }
  };
  visit(root);
  return found;
}
