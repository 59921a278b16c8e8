import { ANALYSIS_CATEGORIES, type AnalysisCategory } from "~/lib/tool-enums";
import { axeFailure, type LabFailure, lighthouseFailure } from "../lab/not-measured";
import { buildClientData } from "./client-data";
import { recomputeScores } from "./scoring";
import { buildSite, median, percentile, type Site } from "./site";
import { checksFor, FAILED_CHECK_MAX_CREDIT } from "./tables";
import type { AuditInput, AuditResult, CheckDefinition, Finding, Measurements } from "./types";

export { businessNameOf } from "./client-data";
export { prioritizeRecommendations } from "./priorities";
export { fleschReadingEase } from "./readability";
export { recomputeScores } from "./scoring";
export { type ChatCompletion, type SummaryDeps, writeSummary } from "./summary";
export {
  CATEGORY_LABELS,
  CATEGORY_MEANINGS,
  CATEGORY_WEIGHTS,
  CHECK_TABLES,
  type CheckTableRow,
  FAILED_CHECK_MAX_CREDIT,
} from "./tables";
export { TRACKERS } from "./trackers";
export type { AuditInput, AuditIssue, AuditLinkCheck, AuditPage, AuditResult, Finding, Measurements, Scores } from "./types";

/**
 * Scores a crawled site. Pure: the same rows and lab results give the same answer (`now` only
 * moves the freshness check). Every check of the tables gives one finding: measured, with its
 * credit (`score`, 0..1, below 1 when it failed), or "not measured" with the real reason (the lab
 * tool it needs could not run, no page of the kind it judges) and no credit. The scores are then
 * computed from the findings alone by recomputeScores (scoring.ts), the one formula: a category is
 * the weighted share of credit of its measured checks, null when none was measured; overall is the
 * category-weighted mean over the measured categories.
 */
export function auditSite(input: AuditInput, now: Date = new Date()): AuditResult {
  const site = buildSite(input);
  const findings: Finding[] = [];
  const tables = checksFor(now);
  for (const category of ANALYSIS_CATEGORIES) {
    for (const check of tables[category]) {
      // Without one readable HTML page there is nothing to judge: every check is not measured.
      const result = site.pages.length ? check.run(site) : null;
      if (result === null) {
        findings.push(notMeasured(category, check, site));
        continue;
      }
      findings.push({
        category,
        checkId: check.id,
        passed: result.passed,
        weight: check.weight,
        severity: result.passed ? "info" : check.severity,
        title: check.title,
        details: result.details,
        advice: result.passed ? null : check.advice,
        impact: check.impact,
        effort: check.effort,
        urls: result.urls.slice(0, 50),
        score: credit(result.passed, result.score),
        measured: true,
      });
    }
  }
  findings.push(...notes(site));
  return {
    scores: recomputeScores(findings),
    findings,
    measurements: measure(site),
    clientData: buildClientData(site, findings, input.clientId),
  };
}

/**
 * The check's share, clamped to 0..1; a failed check always costs something (finding 2 of issue 21).
 * checksFor already caps a failure's credit; this holds for a check run without its table too.
 */
function credit(passed: boolean, score: number): number {
  const share = Math.max(0, Math.min(1, Number.isFinite(score) ? score : 0));
  return passed ? share : Math.min(share, FAILED_CHECK_MAX_CREDIT);
}

/** Why a check could not be judged, as the reader is told it, and what to do. */
function whyNotMeasured(
  check: CheckDefinition<Site>,
  site: Site,
): LabFailure | { reason: string; remedy: string | null; applicable?: false } {
  if (site.pages.length === 0) return { reason: "No page of the site could be read.", remedy: null };
  const failure =
    check.needs === "axe" ? axeFailure(site.lab) : check.needs === "lighthouse" ? lighthouseFailure(site.lab) : null;
  if (failure) return failure;
  return {
    reason: `Nothing this check judges was found on the ${site.pages.length} pages analysed (it looks for: ${check.checks.replace(/\.$/, "")}).`,
    remedy: null,
    applicable: false,
  };
}

function notMeasured(category: AnalysisCategory, check: CheckDefinition<Site>, site: Site): Finding {
  const why = whyNotMeasured(check, site);
  const applicable = !("applicable" in why && why.applicable === false);
  return {
    category,
    checkId: check.id,
    passed: false,
    weight: check.weight,
    severity: "info",
    title: check.title,
    details: `${applicable ? "Not measured" : "Does not apply"}. ${why.reason}`,
    advice: why.remedy,
    impact: check.impact,
    effort: check.effort,
    urls: [],
    score: null,
    measured: false,
    applicable,
  };
}

/** Weight-0 findings that change no score: today only that no page could be read at all. */
function notes(site: Site): Finding[] {
  if (site.pages.length > 0) return [];
  const reason = `No HTML page answered 200 among the ${site.rows.length} addresses crawled${site.rows[0]?.error ? ` (first error: ${site.rows[0].error})` : ""}; nothing could be scored.`;
  return [
    {
      category: "seo",
      checkId: "seo-no-pages",
      passed: false,
      weight: 0,
      severity: "critical",
      title: "No page could be analysed",
      details: reason,
      advice: "Check that the address is right and that the site answers to ordinary browsers.",
      impact: 3,
      effort: 1,
      urls: site.rows.map((r) => r.url).slice(0, 50),
      score: null,
      measured: true,
    },
  ];
}

function measure(site: Site): Measurements {
  const ok = site.lab.runs.filter((r) => r.error === null && r.lcpMs !== null);
  const homeFirst = (factor: string) =>
    ok.find((r) => r.formFactor === factor && site.home && r.url === site.home.url) ?? ok.find((r) => r.formFactor === factor);
  const lcp = (factor: string) => {
    const run = homeFirst(factor);
    return run ? Math.round(run.lcpMs! / 100) / 10 : null;
  };
  const times = site.pages.map((p) => p.row.responseMs).filter((v): v is number => typeof v === "number");
  const sizes = site.pages.map((p) => p.row.bytes).filter((v): v is number => typeof v === "number");
  const skipped = ok.length === 0;
  return {
    lab: skipped ? "skipped" : "measured",
    labSkippedReason: skipped ? told(lighthouseFailure(site.lab)) : null,
    pageSpeedMobileSeconds: lcp("mobile"),
    pageSpeedDesktopSeconds: lcp("desktop"),
    lighthouse: site.lab.runs.map((r) => ({
      url: r.url,
      formFactor: r.formFactor,
      performanceScore: r.performanceScore,
      lcpMs: r.lcpMs,
      cls: r.cls,
      tbtMs: r.tbtMs,
      error: r.error,
      opportunities: r.opportunities ?? [],
    })),
    axe: {
      pagesTested: site.lab.axe.filter((a) => a.error === null).length,
      skippedReason: told(axeFailure(site.lab)),
    },
    http: {
      pagesMeasured: times.length,
      medianResponseMs: median(times),
      p90ResponseMs: percentile(times, 90),
      medianHtmlBytes: median(sizes),
    },
  };
}

const told = (failure: LabFailure | null) => (failure ? `${failure.reason} ${failure.remedy}` : null);

export { checkTablesMarkdown } from "./docs";
