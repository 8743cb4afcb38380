import { describe, expect, it } from 'vitest';
import { ApiError, isUnknownIdError } from './api-error';

describe('isUnknownIdError', () => {
  it.each([404, 400, 414])('is true for a %i: the id does not or cannot exist', (status) => {
    expect(isUnknownIdError(new ApiError('Invalid path parameter id: Invalid UUID', { status }))).toBe(true);
  });

  it.each([0, 401, 408, 429, 500, 503])('is false for a %i, which asking later may mend', (status) => {
    expect(isUnknownIdError(new ApiError('x', { status }))).toBe(false);
  });

  it('is false for anything that is not an ApiError', () => {
    expect(isUnknownIdError(new Error('Not found'))).toBe(false);
    expect(isUnknownIdError({ status: 404 })).toBe(false);
  });
});
