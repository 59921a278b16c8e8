import { ANALYSIS_CATEGORIES, type AnalysisCategory } from "~/lib/tool-enums";
import { axeSkippedNote } from "./checks/accessibility";
import { labSkippedNote } from "./checks/performance";
import { buildClientData } from "./client-data";
import { buildSite, median, percentile, type Site } from "./site";
import { CATEGORY_WEIGHTS, checksFor } from "./tables";
import type { AuditInput, AuditResult, CheckOutcome, Finding, Measurements, Scores } from "./types";

export { businessNameOf } from "./client-data";
export { prioritizeRecommendations } from "./priorities";
export { fleschReadingEase } from "./readability";
export { type ChatCompletion, type SummaryDeps, writeSummary } from "./summary";
export { CATEGORY_LABELS, CATEGORY_MEANINGS, CATEGORY_WEIGHTS, CHECK_TABLES, type CheckTableRow } from "./tables";
export { TRACKERS } from "./trackers";
export type { AuditInput, AuditIssue, AuditLinkCheck, AuditPage, AuditResult, Finding, Measurements, Scores } from "./types";

/**
 * Scores a crawled site. Pure: the same rows and lab results give the same answer (`now` only
 * moves the freshness check). Each category's score is the weighted share of its applicable checks'
 * credit (checks that do not apply drop out); overall is the category-weighted mean.
 */
export function auditSite(input: AuditInput, now: Date = new Date()): AuditResult {
  const site = buildSite(input);
  const findings: Finding[] = [];
  const scores = {} as Scores;
  const tables = checksFor(now);
  for (const category of ANALYSIS_CATEGORIES) {
    let earned = 0;
    let possible = 0;
    for (const check of tables[category]) {
      // Without one readable HTML page there is nothing to judge: no check applies, every score is 0.
      const result = site.pages.length ? check.run(site) : null;
      if (result === null) continue;
      earned += check.weight * clamp(result.score);
      possible += check.weight;
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
      });
    }
    // No applicable check (no HTML page at all): nothing was measured, so nothing earned.
    scores[category] = possible ? Math.round((100 * earned) / possible) : 0;
  }
  findings.push(...notes(site));
  scores.overall = Math.round(ANALYSIS_CATEGORIES.reduce((sum, c) => sum + scores[c] * CATEGORY_WEIGHTS[c], 0) / 100);
  return { scores, findings, measurements: measure(site), clientData: buildClientData(site, findings, input.clientId) };
}

function clamp(n: number): number {
  return Math.max(0, Math.min(1, Number.isFinite(n) ? n : 0));
}

/** Weight-0 findings that say what was not measured and why; they change no score. */
function notes(site: Site): Finding[] {
  const note = (category: AnalysisCategory, checkId: string, title: string, result: CheckOutcome | null): Finding[] =>
    result
      ? [
          {
            category,
            checkId,
            passed: false,
            weight: 0,
            severity: "info",
            title,
            details: result.details,
            advice:
              "Run the analysis on a server with Chromium installed (CHROME_PATH or /usr/bin/chromium) for lab measurements.",
            impact: 1,
            effort: 1,
            urls: [],
          },
        ]
      : [];
  if (site.pages.length === 0) {
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
      },
    ];
  }
  return [
    ...note("performance", "perf-lab-skipped", "Lab measurements were skipped", labSkippedNote(site)),
    ...note("accessibility", "a11y-axe-skipped", "Browser accessibility testing was skipped", axeSkippedNote(site)),
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
    labSkippedReason: skipped ? (labSkippedNote(site)?.details ?? null) : null,
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
      skippedReason: axeSkippedNote(site)?.details ?? null,
    },
    http: {
      pagesMeasured: times.length,
      medianResponseMs: median(times),
      p90ResponseMs: percentile(times, 90),
      medianHtmlBytes: median(sizes),
    },
  };
}

export { checkTablesMarkdown } from "./docs";
