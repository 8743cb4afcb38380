// The completed view of the task page: the article, its preview, story match, token usage, cleaning and analysis.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  makeCleanResult,
  makeCompletedTask,
  makeResult,
  makeStoryMatch,
  makeTaskPreview,
  STORY_ID,
} from '../../test/fixtures';
import {
  advance,
  fakeServer,
  renderTaskPage,
  SEMANTIC_DATA,
  setupTaskPageTests,
} from './test/task-page-test-kit';

setupTaskPageTests();

describe('completed view (SPEC §2 Task page)', () => {
  it('shows every field of the article and its preview', async () => {
    fakeServer({ task: () => makeCompletedTask() });
    renderTaskPage();
    await advance(0);
    const images = screen.getAllByRole('presentation').map((img) => img.getAttribute('src'));
    expect(images).toContain('https://gazette.example/hero.jpg');
    expect(images).toContain('https://gazette.example/favicon.ico');
    expect(screen.getByText('Port Aldous Gazette')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      'https://facebook.com/gazette',
    );
    expect(screen.getByRole('link', { name: /X \(Twitter\)/ }).getAttribute('href')).toBe(
      'https://x.com/gazette',
    );
    expect(screen.getByText('English')).toBeTruthy();
    expect(screen.getByText('City Hall')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Council approves Harbourline light rail',
    );
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['#transit', '#council']);

    // The facts come first; the cleaning result has its own Title and Author further down.
    const fact = (term: string) =>
      screen.getAllByText(term, { selector: 'dt' })[0]?.nextElementSibling?.textContent;
    expect(fact('Domain')).toBe('gazette.example');
    expect(fact('URL')).toContain('https://gazette.example/news/harbourline');
    expect(fact('Author')).toBe('Daniel Osei');
    expect(fact('Published')).toContain('2026');
    expect(fact('Length')).toBe('296 words · 2 min read');
    expect(fact('Extraction time')).toBe('21 ms');
    expect(fact('Language confidence')).toBe('99%');

    expect(screen.getByText('The council voted 7-4 for the line.')).toBeTruthy();
    expect(screen.getByText('First paragraph of the article.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph of the article.').tagName).toBe('P');
    expect(screen.queryByText(/might not be fully readable/)).toBeNull();
  });

  it('falls back to the task data when the preview call fails', async () => {
    fakeServer({ task: () => makeCompletedTask(), preview: () => 'network-error' });
    renderTaskPage();
    await advance(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Council approves Harbourline light rail',
    );
    expect(screen.getByText('Port Aldous Gazette')).toBeTruthy();
    expect(screen.getByText('en')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch task status')).toBeNull();
  });

  it("shows only the server's checked image, never the page's raw og:image, and no script or data URL", async () => {
    const hostile = makeResult({
      og_metadata: { 'og:image': 'javascript:alert(1)' },
      image_url: 'data:image/svg+xml,<svg onload=alert(1)>',
    });
    fakeServer({
      task: () => makeCompletedTask({ result: hostile }),
      preview: () => ({
        body: makeTaskPreview({
          preview_image: { url: 'javascript:alert(2)' },
          publisher: { ...makeTaskPreview().publisher, favicon: 'file:///etc/passwd' },
        }),
      }),
    });
    renderTaskPage();
    await advance(0);
    expect(screen.queryAllByRole('presentation')).toEqual([]);
  });

  it("falls back to the result's checked image_url while the preview is missing", async () => {
    fakeServer({
      task: () =>
        makeCompletedTask({
          result: makeResult({
            og_metadata: { 'og:image': 'https://gazette.example/raw.jpg' },
            image_url: 'https://gazette.example/lead.jpg',
          }),
        }),
      preview: () => 'network-error',
    });
    renderTaskPage();
    await advance(0);
    const images = screen.getAllByRole('presentation').map((img) => img.getAttribute('src'));
    expect(images).toEqual(['https://gazette.example/lead.jpg']);
  });

  it("warns that the text 'might not be fully readable' when is_readable is false", async () => {
    fakeServer({ task: () => makeCompletedTask({ result: makeResult({ is_readable: false }) }) });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText(/might not be fully readable/)).toBeTruthy();
  });

  it("collapses long content behind 'Show full text'", async () => {
    const paragraphs = Array.from({ length: 8 }, (_, i) => `Paragraph ${i} ${'words '.repeat(60)}`.trim());
    fakeServer({
      task: () => makeCompletedTask({ result: makeResult({ content_text: paragraphs.join('\n\n') }) }),
    });
    renderTaskPage();
    await advance(0);
    expect(screen.queryByText(/^Paragraph 7/)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show full text' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText(/^Paragraph 7/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("shows the story match with 'View Story'", async () => {
    fakeServer({ task: () => makeCompletedTask({ story_match: makeStoryMatch() }) });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText('Found related story (87% match)')).toBeTruthy();
    expect(screen.getByText('Harbourline clears council')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'View Story' }));
    expect(screen.getByText(`Story page ${STORY_ID}`)).toBeTruthy();
  });

  it('shows the token-usage box only when the total is above 0', async () => {
    fakeServer({
      task: () =>
        makeCompletedTask({ token_costs: { extraction: 0, cleaning: 0, semantization: 0, total: 0 } }),
    });
    const first = renderTaskPage();
    await advance(0);
    expect(screen.queryByRole('heading', { name: 'Token usage' })).toBeNull();
    first.unmount();

    vi.unstubAllGlobals();
    fakeServer({
      task: () =>
        makeCompletedTask({
          token_costs: { extraction: 353, cleaning: 353, semantization: 1_000, total: 1_706 },
        }),
    });
    renderTaskPage();
    await advance(0);
    const box = screen.getByRole('region', { name: 'Token usage' });
    expect(within(box).getByText('1,706')).toBeTruthy();
    expect(within(box).getByText('1,000')).toBeTruthy();
  });

  it('shows the cleaning result with its quality flags', async () => {
    fakeServer({
      task: () =>
        makeCompletedTask({
          clean_result: makeCleanResult({
            message: 'Cleaned with 2 notes for review',
            flags: ['missing_author', 'stale_date'],
          }),
        }),
    });
    renderTaskPage();
    await advance(0);
    const box = screen.getByRole('region', { name: 'Cleaning result' });
    expect(within(box).getByText('Valid')).toBeTruthy();
    expect(within(box).getByText('Cleaned with 2 notes for review')).toBeTruthy();
    const flags = within(within(box).getByRole('list', { name: 'Quality flags' })).getAllByRole('listitem');
    expect(flags.map((f) => f.textContent)).toEqual(['Missing author', 'Stale date']);
  });

  it('shows the semantic analysis: summary, entities, admitted and excluded claims', async () => {
    fakeServer({ task: () => makeCompletedTask({ semantic_data: SEMANTIC_DATA }) });
    renderTaskPage();
    await advance(0);
    const analysis = within(screen.getByRole('region', { name: 'Semantic analysis' }));
    expect(analysis.getByText('The council approved the light rail.')).toBeTruthy();
    expect(analysis.getByText('Theo Lindqvist')).toBeTruthy();
    expect(analysis.getAllByText('Port Aldous City Council')).toHaveLength(2);
    expect(analysis.getByText('Old Quay')).toBeTruthy();
    expect(analysis.getByRole('heading', { name: 'Admitted claims (2)' })).toBeTruthy();

    const [first, second] = analysis
      .getAllByRole('listitem')
      .filter((li) => li.tagName === 'LI' && li.closest('ol'));
    const claim = within(first as HTMLElement);
    expect(claim.getByText('Official fact')).toBeTruthy();
    expect(claim.getByText('80% confidence')).toBeTruthy();
    expect(claim.getByText('The council voted 7-4 to approve the line.')).toBeTruthy();
    expect(claim.getByText('Port Aldous City Council')).toBeTruthy();
    expect(claim.getByText('Port Aldous')).toBeTruthy();
    expect(claim.getByText('October 20, 2026')).toBeTruthy();
    expect(claim.getByText('Council voted 7–4 late Tuesday').tagName).toBe('BLOCKQUOTE');
    expect(within(second as HTMLElement).getByText('Reported claim')).toBeTruthy();
    // A quote that is the claim itself is not repeated.
    expect(within(second as HTMLElement).queryByRole('blockquote')).toBeNull();
    expect((second as HTMLElement).querySelector('blockquote')).toBeNull();

    expect(analysis.getByText('Excluded claims (1)')).toBeTruthy();
    expect(analysis.getByText('Much of the money depends on voters.')).toBeTruthy();
    expect(analysis.getByText(/no verifiable content/)).toBeTruthy();
  });

  it('survives semantic data it cannot fully read', async () => {
    fakeServer({
      task: () =>
        makeCompletedTask({ semantic_data: { gist: 42, claims: [{ nope: true }, { text: 'Kept claim.' }] } }),
    });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText('Kept claim.')).toBeTruthy();
    expect(screen.getByText('No summary available')).toBeTruthy();
  });
});
