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
export function loadOrCreateUserId(
  storage: KeyValueStorage | undefined,
  newId: () => string = () => crypto.randomUUID(),
) {
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

/**
 * The visitor id also travels as a first-party cookie, so that the server knows the visitor when it
 * serves a page (which version of each remote it gets, when a canary runs) and on `sendBeacon` telemetry,
 * which cannot set headers. The server mints one for a first visit; the host adopts it when the browser
 * has no stored id yet, and writes its own id back, so both always agree.
 */
export const VISITOR_COOKIE = 'cairn_visitor';
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The visitor id in a `Cookie` header or `document.cookie`, when there is a valid one. */
export function visitorIdFromCookies(cookies: string | undefined): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && isValidUserId(value)) return value.toLowerCase();
  }
  return undefined;
}

/** The cookie that carries this visitor id (a `Set-Cookie` value, or what to assign `document.cookie`). */
export function visitorCookie(id: string): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
