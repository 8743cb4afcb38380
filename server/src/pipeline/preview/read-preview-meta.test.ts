import { describe, expect, it } from 'vitest';
import { readPreviewMeta } from './read-preview-meta';

const PAGE = 'https://news.example/2026/10/story';

describe('readPreviewMeta', () => {
  it('reads the card from the head, resolving images and the favicon against the page', () => {
    const html = `<html><head><title>Doc title</title>
<meta property="og:title" content="Harbour board votes">
<meta property="og:image" content="/img/lead.jpg">
<link rel="icon" href="//cdn.news.example/favicon.png"></head><body></body></html>`;
    expect(readPreviewMeta(html, PAGE, null)).toMatchObject({
      title: 'Harbour board votes',
      thumbnail_url: 'https://news.example/img/lead.jpg',
      favicon: 'https://cdn.news.example/favicon.png',
      domain: 'news.example',
    });
  });

  it('never keeps a javascript:, data: or file: image or icon, and falls back to the next http(s) one', () => {
    const html = `<html><head>
<meta property="og:image" content="javascript:alert(1)">
<meta property="og:image:secure_url" content="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">
<meta name="twitter:image" content="https://cdn.news.example/card.jpg">
<link rel="icon" href=" JAVASCRIPT:alert(1)"></head></html>`;
    const meta = readPreviewMeta(html, PAGE, null);
    expect(meta.thumbnail_url).toBe('https://cdn.news.example/card.jpg');
    expect(meta.favicon).toBe('https://news.example/favicon.ico');

    const none = readPreviewMeta(
      '<head><meta property="og:image" content="file:///etc/passwd"><meta name="twitter:image" content="vbscript:x"></head>',
      PAGE,
      null,
    );
    expect(none.thumbnail_url).toBeNull();
  });

  it('cuts a pasted text between characters, never inside one (jsonb refuses half a surrogate pair)', () => {
    const long = (before: number) => `${'a'.repeat(before)}🌊${' and the river rose'.repeat(20)}`;
    expect(readPreviewMeta(null, null, long(156)).title).toBe(`${'a'.repeat(156)}…`);
    expect(readPreviewMeta(null, null, long(279)).description).toBe('a'.repeat(279));
    expect(readPreviewMeta(null, null, long(278)).description).toBe(`${'a'.repeat(278)}🌊`);
  });

  it('cuts a long first sentence at the end of a word', () => {
    // ECB+ 16_1ecb: its story was titled '…outside his house in a gang-plagued se…'.
    const text =
      "Two possible gang members are under arrest for the assassination-style murder of a Los Angeles County sheriff's deputy outside his house in a gang-plagued section of the city last summer, police said Saturday.\nThe deputy was shot in August.";
    expect(readPreviewMeta(null, null, text).title).toBe(
      "Two possible gang members are under arrest for the assassination-style murder of a Los Angeles County sheriff's deputy outside his house in a gang-plagued…",
    );
  });

  it('titles a pasted text with its first line after a dateline', () => {
    const text =
      '9 September 2013, 14: 08\nParis: Jewellery Stolen In Casty Shop Raid\nJewellery worth £1.7m has been stolen.';
    expect(readPreviewMeta(null, null, text).title).toBe('Paris: Jewellery Stolen In Casty Shop Raid');
  });

  it('describes a pasted text by what is under its title, without the title again or a timestamp line', () => {
    const text =
      'Storm knocks out power across Carrow Valley\nJul 13, 2009 01: 40 PM EDT\n\nA storm cut power to 20,000 homes.\nCrews worked on.';
    expect(readPreviewMeta(null, null, text).description).toBe(
      'A storm cut power to 20,000 homes. Crews worked on.',
    );
  });
});
