import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockReply, renderStoryPage, STORY_ID, serveStoryWorld } from '../test/story-fixtures';
import { answerParts } from './chat-answer';
import { CHAT_ERROR } from './story-chat-drawer';

afterEach(() => vi.unstubAllGlobals());

describe('answerParts', () => {
  it("turns each 'Claim N' of a known claim into a chip and leaves the rest as text", () => {
    expect(answerParts('Claim 3 says so, unlike Claim 9. Claim 1', 4)).toEqual([
      { kind: 'claim', number: 3, label: 'Claim 3', before: '', after: '' },
      { kind: 'text', text: ' says so, unlike Claim 9. ' },
      { kind: 'claim', number: 1, label: 'Claim 1', before: '', after: '' },
    ]);
    // The brackets and punctuation around a chip go with it: no line starts with ')' or ends with '('.
    expect(answerParts('The river rose (Claim 2, Claim 4). Then (Claim 9) fell.', 4)).toEqual([
      { kind: 'text', text: 'The river rose ' },
      { kind: 'claim', number: 2, label: 'Claim 2', before: '(', after: ',' },
      { kind: 'text', text: ' ' },
      { kind: 'claim', number: 4, label: 'Claim 4', before: '', after: ').' },
      { kind: 'text', text: ' Then (Claim 9) fell.' },
    ]);
    // escaped markup reads as the characters it stands for; nothing is HTML
    expect(answerParts(String.raw`A quote: \[\[x\]\] <b>bold</b>`, 0)).toEqual([
      { kind: 'text', text: 'A quote: [[x]] <b>bold</b>' },
    ]);
  });
});

function serveChat(reply: (message: string) => MockReply) {
  return serveStoryWorld(undefined, (request) =>
    request.method === 'POST' && request.path === `/api/story/${STORY_ID}/chat`
      ? reply((request.body as { message: string }).message)
      : undefined,
  );
}

async function openChat() {
  renderStoryPage();
  const button = await screen.findByRole('button', { name: 'Story Chat' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Story Chat' });
  return { button, dialog };
}

describe('Story chat drawer', () => {
  it('asks a question, shows the answer and expands a claim chip with its source age', async () => {
    const { calls } = serveChat(() => ({
      body: {
        success: true,
        response: 'The gates opened (Claim 1). <img src=x onerror=alert(1)>',
        cited_claims: [1],
      },
    }));
    const { dialog } = await openChat();
    // The hint names the questions the chat answers, the sources' disagreements among them.
    expect(dialog.textContent).toContain(
      'Ask what happened, when and where, who said what, how many were affected, or where the sources differ.',
    );
    const input = within(dialog).getByPlaceholderText('Ask about this story...');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(document.activeElement).toBe(input);
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(input, '   ');
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(input, 'When did the gates open?{Enter}');
    const chip = await within(dialog).findByRole('button', { name: 'Claim 1' });
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.textContent).toContain('<img src=x onerror=alert(1)>');
    await userEvent.click(chip);
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByText('The dam gates opened on Tuesday.')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: /river\.example · (\d+[dhm] ago|just now)/ }),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ message: 'When did the gates open?', conversation_history: [] });
    // typing 30 characters one by one is slow on a loaded machine
  }, 20_000);

  it('blocks a second question while one is pending', async () => {
    serveChat(() => 'pending');
    const { dialog } = await openChat();
    const input = within(dialog).getByPlaceholderText('Ask about this story...');
    await userEvent.type(input, 'First?{Enter}');
    await userEvent.type(input, 'Second?');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Thinking…')).toBeTruthy();
  });

  it('shows the SPEC §8 error text when the answer fails', async () => {
    serveChat(() => ({ status: 500, body: { error: 'boom' } }));
    const { dialog } = await openChat();
    await userEvent.type(within(dialog).getByPlaceholderText('Ask about this story...'), 'Why?{Enter}');
    expect(await within(dialog).findByText(CHAT_ERROR)).toBeTruthy();
  });

  it('traps focus inside the drawer and closes on Escape, giving focus back to its button', async () => {
    serveChat(() => 'pending');
    const { button, dialog } = await openChat();
    const close = within(dialog).getByRole('button', { name: 'Close Story Chat' });
    const input = within(dialog).getByPlaceholderText('Ask about this story...');
    await userEvent.type(input, 'x');
    // forward from the last control (Send) wraps to the first (Close), backward from Close to Send
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
