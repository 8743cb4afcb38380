/**
 * Coverage of a fictional event: the Alder River flood in Millbrook, Wendover County (October 2026).
 * Every person, place, publisher and figure here is invented. The publishers disagree a little on
 * numbers and emphasis, as real coverage does.
 */
import { esc, jsonLd, paragraphs } from './html';
import type { FixtureArticle } from './types';

// ---------------------------------------------------------------------------------------------------
// The Millbrook Ledger: local daily. JSON-LD NewsArticle + OpenGraph, <article>, comments, related
// links, a cookie banner and a newsletter footer (neither may be mistaken for a wall).

const LEDGER_SITE = 'The Millbrook Ledger';

function ledgerPage(opts: {
  baseUrl: string;
  path: string;
  title: string;
  description: string;
  section: string;
  jsonLdData: object;
  ogType: string;
  image: string | null;
  main: string;
  extraHead?: string;
}): string {
  const url = `${opts.baseUrl}${opts.path}`;
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>${esc(opts.title)} | ${LEDGER_SITE}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${esc(opts.description)}">
<link rel="canonical" href="${url}">
<meta property="og:site_name" content="${LEDGER_SITE}">
<meta property="og:type" content="${opts.ogType}">
<meta property="og:title" content="${esc(opts.title)}">
<meta property="og:description" content="${esc(opts.description)}">
<meta property="og:url" content="${url}">
${opts.image ? `<meta property="og:image" content="${opts.baseUrl}${opts.image}">` : ''}
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/static/ledger.css">
${jsonLd(opts.jsonLdData)}
${opts.extraHead ?? ''}
</head>
<body class="ledger ledger--${opts.section.toLowerCase()}">
<div id="onetrust-banner-sdk" class="cookie-banner" role="region" aria-label="Cookie notice">
  <p>We use cookies to understand how the Ledger is read. <a href="/privacy">Cookie settings</a></p>
  <button id="onetrust-accept-btn-handler">Accept all cookies</button>
</div>
<header class="site-header">
  <a class="logo" href="/">The Millbrook Ledger</a>
  <span class="tagline">Serving Wendover County since 1889</span>
  <nav aria-label="Sections">
    <ul>
      <li><a href="/news">News</a></li><li><a href="/weather">Weather</a></li><li><a href="/sports">Sports</a></li>
      <li><a href="/opinion">Opinion</a></li><li><a href="/obituaries">Obituaries</a></li><li><a href="/e-edition">E-Edition</a></li>
    </ul>
  </nav>
  <a class="header-subscribe" href="/subscribe">Subscribe</a> <a href="/login">Already a subscriber? Log in</a>
</header>
<main id="content">
${opts.main}
<section class="related-stories" aria-labelledby="related-h">
  <h2 id="related-h">More from the Ledger</h2>
  <ul>
    <li><a href="/news/2026/10/09/school-board-approves-new-bus-routes">School board approves new bus routes for Fenwick Park</a></li>
    <li><a href="/news/2026/10/08/harvest-fair-draws-record-crowd">Harvest fair draws record crowd despite drizzle</a></li>
    <li><a href="/sports/2026/10/10/millbrook-otters-clinch-regional-title">Millbrook Otters clinch regional title in overtime</a></li>
  </ul>
</section>
</main>
<footer class="site-footer">
  <div class="newsletter-signup">
    <h2>Get the Morning Ledger</h2>
    <p>Subscribe to our free newsletter for the day's top Wendover County stories in your inbox.</p>
    <form action="/newsletter" method="post"><input type="email" name="email" placeholder="you@example.com"><button>Sign up</button></form>
  </div>
  <p>&copy; 2026 Millbrook Ledger Publishing Co. 14 Foundry Row, Millbrook. <a href="/privacy">Privacy policy</a> &middot; <a href="/terms">Terms of use</a> &middot; <a href="/contact">Contact the newsroom</a></p>
</footer>
<script src="/static/ledger.js" defer></script>
</body>
</html>`;
}

const LEDGER_FLOOD_BODY = [
  'MILLBROOK — The Alder River crested at 22.4 feet early Monday, the highest level ever recorded at the Station Bridge gauge, sending water over the Mill Street levee and forcing about 1,200 residents of Lower Town and Fenwick Park from their homes.',
  'The river topped the levee shortly after 3 a.m., according to Wendover County Emergency Management Director Luis Brennan, who said crews had spent most of Sunday night stacking sandbags along the lowest stretch near the old grain elevator. "We bought the neighborhood a few hours," Brennan said. "It wasn\'t enough to hold it."',
  'The previous record at the gauge, 20.1 feet, was set in April 1987. Flood stage is 15 feet. The Northern Plains Weather Office said 7.9 inches of rain had fallen on the upper Alder watershed in the 72 hours before the crest.',
  'Mayor Dana Okafor ordered a mandatory evacuation of everything east of Canal Street at 1:40 a.m. Firefighters and volunteers went door to door with flashlights and bullhorns. By sunrise, the Red Barn Diner on Mill Street had water up to its window ledges and the Route 9 bridge was closed to all traffic.',
  'No deaths had been reported as of Monday evening. Fire Chief Harriet Vance said a 67-year-old man was taken off the roof of his house on Tanner Lane by boat around 6 a.m., and two firefighters were treated for hypothermia and released.',
  'About 300 people spent Monday night in the gymnasium at Millbrook High School, which the county opened as a shelter. Volunteers from the Valley Aid Network served soup and handed out blankets, phone chargers and pet food.',
  'County officials put the preliminary count of damaged homes at 340 but cautioned that the number would change once inspectors could reach the neighborhoods. The city issued a boil-water notice for all addresses east of Canal Street after the Lower Town pumping station lost power.',
  'Okafor said she had asked Governor Alan Whitcombe to declare a state of emergency for Wendover County, which would open the way for state cleanup money. "Millbrook has been through floods before," she told reporters outside City Hall. "We will get through this one, but not alone."',
  'Forecasters expect the river to fall below flood stage by Wednesday afternoon if no more rain arrives.',
];

const ledgerFlood: FixtureArticle = {
  id: 'millbrook-ledger-flood-crest',
  path: '/news/2026/10/12/alder-river-crests-at-record-level-1200-evacuated',
  event: 'millbrook-flood',
  kind: 'article',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'Alder River crests at record level, forcing 1,200 from homes in Millbrook',
    authors: ['Priya Raman'],
    publishedAt: '2026-10-12T23:40:00.000Z',
    language: 'en',
    siteName: LEDGER_SITE,
    image: '/images/ledger-mill-street-flooded.svg',
  },
  keySentences: [
    'The previous record at the gauge, 20.1 feet, was set in April 1987.',
    'About 300 people spent Monday night in the gymnasium at Millbrook High School, which the county opened as a shelter.',
  ],
  boilerplate: ['School board approves new bus routes for Fenwick Park', 'Get the Morning Ledger'],
  render(baseUrl) {
    const title = this.expected.title;
    return ledgerPage({
      baseUrl,
      path: this.path,
      title,
      section: 'News',
      ogType: 'article',
      image: this.expected.image,
      description:
        'Water topped the Mill Street levee early Monday; about 300 people spent the night in a shelter.',
      extraHead: `<meta property="article:published_time" content="2026-10-12T18:40:00-05:00">
<meta property="article:modified_time" content="2026-10-12T21:05:00-05:00">
<meta property="article:section" content="News">
<meta name="author" content="Priya Raman">`,
      jsonLdData: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: title,
        description:
          'Water topped the Mill Street levee early Monday; about 300 people spent the night in a shelter.',
        datePublished: '2026-10-12T18:40:00-05:00',
        dateModified: '2026-10-12T21:05:00-05:00',
        author: [{ '@type': 'Person', name: 'Priya Raman', url: `${baseUrl}/staff/priya-raman` }],
        publisher: {
          '@type': 'NewsMediaOrganization',
          name: LEDGER_SITE,
          logo: { '@type': 'ImageObject', url: `${baseUrl}/images/ledger-logo.svg` },
        },
        image: [`${baseUrl}${this.expected.image}`],
        mainEntityOfPage: `${baseUrl}${this.path}`,
        isAccessibleForFree: true,
        inLanguage: 'en-US',
      },
      main: `<article class="story">
  <p class="kicker"><a href="/weather">Alder River flood</a></p>
  <h1 class="story-headline">${esc(title)}</h1>
  <p class="story-dek">Water topped the Mill Street levee early Monday; about 300 people spent the night in a shelter.</p>
  <div class="byline">By <a rel="author" href="/staff/priya-raman">Priya Raman</a>, Staff writer
    <time datetime="2026-10-12T18:40:00-05:00">Oct. 12, 2026, 6:40 p.m.</time>
    <span class="updated">Updated <time datetime="2026-10-12T21:05:00-05:00">9:05 p.m.</time></span></div>
  <figure class="lead-image">
    <img src="${this.expected.image}" alt="Brown floodwater fills Mill Street up to the shop windows" width="1200" height="675">
    <figcaption>Floodwater on Mill Street in Lower Town on Monday morning. <span class="credit">Photo: Owen Pell / The Millbrook Ledger</span></figcaption>
  </figure>
  <div class="story-body">
${paragraphs(LEDGER_FLOOD_BODY)}
  </div>
  <div class="share-tools"><a href="#">Share on social</a> <a href="#">Email</a> <a href="#">Print</a></div>
</article>
<section id="comments" class="comments">
  <h2>Comments (3)</h2>
  <ol>
    <li class="comment"><strong>riverrat_58</strong> My grandfather talked about 1987 his whole life. Never thought we'd see worse.</li>
    <li class="comment"><strong>J. Castellanos</strong> Thank you to the volunteers at the high school. They were amazing with the kids.</li>
    <li class="comment"><strong>Fenwick mom</strong> Does anyone know if the boil-water notice covers Birch Street?</li>
  </ol>
  <p><a href="/login">Log in to comment</a></p>
</section>`,
    });
  },
};

const LIVE_UPDATES: { time: string; iso: string; headline: string; text: string }[] = [
  {
    time: '6:10 a.m.',
    iso: '2026-10-12T06:10:00-05:00',
    headline: 'Evacuation order covers everything east of Canal Street',
    text: "Mayor Dana Okafor's mandatory evacuation order, issued at 1:40 a.m., covers every address east of Canal Street, including all of Lower Town and Fenwick Park. Residents who need a ride can call the city hotline at 555-0142.",
  },
  {
    time: '7:25 a.m.',
    iso: '2026-10-12T07:25:00-05:00',
    headline: 'Man rescued from roof on Tanner Lane',
    text: 'Fire Chief Harriet Vance confirms a boat crew took a 67-year-old man off the roof of his house on Tanner Lane around 6 a.m. He was cold but unhurt, she said.',
  },
  {
    time: '9:50 a.m.',
    iso: '2026-10-12T09:50:00-05:00',
    headline: 'River reaches 22.4 feet, a new record',
    text: 'The Station Bridge gauge read 22.4 feet at 4 a.m. and has held steady since, according to the Northern Plains Weather Office. The old record was 20.1 feet in April 1987.',
  },
  {
    time: '12:15 p.m.',
    iso: '2026-10-12T12:15:00-05:00',
    headline: 'Shelter open at Millbrook High School',
    text: 'The county has opened the Millbrook High School gymnasium as a shelter. Pets are welcome if they are leashed or crated. The Valley Aid Network is collecting blankets and dry socks at the front entrance.',
  },
  {
    time: '3:30 p.m.',
    iso: '2026-10-12T15:30:00-05:00',
    headline: 'Boil-water notice for Lower Town',
    text: 'The city has issued a boil-water notice for all addresses east of Canal Street after the Lower Town pumping station lost power. Bring water to a rolling boil for one minute before drinking or cooking with it.',
  },
];

const ledgerLiveBlog: FixtureArticle = {
  id: 'millbrook-ledger-live-blog',
  path: '/live/2026/10/12/alder-river-flood-live-updates',
  event: 'millbrook-flood',
  kind: 'live_blog',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'Live updates: Alder River flood in Millbrook',
    authors: ['Priya Raman', 'Sam Whitfield'],
    publishedAt: '2026-10-12T11:05:00.000Z',
    language: 'en',
    siteName: LEDGER_SITE,
    image: '/images/ledger-live-flood.svg',
  },
  keySentences: [
    'The Station Bridge gauge read 22.4 feet at 4 a.m. and has held steady since, according to the Northern Plains Weather Office.',
    'Pets are welcome if they are leashed or crated.',
  ],
  boilerplate: ['Harvest fair draws record crowd despite drizzle'],
  render(baseUrl) {
    const title = this.expected.title;
    const updates = [...LIVE_UPDATES].reverse();
    return ledgerPage({
      baseUrl,
      path: this.path,
      title,
      section: 'Live',
      ogType: 'article',
      image: this.expected.image,
      description:
        'The latest on the Alder River flood, evacuations, shelters and road closures in Millbrook.',
      extraHead: '<meta property="article:published_time" content="2026-10-12T06:05:00-05:00">',
      jsonLdData: {
        '@context': 'https://schema.org',
        '@type': 'LiveBlogPosting',
        headline: title,
        datePublished: '2026-10-12T06:05:00-05:00',
        dateModified: '2026-10-12T15:30:00-05:00',
        coverageStartTime: '2026-10-12T06:05:00-05:00',
        author: [
          { '@type': 'Person', name: 'Priya Raman' },
          { '@type': 'Person', name: 'Sam Whitfield' },
        ],
        publisher: { '@type': 'NewsMediaOrganization', name: LEDGER_SITE },
        image: `${baseUrl}${this.expected.image}`,
        liveBlogUpdate: LIVE_UPDATES.map((update) => ({
          '@type': 'BlogPosting',
          headline: update.headline,
          datePublished: update.iso,
          articleBody: update.text,
        })),
      },
      main: `<article class="live-blog">
  <span class="live-badge" aria-label="Live coverage">LIVE</span>
  <h1>${esc(title)}</h1>
  <p class="byline">By Priya Raman and Sam Whitfield &middot; Started <time datetime="2026-10-12T06:05:00-05:00">6:05 a.m.</time></p>
  <div class="live-summary"><h2>What we know</h2><ul>
    <li>The Alder River crested at a record 22.4 feet.</li>
    <li>About 1,200 residents are under a mandatory evacuation order.</li>
    <li>A shelter is open at Millbrook High School.</li>
  </ul></div>
  <ol class="live-updates">
${updates
  .map(
    (update) => `    <li class="live-update" id="update-${update.iso.slice(11, 16).replace(':', '')}">
      <time datetime="${update.iso}">${update.time}</time>
      <h2>${esc(update.headline)}</h2>
      <p>${esc(update.text)}</p>
    </li>`,
  )
  .join('\n')}
  </ol>
</article>`,
    });
  },
};

const OTTERS_BODY = [
  'MILLBROOK — Tessa Lund scored 2:41 into overtime on Saturday night, and the Millbrook Otters beat the Kestrel Falls Hawks 3-2 to win the Northern Valley regional hockey title for the first time since 2014.',
  "Lund, a junior forward, picked up a loose puck at the blue line, cut across the slot and lifted a backhand over goalie Rhys Aldana's shoulder. The 900 fans packed into the Wendover Ice Centre spilled onto the boards before the referees could clear the ice.",
  "Kestrel Falls led 2-1 until midway through the third period, when defenseman Marcus Obi's point shot deflected in off a Hawks skate. Otters goalie Anya Petrov made 31 saves, 12 of them in the third.",
  '"We talked all week about staying patient," coach Glen Haraway said. "Nobody panicked when we went down. That is what this group has been all year."',
  'The Otters will play Ashby Crossing in the state semifinal on Oct. 24 in Port Aldous.',
];

const ledgerOtters: FixtureArticle = {
  id: 'millbrook-ledger-otters-title',
  path: '/sports/2026/10/10/millbrook-otters-clinch-regional-title',
  event: 'millbrook-hockey',
  kind: 'article',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'Millbrook Otters clinch regional title in overtime',
    authors: ['Dev Malhotra'],
    publishedAt: '2026-10-11T04:15:00.000Z',
    language: 'en',
    siteName: LEDGER_SITE,
    image: '/images/ledger-otters-celebrate.svg',
  },
  keySentences: ['Otters goalie Anya Petrov made 31 saves, 12 of them in the third.'],
  boilerplate: ['School board approves new bus routes for Fenwick Park'],
  render(baseUrl) {
    const title = this.expected.title;
    return ledgerPage({
      baseUrl,
      path: this.path,
      title,
      section: 'Sports',
      ogType: 'article',
      image: this.expected.image,
      description: "Tessa Lund's backhand in overtime gives Millbrook its first regional title since 2014.",
      jsonLdData: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: title,
        datePublished: '2026-10-10T23:15:00-05:00',
        author: { '@type': 'Person', name: 'Dev Malhotra' },
        publisher: { '@type': 'NewsMediaOrganization', name: LEDGER_SITE },
        image: `${baseUrl}${this.expected.image}`,
        articleSection: 'Sports',
      },
      main: `<article class="story story--sports">
  <h1 class="story-headline">${esc(title)}</h1>
  <div class="byline">By <a rel="author" href="/staff/dev-malhotra">Dev Malhotra</a>
    <time datetime="2026-10-10T23:15:00-05:00">Oct. 10, 2026</time></div>
  <figure><img src="${this.expected.image}" alt="Otters players pile onto each other at center ice"></figure>
  <div class="story-body">
${paragraphs(OTTERS_BODY)}
  </div>
</article>`,
    });
  },
};

// ---------------------------------------------------------------------------------------------------
// Valley Courier: regional paper. No JSON-LD: OpenGraph, article:* meta, meta author; div soup.

const COURIER_SITE = 'Valley Courier';

const COURIER_BODY = [
  'Water began to pull back from the streets of Millbrook on Tuesday, leaving a line of brown silt on storefronts and a long list of questions about the Mill Street levee.',
  'The Alder River had fallen to 19.6 feet at the Station Bridge gauge by noon, down from a record crest of 22.4 feet early Monday. Wendover County crews started pumping out basements on Tanner Lane and Birch Street in the afternoon, and the first residents of Lower Town were allowed back to look at their homes for two hours under police escort.',
  '"You can smell it before you see it," said Rosalind Achebe, 54, standing in the doorway of the house on Birch Street where she has lived for 26 years. The water had reached the second step of her staircase. "Everything on the ground floor is gone. The photos are upstairs, thank God."',
  'County Emergency Management Director Luis Brennan said inspectors had looked at 212 homes by Tuesday evening and marked 41 as unsafe to enter. The county still estimates that about 340 homes were damaged. Brennan asked residents not to drive through standing water, which may hide washed-out pavement.',
  'The levee itself is now the focus. Built in 1962 and raised by two feet after the 1987 flood, the Mill Street levee was listed as "minimally acceptable" in a 2023 state inspection report. City council member Arturo Benítez said on Tuesday that he would ask for an independent review. "People were told this wall would hold," he said. "We need to know why it didn\'t."',
  'Mayor Dana Okafor said the city would not speculate about the levee until engineers had examined it. Governor Alan Whitcombe declared a state of emergency for Wendover County late Monday, making the county eligible for state cleanup assistance.',
  'The shelter at Millbrook High School will stay open at least through Thursday. The boil-water notice for addresses east of Canal Street remains in effect.',
];

const courierRecovery: FixtureArticle = {
  id: 'valley-courier-water-recedes',
  path: '/local/millbrook-flood-water-recedes-levee-questions',
  event: 'millbrook-flood',
  kind: 'article',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'As floodwater recedes in Millbrook, questions turn to the Mill Street levee',
    authors: ['Marcus Bell', 'Elena Ruiz'],
    publishedAt: '2026-10-13T22:15:00.000Z',
    language: 'en',
    siteName: COURIER_SITE,
    image: '/images/courier-silt-line.svg',
  },
  keySentences: [
    'Built in 1962 and raised by two feet after the 1987 flood, the Mill Street levee was listed as "minimally acceptable" in a 2023 state inspection report.',
    'The shelter at Millbrook High School will stay open at least through Thursday.',
  ],
  boilerplate: ['Ashby Crossing approves solar farm', 'Classifieds'],
  render(baseUrl) {
    const title = this.expected.title;
    const url = `${baseUrl}${this.path}`;
    return `<!doctype html>
<html lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>${esc(title)} - ${COURIER_SITE}</title>
<meta property="og:site_name" content="${COURIER_SITE}">
<meta property="og:title" content="${esc(title)}">
<meta property="og:type" content="article">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${baseUrl}${this.expected.image}">
<meta property="og:description" content="Crews pump out basements as residents return to Lower Town for two-hour visits.">
<meta property="article:published_time" content="2026-10-13T22:15:00Z">
<meta property="article:author" content="Marcus Bell">
<meta property="article:author" content="Elena Ruiz">
<meta name="author" content="Marcus Bell, Elena Ruiz">
<meta name="keywords" content="Millbrook, flood, Alder River, levee, Wendover County">
</head>
<body>
<div id="wrapper">
  <div class="topbar">
    <div class="menu"><a href="/">Home</a> | <a href="/local">Local</a> | <a href="/state">State</a> | <a href="/business">Business</a> | <a href="/classifieds">Classifieds</a></div>
    <div class="weather-widget">Millbrook 48&deg;F Rain ending</div>
  </div>
  <div class="breadcrumbs"><a href="/">Home</a> &rsaquo; <a href="/local">Local</a> &rsaquo; Millbrook</div>
  <div class="content-col">
    <div class="headline-block">
      <h1>${esc(title)}</h1>
      <div class="author-line">By Marcus Bell and Elena Ruiz, Valley Courier</div>
      <div class="dateline">Published Tuesday, October 13, 2026 5:15 PM</div>
    </div>
    <div class="photo"><img src="${this.expected.image}" alt="A silt line on a storefront"><div class="caption">A line of silt marks how high the water rose on a Mill Street storefront. (Elena Ruiz / Valley Courier)</div></div>
    <div class="story-text">
${paragraphs(COURIER_BODY)}
    </div>
    <div class="tags">Tags: <a href="/tag/millbrook">Millbrook</a>, <a href="/tag/flood">Flood</a></div>
  </div>
  <div class="rail">
    <div class="most-read"><h3>Most read</h3><ol>
      <li><a href="/local/ashby-crossing-solar">Ashby Crossing approves solar farm</a></li>
      <li><a href="/business/feed-mill-closing">Century-old feed mill to close in December</a></li>
      <li><a href="/state/fishing-licence-fees">State raises fishing licence fees</a></li>
    </ol></div>
    <div class="advert">Advertisement</div>
  </div>
  <div id="footer">Valley Courier &middot; 220 Commerce St., Kestrel Falls &middot; <a href="/subscribe">Subscribe</a> &middot; <a href="/advertise">Advertise</a> &middot; <a href="/classifieds">Classifieds</a></div>
</div>
</body>
</html>`;
  },
};

// ---------------------------------------------------------------------------------------------------
// Northern Wire: wire agency. JSON-LD @graph, microdata, minimal chrome, dateline.

const WIRE_SITE = 'Northern Wire';

const WIRE_BODY = [
  'MILLBROOK, Oct 13 (Northern Wire) - More than 1,100 people were still out of their homes in the river town of Millbrook on Tuesday after the Alder River rose to its highest level on record and broke over a decades-old levee, county officials said.',
  'The river crested at 22.4 feet (6.8 metres) at about 4 a.m. on Monday, more than two feet above the previous record set in 1987, according to the Northern Plains Weather Office. Heavy rain had fallen across the upper watershed for three days.',
  'Governor Alan Whitcombe declared a state of emergency for Wendover County late on Monday. "The damage in Millbrook is serious and it is widespread," Whitcombe said in a statement, adding that state engineers would help assess roads and bridges.',
  'Wendover County emergency management director Luis Brennan put the number of damaged homes at about 340, most of them in the low-lying Lower Town district. No deaths were reported. One man was rescued by boat from the roof of his house.',
  'Millbrook, a town of about 14,000 people, grew up around grain mills on the Alder in the 19th century. Its downtown sits on a flat bend of the river protected by the Mill Street levee, which was built in 1962.',
  'Insurance industry analysts said it was too early to estimate losses. Many homeowners in Lower Town do not carry flood insurance, local officials said.',
];

const wireFlood: FixtureArticle = {
  id: 'northern-wire-state-of-emergency',
  path: '/world/us/millbrook-flood-state-of-emergency-2026-10-13',
  event: 'millbrook-flood',
  kind: 'article',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'Governor declares emergency as record flood swamps river town of Millbrook',
    authors: ['Tomasz Wilk'],
    publishedAt: '2026-10-13T14:05:00.000Z',
    language: 'en',
    siteName: WIRE_SITE,
    image: '/images/wire-millbrook-aerial.svg',
  },
  keySentences: [
    'Millbrook, a town of about 14,000 people, grew up around grain mills on the Alder in the 19th century.',
  ],
  boilerplate: ['Markets close higher as energy shares rally'],
  render(baseUrl) {
    const title = this.expected.title;
    const url = `${baseUrl}${this.path}`;
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>${esc(title)} | ${WIRE_SITE}</title>
<meta property="og:title" content="${esc(title)}">
<meta property="og:site_name" content="${WIRE_SITE}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${baseUrl}${this.expected.image}">
${jsonLd({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', '@id': `${baseUrl}/#website`, name: WIRE_SITE, url: `${baseUrl}/` },
    {
      '@type': 'WebPage',
      '@id': `${url}#webpage`,
      url,
      name: title,
      isPartOf: { '@id': `${baseUrl}/#website` },
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'World', item: `${baseUrl}/world` },
          { '@type': 'ListItem', position: 2, name: 'US', item: `${baseUrl}/world/us` },
        ],
      },
    },
    {
      '@type': 'NewsArticle',
      '@id': `${url}#article`,
      isPartOf: { '@id': `${url}#webpage` },
      headline: title,
      datePublished: '2026-10-13T14:05:00Z',
      dateModified: '2026-10-13T16:40:00Z',
      author: [{ '@type': 'Person', name: 'Tomasz Wilk', jobTitle: 'Correspondent' }],
      publisher: { '@type': 'Organization', name: WIRE_SITE },
      image: { '@type': 'ImageObject', url: `${baseUrl}${this.expected.image}`, width: 1600, height: 900 },
      dateline: 'MILLBROOK',
    },
  ],
})}
</head>
<body>
<div class="wire-top"><a href="/">NORTHERN WIRE</a> <a href="/world">World</a> <a href="/business">Business</a> <a href="/markets">Markets</a></div>
<div class="ticker" aria-hidden="true"><span>Markets close higher as energy shares rally</span></div>
<div itemscope itemtype="https://schema.org/NewsArticle" class="wire-story">
  <h1 itemprop="headline">${esc(title)}</h1>
  <div class="meta">By <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Tomasz Wilk</span></span>
    &middot; <time itemprop="datePublished" datetime="2026-10-13T14:05:00Z">October 13, 2026 2:05 PM UTC</time>
    &middot; Updated <time itemprop="dateModified" datetime="2026-10-13T16:40:00Z">2 hours ago</time></div>
  <div itemprop="articleBody" class="wire-body">
${paragraphs(WIRE_BODY, 'wire-para')}
    <p class="wire-credit">(Reporting by Tomasz Wilk in Millbrook; additional reporting by Ana Sousa; editing by Helen Marsh)</p>
  </div>
  <div class="wire-trust">Our Standards: The Northern Wire Trust Principles.</div>
</div>
<div class="wire-footer">All quotes delayed a minimum of 15 minutes. &copy; 2026 Northern Wire. All rights reserved.</div>
</body>
</html>`;
  },
};

// ---------------------------------------------------------------------------------------------------
// Riverside 7 News: TV station site. OpenGraph only, byline link, video player, trending sidebar and a
// comment form guarded by a captcha widget (must not look like a bot wall).

const RIVERSIDE_SITE = 'Riverside 7 News';

const RIVERSIDE_BODY = [
  "MILLBROOK — Rescue boats spent Monday criss-crossing flooded streets in Millbrook's Lower Town after the Alder River burst over the Mill Street levee before dawn.",
  'Firefighter Dale Okonkwo was on one of the first boats out. He said the water on Tanner Lane was moving fast enough to push the boat sideways. "You could hear it more than see it," he told Riverside 7. "Then we saw a flashlight waving from a roof."',
  'That flashlight belonged to a 67-year-old man who had climbed out of an upstairs window when water filled his ground floor. Crews brought him to the staging area at the Canal Street fire station, wrapped in a foil blanket. He did not want to be named but told our crew he was "just glad the dog came too."',
  'Fire Chief Harriet Vance said two of her firefighters were treated for hypothermia after spending hours in waist-deep water. Both have been released. The department borrowed three boats from neighboring Ashby Crossing and Kestrel Falls.',
  'The Alder River crested at 22.4 feet, breaking the 1987 record. About 1,200 people were ordered to leave their homes.',
  'If you need shelter, the county has opened the gym at Millbrook High School. Riverside 7 will have live coverage from Millbrook on all of our evening newscasts.',
];

const riversideRescue: FixtureArticle = {
  id: 'riverside-7-boat-rescues',
  path: '/news/local/boat-crews-pull-residents-from-rooftops-in-millbrook/7-48213',
  event: 'millbrook-flood',
  kind: 'article',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'Boat crews pull residents from rooftops as Alder River floods Millbrook',
    authors: ['Jenna Cho'],
    publishedAt: '2026-10-12T21:30:00.000Z',
    language: 'en',
    siteName: RIVERSIDE_SITE,
    image: '/images/riverside-rescue-boat.svg',
  },
  keySentences: [
    'The department borrowed three boats from neighboring Ashby Crossing and Kestrel Falls.',
    'Firefighter Dale Okonkwo was on one of the first boats out.',
  ],
  boilerplate: ['Trending now', 'First Alert Weather'],
  render(baseUrl) {
    const title = this.expected.title;
    const url = `${baseUrl}${this.path}`;
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)} | ${RIVERSIDE_SITE}</title>
<meta property="og:site_name" content="${RIVERSIDE_SITE}">
<meta property="og:type" content="video.other">
<meta property="og:title" content="${esc(title)}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${baseUrl}${this.expected.image}">
<meta property="og:image:alt" content="A fire department boat on a flooded street">
<meta property="og:video" content="${baseUrl}/video/48213.mp4">
<meta name="twitter:site" content="@riverside7">
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ station: 'R7', section: 'local' });</script>
<script src="https://www.google.com/recaptcha/api.js" async defer></script>
</head>
<body class="page-article">
<header class="r7-header">
  <a class="r7-logo" href="/">Riverside 7</a>
  <nav class="r7-nav"><a href="/news">News</a><a href="/weather">First Alert Weather</a><a href="/traffic">Traffic</a><a href="/sports">Sports</a><a href="/watch">Watch Live</a><a href="/contests">Contests</a></nav>
</header>
<div class="alert-bar">FLOOD WARNING in effect for Wendover County until Wednesday 7 PM</div>
<div class="page">
  <div class="main-col">
    <h1 class="headline">${esc(title)}</h1>
    <div class="article-meta">
      <a rel="author" class="author-name" href="/people/jenna-cho">Jenna Cho</a>
      <span class="timestamp">Published: <time datetime="2026-10-12T16:30:00-05:00">4:30 PM CDT October 12, 2026</time></span>
      <span class="timestamp">Updated: 6:02 PM CDT October 12, 2026</span>
    </div>
    <div class="video-player" data-video-id="48213">
      <video controls poster="${this.expected.image}"><source src="/video/48213.mp4" type="video/mp4"></video>
      <p class="video-caption">VIDEO: Riverside 7's Jenna Cho rides along with a Millbrook rescue crew.</p>
    </div>
    <div class="article-body">
${paragraphs(RIVERSIDE_BODY)}
    </div>
    <div class="comment-form">
      <h3>Join the conversation</h3>
      <form action="/comments" method="post"><textarea name="comment"></textarea><div class="g-recaptcha" data-sitekey="fixture-site-key"></div><button>Post</button></form>
    </div>
  </div>
  <aside class="sidebar">
    <h3>Trending now</h3>
    <ul>
      <li><a href="/news/local/pumpkin-patch">Pumpkin patch maze opens with record size</a></li>
      <li><a href="/sports/otters-title">Otters win regional title in OT thriller</a></li>
      <li><a href="/weather/frost">First frost of the season possible this weekend</a></li>
    </ul>
    <div class="ad-slot">Advertisement</div>
  </aside>
</div>
<footer class="r7-footer">&copy; 2026 Riverside Broadcasting Group. FCC Public File. EEO Report. Closed captioning contact.</footer>
</body>
</html>`;
  },
};

// ---------------------------------------------------------------------------------------------------
// L'Écho du Val: French-language weekly. JSON-LD + OpenGraph (og:locale fr_FR).

const ECHO_SITE = "L'Écho du Val";

const ECHO_BODY = [
  "MILLBROOK — L'Alder est sortie de son lit dans la nuit de dimanche à lundi et a inondé la basse ville de Millbrook, où environ 1 200 habitants ont dû quitter leur logement en pleine nuit.",
  "La rivière a atteint 6,8 mètres à la station du pont de la Gare vers 4 heures du matin, un niveau jamais mesuré depuis l'ouverture de la station. Le précédent record datait d'avril 1987. Selon le service météorologique régional, il est tombé l'équivalent de 200 millimètres de pluie en trois jours sur le haut bassin de la rivière.",
  '« Nous avons frappé à toutes les portes avec des lampes de poche », raconte Mathilde Roy, bénévole de la caserne de Canal Street. « Certaines personnes âgées ne voulaient pas partir. Il a fallu insister. »',
  "La digue de la rue Mill, construite en 1962, a cédé peu après 3 heures. La mairesse Dana Okafor a ordonné l'évacuation obligatoire de tous les quartiers situés à l'est de Canal Street. Un homme de 67 ans a été secouru en bateau sur le toit de sa maison.",
  "Environ 300 personnes ont passé la nuit au gymnase de l'école secondaire de Millbrook, transformé en centre d'hébergement. Le comté évalue à 340 le nombre de maisons endommagées.",
  "Le gouverneur Alan Whitcombe a décrété l'état d'urgence pour le comté de Wendover, ce qui permettra de débloquer des fonds pour le nettoyage. La décrue devrait se poursuivre jusqu'à mercredi.",
];

const echoFrench: FixtureArticle = {
  id: 'echo-du-val-inondation',
  path: '/actualites/2026/10/13/inondation-millbrook-alder-record',
  event: 'millbrook-flood',
  kind: 'article',
  contentType: 'text/html',
  charset: 'utf-8',
  charsetSource: 'header',
  expected: {
    title: 'Inondation historique à Millbrook : 1 200 habitants évacués',
    authors: ['Camille Fournier'],
    publishedAt: '2026-10-13T09:00:00.000Z',
    language: 'fr',
    siteName: ECHO_SITE,
    image: '/images/echo-basse-ville.svg',
  },
  keySentences: [
    "Environ 300 personnes ont passé la nuit au gymnase de l'école secondaire de Millbrook, transformé en centre d'hébergement.",
  ],
  boilerplate: ['Abonnez-vous à notre infolettre'],
  render(baseUrl) {
    const title = this.expected.title;
    const url = `${baseUrl}${this.path}`;
    return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${esc(title)} — ${esc(ECHO_SITE)}</title>
<meta property="og:locale" content="fr_FR">
<meta property="og:site_name" content="${esc(ECHO_SITE)}">
<meta property="og:type" content="article">
<meta property="og:title" content="${esc(title)}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${baseUrl}${this.expected.image}">
<meta property="article:published_time" content="2026-10-13T11:00:00+02:00">
${jsonLd({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: title,
  inLanguage: 'fr-FR',
  datePublished: '2026-10-13T11:00:00+02:00',
  author: { '@type': 'Person', name: 'Camille Fournier' },
  publisher: { '@type': 'Organization', name: ECHO_SITE },
  image: `${baseUrl}${this.expected.image}`,
})}
</head>
<body>
<header><a href="/">L'Écho du Val</a><nav><a href="/actualites">Actualités</a> <a href="/culture">Culture</a> <a href="/sports">Sports</a> <a href="/annonces">Petites annonces</a></nav></header>
<main>
  <article class="article">
    <p class="rubrique">Actualités régionales</p>
    <h1>${esc(title)}</h1>
    <p class="chapeau">La rivière Alder a atteint un niveau record lundi matin et submergé la digue de la rue Mill.</p>
    <p class="signature">Par <span class="auteur">Camille Fournier</span>, le <time datetime="2026-10-13T11:00:00+02:00">13 octobre 2026 à 11 h</time></p>
    <figure><img src="${this.expected.image}" alt="La basse ville sous les eaux"><figcaption>La basse ville de Millbrook sous les eaux, lundi.</figcaption></figure>
${paragraphs(ECHO_BODY)}
  </article>
  <section class="a-lire-aussi"><h2>À lire aussi</h2><ul><li><a href="/culture/festival">Le festival des lanternes reporté</a></li></ul></section>
</main>
<footer><div class="newsletter"><p>Abonnez-vous à notre infolettre gratuite.</p></div><p>© 2026 L'Écho du Val. Tous droits réservés.</p></footer>
</body>
</html>`;
  },
};

// ---------------------------------------------------------------------------------------------------
// Wendover Weekly: a small site served in windows-1252, declared only in a <meta http-equiv>.

const WEEKLY_SITE = 'Wendover Weekly';

const WEEKLY_BODY = [
  'Three days after the Alder River poured through her front door, Inès Moreau was on her knees in Café Rivière scraping silt off the tile floor with a dustpan.',
  '“It’s naïve, maybe, but I’m going to reopen,” said Moreau, 41, who opened the café on Mill Street in 2019 with her brother, Rémi. The water rose to 1.3 metres inside, ruining the espresso machine, the pastry case and the façade’s hand-painted sign.',
  'Moreau estimates the damage at about €38,000 in equipment she imported from France, or roughly $41,000, and she does not have flood insurance. “The agent told me Mill Street was protected by the levee,” she said. “I believed him.”',
  'Neighbours have started a fundraiser, and the Millbrook Chamber of Commerce said on Wednesday that it would offer no-interest bridge loans of up to $15,000 to businesses east of Canal Street. About 60 businesses in Lower Town were damaged in the flood, the chamber said.',
  'Moreau hopes to serve her first café crème again before Christmas. “We’ll be back by Noël,” she said, “even if we’re pouring it from a thermos.”',
];

const weeklyCafe: FixtureArticle = {
  id: 'wendover-weekly-cafe-riviere',
  path: '/stories/2026-10-15-cafe-riviere-owner-vows-to-reopen.html',
  event: 'millbrook-flood',
  kind: 'article',
  contentType: 'text/html',
  charset: 'windows-1252',
  charsetSource: 'meta',
  expected: {
    title: 'Café Rivière’s owner vows to reopen after the flood',
    authors: ['Noël Ferrand'],
    publishedAt: '2026-10-15T14:00:00.000Z',
    language: 'en',
    siteName: WEEKLY_SITE,
    image: '/images/weekly-cafe-riviere.svg',
  },
  keySentences: [
    '“It’s naïve, maybe, but I’m going to reopen,” said Moreau, 41, who opened the café on Mill Street in 2019 with her brother, Rémi.',
    'Moreau estimates the damage at about €38,000 in equipment she imported from France, or roughly $41,000, and she does not have flood insurance.',
  ],
  boilerplate: ['Community calendar'],
  render(baseUrl) {
    const title = this.expected.title;
    return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<title>${esc(title)} - ${WEEKLY_SITE}</title>
<meta property="og:site_name" content="${WEEKLY_SITE}">
<meta property="og:title" content="${esc(title)}">
<meta property="og:image" content="${baseUrl}${this.expected.image}">
<meta name="author" content="Noël Ferrand">
<meta name="date" content="2026-10-15T09:00:00-05:00">
</head>
<body bgcolor="#fdfbf5">
<table width="100%"><tr>
<td class="nav" width="160" valign="top"><a href="/">Home</a><br><a href="/stories">Stories</a><br><a href="/calendar">Community calendar</a><br><a href="/obits">Obituaries</a></td>
<td valign="top">
<h1>${esc(title)}</h1>
<p><i>By Noël Ferrand &mdash; Thursday, October 15, 2026</i></p>
<p><img src="${this.expected.image}" alt="Inès Moreau inside Café Rivière"></p>
${paragraphs(WEEKLY_BODY)}
<p><small>Wendover Weekly is published every Thursday in Millbrook.</small></p>
</td></tr></table>
</body>
</html>`;
  },
};

export const MILLBROOK_ARTICLES: readonly FixtureArticle[] = [
  ledgerFlood,
  courierRecovery,
  wireFlood,
  riversideRescue,
  ledgerLiveBlog,
  echoFrench,
  weeklyCafe,
  ledgerOtters,
];
