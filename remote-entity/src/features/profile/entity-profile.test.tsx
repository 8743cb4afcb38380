import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockReply, mockFetch } from '../../test/fetch-mock';
import { ENTITY_ID, makeEntity, USER_ID } from '../../test/fixtures';
import { makeHost, renderScreen } from '../../test/render';
import EntityProfile from './entity-profile';

const ENTITY_PATH = `/api/entity/${ENTITY_ID}`;

/** The API as the profile sees it: `GET /api/entity/{id}` answers with `reply`, anything else fails. */
function fakeServer(reply: MockReply) {
  return mockFetch((request) => {
    if (request.method === 'GET' && request.path === ENTITY_PATH) return reply;
    throw new Error(`Unexpected request ${request.method} ${request.path}`);
  });
}

/** `name` is the slug of the URL, `null` for a URL without one. */
function renderProfile(slug: string | null = 'daniel-osei') {
  const name = slug ?? undefined;
  return renderScreen(<EntityProfile host={makeHost()} kind="people" entityId={ENTITY_ID} name={name} />, {
    path: `/people/${ENTITY_ID}/${name ?? ''}`,
    routePath: '/people/:id/:name?',
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('entity profile: loading', () => {
  it('shows "Loading..." while GET /api/entity/{id} is in flight', () => {
    const server = fakeServer('pending');
    renderProfile();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers['x-user-id']).toBe(USER_ID);
  });

  it('runs inside the remote scope of "entity"', () => {
    fakeServer('pending');
    const { container } = renderProfile();
    expect(container.querySelector('[data-remote="entity"]')).not.toBeNull();
  });
});

describe('entity profile: the entity', () => {
  it('renders the type badge, the canonical name and the description of the answer', async () => {
    fakeServer({ body: makeEntity() });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Daniel Osei' })).toBeTruthy();
    expect(screen.getByText('Person')).toBeTruthy();
    expect(screen.getByText('Transport correspondent of the Port Aldous Gazette.')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the type of organizations and locations as the API names it', async () => {
    fakeServer({ body: makeEntity({ entity_type: 'Organization', canonical_name: 'Port Aldous Council' }) });
    renderProfile('port-aldous-council');
    expect(await screen.findByRole('heading', { name: 'Port Aldous Council' })).toBeTruthy();
    expect(screen.getByText('Organization')).toBeTruthy();
  });

  it('leaves the description out when the entity has none', async () => {
    fakeServer({ body: makeEntity({ description: null }) });
    const { container } = renderProfile();
    await screen.findByRole('heading', { name: 'Daniel Osei' });
    expect(container.querySelector('article p')).toBeNull();
  });
});

describe('entity profile: errors', () => {
  it('says "Entity not found" with the name from the URL and a link home on a 404', async () => {
    fakeServer({ status: 404, body: { error: 'Entity not found' } });
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('Entity not found')).toBeTruthy();
    expect(alert.textContent).toContain('daniel osei');
    expect(screen.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Failed to load entity details')).toBeNull();
  });

  it('says "Failed to load entity details" on a server error', async () => {
    fakeServer({ status: 500, body: { error: 'Database unavailable' } });
    renderProfile();
    await screen.findByRole('alert');
    expect(screen.getByText('Failed to load entity details')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Home' })).toBeTruthy();
    expect(screen.queryByText('Entity not found')).toBeNull();
  });

  it('says "Failed to load entity details" when the request never gets an answer', async () => {
    fakeServer('network-error');
    renderProfile();
    await screen.findByRole('alert');
    expect(screen.getByText('Failed to load entity details')).toBeTruthy();
  });

  it('says "Failed to load entity details" when the answer does not match the contract', async () => {
    fakeServer({ body: { id: ENTITY_ID, canonical_name: 'Daniel Osei' } });
    renderProfile();
    await screen.findByRole('alert');
    expect(screen.getByText('Failed to load entity details')).toBeTruthy();
  });

  it('shows no name line when the URL has no name', async () => {
    fakeServer({ status: 404, body: { error: 'Entity not found' } });
    renderProfile(null);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelectorAll('p')).toHaveLength(1);
  });

  it('goes back home from the error page', async () => {
    fakeServer({ status: 404, body: { error: 'Entity not found' } });
    renderProfile();
    fireEvent.click(await screen.findByRole('link', { name: '← Back to Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
