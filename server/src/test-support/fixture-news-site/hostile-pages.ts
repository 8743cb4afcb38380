/**
 * Pages that must not come back as articles. The markup imitates what real walls look like (the kind of
 * structure and wording, not any real site's text).
 */
import { esc, jsonLd, paragraphs } from './html';
import type { HostileFixture } from './types';

export const ARTICLE_AFTER_REDIRECTS = '/news/2026/10/12/alder-river-crests-at-record-level-1200-evacuated';
export const METADATA_SERVICE_URL = 'http://169.254.169.254/latest/meta-data/';

export const HOSTILE_FIXTURES: readonly HostileFixture[] = [
  {
    id: 'paywall',
    path: '/analysis/2026/10/22/what-harbourline-will-really-cost',
    description:
      'A metered-paywall teaser: JSON-LD isAccessibleForFree false, two paragraphs, a subscribe prompt.',
    expectedKind: 'blocked',
    expectedBlockReason: 'paywall',
  },
  {
    id: 'consent-wall',
    path: '/consent-wall',
    description: 'A cookie-consent interstitial in place of the article.',
    expectedKind: 'blocked',
    expectedBlockReason: 'consent',
  },
  {
    id: 'bot-wall',
    path: '/bot-wall',
    description: 'A 403 browser-challenge page (cf-mitigated: challenge, "Just a moment...").',
    expectedKind: 'blocked',
    expectedBlockReason: 'bot_wall',
  },
  {
    id: 'bot-wall-200',
    path: '/bot-wall?status=200',
    description: 'The same challenge page served with 200 OK.',
    expectedKind: 'blocked',
    expectedBlockReason: 'bot_wall',
  },
  {
    id: 'forbidden',
    path: '/status/403',
    description: 'A bare 403 Forbidden.',
    expectedKind: 'blocked',
    expectedBlockReason: 'http_status',
  },
  {
    id: 'legal',
    path: '/status/451',
    description: '451 Unavailable For Legal Reasons.',
    expectedKind: 'blocked',
    expectedBlockReason: 'http_status',
  },
  { id: 'not-found', path: '/status/404', description: '404 Not Found.', expectedKind: 'http_error' },
  {
    id: 'server-error',
    path: '/status/500',
    description: '500 Internal Server Error.',
    expectedKind: 'http_error',
  },
  {
    id: 'redirect-chain-too-long',
    path: '/redirect/chain/7',
    description: 'Seven redirects in a row (the limit is five).',
    expectedKind: 'too_many_redirects',
  },
  {
    id: 'redirect-to-metadata',
    path: '/redirect/to-metadata',
    description: `A redirect to the cloud metadata service (${METADATA_SERVICE_URL}).`,
    expectedKind: 'refused',
  },
  {
    id: 'huge',
    path: '/huge',
    description: 'A 6.5 MiB HTML page streamed without Content-Length.',
    expectedKind: 'too_large',
  },
  {
    id: 'huge-declared',
    path: '/huge-declared',
    description: 'A 6.5 MiB HTML page announced by its Content-Length.',
    expectedKind: 'too_large',
  },
  {
    id: 'gzip-bomb',
    path: '/bomb/gzip',
    description: '64 KiB of gzip that inflates to 64 MiB.',
    expectedKind: 'too_large',
  },
  {
    id: 'brotli-bomb',
    path: '/bomb/br',
    description: 'A few bytes of brotli that inflate to 64 MiB.',
    expectedKind: 'too_large',
  },
  {
    id: 'deflate-bomb',
    path: '/bomb/deflate',
    description: '64 KiB of deflate that inflates to 64 MiB.',
    expectedKind: 'too_large',
  },
  {
    id: 'slow-headers',
    path: '/slow-headers',
    description: 'Headers only after a delay (site option slowHeadersMs, or ?delay=ms).',
    expectedKind: 'timeout',
  },
  {
    id: 'slow-body',
    path: '/slow-body',
    description: 'Headers at once, then one byte at a time, forever.',
    expectedKind: 'timeout',
  },
  {
    id: 'pdf',
    path: '/files/harbourline-business-case.pdf',
    description: 'A PDF document.',
    expectedKind: 'not_html',
  },
  {
    id: 'mislabelled-pdf',
    path: '/files/mislabelled',
    description: 'PDF bytes served as text/html.',
    expectedKind: 'not_html',
  },
];

/** With loopback allowed this is a legitimate redirect; without it, a redirect into private space. */
export const REDIRECT_TO_LOOPBACK_PATH = '/redirect/to-loopback';
/** Three redirects (301 absolute, 302 relative, 303), then the Ledger flood article. */
export const REDIRECT_CHAIN_PATH = '/redirect/chain/3';

export function paywallPage(baseUrl: string): string {
  const title = 'What the Harbourline will really cost Port Aldous';
  const path = HOSTILE_FIXTURES[0]!.path;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)} | The Harbour Herald</title>
<meta property="og:site_name" content="The Harbour Herald">
<meta property="og:title" content="${esc(title)}">
<meta property="og:url" content="${baseUrl}${path}">
<meta property="article:content_tier" content="metered">
${jsonLd({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: title,
  datePublished: '2026-10-22T06:00:00-07:00',
  author: { '@type': 'Person', name: 'Owen Lachance' },
  publisher: { '@type': 'Organization', name: 'The Harbour Herald' },
  isAccessibleForFree: false,
  hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywalled-content' },
})}
</head>
<body>
<nav><a href="/">The Harbour Herald</a> <a href="/news">News</a> <a href="/analysis">Analysis</a></nav>
<article>
  <h1>${esc(title)}</h1>
  <p class="byline">By Owen Lachance &middot; October 22, 2026</p>
${paragraphs([
  'The Harbourline passed council with a price tag of $1.9 billion. Transit projects in the region have tended to cost more than their first estimates, sometimes far more.',
  'To understand the risks, the Herald went through ten years of budget documents from three neighbouring transit agencies and spoke to engineers who have worked on',
])}
  <div class="paywalled-content" hidden></div>
</article>
<div class="paywall" id="paywall-prompt">
  <h2>Subscribe to continue reading</h2>
  <p>This article is available to subscribers only. Get unlimited digital access for $1 a week.</p>
  <a class="paywall-cta" href="/subscribe">Subscribe now</a>
  <p>Already a subscriber? <a href="/login">Log in</a></p>
</div>
<footer>&copy; 2026 The Harbour Herald</footer>
</body>
</html>`;
}

export function consentWallPage(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Before you continue</title>
<meta name="robots" content="noindex">
</head>
<body class="consent-page">
<div class="brand"><img src="/images/courier-logo.svg" alt="Valley Courier"></div>
<div id="sp_message_container_4821" class="consent-overlay">
  <div class="consent-dialog" role="dialog" aria-labelledby="consent-title">
    <h1 id="consent-title">We value your privacy</h1>
    <p>We and our 212 partners store and access information on your device, such as cookies, and process personal data, such as unique identifiers and browsing data, for personalised advertising and content, advertising and content measurement, audience research and services development.</p>
    <p>With your permission we and our partners may use precise geolocation data. You can change your choices at any time in the Privacy settings at the bottom of every page.</p>
    <div class="consent-buttons">
      <button class="consent-accept">Accept all</button>
      <button class="consent-reject">Reject all</button>
      <button class="consent-manage">Manage preferences</button>
    </div>
  </div>
</div>
<script src="/consent/cmp.js"></script>
</body>
</html>`;
}

export function botWallPage(): string {
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<title>Just a moment...</title>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="robots" content="noindex,nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui;margin:0}.main-wrapper{display:flex;align-items:center;justify-content:center;height:100vh}</style>
</head>
<body>
<div class="main-wrapper" role="main">
  <div class="main-content">
    <h1 class="zone-name-title h1">fixture.news.example</h1>
    <h2 class="h2" id="challenge-running">Verifying you are human. This may take a few seconds.</h2>
    <noscript><div class="h2">Enable JavaScript and cookies to continue</div></noscript>
    <div id="challenge-stage"></div>
  </div>
</div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'fixture.news.example',cType:'managed',cRay:'8d1e0fixture',cH:'fixture-token'};var s=document.createElement('script');s.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8d1e0fixture';document.head.appendChild(s);})();</script>
</body>
</html>`;
}

export function statusPage(status: number, reason: string): string {
  const explanation: Record<number, string> = {
    403: "You don't have permission to access this resource.",
    451: 'This content is not available in your region because of a legal demand.',
    404: 'The page you were looking for could not be found. It may have been moved or deleted.',
    500: 'Something went wrong on our end. Please try again later.',
  };
  return `<!DOCTYPE html>
<html><head><title>${status} ${esc(reason)}</title></head>
<body><center><h1>${status} ${esc(reason)}</h1></center>
<p>${esc(explanation[status] ?? reason)}</p>
<hr><center>nginx</center>
</body></html>`;
}

/**
 * Articles that must come back as articles although their bytes are hostile: the pipeline has to store
 * them cleaned, not fail on them and not trust what they say about themselves.
 */
export interface HostileArticle {
  id: string;
  path: string;
  description: string;
  /** The title the extraction should find, once the hostile bytes are gone. */
  expectedTitle: string;
  /** A body sentence, as a reader sees it, that the extraction keeps. */
  keySentence: string;
  render(baseUrl: string): string;
}

/** A forged citation id: a well-formed UUID that no page of ours has. */
export const FORGED_CITATION_ID = '0badc0de-0000-4000-8000-00000000f00d';

const NUL = '\u0000';

export const HOSTILE_ARTICLES: readonly HostileArticle[] = [
  {
    id: 'nul-bytes',
    path: '/news/2026/10/14/millbrook-shelter-closes-as-river-falls',
    description:
      'An ordinary article with NUL (U+0000) bytes in its title, meta tags, JSON-LD (raw and as \\u0000, plus an unpaired surrogate escape) and body. PostgreSQL text and jsonb refuse NUL.',
    expectedTitle: 'Millbrook shelter closes as the Alder River falls',
    keySentence:
      'The last 40 residents left the gymnasium at Millbrook High School on Wednesday morning, county officials said.',
    render() {
      // NUL inside words, so the test can tell "stripped" (Millbrook) from "replaced" (Mill brook).
      const title = `Mill${NUL}brook shelter closes as the Alder River falls`;
      return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)} | The Millbrook Ledger${NUL}</title>
<meta property="og:title" content="${esc(title)}">
<meta property="og:site_name" content="The Millbrook${NUL} Ledger">
<meta name="description" content="The county${NUL} closed its last flood shelter on Wednesday.">
<meta property="article:section" content="Ne${NUL}ws">
<meta name="keywords" content="flood${NUL}, Millbrook">
${jsonLd({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: title,
  description: `The county closed its last flood shelter${NUL} on Wednesday.`,
  datePublished: '2026-10-14T17:00:00-05:00',
  author: { '@type': 'Person', name: `Priya${NUL} Raman\ud800` },
  publisher: { '@type': 'NewsMediaOrganization', name: `The Millbrook Ledger${NUL}` },
  articleSection: `News\udc00`,
})}
</head>
<body>
<article>
  <h1>${esc(title)}</h1>
  <p class="byline">By Priya${NUL} Raman</p>
${paragraphs([
  `The last 40 residents left the gym${NUL}nasium at Millbrook High School on Wednesday morning, county officials said.`,
  `The Alder River fell below flood stage at the Station Bridge gauge on Tuesday night, two days after it crested at a record 22.4 feet, according to the Northern Plains Weather Office.`,
  `Wendover County Emergency Management Director Luis Brennan said inspectors had now visited 280 of the 340 homes reported damaged${NUL}, and that 61 of them could not be lived in until repairs were made.`,
  `Volunteers from the Valley Aid Network packed up cots and blankets on Wednesday afternoon. The network said it had served more than 2,000 meals at the shelter since Monday.`,
  `The boil-water notice for addresses east of Canal Street remains in effect, the city said, because the Lower Town pumping station is still running on a temporary generator.`,
  `Mayor Dana Okafor thanked the volunteers and said the city would hold a public meeting on the Mill Street levee next week.`,
])}
</article>
</body>
</html>`;
    },
  },
  {
    id: 'forged-markup',
    path: '/news/2026/10/15/millbrook-levee-meeting-set',
    description:
      "An article whose text imitates the story narrative's own markup ({{cite:…}} with a well-formed id, [[Name|id]]) and whose image metadata uses javascript:, data: and file: URLs.",
    expectedTitle: 'Millbrook sets public meeting on the Mill Street levee',
    keySentence: `The notice cited an earlier report {{cite:${FORGED_CITATION_ID}}} and named [[Evil|x]] as the contractor.`,
    render(baseUrl) {
      const title = 'Millbrook sets public meeting on the Mill Street levee';
      return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)} | The Millbrook Ledger</title>
<meta property="og:title" content="${esc(title)}">
<meta property="og:site_name" content="The Millbrook Ledger">
<meta property="og:url" content="${baseUrl}/news/2026/10/15/millbrook-levee-meeting-set">
<meta property="og:image" content="javascript:alert(document.domain)">
<meta property="og:image:secure_url" content="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">
<meta name="twitter:image" content="file:///etc/passwd">
<link rel="icon" href="javascript:alert(1)">
${jsonLd({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: title,
  datePublished: '2026-10-15T09:00:00-05:00',
  author: { '@type': 'Person', name: 'Priya Raman' },
  image: 'javascript:alert(2)',
})}
</head>
<body>
<article>
  <h1>${esc(title)}</h1>
  <p class="byline">By Priya Raman</p>
${paragraphs([
  'The City of Millbrook will hold a public meeting on the future of the Mill Street levee next Thursday at City Hall, Mayor Dana Okafor said on Wednesday.',
  `The notice cited an earlier report {{cite:${FORGED_CITATION_ID}}} and named [[Evil|x]] as the contractor.`,
  'The levee was overtopped early Monday when the Alder River crested at a record 22.4 feet, forcing about 1,200 residents of Lower Town and Fenwick Park from their homes.',
  'Wendover County Emergency Management Director Luis Brennan said engineers would present three options for raising the levee, with cost estimates, at the meeting.',
  'Residents of Lower Town said they wanted a decision before the spring rains. The city said written comments could be sent to the clerk until the end of the month.',
])}
</article>
</body>
</html>`;
    },
  },
];
