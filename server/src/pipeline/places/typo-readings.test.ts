import { describe, expect, it } from 'vitest';
import { allowedEdits } from './typo-readings';

describe('allowedEdits', () => {
  it('allows no typo in a short name, one from 5 letters, two from 9', () => {
    expect([allowedEdits('rome'), allowedEdits('paris'), allowedEdits('marseille')]).toEqual([0, 1, 2]);
    expect([allowedEdits('berlin'), allowedEdits('copenhagen')]).toEqual([1, 2]);
  });
});
