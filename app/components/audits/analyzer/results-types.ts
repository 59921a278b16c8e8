import type { Finding } from "~/lib/audits/analysis-finding";
import type { AnalysisState } from "~/lib/audits/analyzer";

/** What the results page gets from the loader (the same as GET /api/analyses/{id} when complete). */
export interface FindingView extends Finding {
  id: number;
}

export interface AnalysisResultsView extends AnalysisState {
  summary: string | null;
  summarySource: string | null;
  measurements: Record<string, unknown>;
  findings: FindingView[];
  clientData: Record<string, unknown> | null;
  schedule: { interval: string | null; timezone: string; nextRunAt: string | null } | null;
  history: {
    id: string;
    createdAt: string;
    status: string;
    scores: Partial<Record<string, number | null>>;
    scheduled: boolean;
  }[];
  changes: {
    previousId: string;
    previousAt: string;
    scoreDeltas: Partial<Record<string, number>>;
    fixed: string[];
    regressed: string[];
  } | null;
}
