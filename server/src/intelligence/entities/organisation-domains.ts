// An organisation's website, when the document shows it: a domain whose registrable label spells the name
// or its initials ('kestreldynamics.com' for Kestrel Dynamics).
import { LEGAL_SUFFIXES } from './canonical-key';
import { initialsOf } from './cluster-mentions';
import { fold } from './lexicon';

const DOMAIN =
  /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+(?:com|org|net|io|ai|co|uk|de|fr|eu|info|biz|news|gov|edu|int|ca|au|ng|ke|za|in|ie|nz|es|it|nl))\b/gi;

/** The distinct domains written in the text, lower case, in order. */
export function domainsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DOMAIN)) {
    const d = m[1]!.toLowerCase();
    if (!out.includes(d)) out.push(d);
  }
  return out;
}

export function domainFor(name: string, domains: string[]): string | undefined {
  const squash = (s: string) => fold(s).replace(/[^a-z0-9]/g, '');
  const words = fold(name)
    .split(/\s+/)
    .filter((w) => w && !LEGAL_SUFFIXES.has(w));
  const full = squash(words.join(''));
  const acr = initialsOf(name);
  for (const d of domains) {
    const labels = d.split('.');
    // The registrable label: 'kestreldynamics' in 'kestreldynamics.com', 'millbrookbank' in 'x.millbrookbank.co.uk'.
    const sld =
      labels.length >= 3 && ['co', 'org', 'gov', 'ac', 'com', 'net'].includes(labels[labels.length - 2]!)
        ? labels[labels.length - 3]!
        : labels[labels.length - 2]!;
    const label = squash(sld);
    if (!label) continue;
    if (label === full || (acr.length >= 2 && label === acr)) return d;
    if (
      words.length >= 2 &&
      label.length >= 5 &&
      (full.startsWith(label) || (label.startsWith(squash(words[0]!)) && squash(words[0]!).length >= 4))
    ) {
      return d;
    }
  }
  return undefined;
}
