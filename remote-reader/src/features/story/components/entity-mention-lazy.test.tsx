import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSON, renderStoryPage, serveStoryWorld } from '../test/story-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('Entity mentions read lazily', () => {
  it('reads an entity only once its mention scrolls into view', async () => {
    let notify: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { calls } = serveStoryWorld(undefined, (request) =>
      request.path.startsWith('/api/entity/')
        ? { status: 404, body: { error: 'Entity not found' } }
        : undefined,
    );
    renderStoryPage();
    const mention = await screen.findByRole('link', { name: 'Ruth Adebayo' });
    expect(observed).toContain(mention);
    expect(calls.some((c) => c.path === `/api/entity/${PERSON}`)).toBe(false);
    await act(async () => {
      notify(
        [{ isIntersecting: true, target: mention } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    await vi.waitFor(() => expect(calls.filter((c) => c.path === `/api/entity/${PERSON}`)).toHaveLength(1));
    // the other mentions, not yet seen, are not read
    expect(calls.filter((c) => c.path.startsWith('/api/entity/'))).toHaveLength(1);
  });
});
