import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/runtime', () => ({ registerRemotes: vi.fn() }));
const { registerRemotes } = await import('@module-federation/runtime');
const { loadRemoteRegistry, liveRemoteVersion, resetRemote, screenAssetUrls } = await import('./registry');

const MANIFEST = {
  remotes: [{ name: 'reader', version: '0.1.0-aaa', entry: '/remotes/reader/0.1.0-aaa/remoteEntry.js' }],
};

function pageWithManifest(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'cairn-remotes';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('cairn-remotes')?.remove();
  vi.mocked(registerRemotes).mockReset();
  vi.restoreAllMocks();
});

describe('loadRemoteRegistry', () => {
  it('registers the manifest the server wrote into the page, without a request', async () => {
    pageWithManifest(JSON.stringify(MANIFEST));
    const fetchImpl = vi.fn<typeof fetch>();
    await loadRemoteRegistry(fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([
      {
        name: 'reader',
        entry: 'http://localhost:3000/remotes/reader/0.1.0-aaa/remoteEntry.js',
        type: 'module',
      },
    ]);
    expect(liveRemoteVersion('reader')).toBe('0.1.0-aaa');
  });

  it('reads /remotes.json, bypassing the HTTP cache, when the page has no manifest or a broken one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const page of [undefined, '{"remotes": "nope"}']) {
      if (page !== undefined) pageWithManifest(page);
      const fetchImpl = vi.fn<typeof fetch>(async () => Response.json(MANIFEST));
      await loadRemoteRegistry(fetchImpl);
      expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
      expect(registerRemotes).toHaveBeenCalledTimes(1);
      vi.mocked(registerRemotes).mockReset();
    }
  });

  it('reloads a remote from fresh URLs on Retry: its entry, and so its chunks, under retry-<n>/', async () => {
    pageWithManifest(JSON.stringify(MANIFEST));
    await loadRemoteRegistry(vi.fn<typeof fetch>());
    vi.spyOn(Date, 'now').mockReturnValue(1732400000000);
    resetRemote('reader');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'reader',
          entry: 'http://localhost:3000/remotes/reader/0.1.0-aaa/retry-1732400000000/remoteEntry.js',
          type: 'module',
        },
      ],
      { force: true },
    );
  });

  it('fails when /remotes.json answers an error, so the slots offer Retry', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('', { status: 503 }));
    await expect(loadRemoteRegistry(fetchImpl)).rejects.toThrow('The remote registry answered 503');
  });
});

describe('screenAssetUrls', () => {
  const WITH_SCREENS = {
    remotes: [
      {
        name: 'submit',
        version: '0.1.0-bbb',
        entry: '/remotes/submit/0.1.0-bbb/remoteEntry.js',
        screens: {
          TaskPage: { js: ['assets/task-page-1.js', 'assets/glue-1.js'], css: ['assets/task-page-1.css'] },
        },
      },
      { name: 'builder', version: '0.1.0-ccc', entry: '/remotes/builder/0.1.0-ccc/remoteEntry.js' },
    ],
  };

  it("resolves a screen's files against its remote's entry", async () => {
    pageWithManifest(JSON.stringify(WITH_SCREENS));
    await loadRemoteRegistry(vi.fn<typeof fetch>());
    expect(screenAssetUrls('submit/TaskPage')).toEqual({
      js: [
        'http://localhost:3000/remotes/submit/0.1.0-bbb/assets/task-page-1.js',
        'http://localhost:3000/remotes/submit/0.1.0-bbb/assets/glue-1.js',
      ],
      css: ['http://localhost:3000/remotes/submit/0.1.0-bbb/assets/task-page-1.css'],
    });
  });

  it('says nothing of a screen the registry does not describe, nor of a remote reloaded by Retry', async () => {
    pageWithManifest(JSON.stringify(WITH_SCREENS));
    await loadRemoteRegistry(vi.fn<typeof fetch>());
    expect(screenAssetUrls('submit/SubmissionPanel')).toBeUndefined();
    expect(screenAssetUrls('builder/LowMaturityThreads')).toBeUndefined();
    expect(screenAssetUrls('entity/EntityProfile')).toBeUndefined();
    resetRemote('submit');
    expect(screenAssetUrls('submit/TaskPage')).toBeUndefined();
  });
});
