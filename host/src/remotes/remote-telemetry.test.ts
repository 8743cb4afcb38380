import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('remote telemetry', () => {
  const beacon = vi.fn((_url: string, _body: Blob) => true);
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  // jsdom's Blob has no text(): read it as a page would have to.
  const read = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  const sent = async () => {
    vi.useRealTimers(); // FileReader reports on a timer
    return Promise.all(
      beacon.mock.calls.map(async ([url, body]) => ({ url, body: JSON.parse(await read(body)) })),
    );
  };

  it('sends the events of a page in one beacon, after the page has loaded', async () => {
    const { reportRemoteEvent } = await import('./remote-telemetry');
    reportRemoteEvent({ remote: 'reader', version: '0.1.0-abc', kind: 'load', load_ms: 120 });
    reportRemoteEvent({ remote: 'entity', version: '0.1.0-def', kind: 'render_error' });
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(await sent()).toEqual([
      {
        url: '/api/telemetry',
        body: {
          events: [
            { remote: 'reader', version: '0.1.0-abc', kind: 'load', load_ms: 120 },
            { remote: 'entity', version: '0.1.0-def', kind: 'render_error' },
          ],
        },
      },
    ]);
  });

  it('sends what is queued when the page is left, and skips remotes without a release version', async () => {
    const { reportRemoteEvent } = await import('./remote-telemetry');
    reportRemoteEvent({ remote: 'reader', version: undefined, kind: 'load', load_ms: 5 });
    reportRemoteEvent({ remote: 'reader', version: 'dev', kind: 'load', load_ms: 5 });
    reportRemoteEvent({ remote: 'builder', version: '0.2.0-x1', kind: 'load_failure' });
    dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(5000); // the batch timer was cancelled: nothing is sent twice
    expect((await sent()).map((call) => call.body.events)).toEqual([
      [{ remote: 'builder', version: '0.2.0-x1', kind: 'load_failure' }],
    ]);
  });
});
