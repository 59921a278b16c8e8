import type { AnalysisCategory, FindingSeverity } from "./tool-enums";

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
}

/** A category score with less than this share of its checks' weight measured says "partly measured". */
export const PARTLY_MEASURED_SHARE = 0.5;

/** How much of a category could be judged: the scored checks (weight > 0), measured or not. */
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
  const scored = findings.filter((f) => f.category === category && f.weight > 0);
  const measured = scored.filter(isMeasured);
  return {
    checks: scored.length,
    measuredChecks: measured.length,
    weight: scored.reduce((sum, f) => sum + f.weight, 0),
    measuredWeight: measured.reduce((sum, f) => sum + f.weight, 0),
    notMeasured: scored.filter((f) => !isMeasured(f)),
  };
}

/** Under half of the category's weight measured (and something measured): the score says so. */
export function isPartlyMeasured(coverage: CategoryCoverage): boolean {
  return coverage.measuredWeight > 0 && coverage.measuredWeight < PARTLY_MEASURED_SHARE * coverage.weight;
}

/** "partly measured: 3 of 6 checks" (null when enough was measured, or nothing at all). */
export function partlyMeasuredLabel(coverage: CategoryCoverage): string | null {
  return isPartlyMeasured(coverage) ? `partly measured: ${coverage.measuredChecks} of ${coverage.checks} checks` : null;
}

/** The distinct reasons a category's checks could not run, for "Not measured: ...". */
export function notMeasuredReasons(coverage: CategoryCoverage): string[] {
  return [...new Set(coverage.notMeasured.map((f) => f.details))];
}

/**
 * A category's score: the weighted share of credit of its measured checks, 0..100, rounded; null when
 * none was measured. A failed check always costs points: with one failing, the score is at most 99
 * (a failure worth less than half a point would otherwise round back to 100).
 */
export function categoryScore(findings: readonly Finding[], category: AnalysisCategory): number | null {
  const measured = findings.filter((f) => f.category === category && f.weight > 0 && isMeasured(f));
  const possible = measured.reduce((sum, f) => sum + f.weight, 0);
  if (possible === 0) return null;
  const earned = measured.reduce((sum, f) => sum + f.weight * (f.score ?? (f.passed ? 1 : 0)), 0);
  const score = Math.round((100 * earned) / possible);
  return measured.some((f) => !f.passed) ? Math.min(score, 99) : score;
}
