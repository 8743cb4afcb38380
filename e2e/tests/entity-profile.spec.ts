import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// Entity profiles (issue 13): a person, an organization and a location of a real story, every field of
// SPEC §2, votes stored on the server, the offline map and its list view, the error states, one Leaflet
// download, and axe on every profile route.

const USER_ID = '5b0c3a52-6a8e-4f0e-9d53-2f8f5d9a1c13';
const ARTICLE = `Floods in Valencia leave dozens dead as Spain mourns

VALENCIA, Spain — Torrential rain flooded towns across the Valencia region of eastern Spain on Tuesday, killing at least 95 people, emergency services said. Carlos Mazón, the president of the Valencian regional government, said the regional government acted on the information it had. "We will rebuild every street," Carlos Mazón told reporters in Valencia.

Spain's weather agency AEMET had issued a red alert on Tuesday morning, AEMET said in a statement. Critics accused the regional government of sending phone alerts too late. Mazón said the alerts followed the protocol in force. Prime Minister Pedro Sánchez visited Valencia on Thursday and promised aid from Madrid.`;

interface StoryEntity {
  canonical_id: string;
  name: string;
}
const world = { story: '', person: '', organization: '', location: '', madrid: '' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const seeded = await request.post('/api/seed', {
    data: { content: ARTICLE },
    headers: { 'X-User-Id': USER_ID },
  });
  expect(seeded.ok()).toBe(true);
  const { task_id: taskId } = (await seeded.json()) as { task_id: string };
  let task: { status: string; story_match?: { story_id: string } | null } = { status: 'pending' };
  await expect
    .poll(
      async () => {
        task = await (await request.get(`/api/task/${taskId}`)).json();
        return task.status;
      },
      { timeout: 150_000 },
    )
    .toBe('completed');
  world.story = task.story_match!.story_id;
  const { entities } = (await (await request.get(`/api/story/${world.story}/entities`)).json()) as {
    entities: Record<'persons' | 'organizations' | 'locations', StoryEntity[]>;
  };
  const find = (list: StoryEntity[], name: string) => list.find((e) => e.name === name)?.canonical_id ?? '';
  world.person = find(entities.persons, 'Carlos Mazón');
  world.organization = find(entities.organizations, 'AEMET');
  world.location = find(entities.locations, 'Valencia');
  world.madrid = find(entities.locations, 'Madrid');
  expect(Object.values(world).every(Boolean)).toBe(true);
});

/** The profile as it settles: its votes and activity have loaded. */
async function profileSettled(page: Page) {
  await expect(page.getByRole('button', { name: /^Upvote .*, \d+ votes?$/ })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Mentions, 7 days' })).toBeVisible();
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target}`)).toEqual([]);
}

test('a person: every field, claims, related stories, and on to an entity it appears with', async ({
  page,
}) => {
  // The address the story's graph links a person to: /people/{canonical_id}/{slug}.
  await page.goto(`/people/${world.person}/carlos-mazón`);
  await expect(page.getByRole('heading', { level: 1, name: 'Carlos Mazón' })).toBeVisible();
  await expect(page.getByText('Person', { exact: true })).toBeVisible();
  await expect(
    page.getByText('president of the Valencian regional government', { exact: true }),
  ).toBeVisible();
  const facts = page.locator('dl');
  await expect(facts.getByText('Stories')).toBeVisible();
  await expect(facts.getByText(/^\d+%$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Also Known As' })).toBeVisible();
  await expect(page.getByText('Mazón', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mentions, 7 days' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Said by').first()).toBeVisible();
  const related = page.getByRole('link', { name: 'Floods in Valencia leave dozens dead as Spain mourns' });
  await expect(related).toHaveAttribute('href', `/story/${world.story}`);
  await profileSettled(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: /^AEMET/ }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${world.organization}/aemet$`));
  await expect(page.getByRole('heading', { level: 1, name: 'AEMET' })).toBeVisible();
});

test('an organization: votes are stored on the server and survive a reload; the same vote removes it', async ({
  page,
}) => {
  await page.goto(`/organizations/${world.organization}/aemet`);
  await expect(page.getByText('Organization', { exact: true })).toBeVisible();
  const up = page.getByRole('button', { name: /^Upvote AEMET/ });
  await expect(up).toHaveAccessibleName('Upvote AEMET, 0 votes');
  await up.click();
  await expect(up).toHaveAccessibleName('Upvote AEMET, 1 vote');
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await page.reload();
  await expect(up).toHaveAccessibleName('Upvote AEMET, 1 vote');
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  // Switching moves the count across; the same vote again removes it (SPEC §4).
  const down = page.getByRole('button', { name: /^Downvote AEMET/ });
  await down.click();
  await expect(down).toHaveAccessibleName('Downvote AEMET, 1 vote');
  await expect(up).toHaveAccessibleName('Upvote AEMET, 0 votes');
  await down.click();
  await expect(down).toHaveAccessibleName('Downvote AEMET, 0 votes');
  await expect(down).toHaveAttribute('aria-pressed', 'false');
});

test('a location: the story map and the profile map (two remotes), keyboard-reachable marker, list view, one Leaflet', async ({
  page,
}) => {
  const foreign: string[] = [];
  const leafletScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1') foreign.push(url.href);
    if (/\/fallback-leaflet-[^/]*\.js$/.test(url.pathname)) leafletScripts.push(url.pathname);
  });
  // The reader's Locations card draws the story's places on the shared map (the reader remote)...
  await page.goto(`/story/${world.story}`);
  const locations = page.getByRole('region', { name: /^Locations/ });
  await locations.scrollIntoViewIfNeeded();
  const storyMap = locations.getByTestId('place-map');
  await expect(storyMap.locator('.leaflet-marker-icon[title="Valencia"]')).toBeVisible();
  await expect(storyMap.locator('.leaflet-marker-icon[title="Madrid"]')).toBeVisible();
  await expect(storyMap.locator('img.leaflet-tile')).toHaveCount(0);
  expect(leafletScripts).toHaveLength(1);

  // ...and the location's profile draws its own (the entity remote), with the same Leaflet.
  await locations.getByRole('link', { name: 'Valencia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Valencia' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/locations/${world.location}/valencia$`));
  const map = page.getByTestId('place-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  // The offline world layer: country outlines drawn as SVG paths, no tile images.
  await expect.poll(() => map.locator('path').count()).toBeGreaterThan(50);
  await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
  const marker = map.locator('.leaflet-marker-icon[title="Valencia"]');
  await expect(marker).toBeVisible();
  await expect(map.locator('.leaflet-tooltip', { hasText: 'Valencia' })).toBeVisible();
  await expect(page.getByText('Places: GeoNames (CC BY 4.0)')).toBeVisible();
  // Keyboard: the marker takes focus and Enter opens its popup.
  await marker.focus();
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(map.locator('.leaflet-popup', { hasText: '39.47° N, 0.38° W' })).toBeVisible();
  await profileSettled(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'List' }).click();
  const list = page.getByRole('list', { name: 'Map of Valencia' });
  await expect(list).toContainText('Valencia');
  await expect(list).toContainText('Spain');
  await expect(list).toContainText('39.47° N, 0.38° W');

  // A second map on the same page view (Madrid, reached from the list of entities it appears with):
  // Leaflet is not downloaded again.
  await page.getByRole('link', { name: /^Madrid/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Madrid' })).toBeVisible();
  await expect(page.getByTestId('place-map').locator('.leaflet-marker-icon[title="Madrid"]')).toBeVisible();
  expect(leafletScripts).toHaveLength(1);

  // Another remote's container (the reader's, loaded by the feed in the same page view) resolves Leaflet
  // to the copy the entity remote registered in the share scope, without downloading one of its own.
  await page.getByRole('link', { name: 'Cairn home' }).click();
  await expect(page.getByPlaceholder('Paste news URL, text, or upload file...')).toBeVisible();
  const shared = await page.evaluate(async () => {
    type Instance = {
      name: string;
      loadShare: (key: string, options: unknown) => Promise<false | (() => Record<string, unknown>)>;
    };
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__.__INSTANCES__;
    const info = {
      version: '1.9.4',
      scope: ['default'],
      shareConfig: { singleton: true, requiredVersion: '^1.9.0' },
    };
    const load = async (name: string) => {
      const factory = await instances
        .find((i) => i.name === name)
        ?.loadShare('leaflet', { customShareInfo: info });
      return factory ? factory() : undefined;
    };
    const [reader, entity] = [await load('reader'), await load('entity')];
    return { readerHasLeaflet: typeof reader?.divIcon === 'function', sameCopy: reader === entity };
  });
  expect(shared).toEqual({ readerHasLeaflet: true, sameCopy: true });
  expect(leafletScripts).toHaveLength(1);
  expect(foreign).toEqual([]);
});

test('the story map at 360 px in dark mode: labels never cover each other, a hidden one shows on focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/story/${world.story}`);
  const map = page.getByRole('region', { name: /^Locations/ }).getByTestId('place-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon[title="Madrid"]')).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon[title="Valencia"]')).toBeVisible();

  // Zoomed out to the world by keyboard, Valencia and Madrid (300 km apart) are a few pixels apart. (Keys,
  // not the button: a click racing the zoom animation can land on the button once it is disabled.)
  await map.locator('.leaflet-container').focus();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('-');
    await page.waitForTimeout(300);
  }
  await expect(map.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
  const labels = () =>
    map.locator('.leaflet-tooltip').evaluateAll((els) => {
      const shown = els.filter((el) => getComputedStyle(el).visibility !== 'hidden');
      const boxes = shown.map((el) => el.getBoundingClientRect());
      const overlapping = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          .map(() => i),
      );
      const hidden = els.filter((el) => !shown.includes(el)).map((el) => el.textContent ?? '');
      return { shown: shown.length, overlapping: overlapping.length, hidden };
    });
  await expect.poll(async () => (await labels()).hidden.length).toBeGreaterThan(0);
  const settled = await labels();
  expect(settled.overlapping).toBe(0);
  expect(settled.shown).toBeGreaterThan(0);

  // The hidden label is one keyboard focus (or hover) away, drawn over the others.
  const [name] = settled.hidden;
  const label = map.locator('.leaflet-tooltip', { hasText: name! });
  await expect(label).toBeHidden();
  await map.locator(`.leaflet-marker-icon[title="${name}"]`).focus();
  await expect(label).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(label).toBeHidden();

  // The zoom buttons keep their glyph readable on hover and focus in dark mode (Leaflet's own light grey
  // hid the light '+').
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  await zoomIn.hover();
  await zoomIn.focus();
  const colours = await zoomIn.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.color, style.backgroundColor];
  });
  expect(contrast(colours[0]!, colours[1]!)).toBeGreaterThanOrEqual(4.5);
});

/** WCAG contrast ratio of two 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('the same entity by every route; a wrong type in the address redirects', async ({ page }) => {
  for (const path of [`/entity/${world.location}/valencia`, `/entities/${world.location}/valencia`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Valencia' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page.goto(`/people/${world.location}/valencia`);
  await expect(page).toHaveURL(new RegExp(`/locations/${world.location}/valencia$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Valencia' })).toBeVisible();
});

test('error states: Entity not found, Failed to load entity details, each with a way home', async ({
  page,
}) => {
  await page.goto('/people/3b241101-e2bb-4255-8caf-4136c566a962/nobody-here');
  await expect(page.getByRole('alert')).toContainText('Entity not found');
  await expect(page.getByRole('alert')).toContainText('nobody here');
  await expectAccessible(page);
  await page.getByRole('link', { name: '← Back to Home' }).click();
  await expect(page).toHaveURL(/\/$|\/app$/);

  await page.route('**/api/entity/**', (route) => route.abort());
  await page.goto(`/organizations/${world.organization}/aemet`);
  await expect(page.getByRole('alert')).toContainText('Failed to load entity details');
  await expect(page.getByRole('link', { name: '← Back to Home' })).toBeVisible();
});
