import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSlot } from './remote-slot';

vi.mock('./load-exposed-module', () => ({ loadExposedModule: vi.fn() }));
vi.mock('./registry', () => ({ liveRemoteVersion: () => '0.1.0-abc123' }));
vi.mock('./remote-telemetry', () => ({ reportRemoteEvent: vi.fn() }));
const { reportRemoteEvent } = await import('./remote-telemetry');
const reported = vi.mocked(reportRemoteEvent);
const { loadExposedModule } = await import('./load-exposed-module');
const load = vi.mocked(loadExposedModule);

const host = { userId: 'u', adoptUserId: () => {}, apiBase: '', flags: {} };

function slot(timeoutMs?: number) {
  return (
    <RemoteSlot
      module="reader/StoryPage"
      props={{ host, storyId: 's1' }}
      label="this story"
      fallback={<p>loading…</p>}
      timeoutMs={timeoutMs}
    />
  );
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
    reported.mockReset();
  });

  it('shows the fallback, then the remote screen with its props', async () => {
    load.mockResolvedValue({ default: (p: { storyId: string }) => <h1>story {p.storyId}</h1> } as never);
    render(slot());
    expect(screen.getByText('loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'story s1' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('reader/StoryPage', { fresh: false });
    // Its load time goes to the remote's health figures, with the version this visitor got.
    expect(reported).toHaveBeenCalledWith({
      remote: 'reader',
      version: '0.1.0-abc123',
      kind: 'load',
      load_ms: expect.any(Number),
    });
  });

  it('offers Retry when the remote cannot be reached, and Retry reloads it fresh', async () => {
    load.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    load.mockResolvedValueOnce({ default: () => <h1>back</h1> } as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(slot());
    expect(await screen.findByText("We couldn't load this story.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'back' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('reader/StoryPage', { fresh: true });
    expect(reported.mock.calls.map(([event]) => event.kind)).toEqual(['load_failure', 'load']);
  });

  it('gives up on a remote that never answers after the timeout', async () => {
    load.mockReturnValue(new Promise(() => {}));
    // A wide margin between the check and the timeout, so a loaded machine cannot reach the timeout first.
    render(slot(1000));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText("We couldn't load this story.")).toBeNull();
    expect(
      await screen.findByText('It is taking too long to answer.', { exact: false }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(reported).toHaveBeenCalledWith({
      remote: 'reader',
      version: '0.1.0-abc123',
      kind: 'load_timeout',
    });
  });

  it('contains a remote that crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    } as never);
    render(
      <>
        <p>shell</p>
        {slot()}
      </>,
    );
    expect(await screen.findByText("We couldn't load this story.")).toBeTruthy();
    expect(screen.getByText('It stopped with an error.', { exact: false })).toBeTruthy();
    expect(screen.getByText('shell')).toBeTruthy();
    expect(reported.mock.calls.map(([event]) => event.kind)).toEqual(['load', 'render_error']);
  });
});
