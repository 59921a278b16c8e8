import { verdictOf } from "~/lib/audits/analysis-finding";
import { csvCell } from "../../../csv";
import { scoreLine } from "./score-lines";
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
  "credit",
];

/**
 * One row per check (weight-0 notes included, result "note"), CRLF line ends as RFC 4180 says.
 * A check that could not run has result "not measured" (details: why) and no credit; a category with
 * nothing measured has category_score "not measured", never a number. `credit` is the check's 0..1
 * share of its weight, from which category_score is computed.
 */
export function renderReportCsv(report: AnalysisReport): string {
  const rows = report.findings.map((f) => [
    f.category,
    scoreLine(report, f.category).score ?? "not measured",
    f.checkId,
    f.title,
    verdictOf(f),
    f.weight,
    f.severity,
    f.impact,
    f.effort,
    f.details,
    f.advice,
    f.urls.join(" "),
    f.measured === false || f.weight === 0 ? null : (f.score ?? null),
  ]);
  return `${[COLUMNS, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
