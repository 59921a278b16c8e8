import { isMeasured } from "~/lib/analysis-finding";
import type { Finding } from "./types";

/**
 * Failed checks as recommendations, in the order to do them: critical problems first (legal risk,
 * pages that cannot be indexed, total accessibility barriers), then highest impact, then least
 * effort (quick wins before projects), then the check's weight. A check that was not measured is no
 * recommendation: nothing is known to be wrong.
 */
export function prioritizeRecommendations(findings: Finding[]): Finding[] {
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
