import { type PageText, readPageText } from './page-text';

export type BlockReason = 'paywall' | 'bot_wall' | 'consent' | 'login' | 'http_status';

export interface BlockVerdict {
  blocked: boolean;
  reason?: BlockReason;
  /** What was seen, e.g. `jsonld:isAccessibleForFree=false`, `phrase:subscribe to continue reading`. */
  signals: string[];
}

export type HeaderBag = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Statuses that mean "the site will not show this to us", as opposed to "there is nothing here". */
export const BLOCKING_STATUSES: ReadonlySet<number> = new Set([401, 402, 403, 407, 429, 451]);

/**
 * Below this many characters of article text a page is a teaser, an interstitial or a wall; above the
 * long threshold the article is readable whatever the markup says (Google's flexible sampling serves
 * full text to crawlers with `isAccessibleForFree: false`).
 */
const SHORT_TEXT = 1500;
const LONG_TEXT = 4000;
const TINY_TEXT = 700;

/**
 * Decides whether a response is a wall rather than an article. Signals are weighed against how much
 * article text the page really carries, so a full article that mentions subscribing, ships a cookie
 * banner or loads a captcha for its comment form is not blocked.
 */
export function detectBlock(html: string, status: number, headers: HeaderBag = {}): BlockVerdict {
  const page = readPageText(html.length > MAX_SCAN ? html.slice(0, MAX_SCAN) : html);
  const articleChars = measureArticle(page);
  const signals: string[] = [];

  const bot = botWallSignals(html, page, headers, status);
  const weakBotPhrases = bot.weak.filter((signal) => signal.startsWith('phrase:'));
  const hasCaptcha = bot.weak.includes('markup:captcha');
  if (
    bot.strong.length > 0 ||
    (weakBotPhrases.length > 0 && articleChars < TINY_TEXT) ||
    // A comment form may load a captcha; only a page that is little else is a captcha wall.
    (hasCaptcha && articleChars < 300)
  ) {
    return verdict('bot_wall', [...bot.strong, ...bot.weak, `text:${articleChars}`]);
  }

  const consent = consentSignals(html, page);
  if (consent.length >= 2 && articleChars < TINY_TEXT && page.articleText.length < 300) {
    return verdict('consent', [...consent, `text:${articleChars}`]);
  }

  const paywall = paywallSignals(html, page);
  // A short page needs one strong signal; a longer teaser needs both the markup and the wording.
  if ((paywall.strong > 0 && articleChars < SHORT_TEXT) || (paywall.strong > 1 && articleChars < LONG_TEXT)) {
    return verdict('paywall', [...paywall.signals, `text:${articleChars}`]);
  }

  const login = loginSignals(page);
  if (login.length > 0 && articleChars < SHORT_TEXT) {
    return verdict('login', [...login, `text:${articleChars}`]);
  }

  if (BLOCKING_STATUSES.has(status)) {
    const reason: BlockReason = status === 401 ? 'login' : status === 402 ? 'paywall' : 'http_status';
    signals.push(`status:${status}`, ...bot.weak, ...paywall.signals);
    return verdict(reason, signals);
  }
  return { blocked: false, signals: [...bot.weak, ...consent, ...paywall.signals, ...login] };
}

// Walls are small; a multi-megabyte page is scanned only at its start.
const MAX_SCAN = 1_000_000;

function verdict(reason: BlockReason, signals: string[]): BlockVerdict {
  return { blocked: true, reason, signals };
}

function measureArticle(page: PageText): number {
  return page.articleText.length >= 200 ? page.articleText.length : page.mainText.length;
}

function header(headers: HeaderBag, name: string): string {
  if (headers instanceof Headers) return headers.get(name) ?? '';
  const value = headers[name] ?? headers[name.toLowerCase()];
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value.join(', ');
}

function matchAll(text: string, patterns: readonly [RegExp, string][], prefix: string): string[] {
  const found: string[] = [];
  for (const [pattern, label] of patterns) if (pattern.test(text)) found.push(`${prefix}:${label}`);
  return found;
}

const BOT_STRONG_HTML: readonly [RegExp, string][] = [
  [
    /_cf_chl_opt|\/cdn-cgi\/challenge-platform\/h\/[a-z]\/orchestrate\/|cf-browser-verification/i,
    'cloudflare-challenge',
  ],
  [/_Incapsula_Resource|Incapsula incident ID/i, 'incapsula'],
  [/captcha-delivery\.com|geo\.captcha-delivery/i, 'datadome'],
  [/id=["']?px-captcha|Press &amp; Hold to confirm|Press & Hold to confirm/i, 'perimeterx'],
  [/<title>\s*Pardon Our Interruption/i, 'distil'],
];
const BOT_STRONG_TITLE: readonly [RegExp, string][] = [
  [/^just a moment\b/i, 'just-a-moment'],
  [/attention required!? \| cloudflare/i, 'attention-required'],
  [/^(?:checking your browser|ddos-guard|one more step)\b/i, 'browser-check'],
];
const BOT_WEAK_TEXT: readonly [RegExp, string][] = [
  [/\baccess (?:to this page has been )?denied\b/i, 'access-denied'],
  [/\bare you (?:a )?(?:robot|human)\?/i, 'are-you-a-robot'],
  [/\bverify (?:that )?you(?:'re| are) (?:a )?human\b/i, 'verify-human'],
  [/\b(?:checking|verifying) (?:your|if the site connection is) (?:browser|secure)\b/i, 'checking-browser'],
  [
    /\benable (?:javascript and cookies|cookies and javascript|javascript|cookies) to continue\b/i,
    'enable-js',
  ],
  [/\bunusual (?:traffic|activity) from your (?:computer|network|device)\b/i, 'unusual-traffic'],
  [/\bReference #\d+\.[0-9a-f]+/i, 'akamai-reference'],
  [
    /\b(?:request (?:blocked|unsuccessful)|you have been blocked|automated (?:access|requests))\b/i,
    'blocked-text',
  ],
];
const CAPTCHA_MARKERS =
  /class=["'][^"']*\b(?:g-recaptcha|h-captcha|cf-turnstile)\b|hcaptcha\.com\/1\/api|recaptcha\/api\.js|challenges\.cloudflare\.com\/turnstile/i;

function botWallSignals(html: string, page: PageText, headers: HeaderBag, status: number) {
  const strong = [
    ...matchAll(html, BOT_STRONG_HTML, 'markup'),
    ...matchAll(page.title, BOT_STRONG_TITLE, 'title'),
  ];
  if (/challenge/i.test(header(headers, 'cf-mitigated'))) strong.push('header:cf-mitigated');
  if (/captcha|challenge|block/i.test(header(headers, 'x-amzn-waf-action'))) strong.push('header:aws-waf');
  if (header(headers, 'x-datadome') !== '' && status >= 400) strong.push('header:datadome');
  const weak = matchAll(`${page.title} ${page.allText}`, BOT_WEAK_TEXT, 'phrase');
  if (CAPTCHA_MARKERS.test(html)) weak.push('markup:captcha');
  return { strong, weak };
}

const CONSENT_PHRASES: readonly [RegExp, string][] = [
  [/\bwe (?:value|care about|respect) your privacy\b/i, 'value-your-privacy'],
  [
    /\bbefore you continue\b|\bavant de continuer\b|\bantes de continuar\b|\bbevor sie fortfahren\b/i,
    'before-you-continue',
  ],
  [
    /\b(?:accept|agree to|allow) (?:all )?(?:cookies|and continue|all)\b|\btout accepter\b|\baceptar todo\b|\balle akzeptieren\b/i,
    'accept-all',
  ],
  [
    /\b(?:cookie|privacy) (?:settings|preferences|choices|options)\b|\bmanage (?:your )?(?:privacy )?(?:preferences|choices|options|settings)\b/i,
    'manage-preferences',
  ],
  [
    /\b(?:we and our|our) (?:\d+ )?(?:partners|vendors)\b.{0,80}\b(?:cookies|store|access|process)\b/i,
    'partners-process',
  ],
  [/\b(?:this (?:site|website) uses cookies|we use cookies)\b/i, 'we-use-cookies'],
];
const CONSENT_MARKUP =
  /consent\.(?:google|yahoo)\.|guce\.|\b(?:onetrust-banner-sdk|qc-cmp2|sp_message_container|didomi-popup|CybotCookiebotDialog|fc-consent-root|truste-consent)\b/i;

function consentSignals(html: string, page: PageText): string[] {
  const found = matchAll(`${page.title} ${page.allText}`, CONSENT_PHRASES, 'phrase');
  if (CONSENT_MARKUP.test(html)) found.push('markup:consent-manager');
  if (/\b(?:consent|cookies?|privacy|before you continue)\b/i.test(page.title)) found.push('title:consent');
  return found;
}

const NOT_FREE_JSONLD = /"isAccessibleForFree"\s*:\s*(?:false|"false"|"no")/i;
const LOCKED_META =
  /<meta[^>]+(?:article:content_tier|content-tier)[^>]+content=["']?(?:locked|metered|premium)/i;
const PAYWALL_TOKENS = new Set([
  'paywall',
  'subscriber-only',
  'subscribers-only',
  'subscriber-content',
  'meteredcontent',
  'metered-content',
  'premium-wall',
  'regwall',
  'reg-wall',
  'tp-modal',
  'piano-offer',
  'pw-wall',
]);
const PAYWALL_PHRASES: readonly [RegExp, string][] = [
  [/\bsubscribe (?:now |today )?to (?:continue|keep) reading\b/i, 'subscribe-to-continue'],
  [
    /\bto (?:continue|keep) reading,? (?:please )?(?:subscribe|become a (?:member|subscriber)|start your)\b/i,
    'to-continue-subscribe',
  ],
  [
    /\b(?:this|the rest of this|the full) (?:article|story|content|piece) is (?:only |exclusively )?(?:available |reserved )?(?:to|for) (?:paid |paying |digital )?(?:subscribers|members)\b/i,
    'for-subscribers',
  ],
  [/\b(?:subscribers?|members?|premium)[- ]only (?:article|content|story)\b/i, 'subscriber-only'],
  [
    /\byou(?:'ve| have) (?:reached|used) (?:your|all your|all of your|the) (?:\d+ )?(?:free )?(?:article|story|monthly|limit)/i,
    'limit-reached',
  ],
  [
    /\bunlock (?:this|the full) (?:article|story)\b|\bread the full (?:article|story) (?:with|by subscribing)/i,
    'unlock',
  ],
  [/\b(?:article|contenu)(?: est)? réservé aux abonnés|\babonnez-vous pour lire la suite\b/i, 'fr-abonnes'],
  [
    /\b(?:contenido|artículo) (?:es )?(?:exclusivo )?para (?:suscriptores|socios)\b|\bsuscríbete para (?:seguir|continuar) leyendo\b/i,
    'es-suscriptores',
  ],
  [/\bnur für abonnenten\b|\bweiterlesen mit [a-z+]+\b/i, 'de-abonnenten'],
];
const PAYWALL_WEAK_PHRASES: readonly [RegExp, string][] = [
  [/\balready a (?:subscriber|member)\?/i, 'already-subscriber'],
];

/**
 * `strong` counts independent strong signals (JSON-LD / content-tier meta, paywall wording). Paywall
 * class names and "Already a subscriber?" are reported but never decide: site templates carry them on
 * every page.
 */
function paywallSignals(html: string, page: PageText): { strong: number; signals: string[] } {
  const signals: string[] = [];
  let strong = 0;
  if (NOT_FREE_JSONLD.test(html) || LOCKED_META.test(html)) {
    signals.push('jsonld:isAccessibleForFree=false');
    strong++;
  }
  const phrases = matchAll(page.allText, PAYWALL_PHRASES, 'phrase');
  if (phrases.length > 0) {
    signals.push(...phrases);
    strong++;
  }
  const markers = [...page.classTokens].filter((token) => PAYWALL_TOKENS.has(token));
  if (markers.length > 0) {
    signals.push(...markers.map((token) => `markup:${token}`));
  }
  signals.push(...matchAll(page.allText, PAYWALL_WEAK_PHRASES, 'phrase'));
  return { strong, signals };
}

const LOGIN_PHRASES: readonly [RegExp, string][] = [
  [/\b(?:sign|log) ?in to (?:continue|read|keep reading|access|view) (?:this|the)?/i, 'sign-in-to-read'],
  [
    /\b(?:register|create a (?:free )?account|sign up(?: for free)?) to (?:continue|read|keep reading)\b/i,
    'register-to-read',
  ],
  [
    /\bthis (?:article|content|story) is (?:only )?(?:available|accessible) to (?:registered|logged[- ]in|signed[- ]in) (?:users|readers|members)\b/i,
    'registered-only',
  ],
];

function loginSignals(page: PageText): string[] {
  return matchAll(page.allText, LOGIN_PHRASES, 'phrase');
}
