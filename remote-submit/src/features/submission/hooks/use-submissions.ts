import type { ApiClient } from '@cairn/shared/api/client';
import type { HostServices } from '@cairn/shared/contracts/exposed-modules';
import type { CheckResponse, PreviewMeta } from '@cairn/shared/contracts/tasks';
import { getCheck } from '@cairn/shared/data/tasks/get-check';
import { getTask } from '@cairn/shared/data/tasks/get-task';
import { postSeed } from '@cairn/shared/data/tasks/post-seed';
import { browserStorage } from '@cairn/shared/storage/safe-storage';
import {
  countWords,
  MIN_TEXT_WORDS,
  NO_LINK_MESSAGE,
  parseSubmission,
} from '@cairn/shared/submission/parse-submission';
import { isValidUserId } from '@cairn/shared/user/user-id';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { serverMessage } from '../../../shared/server-message';
import { newSubmission } from '../model/submission';
import { SubmissionTracker } from '../model/submission-tracker';

// SPEC §8, word for word.
export const NO_TASK_MESSAGE = 'Failed to create extraction task';
export const SUBMIT_FAILED_MESSAGE = 'Something went wrong. Please try again.';

export type SubmitOutcome = { ok: true } | { ok: false; message: string | null; detail?: string };

/** Why a text without a link was not taken: it is shorter than an article. */
export function shortTextDetail(words: number): string {
  return `A pasted text is read as an article from ${MIN_TEXT_WORDS} words; this one has ${words} ${words === 1 ? 'word' : 'words'}.`;
}

function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** What the cache lookup already knows, so the card shows something before the task is read. */
function previewFromCheck(check: CheckResponse, url: string): PreviewMeta {
  return {
    title: check.result?.title ?? null,
    description: check.result?.meta_description ?? null,
    thumbnail_url: check.result?.image_url ?? null,
    site_name: check.result?.site_name ?? null,
    author: check.result?.author ?? null,
    domain: check.result?.domain ?? null,
    url: check.result?.canonical_url ?? url,
    favicon: null,
  };
}

/**
 * The submission box's behaviour (SPEC §2 'Home', §4, §5, §8): parse, look the URL up in the cache,
 * seed, adopt a server-sent user id, and track every submission through SubmissionTracker.
 */
export function useSubmissions(api: ApiClient, host: HostServices) {
  // Timers outlive renders: they read the latest client and host through refs.
  const apiRef = useRef(api);
  const hostRef = useRef(host);
  useEffect(() => {
    apiRef.current = api;
    hostRef.current = host;
  });

  const adoptIfDifferent = useCallback((userId: string | undefined) => {
    // SPEC §6: the server knows this visitor under another id: adopt and store it.
    if (userId && isValidUserId(userId) && userId.toLowerCase() !== hostRef.current.userId.toLowerCase()) {
      hostRef.current.adoptUserId(userId);
    }
  }, []);

  const [tracker] = useState(
    () =>
      new SubmissionTracker({
        storage: browserStorage(),
        api: () => apiRef.current,
        onTaskUserId: adoptIfDifferent,
      }),
  );
  useEffect(() => {
    tracker.start();
    return () => tracker.stop();
  }, [tracker]);
  const submissions = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (rawInput: string): Promise<SubmitOutcome> => {
      const parsed = parseSubmission(rawInput);
      if (parsed.kind === 'empty' || inFlight.current) return { ok: false, message: null };
      // SPEC §5 says 'No link gives "Please submit a valid news article URL"', while §1 and the box's own
      // placeholder ('Paste news URL, text, ...') accept text, and POST /api/seed takes a text of
      // MIN_TEXT_WORDS words or more as an article of its own. Our reading, shared with the server through
      // parse-submission: a text long enough to be an article is submitted as one; anything shorter
      // without a link gets SPEC §5's message, word for word, before any request is made.
      // A visitor who pasted a short news brief is also told why, and what would be taken.
      if (parsed.kind === 'text' && countWords(parsed.text) < MIN_TEXT_WORDS) {
        return { ok: false, message: NO_LINK_MESSAGE, detail: shortTextDetail(countWords(parsed.text)) };
      }
      const input = rawInput.trim();
      inFlight.current = true;
      setSubmitting(true);
      try {
        if (parsed.kind !== 'text') {
          const cached = await lookUpCache(apiRef.current, parsed.url);
          if (cached?.cache_hit && cached.task_id) {
            // SPEC §4: a cache hit goes straight to completed with its note; no task is created.
            const id = newId();
            tracker.add(
              newSubmission({
                id,
                input,
                taskId: cached.task_id,
                createdAt: new Date().toISOString(),
                status: 'completed',
                cacheHit: true,
                preview: previewFromCheck(cached, parsed.url),
              }),
            );
            void showCachedStory(tracker, apiRef.current, id, cached.task_id);
            return { ok: true };
          }
        }
        const reply = await postSeed(apiRef.current, input, hostRef.current.userId);
        if (!reply.task_id) return { ok: false, message: NO_TASK_MESSAGE };
        adoptIfDifferent(reply.user_id);
        tracker.add(
          newSubmission({
            id: newId(),
            input,
            taskId: reply.task_id,
            createdAt: new Date().toISOString(),
            cacheHit: reply.cache_hit ?? false,
          }),
        );
        return { ok: true };
      } catch (error) {
        console.error('Submission failed', error);
        // A refused submission (4xx) carries the server's own sentence, e.g. SPEC §5's
        // 'Please submit a valid news article URL' or why an address cannot be fetched; any other
        // exception is SPEC §8's generic message.
        return { ok: false, message: serverMessage(error, SUBMIT_FAILED_MESSAGE) };
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [tracker, adoptIfDifferent],
  );

  return { submissions, submit, submitting };
}

/** The cache lookup is a shortcut: when it fails, the submission goes through the seed as usual. */
async function lookUpCache(api: ApiClient, url: string): Promise<CheckResponse | null> {
  try {
    return await getCheck(api, url);
  } catch (error) {
    console.warn('Cache lookup failed; submitting the article instead', error);
    return null;
  }
}

/**
 * A cached article already belongs to a story: read the earlier task once for its card and its match,
 * so the 'View Story' button shows. Its user_id is the first submitter's, so it is not adopted.
 */
async function showCachedStory(tracker: SubmissionTracker, api: ApiClient, id: string, taskId: string) {
  try {
    const task = await getTask(api, taskId);
    const meta = task.preview_meta;
    tracker.patch(id, (s) => ({
      ...s,
      // The task's own preview is richer (favicon, description); what it lacks, the lookup keeps.
      preview: meta ? { ...meta, ...(s.preview ? fillGaps(meta, s.preview) : {}) } : s.preview,
      storyMatch: task.story_match ?? s.storyMatch,
    }));
  } catch (error) {
    console.warn('Reading the cached task failed; the card keeps what the cache lookup said', error);
  }
}

/** The fields `primary` lacks (null), taken from `fallback`. */
function fillGaps(primary: PreviewMeta, fallback: PreviewMeta): Partial<PreviewMeta> {
  const gaps: Partial<PreviewMeta> = {};
  for (const key of Object.keys(primary) as (keyof PreviewMeta)[]) {
    if (primary[key] === null && fallback[key] !== null) gaps[key] = fallback[key];
  }
  return gaps;
}
