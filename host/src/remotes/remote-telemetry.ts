import { remoteHealthPaths, type TelemetryEvent } from '@cairn/shared/contracts/remote-health';

// How remote screens load for this visitor, reported to the server (POST /api/telemetry) so that ops
// see each remote's health per version and the server can roll a failing canary back. Sent with
// sendBeacon, after the page has loaded and off the critical path; the visitor is the cookie's.

const queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
/** Wait this long after an event for others of the same page, then send them in one beacon. */
const BATCH_DELAY_MS = 2000;
const MAX_BATCH = 50;

let scheduled = false;

function flush() {
  scheduled = false;
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH);
    const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
    // A dropped report costs a figure, never the page: no retry, no error shown.
    navigator.sendBeacon?.(remoteHealthPaths.telemetry(), body);
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  const start = () => {
    if (scheduled) timer = setTimeout(flush, BATCH_DELAY_MS);
  };
  // Never before the page's own load: telemetry must not compete with it.
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/**
 * Queues one event of a released remote (`version` from the registry); a page that is left sends what
 * is queued at once. Remotes without a release version (the dev server's) are not reported.
 */
export function reportRemoteEvent(event: Omit<TelemetryEvent, 'version'> & { version: string | undefined }) {
  if (!event.version || !RELEASE_VERSION.test(event.version)) return;
  queue.push({ ...event, version: event.version });
  schedule();
}

/** releaseVersionSchema's rule, without pulling zod into the host's first chunk for it. */
const RELEASE_VERSION = /^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.]+)?$/;

addEventListener('pagehide', flush);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});
