import { describe, expect, it } from 'vitest';
import { sentenceDiff, sentences } from './sentence-diff';

describe('sentence-level diff of two revisions', () => {
  it('splits sentences at their ends and at line breaks', () => {
    expect(sentences('One. Two? Three!\nFour')).toEqual(['One.', 'Two?', 'Three!', 'Four']);
  });

  it('keeps common sentences and marks removed and added ones in reading order', () => {
    expect(sentenceDiff('A rose. B fell. C held.', 'A rose. C held. D came.')).toEqual([
      { kind: 'same', text: 'A rose.' },
      { kind: 'removed', text: 'B fell.' },
      { kind: 'same', text: 'C held.' },
      { kind: 'added', text: 'D came.' },
    ]);
    expect(sentenceDiff('', 'New.')).toEqual([{ kind: 'added', text: 'New.' }]);
    expect(sentenceDiff('Same.', 'Same.')).toEqual([{ kind: 'same', text: 'Same.' }]);
  });
});
