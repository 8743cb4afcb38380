import { describe, expect, it } from 'vitest';
import { detectBlock } from './block-detection';
import { readPageText } from './page-text';

// Original filler prose for full-length articles (about 700 characters a paragraph).
const PARAGRAPHS = [
  "The Kestrel Falls water board voted on Thursday to replace the town's oldest filtration plant, a brick building on the east bank that has treated drinking water since 1931. Engineers told the board that the plant's sand filters were failing more often each winter and that spare parts for its pumps now had to be machined by hand. The new plant, on land the town already owns near the reservoir, would cost about $46 million and take three years to build.",
  'Board chair Imogen Reyes said the decision had been put off for too long. "Every year we patch it, and every year the patch costs more," she said. Residents who spoke at the meeting mostly supported the plan but asked how it would affect their bills. The board\'s finance director said average household water charges would rise by about $6 a month over five years, beginning next July.',
  'Not everyone was convinced. Farmer Caleb Nystrom, whose family has irrigated from the river for four generations, questioned whether the new intake would draw down the river in dry summers. The board agreed to publish the hydrology study before construction contracts are signed and to hold a second public hearing in the spring.',
  "The old plant will not be demolished. A local history group has asked to turn the building into a museum about the town's water system, and the board said it would consider the idea once the new plant is running. Until then, crews will keep the filters working with weekly inspections and a temporary chemical feed system installed last month.",
];

function longArticle(
  extra: { head?: string; before?: string; after?: string; bodyClass?: string } = {},
): string {
  const body = [...PARAGRAPHS, ...PARAGRAPHS].map((text) => `<p>${text}</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Water board approves new filtration plant | Kestrel Falls Times</title>${extra.head ?? ''}</head>
<body class="${extra.bodyClass ?? ''}">
<header><nav><a href="/">Kestrel Falls Times</a> <a href="/news">News</a> <a href="/subscribe">Subscribe</a> <a href="/login">Already a subscriber? Log in</a></nav></header>
${extra.before ?? ''}
<main><article><h1>Water board approves new filtration plant</h1><p class="byline">By Lena Achterberg</p>
${body}
</article></main>
${extra.after ?? ''}
<footer><div class="newsletter"><p>Subscribe to our newsletter for the week's top stories.</p></div><p>&copy; 2026 Kestrel Falls Times</p></footer>
</body></html>`;
}

function teaser(extra: string, jsonLd = ''): string {
  return `<!doctype html><html><head><title>Inside the harbour authority's budget gap | The Coastline Review</title>${jsonLd}</head><body>
<nav><a href="/">The Coastline Review</a></nav>
<article><h1>Inside the harbour authority's budget gap</h1>
<p>${PARAGRAPHS[0]}</p>
</article>
${extra}
<footer>&copy; 2026 The Coastline Review</footer></body></html>`;
}

const NOT_FREE = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Inside the harbour authority's budget gap","isAccessibleForFree":false,"hasPart":{"@type":"WebPageElement","isAccessibleForFree":false,"cssSelector":".paywall"}}</script>`;

describe('detectBlock: paywalls', () => {
  it('blocks a teaser with isAccessibleForFree false and a subscribe prompt', () => {
    const html = teaser(
      '<div class="paywall"><h2>Subscribe to continue reading</h2><p>Get unlimited access for $1 a week.</p><p>Already a subscriber? <a href="/login">Sign in</a></p></div>',
      NOT_FREE,
    );
    const verdict = detectBlock(html, 200, {});
    expect(verdict).toMatchObject({ blocked: true, reason: 'paywall' });
    expect(verdict.signals).toEqual(
      expect.arrayContaining([
        'jsonld:isAccessibleForFree=false',
        'phrase:subscribe-to-continue',
        'markup:paywall',
      ]),
    );
  });

  it('blocks a teaser marked not free even when the prompt is drawn by script', () => {
    expect(detectBlock(teaser('<div id="piano-root"></div>', NOT_FREE), 200, {})).toMatchObject({
      blocked: true,
      reason: 'paywall',
    });
  });

  it('blocks a metered wall recognised by its wording alone', () => {
    const html = teaser(
      '<div class="meter-modal"><p>You have reached your limit of free articles this month.</p><a href="/offers">See offers</a></div>',
    );
    expect(detectBlock(html, 200, {})).toMatchObject({ blocked: true, reason: 'paywall' });
  });

  it('recognises French and Spanish subscriber walls', () => {
    expect(
      detectBlock(teaser('<div class="abo"><p>Cet article est réservé aux abonnés.</p></div>'), 200, {})
        .reason,
    ).toBe('paywall');
    expect(
      detectBlock(
        teaser('<div class="muro"><p>Este contenido es exclusivo para suscriptores.</p></div>'),
        200,
        {},
      ).reason,
    ).toBe('paywall');
  });

  it('does not block a full article that is marked not free (crawler sampling serves the whole text)', () => {
    expect(detectBlock(longArticle({ head: NOT_FREE }), 200, {}).blocked).toBe(false);
  });

  it('does not block a full article with subscribe links, a newsletter box and paywall markup in its template', () => {
    const html = longArticle({
      bodyClass: 'has-paywall template-article',
      after: '<div class="paywall-promo" hidden><p>Support local news.</p></div>',
    });
    expect(detectBlock(html, 200, {})).toMatchObject({ blocked: false });
  });

  it('does not block an article that is about paywalls', () => {
    const html = longArticle({
      before:
        '<p class="standfirst">Readers now meet a "Subscribe to continue reading" box on most regional sites; we asked why.</p>',
    });
    expect(detectBlock(html, 200, {}).blocked).toBe(false);
  });
});

describe('detectBlock: bot walls', () => {
  it('blocks a Cloudflare managed challenge', () => {
    const html = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">news.example</h1>
<h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2>
<noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'news.example',cType: 'managed'};}());</script></body></html>`;
    const verdict = detectBlock(html, 403, { 'cf-mitigated': 'challenge', server: 'cloudflare' });
    expect(verdict).toMatchObject({ blocked: true, reason: 'bot_wall' });
    expect(verdict.signals).toEqual(expect.arrayContaining(['title:just-a-moment', 'header:cf-mitigated']));
    // Same page on a 503 (Cloudflare's "under attack" mode) and on a 200.
    expect(detectBlock(html, 503, {}).reason).toBe('bot_wall');
    expect(detectBlock(html, 200, {}).reason).toBe('bot_wall');
  });

  it('blocks the Cloudflare "Attention Required!" block page', () => {
    const html = `<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body>
<div id="cf-wrapper"><h1 data-translate="block_headline">Sorry, you have been blocked</h1>
<h2 class="cf-subheadline">You are unable to access news.example</h2>
<p>This website is using a security service to protect itself from online attacks.</p>
<span class="cf-footer-item">Cloudflare Ray ID: <strong>8d1e0c0ffee</strong></span></div></body></html>`;
    expect(detectBlock(html, 403, {})).toMatchObject({ blocked: true, reason: 'bot_wall' });
  });

  it('blocks an Akamai "Access Denied" page', () => {
    const html = `<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access "http&#58;&#47;&#47;www&#46;news&#46;example&#47;story" on this server.<P>\nReference&#32;&#35;18&#46;5c2a1b17&#46;1760000000&#46;2c7b9e\n</BODY>\n</HTML>`;
    expect(detectBlock(html, 403, {})).toMatchObject({ blocked: true, reason: 'bot_wall' });
    expect(detectBlock(html, 200, {})).toMatchObject({ blocked: true, reason: 'bot_wall' });
  });

  it('blocks DataDome and PerimeterX captcha pages', () => {
    const datadome = `<html><head><title>news.example</title></head><body style="margin:0"><p id="cmsg">Please enable JS and disable any ad blocker</p>
<script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA','hsh':'2211F522','t':'bv','host':'geo.captcha-delivery.com'}</script>
<script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`;
    expect(detectBlock(datadome, 403, { 'x-datadome': 'protected' }).reason).toBe('bot_wall');
    const perimeterx = `<html><head><title>Access to this page has been denied</title></head><body>
<div id="px-captcha-wrapper"><h1>Before we continue...</h1><p>Press &amp; Hold to confirm you are a human (and not a bot).</p><div id="px-captcha"></div></div></body></html>`;
    expect(detectBlock(perimeterx, 403, {}).reason).toBe('bot_wall');
  });

  it('blocks a bare captcha interstitial', () => {
    const html = `<html><head><title>Security check</title><script src="https://www.google.com/recaptcha/api.js"></script></head>
<body><form method="post"><div class="g-recaptcha" data-sitekey="k"></div><button>Continue</button></form></body></html>`;
    expect(detectBlock(html, 200, {}).reason).toBe('bot_wall');
  });

  it('does not block an article whose comment form loads a captcha, or a site that loads Cloudflare bot scripts', () => {
    const html = longArticle({
      head: '<script src="https://www.google.com/recaptcha/api.js" async></script><script>window.__CF$cv$params={r:"8d1e",t:"MTc2"};</script><script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script>',
      after:
        '<section class="comments"><form><div class="g-recaptcha" data-sitekey="k"></div></form></section>',
    });
    expect(detectBlock(html, 200, {})).toMatchObject({ blocked: false });
  });

  it('does not block a long article that mentions denied access', () => {
    const html = longArticle({
      before: '<p class="standfirst">A judge denied access to the sealed records. Access denied, again.</p>',
    });
    expect(detectBlock(html, 200, {}).blocked).toBe(false);
  });
});

describe('detectBlock: consent and login walls', () => {
  it('blocks a consent interstitial', () => {
    const html = `<!doctype html><html><head><title>Before you continue</title></head><body>
<div class="consent-bump"><img src="/logo.svg" alt="News Example">
<h1>Before you continue to News Example</h1>
<p>We use cookies and data to deliver and maintain services, measure audience engagement and show personalised ads.</p>
<p>If you choose to "Accept all", we and our partners will also use cookies to develop new services.</p>
<button>Reject all</button><button>Accept all</button><a href="/settings">More options</a></div></body></html>`;
    expect(detectBlock(html, 200, {})).toMatchObject({ blocked: true, reason: 'consent' });
  });

  it('blocks a TCF consent manager that replaced the page', () => {
    const html = `<html><head><title>news.example</title></head><body>
<div id="qc-cmp2-container"><div class="qc-cmp2-summary-section"><h2>We value your privacy</h2>
<p>We and our partners store and/or access information on a device, such as cookies and process personal data.</p>
<button mode="primary">AGREE</button><button mode="secondary">MORE OPTIONS</button></div></div></body></html>`;
    expect(detectBlock(html, 200, {}).reason).toBe('consent');
  });

  it('does not block an article with a cookie banner, even a short one', () => {
    const banner = `<div id="onetrust-banner-sdk"><p>We use cookies to improve your experience. <a href="/cookies">Cookie settings</a></p><button id="onetrust-accept-btn-handler">Accept all cookies</button></div>`;
    expect(detectBlock(longArticle({ before: banner }), 200, {}).blocked).toBe(false);
    const brief = `<html><head><title>Road closed | News</title></head><body>${banner}<article><h1>Route 9 closed overnight</h1>
<p>Route 9 will be closed between Canal Street and the river bridge from 10 p.m. Tuesday to 5 a.m. Wednesday for resurfacing, the county roads department said. Drivers should use Mill Street and Birch Street instead. Buses on the 4 and 12 lines will run on the detour.</p><p>The work was postponed from last week because of rain.</p></article></body></html>`;
    expect(detectBlock(brief, 200, {}).blocked).toBe(false);
  });

  it('blocks a registration wall', () => {
    const html = teaser(
      '<div class="regwall-modal"><h2>Create a free account to continue reading</h2><button>Sign up</button></div>',
    );
    expect(detectBlock(html, 200, {})).toMatchObject({ blocked: true, reason: 'login' });
  });
});

describe('detectBlock: status codes', () => {
  it.each([
    [401, 'login'],
    [402, 'paywall'],
    [403, 'http_status'],
    [407, 'http_status'],
    [429, 'http_status'],
    [451, 'http_status'],
  ])('treats a plain %i as blocked (%s)', (status, reason) => {
    const verdict = detectBlock(
      `<html><head><title>${status}</title></head><body><h1>${status}</h1></body></html>`,
      status,
      {},
    );
    expect(verdict).toMatchObject({ blocked: true, reason });
    expect(verdict.signals).toContain(`status:${status}`);
  });

  it('does not call an ordinary error a block', () => {
    expect(detectBlock('<h1>Not Found</h1>', 404, {}).blocked).toBe(false);
    expect(detectBlock('<h1>Internal Server Error</h1>', 500, {}).blocked).toBe(false);
    expect(detectBlock('', 200, {}).blocked).toBe(false);
  });

  it('accepts Headers objects', () => {
    const headers = new Headers({ 'cf-mitigated': 'challenge' });
    expect(detectBlock('<title>Checking</title>', 403, headers).reason).toBe('bot_wall');
  });
});

describe('readPageText', () => {
  it('separates the article from furniture and ignores scripts, styles and comments', () => {
    const page = readPageText(`<html><head><title>T &amp; U</title><style>p{color:red}</style></head><body>
<nav>Home News</nav><!-- <p>hidden</p> --><script>var s = "<p>not text</p>";</script>
<article><h1>Headline</h1><p>Body&nbsp;text.</p><div class="share-bar">Share this</div>
<section class="related"><article><p>Another story</p></article></section></article>
<footer>Footer text</footer></body></html>`);
    expect(page.title).toBe('T & U');
    expect(page.articleText).toBe('Headline Body text.');
    expect(page.mainText).toBe('Headline Body text.');
    expect(page.allText).toContain('Share this');
    expect(page.allText).toContain('Footer text');
    expect(page.allText).not.toContain('not text');
    expect(page.allText).not.toContain('hidden');
  });

  it('keeps the article when a huge wrapper carries a furniture class', () => {
    const body = [...PARAGRAPHS, ...PARAGRAPHS].map((text) => `<p>${text}</p>`).join('');
    const page = readPageText(`<body><div class="modal-root"><article>${body}</article></div></body>`);
    expect(page.mainText.length).toBeGreaterThan(3000);
  });
});
