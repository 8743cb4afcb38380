/**
 * Coverage of a fictional event: Port Aldous city council's 7–4 vote approving the Harbourline transit
 * plan (20 October 2026). Every person, place, publisher and figure here is invented.
 */
import { esc, jsonLd, paragraphs } from './html';
import type { FixtureArticle } from './types';

// ---------------------------------------------------------------------------------------------------
// Port Aldous Gazette: city daily. JSON-LD with several authors, itemprop=articleBody, pull quote.

const GAZETTE_SITE = 'Port Aldous Gazette';

const GAZETTE_BODY = [
  "After six hours of debate and testimony from more than 140 residents, Port Aldous City Council voted 7–4 late Tuesday to approve the Harbourline, a $1.9 billion plan for the city's first light-rail line.",
  'The 14.2-kilometre line would run from Old Quay on the waterfront to Northgate, with 12 stations, and would be paired with 9 kilometres of bus-only lanes on Lantern Avenue. The Port Aldous Transit Authority expects construction to begin in 2028 and trains to carry passengers by 2032.',
  'Mayor Theo Lindqvist called the vote "the most important decision this council will make in a generation." Traffic on the Harbour Bridge has grown by a third in a decade, he said, and the city cannot widen its way out of congestion.',
  'Councillor Ruth Adeyemi, who led the opposition, said the plan asked residents to take on too much risk. "Every rail project in this region has come in over budget," she said. "And the people of the Eastside, who need transit the most, get a bus lane and a promise."',
  'Much of the money depends on voters. The plan calls for a half-cent increase in the city sales tax, which must be approved in a referendum set for March 2027. The rest would come from state and federal transit grants that the city has not yet secured.',
  'Before the final vote, council members approved 9–2 an amendment from Councillor Gabriel Yoon directing the transit authority to study an extension to Eastside Market. Transit authority chief executive Sofia Marchetti said the study would take about 18 months.',
  'Supporters in orange "Ride the Harbourline" T-shirts filled most of the chamber\'s seats and cheered when the vote was announced shortly before midnight.',
];

const gazetteVote: FixtureArticle = {
  id: 'port-aldous-gazette-council-vote',
  path: '/news/city-hall/2026/10/21/council-approves-harbourline-light-rail',
  event: 'port-aldous-transit',
  kind: 'article',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'Council approves $1.9 billion Harbourline light rail in 7–4 vote',
    authors: ['Daniel Osei', 'Hannah Pruitt'],
    publishedAt: '2026-10-21T04:10:00.000Z',
    language: 'en',
    siteName: GAZETTE_SITE,
    image: '/images/gazette-council-chamber.svg',
  },
  keySentences: [
    'The 14.2-kilometre line would run from Old Quay on the waterfront to Northgate, with 12 stations, and would be paired with 9 kilometres of bus-only lanes on Lantern Avenue.',
    'Transit authority chief executive Sofia Marchetti said the study would take about 18 months.',
  ],
  boilerplate: ['Most popular', 'Ferry fares to rise in January'],
  render(baseUrl) {
    const title = this.expected.title;
    const url = `${baseUrl}${this.path}`;
    return `<!DOCTYPE html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<title>${esc(title)}</title>
<meta property="og:site_name" content="${GAZETTE_SITE}">
<meta property="og:title" content="${esc(title)}">
<meta property="og:type" content="article">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${baseUrl}${this.expected.image}">
<meta property="article:published_time" content="2026-10-20T21:10:00-07:00">
${jsonLd({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: title,
  alternativeHeadline: 'Harbourline light rail wins council approval',
  datePublished: '2026-10-20T21:10:00-07:00',
  dateModified: '2026-10-21T08:30:00-07:00',
  author: [
    { '@type': 'Person', name: 'Daniel Osei', url: `${baseUrl}/authors/daniel-osei` },
    { '@type': 'Person', name: 'Hannah Pruitt', url: `${baseUrl}/authors/hannah-pruitt` },
  ],
  publisher: {
    '@type': 'NewsMediaOrganization',
    name: GAZETTE_SITE,
    logo: { '@type': 'ImageObject', url: `${baseUrl}/images/gazette-logo.svg` },
  },
  image: { '@type': 'ImageObject', url: `${baseUrl}${this.expected.image}`, caption: 'Council chamber' },
  articleSection: 'City Hall',
  keywords: ['Harbourline', 'transit', 'city council', 'Port Aldous'],
  isAccessibleForFree: 'True',
})}
</head>
<body>
<nav class="gz-nav" aria-label="Main"><a href="/">Port Aldous Gazette</a> <a href="/news">News</a> <a href="/news/city-hall">City Hall</a> <a href="/business">Business</a> <a href="/arts">Arts</a> <a href="/opinion">Opinion</a></nav>
<main class="gz-main">
  <article class="gz-article">
    <header class="gz-article-header">
      <p class="gz-section"><a href="/news/city-hall">City Hall</a></p>
      <h1>${esc(title)}</h1>
      <p class="gz-byline">Daniel Osei and Hannah Pruitt &middot; <time datetime="2026-10-20T21:10:00-07:00">October 20, 2026</time></p>
    </header>
    <figure class="gz-hero"><img src="${this.expected.image}" alt="Council members vote by raising their hands"><figcaption>Council members vote on the Harbourline plan on Tuesday night.</figcaption></figure>
    <div itemprop="articleBody" class="gz-body">
${paragraphs(GAZETTE_BODY.slice(0, 4))}
      <aside class="gz-pullquote"><blockquote>"The most important decision this council will make in a generation."</blockquote><cite>Mayor Theo Lindqvist</cite></aside>
${paragraphs(GAZETTE_BODY.slice(4))}
    </div>
    <p class="gz-correction"><em>An earlier version of this story misstated the length of the bus lanes.</em></p>
  </article>
  <aside class="gz-popular"><h2>Most popular</h2><ol>
    <li><a href="/news/ferry-fares">Ferry fares to rise in January</a></li>
    <li><a href="/arts/lantern-festival">Lantern festival returns to Old Quay</a></li>
    <li><a href="/business/shipyard-contract">Shipyard lands frigate repair contract</a></li>
  </ol></aside>
</main>
<footer class="gz-footer">Port Aldous Gazette, a division of Seaboard Media Ltd. <a href="/privacy">Privacy</a> <a href="/newsletters">Newsletters</a></footer>
</body>
</html>`;
  },
};

// ---------------------------------------------------------------------------------------------------
// Bayline Public Radio: OpenGraph plus a Parse.ly-style metadata blob, no <article> element.

const BPR_SITE = 'Bayline Public Radio';

const BPR_BODY = [
  'The Harbourline light-rail plan cleared Port Aldous City Council on Tuesday night. The harder vote may be the one in March.',
  "The $1.9 billion project relies on a half-cent sales tax increase that residents must approve in a referendum on March 9, 2027. Without it, the city would have to find roughly $820 million elsewhere, according to the Port Aldous Transit Authority's own financing plan.",
  'Opponents are already organizing. Councillor Ruth Adeyemi, who voted against the plan in the 7–4 decision, said she would campaign for a "no" vote unless the transit authority commits to building the Eastside extension in the first phase. A group calling itself Fair Fares Port Aldous held its first meeting on Wednesday morning.',
  'Supporters point to polling. A survey commissioned by the Harbour Chamber of Commerce in September found 58 percent of likely voters in favor of the tax, with 34 percent opposed. Chamber president Nadia Fernandes said businesses near the planned Northgate station were already asking about the timeline.',
  'Transit authority chief executive Sofia Marchetti told Bayline Public Radio that the agency would publish a detailed cost estimate in January. "People deserve to see the numbers before they vote," she said.',
  'The last transit tax on the Port Aldous ballot, a 2014 measure for expanded bus service, failed by fewer than 900 votes.',
];

const bprReferendum: FixtureArticle = {
  id: 'bayline-public-radio-referendum-fight',
  path: '/2026/10/21/harbourline-clears-council-referendum-fight-looms',
  event: 'port-aldous-transit',
  kind: 'article',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'Harbourline clears council, but a referendum fight looms',
    authors: ['Mira Kovac'],
    publishedAt: '2026-10-21T13:00:00.000Z',
    language: 'en',
    siteName: BPR_SITE,
    image: '/images/bpr-harbour-bridge.svg',
  },
  keySentences: [
    'The last transit tax on the Port Aldous ballot, a 2014 measure for expanded bus service, failed by fewer than 900 votes.',
  ],
  boilerplate: ['Support local journalism', 'Now playing'],
  render(baseUrl) {
    const title = this.expected.title;
    const url = `${baseUrl}${this.path}`;
    const parsely = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: title,
      url,
      datePublished: '2026-10-21T13:00:00Z',
      author: [{ name: 'Mira Kovac' }],
      section: 'Politics',
    });
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)} : ${BPR_SITE}</title>
<meta property="og:site_name" content="${BPR_SITE}">
<meta property="og:title" content="${esc(title)}">
<meta property="og:url" content="${url}">
<meta property="og:type" content="article">
<meta property="og:image" content="${baseUrl}${this.expected.image}">
<meta property="article:published_time" content="2026-10-21T13:00:00Z">
<meta name="author" content="Mira Kovac">
<meta name="parsely-metadata" content="${esc(parsely)}">
</head>
<body>
<div class="site-nav"><a href="/">BPR</a> <a href="/news">News</a> <a href="/programs">Programs</a> <a href="/listen">Listen Live</a> <a href="/donate">Donate</a></div>
<div class="player-bar">Now playing: Morning Edition</div>
<div class="story-container">
  <div class="story-meta">
    <h1 class="story-title">${esc(title)}</h1>
    <div class="contributors">By <b class="byline__name">Mira Kovac</b></div>
    <div class="date-time"><time datetime="2026-10-21T13:00:00Z">Published October 21, 2026 at 6:00 AM PDT</time></div>
    <div class="listen-audio"><audio controls src="/audio/harbourline-referendum.mp3"></audio> Listen &middot; 3:52</div>
  </div>
  <div class="image-wrap"><img src="${this.expected.image}" alt="Traffic on the Harbour Bridge at dusk"><span class="credit">Mira Kovac / BPR</span></div>
  <div id="storytext" class="storytext">
${paragraphs(BPR_BODY)}
  </div>
  <div class="donate-promo"><h3>Support local journalism</h3><p>Bayline Public Radio is listener supported. Give today.</p></div>
</div>
<div class="site-footer">Bayline Public Radio &middot; 90.3 FM Port Aldous &middot; 88.7 FM Northgate</div>
</body>
</html>`;
  },
};

// ---------------------------------------------------------------------------------------------------
// City of Port Aldous press release, served as text/plain.

const pressRelease: FixtureArticle = {
  id: 'city-of-port-aldous-press-release',
  path: '/press-releases/2026-10-20-council-adopts-harbourline.txt',
  event: 'port-aldous-transit',
  kind: 'plain_text',
  contentType: 'text/plain',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'City Council Adopts Harbourline Rapid Transit Plan',
    authors: [],
    publishedAt: '2026-10-20',
    language: 'en',
    siteName: 'City of Port Aldous',
    image: null,
  },
  keySentences: [
    'The plan includes a 14.2-kilometre light-rail line between Old Quay and Northgate with 12 stations, and 9 kilometres of bus-only lanes on Lantern Avenue.',
  ],
  boilerplate: [],
  render() {
    return `CITY OF PORT ALDOUS
Office of Communications
FOR IMMEDIATE RELEASE
Date: October 20, 2026

City Council Adopts Harbourline Rapid Transit Plan

PORT ALDOUS - City Council tonight voted 7-4 to adopt the Harbourline Rapid Transit Plan, the city's first light-rail project.

The plan includes a 14.2-kilometre light-rail line between Old Quay and Northgate with 12 stations, and 9 kilometres of bus-only lanes on Lantern Avenue. The estimated capital cost is $1.9 billion.

"Tonight Council chose to invest in how our city moves for the next fifty years," said Mayor Theo Lindqvist. "I want to thank the hundreds of residents who wrote, called and came to speak."

Council also directed the Port Aldous Transit Authority to study an extension to Eastside Market and report back within 18 months.

Funding for the plan includes a proposed half-cent increase in the municipal sales tax, which will be put to voters in a referendum on March 9, 2027, together with state and federal grant applications.

Next steps:
  - Transit Authority publishes a detailed cost estimate: January 2027
  - Sales tax referendum: March 9, 2027
  - Start of construction (subject to funding): 2028

Media contact:
Office of Communications, City of Port Aldous
press@portaldous.example
555-0199

-30-
`;
  },
};

// ---------------------------------------------------------------------------------------------------
// 東湾日報 (Tōwan Nippō): a Japanese site served in Shift_JIS, declared in the Content-Type header.

const TOWAN_SITE = '東湾日報';

const TOWAN_BODY = [
  '【ポート・アルダス＝佐伯美咲】ポート・アルダス市議会は２０日夜、総事業費１９億ドルの次世代型路面電車（ＬＲＴ）「ハーバーライン」計画を賛成７、反対４で可決した。',
  '路線はウォーターフロントのオールド・キーから北部のノースゲートまでの約１４・２キロで、駅は１２カ所。ランタン通りには全長９キロのバス専用レーンも設ける。２０２８年に着工し、２０３２年の開業を目指す。',
  'リンドクヴィスト市長は「一世代に一度の決断だ」と述べた。一方、反対派のアデイェミ市議は「費用が膨らむ恐れがあり、交通の便が最も必要なイーストサイドが取り残される」と批判した。',
  '財源の柱となる売上税の０・５％引き上げは、２０２７年３月の住民投票で承認される必要がある。',
];

const towanJapanese: FixtureArticle = {
  id: 'towan-nippo-harbourline-vote',
  path: '/kokusai/20261021-harbourline.html',
  event: 'port-aldous-transit',
  kind: 'article',
  contentType: 'text/html',
  charset: 'shift_jis',
  charsetSource: 'header',
  expected: {
    title: 'ポート・アルダス市議会、ＬＲＴ計画を可決',
    authors: ['佐伯美咲'],
    publishedAt: '2026-10-21T00:00:00.000Z',
    language: 'ja',
    siteName: TOWAN_SITE,
    image: '/images/towan-harbourline.svg',
  },
  keySentences: [
    '財源の柱となる売上税の０・５％引き上げは、２０２７年３月の住民投票で承認される必要がある。',
  ],
  boilerplate: ['アクセスランキング'],
  render(baseUrl) {
    const title = this.expected.title;
    return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="Shift_JIS">
<title>${esc(title)}｜${TOWAN_SITE}</title>
<meta property="og:site_name" content="${TOWAN_SITE}">
<meta property="og:title" content="${esc(title)}">
<meta property="og:locale" content="ja_JP">
<meta property="og:image" content="${baseUrl}${this.expected.image}">
<meta property="article:published_time" content="2026-10-21T09:00:00+09:00">
${jsonLd({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: title,
  datePublished: '2026-10-21T09:00:00+09:00',
  author: { '@type': 'Person', name: '佐伯美咲' },
  publisher: { '@type': 'Organization', name: TOWAN_SITE },
  inLanguage: 'ja',
})}
</head>
<body>
<div id="header"><a href="/">東湾日報</a><ul class="gnav"><li><a href="/seiji">政治</a></li><li><a href="/keizai">経済</a></li><li><a href="/kokusai">国際</a></li><li><a href="/sports">スポーツ</a></li></ul></div>
<div id="main">
  <h1>${esc(title)}</h1>
  <p class="date">２０２６年１０月２１日 ９時００分</p>
  <div class="article-body">
${paragraphs(TOWAN_BODY)}
  </div>
</div>
<div id="side"><h2>アクセスランキング</h2><ol><li>港の花火大会、今年は中止</li><li>新型フェリー就航へ</li></ol></div>
<div id="footer">Copyright (C) 東湾日報 All rights reserved.</div>
</body>
</html>`;
  },
};

export const PORT_ALDOUS_ARTICLES: readonly FixtureArticle[] = [
  gazetteVote,
  bprReferendum,
  pressRelease,
  towanJapanese,
];
