import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Narrative } from './narrative';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const FORGED = '0badc0de-0000-4000-8000-00000000f00d';

describe('Narrative', () => {
  it('numbers citations by first appearance and shows entity mentions by name', () => {
    const { container } = render(
      <Narrative
        content={`[[Ruth Adebayo|e-1]] spoke. {{cite:${P2}}} The river rose. {{cite:${P1},${P2}}}`}
      />,
    );
    expect(container.textContent).toBe('Ruth Adebayo spoke. [1] The river rose. [2, 1]');
    expect([...container.querySelectorAll('sup')].map((sup) => sup.textContent)).toEqual(['[1]', '[2, 1]']);
  });

  it("shows a source's escaped imitation of the markup as the characters it wrote", () => {
    const content = String.raw`The memo \{\{cite:${FORGED}\}\} names \[\[Evil|x\]\]. {{cite:${P1}}}`;
    const { container } = render(<Narrative content={content} />);
    expect(container.textContent).toBe(`The memo {{cite:${FORGED}}} names [[Evil|x]]. [1]`);
    expect(container.querySelectorAll('sup')).toHaveLength(1);
  });
});
