import { z } from '@cairn/shared/zod';
import { REMOTE_NAMES } from '../../remote-names.mjs';

/**
 * The independently deployed remotes (`shared/remote-names.mjs`, the one list). The host knows them by
 * these names only.
 */
export { REMOTE_NAMES };
export const remoteNameSchema = z.enum(REMOTE_NAMES);

/**
 * A release folder name: `<package version>-<build id>`, e.g. `0.1.0-3f9a1c2b`.
 * The build id is a hash of the built files, so a folder never changes once written.
 */
export const releaseVersionSchema = z
  .string()
  .regex(/^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.]+)?$/, 'release versions look like 0.1.0-3f9a1c2b');

/** A canary: a version served to a stable share of visitors, chosen by visitor id (remote-registry.mjs). */
export const canarySchema = z.object({
  version: releaseVersionSchema,
  /** Whole percent of visitors, 1 to 99. */
  percent: z.number().int().min(1).max(99),
  started_at: z.string(),
});
export type Canary = z.infer<typeof canarySchema>;

/** One change of what the registry serves, by a person (`cli`) or by the server's canary guard. */
export const registryDecisionSchema = z.object({
  at: z.string(),
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  action: z.enum(['use', 'rollback', 'canary', 'promote']),
  by: z.enum(['cli', 'server']),
  reason: z.string(),
});
export type RegistryDecision = z.infer<typeof registryDecisionSchema>;

/**
 * `.cairn/releases/registry.json`, written by `pnpm release` / `pnpm remotes` and by the server when it
 * rolls a failing canary back, read by the server. `history` lists every version that was live, oldest
 * first; the last entry equals `live`. `decisions` keeps the last changes with their reasons.
 */
export const remoteRegistryFileSchema = z.object({
  remotes: z.partialRecord(
    remoteNameSchema,
    z.object({
      live: releaseVersionSchema,
      history: z.array(releaseVersionSchema),
      canary: canarySchema.optional(),
    }),
  ),
  decisions: z.array(registryDecisionSchema).optional(),
});
export type RemoteRegistryFile = z.infer<typeof remoteRegistryFileSchema>;

/**
 * What loading one exposed screen fetches for certain: its chunks (the screen's own and their static
 * imports, with the share glue) and style sheets, as paths relative to the remote's `remoteEntry.js`.
 */
export const screenAssetsSchema = z.object({ js: z.array(z.string()), css: z.array(z.string()) });
export type ScreenAssets = z.infer<typeof screenAssetsSchema>;

/** `GET /remotes.json`: what the host registers with the Module Federation runtime at start. */
export const remotesManifestSchema = z.object({
  remotes: z.array(
    z.object({
      name: remoteNameSchema,
      version: z.string(),
      /** Which of the registry's versions this visitor got: the live one, or a canary's. */
      channel: z.enum(['stable', 'canary']).optional(),
      /** URL of the remote's `remoteEntry.js` (an ES module), absolute or relative to the site. */
      entry: z.string(),
      /**
       * The assets of each exposed screen by expose name (`StoryFeed`), so the host can fetch a screen's
       * chunks and style sheets at once instead of one after another. Absent when the release's build
       * files cannot be read: the screens then load without it.
       */
      screens: z.record(z.string(), screenAssetsSchema).optional(),
    }),
  ),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/**
 * Id of the `<script type="application/json">` in which the server writes the same manifest into each
 * page it serves, so the host need not fetch `/remotes.json` before loading any remote.
 */
export const INLINE_REMOTES_MANIFEST_ID = 'cairn-remotes';
