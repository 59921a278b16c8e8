import type { Scores } from "../audits";
import { type AnalysisReport as PrintedReport, renderReportCsv, renderReportPdf, reportJson } from "../report";
import type { ReportContext, ReportRenderers } from "./api";
import type { AnalysisReport } from "./read-analysis";

/**
 * The report downloads, rendered by the audits' report module from what the
 * flow stored: the analysis row, its findings and the site's client data,
 * with the shareable results address printed in them.
 */
function printed(report: AnalysisReport, { resultsUrl, timeZone, agency }: ReportContext): PrintedReport {
  const { analysis } = report;
  return {
    url: analysis.url,
    analyzedAt: analysis.finishedAt ?? analysis.createdAt,
    timeZone,
    scores: analysis.scores as Scores,
    measurements: analysis.measurements,
    findings: report.findings.map(({ id: _id, analysisId: _analysisId, ...finding }) => finding),
    summary: analysis.summary,
    summarySource: analysis.summarySource === "ai" || analysis.summarySource === "findings" ? analysis.summarySource : null,
    clientData: report.clientData,
    resultsUrl,
    agency,
  };
}

export const reportRenderers: ReportRenderers = {
  pdf: (report, context) => renderReportPdf(printed(report, context)),
  csv: (report, context) => renderReportCsv(printed(report, context)),
  json: (report, context) => reportJson(printed(report, context)),
};
