/** SPEC §4: maturity by coherence: below 0.4 Emerging; 0.4 to below 0.7 Growing; 0.7 or more Mature. */
export type Maturity = 'Emerging' | 'Growing' | 'Mature';

export const MATURITY_GROWING_AT = 0.4;
/** Also the publishable threshold of the builder (SPEC §9: 70%). */
export const MATURITY_MATURE_AT = 0.7;

export function maturityLabel(coherence: number): Maturity {
  if (coherence >= MATURITY_MATURE_AT) return 'Mature';
  if (coherence >= MATURITY_GROWING_AT) return 'Growing';
  return 'Emerging';
}
