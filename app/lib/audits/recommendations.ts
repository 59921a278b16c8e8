import { type Finding, isMeasured } from "./analysis-finding";

/**
 * Failed checks as recommendations, in the order to do them: critical problems first (legal risk,
 * pages that cannot be indexed, total accessibility barriers), then highest impact, then least
 * effort (quick wins before projects), then the check's weight. One order for the results page,
 * the summary and the PDF, CSV and JSON reports, so "the three fixes worth most" are the same three
 * everywhere. A check that was not measured is no recommendation: nothing is known to be wrong.
 */
export function prioritizeRecommendations<F extends Finding>(findings: F[]): F[] {
  const critical = (f: Finding) => (f.severity === "critical" ? 1 : 0);
  return findings
    .filter((f) => !f.passed && f.weight > 0 && isMeasured(f))
    .sort(
      (a, b) =>
        critical(b) - critical(a) ||
        b.impact - a.impact ||
        a.effort - b.effort ||
        b.weight - a.weight ||
        a.checkId.localeCompare(b.checkId),
    );
}
