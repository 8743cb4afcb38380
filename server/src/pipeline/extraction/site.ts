import { normalizeSpace } from './dom';

/** Resolves `href` against `base`; only http(s) results, anything else is null. */
export function resolveUrl(href: string | null | undefined, base: string): string | null {
  const value = href?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `www.example.co.uk` → `example.co.uk`. */
export function domainOf(url: URL): string {
  return url.hostname.replace(/^www\d*\./i, '').toLowerCase();
}

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu', 'gob', 'gouv', 'ne', 'or']);
const SERVICE_SUBDOMAIN = new Set(['www', 'm', 'mobile', 'amp', 'news', 'g', 'edition', 'beta']);

/** The labels of a host name that can name a site: `news.portalia.example` → `portalia`, `news`. */
export function siteLabels(host: string): string[] {
  const labels = host.toLowerCase().split('.').filter(Boolean);
  labels.pop();
  if (labels.length > 1 && SECOND_LEVEL.has(labels[labels.length - 1] ?? '')) labels.pop();
  return labels.reverse();
}

/** A readable site name from a domain when the page names none: `courrier-ombre.example` → "Courrier Ombre". */
export function prettifyDomain(host: string): string {
  const labels = siteLabels(host).filter((label) => !SERVICE_SUBDOMAIN.has(label));
  const label = labels[0] ?? host;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Lower-case letters and digits only: compares "The Marrowick Gazette" with `marrowickgazette`. */
export function squash(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const TITLE_SEPARATORS = [' | ', ' - ', ' – ', ' — ', ' · ', ' » ', ' :: ', ' / ', ': ', '｜'];

/**
 * A headline without the site name that pages append or prepend ("Story | Site", "Site - Story",
 * "Blog: Post"). A part is only removed when it names the site (`siteNames`, compared letters-only).
 */
export function stripSiteName(title: string, siteNames: readonly string[]): string {
  const names = new Set(siteNames.map(squash).filter((name) => name.length >= 3));
  let current = normalizeSpace(title);
  for (const separator of TITLE_SEPARATORS) {
    if (!current.includes(separator)) continue;
    const parts = current.split(separator);
    while (parts.length > 1 && names.has(squash(parts[parts.length - 1] ?? ''))) parts.pop();
    while (parts.length > 1 && names.has(squash(parts[0] ?? ''))) parts.shift();
    current = parts.join(separator).trim();
  }
  return current;
}

/** The part of a `<title>` that names the site, when one part squashes to a domain label. */
export function siteNameFromTitle(title: string, host: string): string | null {
  const labels = new Set(siteLabels(host));
  for (const separator of TITLE_SEPARATORS) {
    if (!title.includes(separator)) continue;
    const parts = title.split(separator);
    for (const part of [parts[parts.length - 1], parts[0]]) {
      if (part && labels.has(squash(part))) return normalizeSpace(part);
    }
  }
  return null;
}
