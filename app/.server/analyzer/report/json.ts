import { CATEGORY_LABELS, CATEGORY_MEANINGS, CHECK_TABLES, prioritizeRecommendations } from "../audits";
import type { AnalysisReport } from "./types";

/** The report as one JSON document: everything the PDF shows, machine-readable. */
export function reportJson(report: AnalysisReport) {
  return {
    url: report.url,
    analyzedAt: new Date(report.analyzedAt).toISOString(),
    resultsUrl: report.resultsUrl ?? null,
    preparedBy: { name: report.agency.name, website: report.agency.website, bookingUrl: report.agency.bookingUrl },
    scores: report.scores,
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
