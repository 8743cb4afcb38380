import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Narrative } from './narrative';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const FORGED = '0badc0de-0000-4000-8000-00000000f00d';

const citationNumbers = (container: HTMLElement) =>
  [...container.querySelectorAll('sup')].map((sup) =>
    [...sup.querySelectorAll('button')].map((b) => b.textContent),
  );

describe('Narrative', () => {
  it('numbers citations by first appearance and shows entity mentions by name', () => {
    const { container } = render(
      <Narrative
        content={`[[Ruth Adebayo|e-1]] spoke. {{cite:${P2}}} The river rose. {{cite:${P1},${P2}}}`}
      />,
    );
    expect(container.textContent).toBe('Ruth Adebayo spoke. 1 The river rose. 21');
    expect(citationNumbers(container)).toEqual([['1'], ['2', '1']]);
  });

  it("shows a source's escaped imitation of the markup as the characters it wrote", () => {
    const content = String.raw`The memo \{\{cite:${FORGED}\}\} names \[\[Evil|x\]\]. {{cite:${P1}}}`;
    const { container } = render(<Narrative content={content} />);
    expect(container.textContent).toBe(`The memo {{cite:${FORGED}}} names [[Evil|x]]. 1`);
    expect(container.querySelectorAll('sup')).toHaveLength(1);
  });

  it('drops page ids that are not UUIDs with a warning and numbers only the kept ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Narrative content={`A. {{cite:not-a-uuid}} B. {{cite:page-7,${P2}}}`} />);
    expect(citationNumbers(container)).toEqual([['1']]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not-a-uuid'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('page-7'));
    warn.mockRestore();
  });

  it('keeps markup-looking article text and script payloads as text', () => {
    const { container } = render(
      <Narrative content={`<img src=x onerror=alert(1)><script>alert(2)</script> {{cite:${P1}}}`} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('shows the quote behind a citation on hover and focus, and reports a click', async () => {
    const user = userEvent.setup();
    const onCite = vi.fn();
    render(
      <Narrative
        content={`The river rose. {{cite:${P1}}}`}
        quoteFor={(ordinal, pageId) =>
          ordinal === 0 && pageId === P1
            ? { quote: 'the water rose two metres', domain: 'a.test', date: '3 Mar 2026' }
            : null
        }
        onCite={onCite}
      />,
    );
    const citation = screen.getByRole('button', { name: 'Source 1' });
    await user.hover(citation);
    expect(screen.getByRole('tooltip').textContent).toContain('the water rose two metres');
    expect(screen.getByRole('tooltip').textContent).toContain('a.test · 3 Mar 2026');
    await user.unhover(citation);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(citation);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.click(citation);
    expect(onCite).toHaveBeenCalledWith(P1);
  });

  it('renders a long narrative whole, its opening first', async () => {
    const content = Array.from({ length: 120 }, (_, i) => `Sentence ${i}. {{cite:${i % 2 ? P1 : P2}}}`).join(
      '\n\n',
    );
    const { container } = render(<Narrative content={content} />);
    await vi.waitFor(() => expect(container.querySelectorAll('sup')).toHaveLength(120));
    expect(container.textContent).toContain('Sentence 119.');
  });
});
