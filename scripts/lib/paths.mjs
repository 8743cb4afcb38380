import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CAIRN_DIR = process.env.CAIRN_STATE_DIR ?? path.join(ROOT, '.cairn');
export const RELEASES_DIR = process.env.CAIRN_RELEASES_DIR ?? path.join(CAIRN_DIR, 'releases');
export const REGISTRY_FILE = path.join(RELEASES_DIR, 'registry.json');
export const REMOTES = ['reader', 'builder', 'submit', 'entity'];
export const remoteDir = (name) => path.join(ROOT, `remote-${name}`);
