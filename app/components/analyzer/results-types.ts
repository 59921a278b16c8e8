import type { AnalysisState } from "~/lib/analyzer";
import type { AnalysisCategory, FindingSeverity } from "~/lib/tool-enums";

/** What the results page gets from the loader (the same as GET /api/analyses/{id} when complete). */
export interface FindingView {
  id: number;
  category: AnalysisCategory;
  checkId: string;
  passed: boolean;
  weight: number;
  severity: FindingSeverity;
  title: string;
  details: string;
  advice: string | null;
  impact: number;
  effort: number;
  urls: string[];
}

export interface AnalysisResultsView extends AnalysisState {
  summary: string | null;
  summarySource: string | null;
  measurements: Record<string, unknown>;
  findings: FindingView[];
  clientData: Record<string, unknown> | null;
  schedule: { interval: string | null; timezone: string; nextRunAt: string | null } | null;
  history: { id: string; createdAt: string; status: string; scores: Partial<Record<string, number>>; scheduled: boolean }[];
  changes: {
    previousId: string;
    previousAt: string;
    scoreDeltas: Partial<Record<string, number>>;
    fixed: string[];
    regressed: string[];
  } | null;
}
