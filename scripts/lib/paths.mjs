import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '../../shared/remote-names.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CAIRN_DIR = process.env.CAIRN_STATE_DIR ?? path.join(ROOT, '.cairn');
export const RELEASES_DIR = process.env.CAIRN_RELEASES_DIR ?? path.join(CAIRN_DIR, 'releases');
export const REGISTRY_FILE = path.join(RELEASES_DIR, 'registry.json');
/** Every remote (`shared/remote-names.mjs`, the one list). */
export const REMOTES = REMOTE_NAMES;
export const remoteDir = (name) => path.join(ROOT, `remote-${name}`);
