import { describe, expect, it } from "vitest";
import { categoryScore } from "~/lib/audits/analysis-finding";
import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { badSite, goodSite, labResults as lab } from "../../../../../tests/support/audit-rows";
import { type AuditResult, auditSite, CATEGORY_WEIGHTS, type Finding, recomputeScores } from "./index";

/**
 * Issue 21, done-when 2: every score shown is the documented weighted result of its checks. The
 * formula is written out again here from docs/analyzer.md (not imported), and every score of several
 * analyses is recomputed from their findings alone; one mutated finding must make the walk fail.
 */
const NOW = new Date("2026-11-22T12:00:00Z");

/** docs/analyzer.md, "How the scores are computed", as a reader would apply it by hand. */
function byHand(findings: Finding[]): Record<string, number | null> {
  const scores: Record<string, number | null> = {};
  let sum = 0;
  let weights = 0;
  for (const category of ANALYSIS_CATEGORIES) {
    const scored = findings.filter((f) => f.category === category && f.weight > 0);
    const measured = scored.filter((f) => f.measured === true);
    const total = scored.reduce((s, f) => s + f.weight, 0);
    const judged = measured.reduce((s, f) => s + f.weight, 0);
    if (judged === 0 || judged < total / 2) {
      scores[category] = null;
      continue;
    }
    const share = measured.reduce((s, f) => s + f.weight * (f.score as number), 0) / judged;
    const rounded = Math.round(100 * share);
    scores[category] = measured.some((f) => !f.passed) ? Math.min(99, rounded) : rounded;
    sum += (scores[category] as number) * CATEGORY_WEIGHTS[category];
    weights += CATEGORY_WEIGHTS[category];
  }
  scores.overall = weights ? Math.round(sum / weights) : null;
  return scores;
}

/** Every way a result's scores and findings can disagree, in words (empty: they agree). */
function disagreements(result: Pick<AuditResult, "scores" | "findings">): string[] {
  const problems: string[] = [];
  const expected = byHand(result.findings);
  for (const key of [...ANALYSIS_CATEGORIES, "overall"] as const)
    if (result.scores[key] !== expected[key])
      problems.push(`${key}: shown ${result.scores[key]}, its checks give ${expected[key]}`);
  for (const f of result.findings) {
    if (f.measured === false && (f.score !== null || f.passed)) problems.push(`${f.checkId}: not measured yet scored or passed`);
    if (f.measured !== false && f.weight > 0 && (typeof f.score !== "number" || f.score < 0 || f.score > 1))
      problems.push(`${f.checkId}: measured without a 0..1 credit`);
    // Finding 2 of issue 21: "Trust & Compliance 100/100 while Phone numbers are clickable fails".
    if (f.measured !== false && f.weight > 0 && !f.passed) {
      if ((f.score ?? 1) >= 1) problems.push(`${f.checkId}: failed with full credit`);
      if ((result.scores[f.category] ?? 0) >= 100) problems.push(`${f.category}: 100 while ${f.checkId} fails`);
    }
  }
  return problems;
}

const analyses = (): [string, AuditResult][] => [
  ["good site with lab", auditSite(goodSite(lab(1800, 95, 0)), NOW)],
  ["bad site with lab", auditSite(badSite(lab(6200, 35, 2)), NOW)],
  ["bad site, lab did not run", auditSite(badSite(), NOW)],
  ["empty crawl", auditSite({ startUrl: "https://x.example", pages: [], issues: [], linkChecks: [], lab: null }, NOW)],
];

describe("scores agree with their checks", () => {
  it("recomputes every score of every analysis from its findings alone", () => {
    for (const [name, result] of analyses()) {
      expect(disagreements(result), name).toEqual([]);
      expect(recomputeScores(result.findings), name).toEqual(result.scores);
      // Through JSON, as the database and the reports keep them.
      expect(disagreements(JSON.parse(JSON.stringify(result))), name).toEqual([]);
    }
    const [, bad] = analyses()[1]!;
    expect(bad.findings.some((f) => !f.passed && f.measured)).toBe(true);
  });

  it("fails on a planted disagreement", () => {
    const [, bad] = analyses()[1]!;
    const failed = bad.findings.findIndex((f) => !f.passed && f.measured && f.weight > 0);
    // A shown score nudged by one point.
    expect(disagreements({ ...bad, scores: { ...bad.scores, seo: (bad.scores.seo ?? 0) + 1 } })).not.toEqual([]);
    // A failed check given full credit: the contradiction of finding 2.
    const fullCredit = bad.findings.map((f, i) => (i === failed ? { ...f, score: 1 } : f));
    expect(disagreements({ ...bad, findings: fullCredit }).join("\n")).toMatch(/failed with full credit/);
    // A check not measured counted as passed (the lab did not run: axe's checks are not measured).
    const [, noLab] = analyses()[2]!;
    const unmeasured = noLab.findings.findIndex((f) => f.checkId === "a11y-axe-critical");
    expect(noLab.findings[unmeasured]?.measured).toBe(false);
    const passedAnyway = noLab.findings.map((f, i) => (i === unmeasured ? { ...f, measured: true, passed: true, score: 1 } : f));
    expect(disagreements({ ...noLab, findings: passedAnyway })).not.toEqual([]);
  });

  it("a failed check always costs points: one failure worth under half a point still leaves 99", () => {
    const finding = (checkId: string, weight: number, passed: boolean, score: number): Finding => ({
      category: "compliance",
      checkId,
      passed,
      weight,
      severity: passed ? "info" : "high",
      title: checkId,
      details: "",
      advice: null,
      impact: 3,
      effort: 1,
      urls: [],
      score,
      measured: true,
    });
    // Phone numbers clickable on 24 of 25 pages: 12 × 0.96 = 11.52 of 12 points, 99.5 of 100 before rounding.
    const findings = [finding("comp-others", 88, true, 1), finding("comp-phone-links", 12, false, 0.96)];
    expect(categoryScore(findings, "compliance")).toBe(99);
    expect(byHand(findings).compliance).toBe(99);
  });
});
