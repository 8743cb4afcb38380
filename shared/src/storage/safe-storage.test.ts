import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readStorage, writeStorage } from './safe-storage';

const refusing = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('safe storage', () => {
  it("reads and writes the browser's local storage", () => {
    writeStorage('cairn_test', '0.4');
    expect(window.localStorage.getItem('cairn_test')).toBe('0.4');
    expect(readStorage('cairn_test')).toBe('0.4');
    expect(readStorage('cairn_missing')).toBeNull();
    expect(browserStorage()).toBe(window.localStorage);
  });

  it('never throws: a refusing storage reads as empty and drops writes', () => {
    expect(readStorage('cairn_test', refusing)).toBeNull();
    expect(() => writeStorage('cairn_test', 'x', refusing)).not.toThrow();
    expect(readStorage('cairn_test', undefined)).toBeNull();
  });

  it('has no storage where reading localStorage throws (sandboxed frames)', () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(browserStorage()).toBeUndefined();
    expect(readStorage('cairn_test')).toBeNull();
  });
});
