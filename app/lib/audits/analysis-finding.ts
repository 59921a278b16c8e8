import type { AnalysisCategory, FindingSeverity } from "../tool-enums";

/** An analysis_findings row without its ids: what the checks produce, the reports print and the results page shows. */
export interface Finding {
  category: AnalysisCategory;
  checkId: string;
  passed: boolean;
  weight: number;
  severity: FindingSeverity;
  title: string;
  details: string;
  advice: string | null;
  /** 1 (low) .. 3 (high). */
  impact: number;
  effort: number;
  urls: string[];
  /**
   * The check's credit, 0..1: its category earns weight × score. Below 1 whenever the check failed.
   * null when not measured, and in rows stored before issue 21 (optional for those).
   */
  score?: number | null;
  /**
   * False: the check could not run (the browser test failed on every page, no page of the kind it judges...).
   * `details` gives the real reason and `advice` the remedy; it counts in no score, never as a pass.
   * Absent in rows stored before issue 21: they were all measured.
   */
  measured?: boolean;
  /**
   * False: the check does not apply to this site (nothing of the kind it judges was found: no health
   * information on an agency's site, no prose page). Not measured either, but unlike a check that could
   * not run it takes nothing away from its category's coverage. Absent in older rows: they applied.
   */
  applicable?: boolean;
}

export const isApplicable = (finding: Finding) => finding.applicable !== false;

/** A check's verdict in words, the same on the page and in the reports. */
export type Verdict = "pass" | "fail" | "not measured" | "does not apply" | "note";
export function verdictOf(finding: Finding): Verdict {
  if (!isApplicable(finding)) return "does not apply";
  if (finding.measured === false) return "not measured";
  if (finding.weight === 0) return "note";
  return finding.passed ? "pass" : "fail";
}

/**
 * A category needs at least this share of its checks' weight measured to have a number: a score built
 * from less (axe failed, so only the HTML checks ran: 30 of 100 points) would pass for a judgement it is
 * not, and is "Not measured" with what could run. Between this and all of it, the score says "partly measured".
 */
export const MIN_MEASURED_SHARE = 0.5;

/** How much of a category could be judged: the scored checks (weight > 0) that apply, measured or not. */
export interface CategoryCoverage {
  checks: number;
  measuredChecks: number;
  weight: number;
  measuredWeight: number;
  /** The scored checks that could not run, with their reasons in `details`. */
  notMeasured: Finding[];
}

export const isMeasured = (finding: Finding) => finding.measured !== false;

export function categoryCoverage(findings: readonly Finding[], category: AnalysisCategory): CategoryCoverage {
  const scored = findings.filter((f) => f.category === category && f.weight > 0 && isApplicable(f));
  const measured = scored.filter(isMeasured);
  return {
    checks: scored.length,
    measuredChecks: measured.length,
    weight: scored.reduce((sum, f) => sum + f.weight, 0),
    measuredWeight: measured.reduce((sum, f) => sum + f.weight, 0),
    notMeasured: scored.filter((f) => !isMeasured(f)),
  };
}

/** Enough of the category's weight was measured to give it a number. */
export const hasEnoughMeasured = (coverage: CategoryCoverage) =>
  coverage.measuredWeight > 0 && coverage.measuredWeight >= MIN_MEASURED_SHARE * coverage.weight;

/** "partly measured: 5 of 6 checks" when the score stands on some but not all of its checks; else null. */
export function partlyMeasuredLabel(coverage: CategoryCoverage): string | null {
  return coverage.measuredChecks > 0 && coverage.measuredChecks < coverage.checks
    ? `partly measured: ${coverage.measuredChecks} of ${coverage.checks} checks`
    : null;
}

/** Why a category has no number: the distinct reasons its checks could not run, and what did. */
export function notMeasuredReasons(coverage: CategoryCoverage): string[] {
  const reasons = [...new Set(coverage.notMeasured.map((f) => f.details.replace(/^Not measured\.\s*/, "")))];
  if (coverage.measuredChecks > 0)
    reasons.push(
      `Only ${coverage.measuredChecks} of ${coverage.checks} checks (${coverage.measuredWeight} of ${coverage.weight} points) could run: too little to score.`,
    );
  return reasons;
}

/**
 * A category's score: the weighted share of credit of its measured checks, 0..100, rounded; null when
 * under MIN_MEASURED_SHARE of its weight was measured. A failed check always costs points: with one
 * failing, the score is at most 99 (a failure worth less than half a point would otherwise round to 100).
 */
export function categoryScore(findings: readonly Finding[], category: AnalysisCategory): number | null {
  if (!hasEnoughMeasured(categoryCoverage(findings, category))) return null;
  const measured = findings.filter((f) => f.category === category && f.weight > 0 && isMeasured(f));
  const possible = measured.reduce((sum, f) => sum + f.weight, 0);
  const earned = measured.reduce((sum, f) => sum + f.weight * (f.score ?? (f.passed ? 1 : 0)), 0);
  const score = Math.round((100 * earned) / possible);
  return measured.some((f) => !f.passed) ? Math.min(score, 99) : score;
}
