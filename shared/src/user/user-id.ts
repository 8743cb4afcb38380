import { type KeyValueStorage, readStorage, writeStorage } from '../storage/safe-storage';

/** `{product}_news_user_id` of SPEC §3, with `{product}` = cairn. */
export const USER_ID_STORAGE_KEY = 'cairn_news_user_id';

// SPEC §5: a stored user id must be a UUID of versions 1 to 5.
const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isValidUserId(value: unknown): value is string {
  return typeof value === 'string' && UUID_V1_TO_V5.test(value);
}

/**
 * The stored id when valid; otherwise a new v4 UUID, stored. Storage failures never block the app: in
 * private mode or with a blocked storage it keeps working with an id for this page only.
 */
export function loadOrCreateUserId(storage: KeyValueStorage | undefined, newId = () => crypto.randomUUID()) {
  const stored = readStorage(USER_ID_STORAGE_KEY, storage);
  if (isValidUserId(stored)) return stored;
  const id = newId();
  saveUserId(storage, id);
  return id;
}

export function saveUserId(storage: KeyValueStorage | undefined, id: string) {
  writeStorage(USER_ID_STORAGE_KEY, id, storage);
}

/** SPEC §6: the shown id is shortened to 8 alphanumeric characters. */
export function shortUserId(id: string): string {
  return id.replace(/[^0-9a-z]/gi, '').slice(0, 8);
}

/** SPEC §6: the badge shows 2 uppercase initials, taken from the id (visitors are anonymous). */
export function userInitials(id: string): string {
  return shortUserId(id).slice(0, 2).toUpperCase();
}
