import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { CATEGORY_LABELS, CATEGORY_MEANINGS, CHECK_TABLES, prioritizeRecommendations } from "../audits";
import { scoreLine } from "./score-lines";
import type { AnalysisReport } from "./types";

/** The report as one JSON document: everything the PDF shows, machine-readable. */
export function reportJson(report: AnalysisReport) {
  return {
    url: report.url,
    analyzedAt: new Date(report.analyzedAt).toISOString(),
    resultsUrl: report.resultsUrl ?? null,
    preparedBy: { name: report.agency.name, website: report.agency.website, bookingUrl: report.agency.bookingUrl },
    /** null: not measured (see scoreCoverage for why). */
    scores: report.scores,
    /** Per category: checks measured of checks scored, and why a score is partial or missing. */
    scoreCoverage: Object.fromEntries(
      ANALYSIS_CATEGORIES.map((category) => {
        const { score, measuredChecks, checks, note } = scoreLine(report, category);
        return [category, { measured: score !== null, measuredChecks, checks, note }];
      }),
    ),
    scoreMeanings: CATEGORY_MEANINGS,
    categoryLabels: CATEGORY_LABELS,
    measurements: report.measurements,
    summary: report.summary,
    summarySource: report.summarySource ?? null,
    recommendations: prioritizeRecommendations(report.findings).map((f, index) => ({
      rank: index + 1,
      checkId: f.checkId,
      category: f.category,
      title: f.title,
      advice: f.advice,
      impact: f.impact,
      effort: f.effort,
      urls: f.urls,
    })),
    findings: report.findings,
    clientData: report.clientData ?? null,
    checkTables: CHECK_TABLES,
  };
}
