import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  REMOTE_NAMES,
  type RemoteRegistryFile,
  type RemotesManifest,
  remoteRegistryFileSchema,
} from '@cairn/shared/contracts/remotes';
import { versionForVisitor } from '@cairn/shared/remote-registry';

export class RegistryError extends Error {
  override name = 'RegistryError';
}

export interface RegistryReader {
  /** The registry as it is on disk now; undefined when no remote was ever released. */
  read(): Promise<RemoteRegistryFile | undefined>;
}

/**
 * Reads `<releases>/registry.json` on every call, so `pnpm remotes use` (a rollback) takes effect on the
 * next page load with no restart. The parsed file is reused while its mtime and size are unchanged.
 * If a new version cannot be parsed (a half-written file, a bad hand edit), the last good one keeps
 * serving: a broken registry must not take every remote down.
 */
export function createRegistryReader(releasesDir: string, onError?: (error: Error) => void): RegistryReader {
  const path = join(releasesDir, 'registry.json');
  let cached: { key: string; registry: RemoteRegistryFile } | undefined;

  return {
    async read() {
      let key: string;
      try {
        const info = await stat(path);
        key = `${info.mtimeMs}:${info.size}`;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      if (cached?.key === key) return cached.registry;

      try {
        const json: unknown = JSON.parse(await readFile(path, 'utf8'));
        const parsed = remoteRegistryFileSchema.safeParse(json);
        if (!parsed.success) {
          throw new RegistryError(
            `${path} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          );
        }
        cached = { key, registry: parsed.data };
        return parsed.data;
      } catch (error) {
        const failure =
          error instanceof RegistryError
            ? error
            : new RegistryError(`Cannot read ${path}: ${(error as Error).message}`);
        if (!cached) throw failure;
        onError?.(failure);
        return cached.registry;
      }
    },
  };
}

/**
 * The runtime manifest the host registers for one visitor: the live version of each released remote, or
 * its canary for the visitors in the canary's share (chosen by visitor id: shared/remote-registry.mjs).
 */
export function toManifest(registry: RemoteRegistryFile | undefined, visitorId?: string): RemotesManifest {
  const remotes: RemotesManifest['remotes'] = [];
  for (const name of REMOTE_NAMES) {
    const entry = registry?.remotes[name];
    if (!entry) continue;
    const { version, channel } = versionForVisitor(entry, name, visitorId);
    remotes.push({ name, version, channel, entry: `/remotes/${name}/${version}/remoteEntry.js` });
  }
  return { remotes };
}

/**
 * Writes the registry the way the release scripts do (scripts/lib/registry.mjs): to a temporary file,
 * then renamed over the old one, so that no reader ever sees half a file.
 */
export async function writeRegistryFile(releasesDir: string, registry: RemoteRegistryFile): Promise<void> {
  const path = join(releasesDir, 'registry.json');
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temporary, path);
}
