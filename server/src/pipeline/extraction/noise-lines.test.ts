import { describe, expect, it } from 'vitest';
import { dropNoiseLines } from './noise-lines';
import type { TextBlock } from './paragraphs';

const p = (text: string, linkChars = 0, tag = 'p'): TextBlock => ({ text, tag, linkChars });
const STORY = p('The harbour board voted on Tuesday to replace the wooden pontoons at the east quay.');

describe('dropNoiseLines', () => {
  it('drops ad labels, teaser links, bylines, date stamps, credits and reading times', () => {
    const teaser = 'Read more: Harbour fees to rise in spring';
    const blocks = [
      p('By Ada Quill'),
      p('May 2, 2026 at 10:05 a.m. EDT | Updated May 2, 2026 at 3:47 p.m. EDT'),
      p('4 min read'),
      STORY,
      p('Advertisement'),
      p(teaser, teaser.length - 11),
      p('The quay at dusk. Photo: Harbour Board'),
      STORY,
    ];
    expect(dropNoiseLines(blocks)).toEqual([STORY, STORY]);
  });

  it('drops the repeated headline and article-info fields before the story, contacts and promos after it', () => {
    const blocks = [
      p('Pontoons to be replaced', 0, 'h3'),
      p('Details', 0, 'dt'),
      p('Category: Harbour'),
      STORY,
      p('Subscribe to get the harbour newsletter every Friday.', 9),
      p('Media contact'),
      p('Jo Bloggs, Harbour Board, 01632 960 000'),
    ];
    expect(dropNoiseLines(blocks, 'Pontoons to be replaced')).toEqual([STORY]);
  });

  it('drops tag lines, credit lines, kicker teasers and the headline below an alert form', () => {
    const blocks = [
      p('Enter your e-mail address to set up e-mail alerts.'),
      p('Pontoons to be replaced', 0, 'h1'),
      p('Courtesy Harbour Board'),
      STORY,
      p('IN TOWN: Quay fees to rise', 20),
      p('(MORE: Five storms that changed the harbour)', 40),
      STORY,
      p('Topics: harbour, quay, pontoons'),
    ];
    expect(dropNoiseLines(blocks, 'Pontoons to be replaced')).toEqual([STORY, STORY]);
  });

  it("drops print-edition notes, gallery buttons, timestamps ending in p.m., short credit sentences and a wire agency's standards line, keeps corrections", () => {
    const correction = p('Correction: September 19, 2016');
    const blocks = [
      p('Updated on September 19 at 3:15 p.m.'),
      STORY,
      p('View Images'),
      p('4 PHOTOS'),
      p('Story Continued Below'),
      p('Photography by Ada Quill.'),
      STORY,
      correction,
      STORY,
      p('A version of this article appears in print on May 3, 2026, on Page A1 of the Harbour edition.'),
      p('On Twitter: Follow Ada Quill and get more harbour coverage at HarbourNews.'),
      p('Our Standards: The Thomson Reuters Trust Principles.'),
    ];
    expect(dropNoiseLines(blocks)).toEqual([STORY, STORY, correction, STORY]);
  });

  it('drops the headline when it comes again further down, also when the title still carries the site name', () => {
    const blocks = [
      STORY,
      STORY,
      STORY,
      STORY,
      STORY,
      STORY,
      p('Pontoons to be replaced at the east quay'),
      STORY,
    ];
    expect(dropNoiseLines(blocks, 'Pontoons to be replaced at the east quay - Example News')).toEqual(
      Array(7).fill(STORY),
    );
  });

  it('keeps a list that ends the story, and keeps everything when nothing reads like a sentence', () => {
    const list = [STORY, p('Work starts in January', 0, 'li'), p('It takes ten weeks', 0, 'li')];
    expect(dropNoiseLines(list)).toEqual(list);
    const labels = [p('Harbour photos'), p('Quay')];
    expect(dropNoiseLines(labels)).toEqual(labels);
  });
});
