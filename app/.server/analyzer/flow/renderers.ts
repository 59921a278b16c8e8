import type { ReportRenderers } from "./api";
import type { AnalysisReport } from "./read-analysis";

/**
 * The report downloads. The audits part renders them (analyzer/report/);
 * until it is merged this is a stand-in with the same shape so the routes work.
 */
const csvCell = (value: unknown) => {
  const text = Array.isArray(value) ? value.join(" ") : String(value ?? "");
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

export const reportRenderers: ReportRenderers = {
  async pdf() {
    throw new Error("The PDF report is not available yet.");
  },
  csv(report: AnalysisReport) {
    const header = ["category", "check", "passed", "severity", "impact", "effort", "details", "advice", "pages"];
    const rows = report.findings.map((f) => [
      f.category,
      f.title,
      f.passed,
      f.severity,
      f.impact,
      f.effort,
      f.details,
      f.advice,
      f.urls,
    ]);
    return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n");
  },
  json(report: AnalysisReport) {
    return {
      url: report.analysis.url,
      scores: report.analysis.scores,
      summary: report.analysis.summary,
      measurements: report.analysis.measurements,
      findings: report.findings,
      clientData: report.clientData,
    };
  },
};
