/**
 * The time-gap coefficient of the match model, fitted on the dated generated calibration streams
 * (calibration-2,3,4.jsonl) beside the model it is used with (sixteenth pass, issue 14).
 *
 * ECB+ has no dates, so the ECB+ calibration cannot fit the gap coefficient. Until the sixteenth pass it
 * kept -1.123, fitted on the generated streams together with an older model whose other coefficients were
 * all different; with the ECB+ model that fixed value split dated follow-ups (the hand-written dev set:
 * an inquiry 22 days after a dam breach, cosine 0.36 and every name shared, got 0.04). Now the coefficient
 * is fitted with every other coefficient held at the ECB+ model's: the streams fed in order, every article
 * added to its gold story, each article's TOP_CANDIDATES most similar candidates one example each (the
 * ECB+ protocol), a one-parameter logistic regression with the other terms as its offset.
 */
import { type MatchModel, matchLogit, modelInputs } from '../../server/src/intelligence/matching/match-model';
import { createStoryMatcher } from '../../server/src/intelligence/matching/story-matcher';
import { CALIBRATION_FILES } from './calibrate';
import { concatenateStreams, loadJsonl } from './evaluate';

/** [offset: the logit without the gap term, ln(1 + days), right story] for each candidate example. */
function gapExamples(model: MatchModel, topCandidates: number): [number, number, number][] {
  const withoutGap = { ...model, gap: 0 };
  const examples: [number, number, number][] = [];
  const matcher = createStoryMatcher({ model });
  for (const article of concatenateStreams(CALIBRATION_FILES.map(loadJsonl))) {
    const top = matcher
      .explain(article, 1000)
      .sort((a, b) => b.evidence.cosine - a.evidence.cosine)
      .slice(0, topCandidates);
    for (const c of top)
      examples.push([
        matchLogit(withoutGap, c.evidence),
        modelInputs(c.evidence)[2] as number,
        c.story_id === article.event ? 1 : 0,
      ]);
    matcher.add(article.event, article);
  }
  return examples;
}

/** The gap coefficient (Newton's method on one parameter), rounded to three decimals as the model is. */
export function fitGapOnDatedStreams(model: MatchModel, topCandidates: number): number {
  const examples = gapExamples(model, topCandidates);
  let gap = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    let gradient = 0;
    let curvature = 0;
    for (const [offset, x, y] of examples) {
      const p = 1 / (1 + Math.exp(-(offset + gap * x)));
      gradient += (y - p) * x;
      curvature += p * (1 - p) * x * x;
    }
    const step = gradient / Math.max(curvature, 1e-9);
    gap += step;
    if (Math.abs(step) < 1e-9) break;
  }
  return Math.round(gap * 1000) / 1000;
}
