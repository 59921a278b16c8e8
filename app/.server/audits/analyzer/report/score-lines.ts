import { categoryCoverage, notMeasuredReasons, partlyMeasuredLabel } from "~/lib/audits/analysis-finding";
import type { AnalysisCategory } from "~/lib/tool-enums";
import type { AnalysisReport } from "./types";

/** A category's score as every report prints it: the number or "Not measured", and what qualifies it. */
export interface ScoreLine {
  /** "72/100" or "Not measured". */
  value: string;
  score: number | null;
  /** "partly measured: 2 of 6 checks", or why nothing was measured and what to do; null when fully judged. */
  note: string | null;
  /** The first reason alone, for the short list of scores. */
  reason: string | null;
  measuredChecks: number;
  checks: number;
}

export function scoreLine(report: Pick<AnalysisReport, "scores" | "findings">, category: AnalysisCategory): ScoreLine {
  const coverage = categoryCoverage(report.findings, category);
  const score = report.scores[category] ?? null;
  const base = { score, measuredChecks: coverage.measuredChecks, checks: coverage.checks };
  if (score === null) {
    const remedies = [...new Set(coverage.notMeasured.map((f) => f.advice).filter((a): a is string => Boolean(a)))];
    const reasons = notMeasuredReasons(coverage);
    const all = reasons.join(" ") || "No check of it could run.";
    return {
      ...base,
      value: "Not measured",
      note: `${all}${remedies.length ? ` What to do: ${remedies.join(" ")}` : ""}`,
      reason: reasons[0] ?? null,
    };
  }
  return { ...base, value: `${score}/100`, note: partlyMeasuredLabel(coverage), reason: null };
}

export const overallValue = (report: Pick<AnalysisReport, "scores">) =>
  typeof report.scores.overall === "number" ? `${report.scores.overall}/100` : "Not measured";
