import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article';

const NOW = new Date('2026-11-23T12:00:00Z');
const URL_ = 'https://www.example-news.test/news/story';

const PROSE = [
  'The harbour board voted on Tuesday to replace the wooden pontoons at the east quay, which have been closed since a storm tore two of them loose in March.',
  'Work will begin in January and should take about ten weeks, according to the board, which said the new pontoons would be made of recycled plastic and steel.',
  'Fishermen who moor at the quay welcomed the decision but asked for the work to be finished before the spring crab season begins in the first week of April.',
  'The board chair said the contractor had agreed to a penalty for every week of delay, and that temporary moorings would be available at the west basin.',
];

/** A page with the given head and article body, the body framed by a typical site header and footer. */
function page(options: { head?: string; body?: string; lang?: string; around?: string } = {}): string {
  const body = options.body ?? PROSE.map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html><html${options.lang ? ` lang="${options.lang}"` : ''}><head>${options.head ?? ''}</head><body>
<header class="site-header"><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav></header>
<main><article><div class="article-body">${body}</div></article>${options.around ?? ''}</main>
<footer class="site-footer"><p>Copyright 2026 Example News. All rights reserved.</p></footer></body></html>`;
}

const extract = (html: string, url = URL_) => extractArticle(html, url, { now: NOW });

describe('extractArticle: metadata precedence', () => {
  it('takes the JSON-LD headline over og:title and <title>, without the site name', () => {
    const article = extract(
      page({
        head: `<title>Pontoons to be replaced | Example News</title>
<meta property="og:title" content="Social headline">
<meta property="og:site_name" content="Example News">
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Harbour board votes to replace east quay pontoons | Example News"}</script>`,
      }),
    );
    expect(article.title).toBe('Harbour board votes to replace east quay pontoons');
    expect(article.site_name).toBe('Example News');
  });

  it("prefers the page's <h1> when og:title is a shortened version of it", () => {
    const html = page({
      head: '<meta property="og:title" content="Harbour board votes on pontoons">',
      body: `<h1>Harbour board votes on pontoons after a year of closures at the east quay</h1>${PROSE.map((p) => `<p>${p}</p>`).join('')}`,
    });
    expect(extract(html).title).toBe(
      'Harbour board votes on pontoons after a year of closures at the east quay',
    );
  });

  it('strips a site name that matches the domain from <title> when nothing else names the page', () => {
    const html = page({ head: '<title>Example News - Harbour board votes to replace pontoons</title>' });
    expect(extract(html, 'https://www.examplenews.test/2026/03/14/pontoons.html').title).toBe(
      'Harbour board votes to replace pontoons',
    );
  });

  it('takes JSON-LD people as authors, skips the publisher listed as author, falls back to meta and bylines', () => {
    const jsonLd = extract(
      page({
        head: `<meta name="author" content="Meta Author">
<script type="application/ld+json">{"@type":"NewsArticle","author":[{"@type":"Person","name":"Ada Quill"},{"@type":"Person","name":"Ben Marsh"}]}</script>`,
      }),
    );
    expect(jsonLd.author).toBe('Ada Quill, Ben Marsh');

    const organisation = extract(
      page({
        head: `<meta property="og:site_name" content="Example News">
<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Organization","name":"Example News"},"publisher":{"@type":"Organization","name":"Example News"}}</script>`,
        body: `<div class="byline">By CORA LINDQVIST, Staff Writer</div>${PROSE.map((p) => `<p>${p}</p>`).join('')}`,
      }),
    );
    expect(organisation.author).toBe('Cora Lindqvist');

    expect(
      extract(page({ head: '<meta property="article:author" content="https://example.test/people/x">' }))
        .author,
    ).toBeNull();
  });

  it('reads site name, favicon, image, canonical URL, social links, section and tags', () => {
    const article = extract(
      page({
        head: `<link rel="canonical" href="/news/story-canonical">
<link rel="icon" href="/icons/favicon-192.png" sizes="192x192"><link rel="icon" href="/icons/favicon-32.png" sizes="32x32">
<meta property="og:image" content="/img/lead.jpg">
<meta property="article:section" content="Harbour">
<meta property="article:tag" content="pontoons"><meta property="article:tag" content="Pontoons">
<meta name="keywords" content="harbour, quay, pontoons">
<meta name="twitter:site" content="@examplenews">
<meta property="article:publisher" content="https://www.facebook.com/examplenews">`,
        around: '<a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>',
      }),
    );
    expect(article).toMatchObject({
      domain: 'example-news.test',
      canonical_url: 'https://www.example-news.test/news/story-canonical',
      favicon: 'https://www.example-news.test/icons/favicon-32.png',
      image: 'https://www.example-news.test/img/lead.jpg',
      section: 'Harbour',
      tags: ['pontoons', 'harbour', 'quay'],
      social: {
        facebook: 'https://www.facebook.com/examplenews',
        twitter: 'https://twitter.com/examplenews',
      },
    });
    expect(article.og_metadata).toMatchObject({
      'og:image': 'https://www.example-news.test/img/lead.jpg',
      'twitter:site': '@examplenews',
    });
  });

  it('keeps only http(s) addresses, resolved against the page, in every URL it stores', () => {
    const article = extract(
      page({
        head: `<meta property="og:image" content="javascript:alert(1)">
<meta property="og:image:secure_url" content="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">
<meta property="og:image:url" content="//cdn.example-news.test/lead.jpg">
<meta name="twitter:image" content="file:///etc/passwd">
<meta property="og:video" content="vbscript:msgbox(1)">
<meta property="og:url" content="  JavaScript:alert(1)">
<meta property="og:title" content="javascript: a history of the language">
<meta name="twitter:player" content="/player?id=7">
<link rel="icon" href="javascript:alert(1)">
<script type="application/ld+json">{"@type":"NewsArticle","image":"data:image/png;base64,AAAA","thumbnailUrl":"ftp://x/y.jpg"}</script>`,
      }),
    );
    expect(article.og_metadata).toEqual({
      'og:image:url': 'https://cdn.example-news.test/lead.jpg',
      'og:title': 'javascript: a history of the language',
      'twitter:player': 'https://www.example-news.test/player?id=7',
    });
    expect(article.image).toBe('https://cdn.example-news.test/lead.jpg');
    expect(article.favicon).toBe('https://www.example-news.test/favicon.ico');
    expect(article.canonical_url).toBe(URL_);
  });

  it('reads NUL and unpaired surrogates out of JSON-LD escapes, which decoding the body cannot see', () => {
    const article = extract(
      page({
        head: String.raw`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Harbour\u0000 board votes","author":{"@type":"Person","name":"Ana\ud800 Ruiz"},"articleSection":"Harb\udc00our"}</script>`,
      }),
    );
    expect(article.title).toBe('Harbour board votes');
    expect(article.author).toBe('Ana\ufffd Ruiz');
    expect(article.section).toBe('Harb\ufffdour');
  });

  it('decodes double-encoded references to NUL, surrogates and beyond Unicode as U+FFFD, as HTML does', () => {
    const article = extract(
      page({
        head: `<meta property="og:title" content="Harbour&amp;#0; board&amp;#xD800; votes&amp;#x110000;">
<meta name="author" content="Ana&amp;#0; Ruiz">`,
      }),
    );
    expect(article.title).toBe('Harbour\ufffd board\ufffd votes\ufffd');
    expect(article.author).toBe('Ana\ufffd Ruiz');
  });

  it('falls back to /favicon.ico, the page URL and a prettified domain when the page declares none', () => {
    const article = extract(page(), 'https://news.harbour-board-times.test/a/b');
    expect(article.favicon).toBe('https://news.harbour-board-times.test/favicon.ico');
    expect(article.canonical_url).toBe('https://news.harbour-board-times.test/a/b');
    expect(article.site_name).toBe('Harbour Board Times');
  });
});

describe('extractArticle: publication date', () => {
  const withDates = (head: string, url = URL_) => extract(page({ head }), url).published_at;

  it('prefers JSON-LD datePublished, then article:published_time, then <time>, then other meta tags', () => {
    expect(
      withDates(`<meta property="article:published_time" content="2026-03-02T10:00:00Z">
<script type="application/ld+json">{"@type":"NewsArticle","datePublished":"2026-03-01T10:00:00+01:00"}</script>`),
    ).toBe('2026-03-01T09:00:00.000Z');
    expect(
      withDates(
        '<meta property="article:published_time" content="2026-03-02T10:00:00Z"><meta name="date" content="2026-03-05">',
      ),
    ).toBe('2026-03-02T10:00:00.000Z');
    expect(withDates('<meta name="parsely-pub-date" content="2026-03-05T08:00:00Z">')).toBe(
      '2026-03-05T08:00:00.000Z',
    );
  });

  it('rejects year 0001, dates before 1990 and dates more than a day ahead, falling back to the next source', () => {
    expect(
      withDates(`<script type="application/ld+json">{"@type":"NewsArticle","datePublished":"0001-01-01T00:00:00Z"}</script>
<meta property="article:published_time" content="2026-02-03T04:05:06Z">`),
    ).toBe('2026-02-03T04:05:06.000Z');
    expect(withDates('<meta property="article:published_time" content="1989-12-31T23:00:00Z">')).toBeNull();
    expect(withDates('<meta property="article:published_time" content="2026-11-25T12:00:00Z">')).toBeNull();
    // Within a day of "now" is clock skew, not a future date.
    expect(withDates('<meta property="article:published_time" content="2026-11-24T06:00:00Z">')).toBe(
      '2026-11-24T06:00:00.000Z',
    );
  });

  it('lets a date without a time give way to a same-day timestamp from a later source', () => {
    const html = page({
      head: '<meta itemprop="datePublished" content="2026-04-25T10:15:00+0200">',
      body: `<time datetime="2026-04-25">25 April</time>${PROSE.map((p) => `<p>${p}</p>`).join('')}`,
    });
    expect(extract(html).published_at).toBe('2026-04-25T08:15:00.000Z');
  });

  it('falls back to a date in the URL path', () => {
    expect(withDates('', 'https://example.test/archive/2009/04/03/mill-reopens.html')).toBe(
      '2009-04-03T00:00:00.000Z',
    );
    expect(withDates('', 'https://example.test/business/2026/jun/30/bank-branches')).toBe(
      '2026-06-30T00:00:00.000Z',
    );
    expect(withDates('', 'https://example.test/articles/20260905-library-bus')).toBe(
      '2026-09-05T00:00:00.000Z',
    );
    expect(
      withDates('<meta name="date" content="0001-01-01">', 'https://example.test/2026/03/14/story/'),
    ).toBe('2026-03-14T00:00:00.000Z');
    // A year and a month are not a date; neither is an impossible day.
    expect(withDates('', 'https://example.test/features/2026/08/ropemaker/')).toBeNull();
    expect(withDates('', 'https://example.test/2026/02/31/story/')).toBeNull();
  });

  it('reads <time datetime> but not the timestamps of comments', () => {
    const html = page({
      body: `<time datetime="2026-05-06T07:08:09Z">6 May</time>${PROSE.map((p) => `<p>${p}</p>`).join('')}`,
      around: '<div class="comments"><time datetime="2026-05-01T00:00:00Z">1 May</time><p>First!</p></div>',
    });
    expect(extract(html).published_at).toBe('2026-05-06T07:08:09.000Z');
  });
});

describe('extractArticle: body', () => {
  it('keeps paragraph boundaries from <p>, <li>, <h2>, <blockquote> and double <br>, and joins inline markup', () => {
    const article = extract(
      page({
        body: `<p>${PROSE[0]}</p><h2>What happens next</h2><ul><li>Work starts in January.</li><li>It takes ten weeks.</li></ul>
<blockquote>We have waited long enough for this, and the whole quay knows it.</blockquote>
<p><span class="dropcap">T</span>he contractor has done similar work in two other harbours along the coast.<br><br>${PROSE[1]}</p><p>${PROSE[2]}</p>`,
      }),
    );
    expect(article.paragraphs).toEqual([
      PROSE[0],
      'What happens next',
      'Work starts in January.',
      'It takes ten weeks.',
      'We have waited long enough for this, and the whole quay knows it.',
      'The contractor has done similar work in two other harbours along the coast.',
      PROSE[1],
      PROSE[2],
    ]);
    expect(article.text).toBe(article.paragraphs.join('\n\n'));
    expect(article.word_count).toBeGreaterThan(100);
    expect(article.reading_time_minutes).toBe(1);
  });

  it("leaves out a section label above the headline ('rubrique', 'surtitre', 'section-label')", () => {
    for (const name of ['rubrique', 'surtitre', 'article-section-label']) {
      const article = extract(
        page({
          body: `<p class="${name}">Actualités régionales</p><h1>Quay repairs to start in January</h1>${PROSE.map((p) => `<p>${p}</p>`).join('')}`,
        }),
      );
      expect(article.text, name).not.toContain('Actualités régionales');
      expect(article.paragraphs[0], name).toBe(PROSE[0]);
    }
  });

  it('leaves out comments, related links, newsletter boxes, share bars, cookie banners, captions and ad labels', () => {
    const body = `${PROSE.slice(0, 2)
      .map((p) => `<p>${p}</p>`)
      .join('')}
<div class="share-bar"><a href="#">Share on Facebook</a> <a href="#">Share on X</a></div>
<figure><img src="/a.jpg" alt=""><figcaption>The east quay in March. Photo: Harbour Board</figcaption></figure>
<div class="ad-slot"><span>Advertisement</span></div><p>Advertisement</p>
<p><strong>Read more:</strong> <a href="/other">Harbour fees to rise in spring after a long consultation</a></p>
<div class="newsletter-signup"><h3>Get the morning briefing</h3><p>The day's news from the harbour and the town, in your inbox every morning before seven o'clock.</p></div>
${PROSE.slice(2)
  .map((p) => `<p>${p}</p>`)
  .join('')}`;
    const around = `<section class="related-stories"><h2>Related stories</h2><ul><li><a href="/1">Quay closed after storm damages pontoons overnight</a></li></ul></section>
<div id="comments" class="comments-area"><p>I have moored at the east quay for thirty years and the pontoons have never been this bad, it is a disgrace that it took a storm for anyone to notice the state of them.</p></div>`;
    const html = `<!doctype html><html lang="en"><body><div id="cookie-consent"><p>We use cookies to improve your experience and to show you personalised advertising. By continuing you accept our use of cookies.</p><button>Accept</button></div>${page({ body, around }).replace(/^.*<body>/s, '')}`;
    const article = extract(html);
    expect(article.paragraphs).toEqual(PROSE);
  });

  it('leaves out image boxes with unnamed captions, widget scraps above the story and sign-offs below it', () => {
    const body = `<div><b>Uh oh!</b></div><div>Please wait.</div><div>Try again</div><div>Sign in to comment</div>
<p>${PROSE[0]}</p>
<div class="mod-inline"><div><img src="/q.jpg" alt=""><div><cite>Harbour Board</cite> The east quay after the storm in March.</div></div></div>
${PROSE.slice(1)
  .map((p) => `<p>${p}</p>`)
  .join('')}
<p>Ada Quill is a harbour reporter for Example News. She can be reached at ada@example-news.test.</p>
<p>Follow <a href="https://x.test/ada">Ada Quill on Twitter</a>.</p>`;
    expect(extract(page({ body })).paragraphs).toEqual(PROSE);
  });

  it('keeps an inline element inside a sentence whatever its class, and drops a deck that repeats the description', () => {
    const first =
      'Analysts at <span class="ticker">Harbour Capital</span> said the pontoons would pay for themselves.';
    const body = `<h2>The east quay reopens in April after a ten-week rebuild</h2><p>${first} ${PROSE[0]}</p>${PROSE.slice(
      1,
    )
      .map((p) => `<p>${p}</p>`)
      .join('')}`;
    const article = extract(
      page({
        head: '<meta name="description" content="The east quay reopens in April after a ten-week rebuild.">',
        body,
      }),
    );
    expect(article.paragraphs[0]).toBe(
      `Analysts at Harbour Capital said the pontoons would pay for themselves. ${PROSE[0]}`,
    );
    expect(article.paragraphs.slice(1)).toEqual(PROSE.slice(1));
  });

  it('keeps subheadings named "subtitle" between paragraphs and an <a name> heading; drops pull quotes and players', () => {
    const body = `<p>${PROSE[0]}</p><p>${PROSE[1]}</p>
<span class="article-subtitle"><p>WORK PLAN</p></span>
<h4><a name="moorings">Temporary moorings</a></h4>
<div class="c-float-right"><q>The pontoons would pay for themselves</q></div>
<div class="article-video-wrapper mobile-player"><h3>Popular Video</h3><span>This harbour seal learned to open a gate:</span></div>
<p>${PROSE[2]}</p><p>${PROSE[3]}</p>`;
    expect(extract(page({ body })).paragraphs).toEqual([
      PROSE[0],
      PROSE[1],
      'WORK PLAN',
      'Temporary moorings',
      PROSE[2],
      PROSE[3],
    ]);
  });

  it('drops small print that is a paragraph of its own, keeps <small> inside a sentence', () => {
    const body = `<p>${PROSE[0]}</p><p>${PROSE[1]} The pontoons cost <small>(in 2025 prices)</small> four million.</p>
<p>${PROSE[2]}</p><p>${PROSE[3]}</p><p><small>The Harbour Gazette is published every Thursday in Eastport.</small></p>`;
    expect(extract(page({ body })).paragraphs).toEqual([
      PROSE[0],
      `${PROSE[1]} The pontoons cost (in 2025 prices) four million.`,
      PROSE[2],
      PROSE[3],
    ]);
  });

  it('drops a "subtitle" above the story, teaser cards of other stories, and the headline repeated below', () => {
    const card = (title: string) =>
      `<div class="story"><div class="story-content"><a href="/other"><h3 class="story-title">${title}</h3></a><p>The board also said that harbour dues would rise by four percent next year to pay for dredging of the west basin.</p></div></div>`;
    const body = `<h2 class="subtitle">A ten-week rebuild</h2><span class="article-text">${PROSE.map((p) => `<p>${p}</p>`).join('')}</span>
<div class="gallery-title">Pontoons to be replaced at the east quay</div>
<div class="next-articles">${card('Harbour dues to rise')}${card('West basin to be dredged')}</div>`;
    const html = page({
      head: '<title>Pontoons to be replaced at the east quay - Example News</title>',
      body,
    });
    expect(extract(html).paragraphs).toEqual(PROSE);
  });

  it("keeps a list of linked headings with blurbs inside the story's own block (a round-up)", () => {
    const items = PROSE.map(
      (p, index) =>
        `<div class="item"><div class="item-head"><h3><a href="/place-${index}">Place ${index + 1}</a></h3></div><p>${p}</p></div>`,
    ).join('');
    expect(extract(page({ body: items })).paragraphs).toEqual(
      PROSE.flatMap((p, index) => [`Place ${index + 1}`, p]).filter((line) => !line.startsWith('Place')),
    );
  });

  it('drops a long caption named "caption" under a chart (up to 100 words)', () => {
    const caption = `${PROSE[0]} ${PROSE[1]} ${(PROSE[3] ?? '').slice(0, 60)}`;
    const body = `<p>${PROSE[0]}</p><p>${PROSE[1]}</p><div class="inline-content"><img src="/chart.png" alt=""><br> <span class="pb-caption">${caption}</span></div><p>${PROSE[2]}</p><p>${PROSE[3]}</p>`;
    expect(caption.split(' ').length).toBeGreaterThan(60);
    expect(extract(page({ body })).paragraphs).toEqual(PROSE);
  });

  it('uses JSON-LD articleBody when the page itself has no body (an app shell)', () => {
    const articleBody = PROSE.join('\n');
    const html = `<html><head><title>App</title><script type="application/ld+json">${JSON.stringify({
      '@type': 'NewsArticle',
      headline: 'Pontoons',
      articleBody,
    })}</script></head><body><div id="root"><p>Loading…</p></div><noscript>Enable JavaScript.</noscript></body></html>`;
    const article = extract(html);
    expect(article.extraction_method).toBe('json-ld');
    expect(article.paragraphs).toEqual(PROSE);
    expect(article.is_readable).toBe(true);
  });

  it('keeps the part of a split body whose class name reads like furniture ("subscriber-content")', () => {
    const more = [
      'The contractor, a yard from the west basin, has rebuilt pontoons at three other harbours on the coast since the storms of the last two winters.',
      'Its bid was the lowest of the four received, the board said, and it was the only one to promise that the quay would reopen before the spring crab season.',
      'The board will publish the full contract next month, together with the survey of the quay wall that found the storm had not damaged its foundations.',
    ];
    const body = `<div class="story-part">${PROSE.map((p) => `<p>${p}</p>`).join('')}</div>
<div class="story-part subscriber-content">${more.map((p) => `<p>${p}</p>`).join('')}</div>`;
    expect(extract(page({ body })).paragraphs).toEqual([...PROSE, ...more]);
  });

  it('keeps every paragraph when JSON-LD articleBody is only an excerpt of the story', () => {
    const head = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'NewsArticle',
      articleBody: PROSE.slice(0, 2).join('\n'),
    })}</script>`;
    expect(extract(page({ head })).paragraphs).toEqual(PROSE);
  });

  it('notes the next page of a paginated article and flags live blogs', () => {
    const article = extract(
      page({
        head: `<link rel="next" href="?page=2"><script type="application/ld+json">{"@type":"LiveBlogPosting","headline":"Live"}</script>`,
      }),
    );
    expect(article.next_page_url).toBe('https://www.example-news.test/news/story?page=2');
    expect(article.is_live_blog).toBe(true);
  });
});

describe('extractArticle: readability and language', () => {
  it('marks a page of linked headlines as not readable', () => {
    const items = Array.from(
      { length: 15 },
      (_, i) =>
        `<article class="post"><h2><a href="/story-${i}">Headline number ${i} about the harbour and the quay</a></h2><p><a href="/story-${i}">Read more »</a></p></article>`,
    ).join('');
    const html = `<!doctype html><html lang="en"><head><title>Harbour Archives</title></head><body><main>${items}</main></body></html>`;
    expect(extract(html).is_readable).toBe(false);
  });

  it('marks a body of a few words as not readable', () => {
    expect(extract(page({ body: '<p>Photos from the harbour open day.</p>' })).is_readable).toBe(false);
  });

  it('labels a short English text with the page language instead of guessing from a few words', () => {
    const article = extract(page({ lang: 'en-GB', body: '<p>Hello world. Quay closed today.</p>' }));
    expect(article.language).toBe('en');
    expect(article.language_name).toBe('English');
    expect(article.language_confidence).toBeLessThanOrEqual(0.6);
  });

  it('detects the language of the body even when the page declares another one', () => {
    const french =
      "Le conseil municipal a voté mardi soir le remplacement des pontons du quai est, fermés depuis qu'une tempête en a arraché deux au mois de mars. Les travaux commenceront en janvier et devraient durer une dizaine de semaines.";
    const article = extract(page({ lang: 'en', body: `<p>${french}</p>` }));
    expect(article.language).toBe('fr');
    expect(article.language_confidence).toBeGreaterThan(0.5);
  });

  it('detects English in a body of ordinary length with no declared language', () => {
    const article = extract(page());
    expect(article.language).toBe('en');
    expect(article.language_confidence).toBeGreaterThan(0.8);
  });

  it('reports how long extraction took and rejects a URL that is not absolute http(s)', () => {
    expect(extract(page()).processing_time_ms).toBeGreaterThan(0);
    expect(() => extractArticle(page(), 'not a url')).toThrow(/absolute URL/);
    expect(() => extractArticle(page(), 'ftp://example.test/file')).toThrow(/http/);
  });

  it('quotes at most the first 100 characters of a refused URL in its error', () => {
    for (const url of [`not a url ${'a'.repeat(8000)}`, `ftp://example.test/${'a'.repeat(8000)}`]) {
      let message = '';
      try {
        extractArticle(page(), url);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(`${url.slice(0, 100)}…`);
      expect(message.length).toBeLessThan(200);
    }
  });
});
