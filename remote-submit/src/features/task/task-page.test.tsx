import type { TaskResponse } from '@cairn/shared/contracts/tasks';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockReply, type MockRequest, mockFetch } from '../../test/fetch-mock';
import {
  makeCleanResult,
  makeCompletedTask,
  makeResult,
  makeStoryMatch,
  makeTask,
  makeTaskPreview,
  STORY_ID,
  TASK_ID,
} from '../../test/fixtures';
import { makeHost, renderScreen } from '../../test/render';
import TaskPage from './task-page';

interface ServerOptions {
  task: (request: MockRequest) => TaskResponse | MockReply;
  preview?: () => MockReply;
  clean?: () => MockReply;
  semantize?: () => MockReply;
}

const TASK_PATH = `/api/task/${TASK_ID}`;

function fakeServer({ task, preview, clean, semantize }: ServerOptions) {
  return mockFetch((request) => {
    if (request.method === 'GET' && request.path === TASK_PATH) {
      const answer = task(request);
      return answer === 'network-error' || !('task_id' in answer) ? answer : { body: answer };
    }
    if (request.method === 'GET' && request.path === `${TASK_PATH}/preview`) {
      return preview ? preview() : { body: makeTaskPreview() };
    }
    if (request.method === 'POST' && request.path === `${TASK_PATH}/clean`) {
      return clean ? clean() : { body: { success: true, clean_result: makeCleanResult() } };
    }
    if (request.method === 'POST' && request.path === `${TASK_PATH}/semantize`) {
      return semantize ? semantize() : { body: { success: true, semantic_data: {} } };
    }
    throw new Error(`Unexpected request ${request.method} ${request.path}`);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderTaskPage() {
  return renderScreen(<TaskPage host={makeHost()} taskId={TASK_ID} />, {
    path: `/result/${TASK_ID}`,
    routePath: '/result/:taskId',
  });
}

const SEMANTIC_DATA = {
  gist: 'The council approved the light rail.',
  entities: {
    people: [{ name: 'Theo Lindqvist', role: 'mayor', mentions: ['Theo Lindqvist'], description: 'Mayor' }],
    organizations: [{ name: 'Port Aldous City Council', role: null, mentions: [], description: null }],
    locations: [{ name: 'Old Quay', role: null, mentions: [], description: null }],
  },
  claims: [
    {
      text: 'The council voted 7-4 to approve the line.',
      modality: 'official_fact',
      who: 'Port Aldous City Council',
      where: 'Port Aldous',
      when: { date: '2026-10-20', text: 'Tuesday' },
      evidence_references: [{ quote: 'Council voted 7–4 late Tuesday', start: 0, end: 30 }],
      confidence: 0.8,
    },
    {
      text: 'Traffic has grown by a third, he said.',
      modality: 'reported_claim',
      who: null,
      where: null,
      when: { date: null, text: null },
      evidence_references: [{ quote: 'Traffic has grown by a third, he said.' }],
      confidence: 0.85,
    },
  ],
  excluded_claims: [
    {
      text: 'Much of the money depends on voters.',
      modality: 'official_fact',
      excluded_reason: 'no verifiable content',
    },
  ],
  claims_count: 2,
  excluded_count: 1,
};

beforeEach(() => {
  vi.useFakeTimers();
  // TanStack Query hands results to React on a `setTimeout(0)`, which fake timers hold back by a tick;
  // a microtask keeps every timing assertion below on the exact millisecond.
  notifyManager.setScheduler(queueMicrotask);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('task page views (SPEC §2, §4)', () => {
  it("shows the loading view, then the task, with 'Back to Home' to /", async () => {
    fakeServer({ task: () => makeTask({ status: 'pending' }) });
    renderTaskPage();
    expect(screen.getByText('Loading task...')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    await advance(0);
    expect(screen.queryByText('Loading task...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Extraction queued' })).toBeTruthy();
  });

  it('shows the processing view with the named steps', async () => {
    fakeServer({
      task: () =>
        makeTask({
          status: 'extracting',
          current_stage: 'extraction',
          stages: [
            {
              stage: 'preview',
              started_at: '',
              finished_at: '',
              ms: 10,
              tokens: 0,
              outcome: 'next',
            },
          ],
        }),
    });
    renderTaskPage();
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Extracting the article' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Preview: done',
      'Extract: in progress',
      'Clean: waiting',
      'Resolve: waiting',
      'Analyze: waiting',
    ]);
  });

  it('polls every 2 s until completed, then stops', async () => {
    const answers = [
      makeTask({ status: 'pending' }),
      makeTask({ status: 'processing' }),
      makeCompletedTask(),
    ];
    const server = fakeServer({ task: () => answers.shift() ?? makeCompletedTask() });
    renderTaskPage();
    await advance(0);
    expect(server.count('GET', TASK_PATH)).toBe(1);
    await advance(1_999);
    expect(server.count('GET', TASK_PATH)).toBe(1);
    await advance(1);
    expect(server.count('GET', TASK_PATH)).toBe(2);
    expect(screen.getByRole('heading', { name: 'Extracting the article' })).toBeTruthy();
    await advance(2_000);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Council approves Harbourline light rail' }),
    ).toBeTruthy();
    const reads = server.calls.filter((c) => c.path === TASK_PATH).length;
    await advance(10_000);
    expect(server.calls.filter((c) => c.path === TASK_PATH)).toHaveLength(reads);
  });

  it("shows a failed task's error and stops polling", async () => {
    const server = fakeServer({
      task: () => makeTask({ status: 'failed', error: 'The site could not be found.' }),
    });
    renderTaskPage();
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Extraction failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The site could not be found.');
    await advance(10_000);
    expect(server.count('GET', TASK_PATH)).toBe(1);
  });

  it("says 'Unknown error' for a failed task without a reason", async () => {
    fakeServer({ task: () => makeTask({ status: 'failed', error: null }) });
    renderTaskPage();
    await advance(0);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
  });

  it("says 'Failed to fetch task status' when the task cannot be read, and recovers on a later poll", async () => {
    let down = true;
    fakeServer({ task: () => (down ? 'network-error' : makeTask({ status: 'pending' })) });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText('Failed to fetch task status')).toBeTruthy();
    down = false;
    await advance(2_000);
    expect(screen.queryByText('Failed to fetch task status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Extraction queued' })).toBeTruthy();
  });

  it('stops asking for a task the server does not know', async () => {
    const server = fakeServer({ task: () => ({ status: 404, body: { error: 'Task not found' } }) });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText('Failed to fetch task status')).toBeTruthy();
    await advance(10_000);
    expect(server.count('GET', TASK_PATH)).toBe(1);
  });

  it('announces the status politely', async () => {
    fakeServer({ task: () => makeCompletedTask() });
    renderTaskPage();
    await advance(0);
    expect(screen.getByText('Extraction completed', { selector: '[role="status"]' })).toBeTruthy();
  });
});

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

describe('Clean and Semantize (SPEC §4, §8, §9)', () => {
  const uncleaned = () => makeCompletedTask({ clean_result: null, semantic_data: null });

  function actionReads(server: ReturnType<typeof fakeServer>) {
    return server.calls.filter((c) => c.method === 'GET' && c.path === TASK_PATH).length - 1;
  }

  it('opens Semantize once cleaning succeeded: Clean posts, then polls every second', async () => {
    let cleaned = false;
    const server = fakeServer({
      task: () => (cleaned ? makeCompletedTask({ semantic_data: null }) : uncleaned()),
      clean: () => {
        cleaned = true;
        return { body: { success: true, clean_result: makeCleanResult() } };
      },
    });
    renderTaskPage();
    await advance(0);
    const semantize = () => screen.getByRole('button', { name: 'Semantize' }) as HTMLButtonElement;
    expect(semantize().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(0);
    expect(server.count('POST', `${TASK_PATH}/clean`)).toBe(1);
    expect(actionReads(server)).toBe(0);
    await advance(1_000);
    expect(actionReads(server)).toBe(1);
    expect(semantize().disabled).toBe(false);
    expect(screen.getByText('Content cleaned')).toBeTruthy();
  });

  it("says 'Content too short to clean' and keeps Semantize closed", async () => {
    fakeServer({
      task: () =>
        makeCompletedTask({
          clean_result: makeCleanResult({
            is_valid: false,
            message: 'Content too short to clean',
            flags: ['too_short'],
          }),
        }),
    });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(1_000);
    expect(screen.getByText('Content too short to clean', { selector: '[role="alert"]' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Semantize' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    [
      "the server's error",
      { status: 409, body: { error: 'The article is still being extracted' } },
      'The article is still being extracted',
    ],
    ['a network failure', 'network-error' as const, 'Failed to clean content'],
    ['a server failure', { status: 500, body: { error: 'boom' } }, 'Failed to clean content'],
  ])('shows %s when Clean fails', async (_, reply, message) => {
    const server = fakeServer({ task: uncleaned, clean: () => reply });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(0);
    expect(screen.getByText(message, { selector: '[role="alert"]' })).toBeTruthy();
    await advance(5_000);
    expect(actionReads(server)).toBe(0);
  });

  it("gives up cleaning after 30 tries: 'Cleaning timed out - please refresh the page'", async () => {
    const server = fakeServer({ task: uncleaned });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(29_000);
    expect(actionReads(server)).toBe(29);
    expect(screen.queryByText('Cleaning timed out - please refresh the page')).toBeNull();
    await advance(1_000);
    expect(actionReads(server)).toBe(30);
    expect(screen.getByText('Cleaning timed out - please refresh the page')).toBeTruthy();
    await advance(5_000);
    expect(actionReads(server)).toBe(30);
  });

  it('semantizes: first poll after 2 s, then every second, and shows the analysis', async () => {
    let reads = 0;
    const server = fakeServer({
      task: () => {
        reads += 1;
        // The page's own read, then two empty action polls, then the analysis.
        return reads >= 4 ? makeCompletedTask({ semantic_data: SEMANTIC_DATA }) : makeCompletedTask();
      },
    });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Semantize' }));
    await advance(0);
    expect(server.count('POST', `${TASK_PATH}/semantize`)).toBe(1);
    await advance(1_999);
    expect(actionReads(server)).toBe(0);
    await advance(1);
    expect(actionReads(server)).toBe(1);
    await advance(1_000);
    expect(actionReads(server)).toBe(2);
    expect(screen.queryByRole('region', { name: 'Semantic analysis' })).toBeNull();
    await advance(1_000);
    expect(actionReads(server)).toBe(3);
    expect(screen.getByRole('region', { name: 'Semantic analysis' })).toBeTruthy();
    expect(screen.getByText('Semantic analysis ready')).toBeTruthy();
  });

  it("gives up semantizing after 60 tries: 'Semantization timed out - please refresh the page'", async () => {
    const server = fakeServer({ task: () => makeCompletedTask() });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Semantize' }));
    await advance(2_000 + 58_000);
    expect(actionReads(server)).toBe(59);
    expect(screen.queryByText('Semantization timed out - please refresh the page')).toBeNull();
    await advance(1_000);
    expect(actionReads(server)).toBe(60);
    expect(screen.getByText('Semantization timed out - please refresh the page')).toBeTruthy();
    await advance(5_000);
    expect(actionReads(server)).toBe(60);
  });

  it.each([
    [
      "the server's error",
      { status: 409, body: { error: 'Content too short to analyse' } },
      'Content too short to analyse',
    ],
    ['a network failure', 'network-error' as const, 'Failed to semantize content'],
  ])('shows %s when Semantize fails', async (_, reply, message) => {
    fakeServer({ task: () => makeCompletedTask(), semantize: () => reply });
    renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Semantize' }));
    await advance(0);
    expect(screen.getByText(message, { selector: '[role="alert"]' })).toBeTruthy();
  });

  it('stops polling when the page is left', async () => {
    const server = fakeServer({ task: uncleaned });
    const view = renderTaskPage();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clean' }));
    await advance(3_000);
    view.unmount();
    const reads = server.calls.length;
    await advance(10_000);
    expect(server.calls).toHaveLength(reads);
  });
});
