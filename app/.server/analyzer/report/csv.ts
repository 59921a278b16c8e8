import { csvCell } from "../../csv";
import type { AnalysisReport } from "./types";

const COLUMNS = [
  "category",
  "category_score",
  "check_id",
  "title",
  "result",
  "weight",
  "severity",
  "impact",
  "effort",
  "details",
  "advice",
  "pages",
];

/** One row per check (weight-0 notes included, result "note"), CRLF line ends as RFC 4180 says. */
export function renderReportCsv(report: AnalysisReport): string {
  const rows = report.findings.map((f) => [
    f.category,
    report.scores[f.category],
    f.checkId,
    f.title,
    f.weight === 0 ? "note" : f.passed ? "pass" : "fail",
    f.weight,
    f.severity,
    f.impact,
    f.effort,
    f.details,
    f.advice,
    f.urls.join(" "),
  ]);
  return `${[COLUMNS, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
