/**
 * What a lab run (Lighthouse, axe-core in Chromium) hands to the audits.
 * Plain data: the audits are pure over it, the report and the database keep it as JSON.
 */

export type FormFactor = "mobile" | "desktop";

/** A performance audit that did not pass, with Lighthouse's estimate of what fixing it saves. */
export interface LighthouseOpportunity {
  id: string;
  title: string;
  /** Lighthouse's own line, e.g. "Est savings of 102 KiB". */
  displayValue: string | null;
  /** Estimated time saved on LCP or FCP, whichever is larger. */
  savingsMs: number | null;
  savingsBytes: number | null;
}

/** One Lighthouse performance run of one page in one form factor. */
export interface LighthouseRun {
  url: string;
  formFactor: FormFactor;
  /** Set when the run failed or timed out; the metrics are then null. */
  error: string | null;
  /** Lighthouse performance category score, 0..100. */
  performanceScore: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  speedIndexMs: number | null;
  ttfbMs: number | null;
  totalBytes: number | null;
  /** Largest saving first (absent in runs stored before opportunities were kept). */
  opportunities?: LighthouseOpportunity[];
  durationMs: number;
}

export type AxeImpact = "critical" | "serious" | "moderate" | "minor";

export interface AxeViolation {
  id: string;
  impact: AxeImpact | null;
  help: string;
  helpUrl: string;
  /** Elements affected on the page (count) and up to three CSS targets, for the report. */
  nodes: number;
  targets: string[];
}

/** axe-core's verdict on one page. */
export interface AxePageResult {
  url: string;
  error: string | null;
  violations: AxeViolation[];
  passes: number;
  durationMs: number;
}

export interface LabResults {
  runs: LighthouseRun[];
  axe: AxePageResult[];
  /** Why nothing ran (no Chromium, aborted before the browser started...); null when the lab ran. */
  skippedReason: string | null;
}
