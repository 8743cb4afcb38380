import type { EntityGroup } from '@cairn/shared/contracts/vocabulary';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockReply, mockFetch } from '../../test/fetch-mock';
import { ENTITY_ID, makeEntity, USER_ID } from '../../test/fixtures';
import { makeHost, renderScreen } from '../../test/render';
import EntityProfile from './entity-profile';

const ENTITY_PATH = `/api/entity/${ENTITY_ID}`;
const OTHER_ID = '66666666-6666-4666-8666-666666666666';
const STORY_ID = '77777777-7777-4777-8777-777777777777';
const CLAIM_ID = '88888888-8888-4888-8888-888888888888';

interface Extras {
  stories?: MockReply;
  activity?: MockReply;
  votes?: MockReply;
  vote?: (body: unknown) => MockReply;
}

const NO_ACTIVITY = { body: { trend: [], claims: [], co_occurring: [] } };
const NO_VOTES = { body: { tallies: [{ subject_id: ENTITY_ID, up: 0, down: 0, mine: null }] } };

/**
 * The API as the profile sees it: `GET /api/entity/{id}` answers with `reply`; its stories, activity, votes
 * and the map configuration answer `extras` (empty by default); anything else fails the test.
 */
function fakeServer(reply: MockReply, extras: Extras = {}) {
  return mockFetch((request) => {
    if (request.method === 'GET' && request.path === ENTITY_PATH) return reply;
    if (request.method === 'GET' && request.path === `${ENTITY_PATH}/stories`)
      return extras.stories ?? { body: { stories: [] } };
    if (request.method === 'GET' && request.path === `${ENTITY_PATH}/activity`)
      return extras.activity ?? NO_ACTIVITY;
    if (request.method === 'GET' && request.path === '/api/votes/entity') return extras.votes ?? NO_VOTES;
    if (request.method === 'PUT' && request.path === `/api/votes/entity/${ENTITY_ID}` && extras.vote)
      return extras.vote(JSON.parse(String(request.body)));
    if (request.method === 'GET' && request.path === '/api/map-config') return { body: { tile_url: null } };
    throw new Error(`Unexpected request ${request.method} ${request.path}`);
  });
}

/** `name` is the slug of the URL, `null` for a URL without one. */
function renderProfile(slug: string | null = 'daniel-osei', kind: EntityGroup = 'people') {
  const name = slug ?? undefined;
  return renderScreen(<EntityProfile host={makeHost()} kind={kind} entityId={ENTITY_ID} name={name} />, {
    path: `/${kind}/${ENTITY_ID}/${name ?? ''}`,
    routePath: `/${kind}/:id/:name?`,
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
    expect(server.calls.map((c) => c.path)).toEqual([ENTITY_PATH]);
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
    renderProfile('port-aldous-council', 'organizations');
    expect(await screen.findByRole('heading', { name: 'Port Aldous Council' })).toBeTruthy();
    expect(screen.getByText('Organization')).toBeTruthy();
  });

  it('does not repeat the role in the description: the rest of it is shown, or nothing', async () => {
    fakeServer({
      body: makeEntity({ description: 'Mayor, quoted', context: { role: 'mayor', domain: null } }),
    });
    renderProfile();
    await screen.findByRole('heading', { name: 'Daniel Osei' });
    expect(screen.getByText('mayor')).toBeTruthy();
    expect(screen.queryByText('Mayor, quoted')).toBeNull();
    expect(screen.getByText('Quoted')).toBeTruthy();
  });

  it('leaves out a description that only says the role', async () => {
    fakeServer({
      body: makeEntity({ description: 'Governor', context: { role: 'governor', domain: null } }),
    });
    const { container } = renderProfile();
    await screen.findByRole('heading', { name: 'Daniel Osei' });
    expect(container.textContent).not.toMatch(/Governor/);
  });

  it('keeps a description that only begins with the word of the role', async () => {
    const description = 'Director of Wendover County Emergency Management';
    fakeServer({ body: makeEntity({ description, context: { role: 'director', domain: null } }) });
    renderProfile();
    await screen.findByRole('heading', { name: 'Daniel Osei' });
    expect(screen.getByText(description)).toBeTruthy();
  });

  it('leaves the description out when the entity has none', async () => {
    fakeServer({ body: makeEntity({ description: null }) });
    renderProfile();
    await screen.findByRole('heading', { name: 'Daniel Osei' });
    expect(screen.queryByText('Transport correspondent of the Port Aldous Gazette.')).toBeNull();
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
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'No profile has this address. The link may be mistyped or cut short.',
    ]);
  });

  // What the server answers for an id that is not a UUID (its validator's text) and for one too long for a
  // path segment (its router's text): no entity can have such an id.
  it.each([
    ['a malformed id', 'abc', 'Invalid path parameter id: Invalid UUID'],
    ['an id with a space and a slash', 'a b/../c', 'Invalid path parameter id: Invalid UUID'],
    ['a very long id', 'a'.repeat(3000), 'Invalid path: a path segment is too long'],
  ])('says "Entity not found" as the heading for %s, never the server\'s text', async (_, id, error) => {
    const server = mockFetch(() => ({ status: 400, body: { error } }));
    renderScreen(<EntityProfile host={makeHost()} kind="people" entityId={id} name="daniel-osei" />, {
      path: `/people/${encodeURIComponent(id)}/daniel-osei`,
      routePath: '/people/:id/:name?',
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Entity not found' })).toBeTruthy();
    expect(alert.textContent).not.toMatch(/Invalid|UUID|parameter|segment|Failed/);
    expect(alert.textContent).toContain('“daniel osei”');
    expect(within(alert).getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/');
    expect(server.calls.map((c) => c.path)).toEqual([`/api/entity/${encodeURIComponent(id)}`]);
  });

  it('repeats at most 80 characters of the name an address gives', async () => {
    fakeServer({ status: 404, body: { error: 'Entity not found' } });
    renderProfile(`${'very-'.repeat(100)}long`);
    const alert = await screen.findByRole('alert');
    const quoted = [...alert.querySelectorAll('p')]
      .map((p) => p.textContent ?? '')
      .find((t) => t.startsWith('“'));
    expect(quoted).toBe(`“${'very '.repeat(16).trimEnd()}…”`);
  });

  it('goes back home from the error page', async () => {
    fakeServer({ status: 404, body: { error: 'Entity not found' } });
    renderProfile();
    fireEvent.click(await screen.findByRole('link', { name: '← Back to Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});

describe('entity profile: every SPEC §2 field', () => {
  it('shows role, story count, confidence percent, Also Known As and the Wikidata link', async () => {
    fakeServer({ body: makeEntity({ wikidata_qid: 'Q42', mentions: ['D. Osei', 'Daniel Osei', 'Osei'] }) });
    renderProfile();
    await screen.findByRole('heading', { name: 'Daniel Osei' });
    expect(screen.getByText('journalist')).toBeTruthy();
    const facts = screen.getByText('Stories').closest('dl')!;
    expect(within(facts).getByText('3')).toBeTruthy();
    expect(within(facts).getByText('92%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wikidata Q42' }).getAttribute('href')).toBe(
      'https://www.wikidata.org/wiki/Q42',
    );
    const aka = screen.getByRole('heading', { name: 'Also Known As' }).parentElement!;
    expect(
      within(aka)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['D. Osei', 'Osei']);
    // A person has no website, even with a domain in its context.
    expect(screen.queryByText('Website')).toBeNull();
  });

  it('lists a name that differs from the canonical one or another mention only in case once, or not at all', async () => {
    fakeServer({ body: makeEntity({ mentions: ['DANIEL OSEI', 'Osei', 'OSEI', 'D. Osei'] }) });
    renderProfile();
    await screen.findByRole('heading', { name: 'Daniel Osei' });
    const aka = screen.getByRole('heading', { name: 'Also Known As' }).parentElement!;
    expect(
      within(aka)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Osei', 'D. Osei']);
  });

  it('leaves the canonical name out of Also Known As (the API lists it among the mentions)', async () => {
    fakeServer({ body: makeEntity({ mentions: ['Daniel Osei'] }) });
    renderProfile();
    await screen.findByRole('heading', { name: 'Daniel Osei' });
    expect(screen.queryByRole('heading', { name: 'Also Known As' })).toBeNull();
  });

  it("links an organization's website from its domain", async () => {
    fakeServer({ body: makeEntity({ entity_type: 'Organization', canonical_name: 'Port Aldous Council' }) });
    renderProfile('port-aldous-council', 'organizations');
    await screen.findByRole('heading', { name: 'Port Aldous Council' });
    expect(screen.getByRole('link', { name: 'gazette.example' }).getAttribute('href')).toBe(
      'https://gazette.example',
    );
  });

  it('lists the related stories with links to /story/{id}, or says none were found', async () => {
    fakeServer(
      { body: makeEntity() },
      {
        stories: {
          body: {
            stories: [
              {
                id: STORY_ID,
                title: 'Ferry fares rise',
                description: 'Council vote',
                created_at: '2026-10-01T00:00:00Z',
                artifact_count: 2,
              },
            ],
          },
        },
      },
    );
    renderProfile();
    const link = await screen.findByRole('link', { name: 'Ferry fares rise' });
    expect(link.getAttribute('href')).toBe(`/story/${STORY_ID}`);
  });

  it("says 'No related stories found' when no story mentions it", async () => {
    fakeServer({ body: makeEntity() });
    renderProfile();
    expect(await screen.findByText('No related stories found')).toBeTruthy();
  });
});

describe('entity profile: beyond the spec', () => {
  it("names the year of a week in another year (an archive article's mentions)", async () => {
    const trend = [
      '2009-07-07',
      '2009-07-08',
      '2009-07-09',
      '2009-07-10',
      '2009-07-11',
      '2009-07-12',
      '2009-07-13',
    ].map((date, i) => ({ date, mentions: i === 6 ? 1 : 0 }));
    fakeServer({ body: makeEntity() }, { activity: { body: { trend, claims: [], co_occurring: [] } } });
    renderProfile();
    expect(await screen.findByText(/1 mention from Jul 7 to Jul 13, 2009 \(the week/)).toBeTruthy();
  });

  it('draws the real mentions per day, the claims with modality and source, and who it appears with', async () => {
    const trend = [
      '2026-10-06',
      '2026-10-07',
      '2026-10-08',
      '2026-10-09',
      '2026-10-10',
      '2026-10-11',
      '2026-10-12',
    ].map((date, i) => ({ date, mentions: i === 6 ? 4 : i === 5 ? 1 : 0 }));
    fakeServer(
      { body: makeEntity() },
      {
        activity: {
          body: {
            trend,
            claims: [
              {
                id: CLAIM_ID,
                text: 'Daniel Osei said the ferry timetable will change in spring.',
                modality: 'reported_claim',
                builder_modality: 'reported_speech',
                relation: 'speaker',
                confidence: 0.8,
                story_id: STORY_ID,
                source: { url: 'https://gazette.example/ferry', domain: 'gazette.example', title: 'Ferry' },
                other_sources: 2,
              },
              {
                id: CLAIM_ID.replace(/.$/, 'f'),
                text: 'Daniel Osei boarded the first ferry.',
                modality: 'official_fact',
                builder_modality: 'observation',
                relation: 'subject',
                confidence: 0.7,
                story_id: null,
                source: { url: null, domain: null, title: null },
                other_sources: 0,
              },
            ],
            co_occurring: [
              {
                id: OTHER_ID,
                entity_type: 'Organization',
                canonical_name: 'Port Aldous Council',
                shared_pages: 2,
              },
            ],
          },
        },
      },
    );
    renderProfile();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.querySelector('.cairn-visually-hidden')?.textContent),
    ).toEqual(['Oct 6', 'Oct 7', 'Oct 8', 'Oct 9', 'Oct 10', 'Oct 11', 'Oct 12']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['0', '0', '0', '0', '0', '1', '4']);
    expect(screen.getByText(/5 mentions from Oct 6 to Oct 12/)).toBeTruthy();
    expect(screen.getByText('Said by')).toBeTruthy();
    expect(screen.getByText('Reported Speech')).toBeTruthy();
    // One claim's modality in the singular (the group label is 'Observations').
    expect(screen.getByText('Observation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'gazette.example' }).getAttribute('href')).toBe(
      'https://gazette.example/ferry',
    );
    expect(screen.getByRole('link', { name: 'Open story' }).getAttribute('href')).toBe(`/story/${STORY_ID}`);
    // The same sentence in two more sources is listed once and says so; a claim of one source says nothing.
    expect(screen.getAllByText(/also in \d+ other source/).map((el) => el.textContent)).toEqual([
      'also in 2 other sources',
    ]);
    expect(screen.getByRole('link', { name: /Port Aldous Council/ }).getAttribute('href')).toBe(
      `/organizations/${OTHER_ID}/port-aldous-council`,
    );
  });
});

describe('entity profile: votes', () => {
  it('shows the real counts and applies the §4 toggle on the server', async () => {
    const votes: unknown[] = [];
    fakeServer(
      { body: makeEntity() },
      {
        votes: { body: { tallies: [{ subject_id: ENTITY_ID, up: 4, down: 1, mine: null }] } },
        vote: (body) => {
          votes.push(body);
          return { body: { subject_id: ENTITY_ID, up: 5, down: 1, mine: 'up' } };
        },
      },
    );
    renderProfile();
    const up = await screen.findByRole('button', { name: 'Upvote Daniel Osei, 4 votes' });
    await waitFor(() => expect((up as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(up);
    expect(await screen.findByRole('button', { name: 'Upvote Daniel Osei, 5 votes' })).toBeTruthy();
    expect(votes).toEqual([{ vote: 'up' }]);
  });
});

describe('entity profile: routes', () => {
  it('redirects a wrong type in the address to the right route', async () => {
    fakeServer({ body: makeEntity({ entity_type: 'Organization', canonical_name: 'Port Aldous Council' }) });
    renderScreen(
      <EntityProfile host={makeHost()} kind="people" entityId={ENTITY_ID} name="port-aldous-council" />,
      {
        path: `/people/${ENTITY_ID}/port-aldous-council`,
        routePath: '/people/:id/:name?',
      },
    );
    expect((await screen.findByTestId('other-page')).textContent).toBe(
      `/organizations/${ENTITY_ID}/port-aldous-council`,
    );
  });
});

describe('entity profile: locations', () => {
  it('shows the place on the map with a list view of the same place and the GeoNames attribution', async () => {
    fakeServer({
      body: makeEntity({
        entity_type: 'Location',
        canonical_name: 'Valencia',
        context: { role: null, domain: null },
        location: { lat: 39.47, lon: -0.38, country_code: 'ES', feature_class: 'P' },
      }),
    });
    renderProfile('valencia', 'locations');
    await screen.findByRole('heading', { name: 'Valencia' });
    expect(screen.getByText(/Places: GeoNames \(CC BY 4\.0\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    const list = screen.getByRole('list', { name: 'Map of Valencia' });
    expect(list.textContent).toContain('Valencia');
    expect(list.textContent).toContain('Spain');
    expect(list.textContent).toContain('39.47° N, 0.38° W');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('gives a place without coordinates no marker, and says why', async () => {
    fakeServer({
      body: makeEntity({
        entity_type: 'Location',
        canonical_name: 'Millbrook',
        location: { lat: null, lon: null, country_code: null, feature_class: null },
      }),
    });
    renderProfile('millbrook', 'locations');
    expect(await screen.findByText(/offline gazetteer could not place this name/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'List' })).toBeNull();
  });
});
