import type { AnalysisCategory, FindingSeverity } from "./tool-enums";

/** An analysis_findings row without its ids: what the checks produce, the reports print and the results page shows. */
export interface Finding {
  category: AnalysisCategory;
  checkId: string;
  passed: boolean;
  weight: number;
  severity: FindingSeverity;
  title: string;
  details: string;
  advice: string | null;
  /** 1 (low) .. 3 (high). */
  impact: number;
  effort: number;
  urls: string[];
}
