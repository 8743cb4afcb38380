// The local fixture news site that scripts/e2e-server.mjs serves beside the app (E2E_FIXTURE_PORT).
// The server may fetch from it because the e2e server, and only it, allows that one loopback port.
const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 8182);

export const fixtureUrl = (path: string) => `http://127.0.0.1:${FIXTURE_PORT}${path}`;

/** Articles about one event: the Alder River flood in Millbrook (server/src/test-support). */
export const FLOOD_ARTICLE_PATHS = [
  '/news/2026/10/12/alder-river-crests-at-record-level-1200-evacuated',
  '/world/us/millbrook-flood-state-of-emergency-2026-10-13',
  '/news/local/boat-crews-pull-residents-from-rooftops-in-millbrook/7-48213',
];

/** A later article about the flood that no other suite submits (the builder adds it to the flood story). */
export const CAFE_ARTICLE_PATH = '/stories/2026-10-15-cafe-riviere-owner-vows-to-reopen.html';

/** Another event: the Port Aldous council's Harbourline vote. */
export const TRANSIT_ARTICLE_PATH = '/news/city-hall/2026/10/21/council-approves-harbourline-light-rail';
