import { describe, expect, it } from 'vitest';
import { tallyWithVote, toggledVote } from './vote-toggle';

const id = '00000000-0000-4000-8000-000000000001';

describe('SPEC §4 vote toggle', () => {
  it('adds a vote when none is set, removes the same vote, switches the opposite one', () => {
    expect(toggledVote(null, 'up')).toBe('up');
    expect(toggledVote('up', 'up')).toBeNull();
    expect(toggledVote('up', 'down')).toBe('down');
    expect(toggledVote('down', 'up')).toBe('up');
  });

  it('moves one count across when switching and takes it back when removing', () => {
    const start = { subject_id: id, up: 3, down: 1, mine: null };
    const up = tallyWithVote(start, 'up');
    expect(up).toEqual({ subject_id: id, up: 4, down: 1, mine: 'up' });
    const down = tallyWithVote(up, 'down');
    expect(down).toEqual({ subject_id: id, up: 3, down: 2, mine: 'down' });
    expect(tallyWithVote(down, null)).toEqual({ subject_id: id, up: 3, down: 1, mine: null });
  });

  it('never shows a negative count when the cached tally lags behind', () => {
    expect(tallyWithVote({ subject_id: id, up: 0, down: 0, mine: 'up' }, null).up).toBe(0);
  });
});
