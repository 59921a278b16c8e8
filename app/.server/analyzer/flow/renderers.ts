import type { Scores } from "../audits";
import { type AnalysisReport as PrintedReport, renderReportCsv, renderReportPdf, reportJson } from "../report";
import type { ReportRenderers } from "./api";
import type { AnalysisReport } from "./read-analysis";

/**
 * The report downloads, rendered by the audits' report module from what the
 * flow stored: the analysis row, its findings and the site's client data,
 * with the shareable results address printed in them.
 */
function printed(report: AnalysisReport, resultsUrl: string): PrintedReport {
  const { analysis } = report;
  return {
    url: analysis.url,
    analyzedAt: analysis.finishedAt ?? analysis.createdAt,
    scores: analysis.scores as Scores,
    measurements: analysis.measurements,
    findings: report.findings.map(({ id: _id, analysisId: _analysisId, ...finding }) => finding),
    summary: analysis.summary,
    summarySource: analysis.summarySource === "ai" || analysis.summarySource === "findings" ? analysis.summarySource : null,
    clientData: report.clientData,
    resultsUrl,
  };
}

export const reportRenderers: ReportRenderers = {
  pdf: (report, resultsUrl) => renderReportPdf(printed(report, resultsUrl)),
  csv: (report, resultsUrl) => renderReportCsv(printed(report, resultsUrl)),
  json: (report, resultsUrl) => reportJson(printed(report, resultsUrl)),
};
