import type { analysisFindings, ClientData, crawlIssues, crawlLinkChecks, crawlPages, Db } from "../../../db";
import type { Logger } from "../../../log";

/**
 * What an analysis run needs from the other parts of the analyzer, passed in
 * (the engine's crawl, the audits' lab runs, checks and summary), so the run
 * reads as its stages and its tests run in milliseconds with fakes. `run-deps.ts`
 * builds the real ones.
 */
export type CrawlPageRow = typeof crawlPages.$inferSelect;
export type CrawlIssueRow = typeof crawlIssues.$inferSelect;
export type LinkCheckRow = typeof crawlLinkChecks.$inferSelect;
export type FindingRow = Omit<typeof analysisFindings.$inferInsert, "id" | "analysisId">;

/** null: nothing of the category could be measured (audits/scoring.ts). */
export interface Scores {
  seo: number | null;
  performance: number | null;
  accessibility: number | null;
  content: number | null;
  compliance: number | null;
  overall: number | null;
}

/** Lab runs (Lighthouse, axe) as the audits part returns them; the flow passes them on unread. */
export interface LabResult {
  runs: unknown[];
  axe: unknown[];
  /** Why lab measurements were skipped (no Chromium, ...); null when they ran. */
  skippedReason: string | null;
}

export interface LabHooks {
  /** Analyses ahead of this one for the one lab browser (0: running now). */
  onQueuePosition(position: number): void;
  /** Share of the lab work done, 0..1. */
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

export interface LabRequest {
  /** Pages Lighthouse measures (home first) and the form factors. */
  lighthouseUrls: string[];
  formFactors: ("mobile" | "desktop")[];
  /** Pages axe checks. */
  axeUrls: string[];
}

export interface AuditInput {
  startUrl: string;
  pages: CrawlPageRow[];
  issues: CrawlIssueRow[];
  linkChecks: LinkCheckRow[];
  lab: LabResult;
}

export interface AuditResult {
  scores: Scores;
  findings: FindingRow[];
  measurements: Record<string, unknown>;
  clientData: Partial<ClientData>;
}

export interface AnalysisDeps {
  db: Db;
  log: Logger;
  now?: () => Date;
  /** Runs the crawl of this crawls row to its end (the engine's runCrawl); progress is read from the row. */
  crawl(crawlId: string, signal: AbortSignal): Promise<void>;
  /** Splits the crawled pages' main text into passages and indexes them; returns how many. */
  vectorize(crawlId: string): Promise<number>;
  lab(request: LabRequest, hooks: LabHooks): Promise<LabResult>;
  audit(input: AuditInput): Promise<AuditResult> | AuditResult;
  summarize(findings: FindingRow[], scores: Scores): Promise<{ text: string; source: "ai" | "findings" }>;
  limits: {
    timeLimitMs: number;
    labPages: number;
    formFactors: ("mobile" | "desktop")[];
    axePages: number;
  };
  /** How often the crawl's progress is read while it runs (tests: a few ms). */
  pollMs?: number;
}
