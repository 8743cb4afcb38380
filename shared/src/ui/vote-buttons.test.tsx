import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VoteButtons } from './vote-buttons';

const tally = { subject_id: '00000000-0000-4000-8000-000000000001', up: 12, down: 2, mine: 'up' as const };

describe('VoteButtons', () => {
  it('shows the real counts and the visitor’s own vote, and reports the button pressed', () => {
    const onVote = vi.fn();
    render(<VoteButtons tally={tally} onVote={onVote} subjectName="BBC News" />);
    const up = screen.getByRole('button', { name: 'Upvote BBC News (12)' });
    const down = screen.getByRole('button', { name: 'Downvote BBC News (2)' });
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(down.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(down);
    expect(onVote).toHaveBeenCalledWith('down');
  });

  it('names the buttons for what they mean, waits for the counts and shows a failed vote', () => {
    render(
      <VoteButtons
        tally={undefined}
        onVote={() => {}}
        labels={{ up: 'Approve', down: 'Reject' }}
        subjectName="claim 3"
        error="Too many votes: try again in 3 seconds."
      />,
    );
    expect(screen.getByRole('button', { name: 'Approve claim 3' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reject claim 3' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('Too many votes: try again in 3 seconds.');
  });
});
