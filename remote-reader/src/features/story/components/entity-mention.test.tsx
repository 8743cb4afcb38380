import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockReply, PERSON, renderStoryPage, serveStoryWorld } from '../test/story-fixtures';

afterEach(() => vi.unstubAllGlobals());

const person = {
  id: PERSON,
  entity_type: 'Person',
  canonical_name: 'Ruth Adebayo',
  description: 'Hydrologist at the river authority',
  wikidata_description: null,
  wikidata_thumbnail: null,
  wikidata_qid: null,
  confidence: 0.9,
  mentions: ['Ruth Adebayo', 'Dr Adebayo'],
  context: { role: 'hydrologist', domain: null },
  story_count: 3,
  location: null,
};

function serveEntity(reply: MockReply = { body: person }) {
  return serveStoryWorld(undefined, (request) =>
    request.path.startsWith('/api/entity/') ? reply : undefined,
  );
}

describe('Entity hover card', () => {
  it("opens on hover with 'Loading...' while the entity loads", async () => {
    serveStoryWorld(undefined, (request) =>
      request.path === `/api/entity/${PERSON}` ? 'pending' : undefined,
    );
    renderStoryPage();
    const mention = await screen.findByRole('link', { name: 'Ruth Adebayo' });
    await userEvent.hover(mention);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows the entity, and its profile link navigates', async () => {
    const { calls } = serveEntity();
    renderStoryPage();
    const mention = await screen.findByRole('link', { name: 'Ruth Adebayo' });
    // nothing is asked before the mention is seen or hovered (jsdom has no IntersectionObserver)
    expect(calls.some((c) => c.path.startsWith('/api/entity/'))).toBe(false);
    await userEvent.hover(mention);
    expect(await screen.findByText('Hydrologist at the river authority')).toBeTruthy();
    expect(screen.getByText(/In 3 stories · also Dr Adebayo/)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Open profile →' }));
    expect(screen.getByText(/^At \/people\/.+\/ruth-adebayo$/)).toBeTruthy();
  });

  it('says a role once, and names every other name the sources use, but never the canonical one', async () => {
    serveEntity({
      body: {
        ...person,
        description: 'Hydrologist',
        mentions: ['Adebayo', 'ruth adebayo', 'Adebayo'],
      },
    });
    renderStoryPage();
    await userEvent.hover(await screen.findByRole('link', { name: 'Ruth Adebayo' }));
    expect(await screen.findByText('hydrologist')).toBeTruthy();
    expect(screen.queryByText('Hydrologist')).toBeNull();
    expect(screen.getByText(/^In 3 stories · also Adebayo$/)).toBeTruthy();
  });

  it("says 'Entity information unavailable' when the entity cannot be read", async () => {
    serveEntity({ status: 404, body: { error: 'Entity not found' } });
    renderStoryPage();
    await userEvent.hover(await screen.findByRole('link', { name: 'Ruth Adebayo' }));
    expect(await screen.findByText('Entity information unavailable')).toBeTruthy();
  });

  it('opens on keyboard focus, describes the mention, and closes on Escape', async () => {
    serveEntity();
    renderStoryPage();
    const mention = await screen.findByRole('link', { name: 'Ruth Adebayo' });
    mention.focus();
    await screen.findByText('Hydrologist at the river authority');
    expect(mention.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Open profile →' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Hydrologist at the river authority')).toBeNull();
    expect(document.activeElement).toBe(mention);
  });

  it('on touch, opens the card on the first tap and navigates on the second', async () => {
    serveEntity();
    renderStoryPage();
    const mention = await screen.findByRole('link', { name: 'Ruth Adebayo' });
    fireEvent.pointerDown(mention, { pointerType: 'touch' });
    fireEvent.click(mention);
    expect(await screen.findByText('Hydrologist at the river authority')).toBeTruthy();
    expect(screen.queryByText(/^At \//)).toBeNull();
    fireEvent.pointerDown(mention, { pointerType: 'touch' });
    fireEvent.click(mention);
    expect(await screen.findByText(/^At \/people\/.+\/ruth-adebayo$/)).toBeTruthy();
  });
});
