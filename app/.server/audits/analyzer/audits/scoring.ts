import { categoryScore, type Finding } from "~/lib/audits/analysis-finding";
import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { CATEGORY_WEIGHTS } from "./tables";
import type { Scores } from "./types";

/**
 * The one scoring formula, used by auditSite and by anyone checking a stored analysis:
 * - a category's score is the weighted share of credit of its measured checks (`categoryScore`,
 *   app/lib/audits/analysis-finding.ts): sum(weight × score) / sum(weight) × 100, rounded, at most 99 when a
 *   check failed; null when under half of its checks' weight was measured (MIN_MEASURED_SHARE);
 * - overall is the category-weighted mean (SEO 25, Performance 20, Accessibility 15, Content 20,
 *   Compliance 20) of the rounded category scores that have a number, the weights of the others left
 *   out of the divisor; null when no category was measured.
 */
export function recomputeScores(findings: readonly Finding[]): Scores {
  const scores = { overall: null } as Scores;
  let sum = 0;
  let weights = 0;
  for (const category of ANALYSIS_CATEGORIES) {
    const score = categoryScore(findings, category);
    scores[category] = score;
    if (score === null) continue;
    sum += score * CATEGORY_WEIGHTS[category];
    weights += CATEGORY_WEIGHTS[category];
  }
  scores.overall = weights ? Math.round(sum / weights) : null;
  return scores;
}
