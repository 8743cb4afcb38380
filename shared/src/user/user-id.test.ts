import { describe, expect, it } from 'vitest';
import { isValidUserId, loadOrCreateUserId, shortUserId, USER_ID_STORAGE_KEY, userInitials } from './user-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('user id (SPEC §5, §6)', () => {
  it('accepts UUID versions 1 to 5 only', () => {
    expect(isValidUserId('9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab')).toBe(true);
    expect(isValidUserId('9b2f3c4d-1e2f-1a5b-9c7d-0123456789ab')).toBe(true);
    expect(isValidUserId('9b2f3c4d-1e2f-6a5b-8c7d-0123456789ab')).toBe(false);
    expect(isValidUserId('9b2f3c4d-1e2f-4a5b-cc7d-0123456789ab')).toBe(false);
    expect(isValidUserId('not-a-uuid')).toBe(false);
    expect(isValidUserId(undefined)).toBe(false);
  });

  it('keeps a valid stored id', () => {
    const id = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
    const storage = memoryStorage({ [USER_ID_STORAGE_KEY]: id });
    expect(loadOrCreateUserId(storage)).toBe(id);
  });

  it('replaces an invalid stored id with a new one and stores it', () => {
    const storage = memoryStorage({ [USER_ID_STORAGE_KEY]: 'garbage' });
    const id = loadOrCreateUserId(storage);
    expect(isValidUserId(id)).toBe(true);
    expect(storage.data.get(USER_ID_STORAGE_KEY)).toBe(id);
  });

  it('still works when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(isValidUserId(loadOrCreateUserId(broken))).toBe(true);
  });

  it('shortens to 8 alphanumerics and 2 uppercase initials', () => {
    expect(shortUserId('ab2f3c4d-1e2f-4a5b-8c7d-0123456789ab')).toBe('ab2f3c4d');
    expect(shortUserId('ab2f3c-4d1e2f')).toBe('ab2f3c4d');
    expect(userInitials('ab2f3c4d-1e2f-4a5b-8c7d-0123456789ab')).toBe('AB');
  });
});
