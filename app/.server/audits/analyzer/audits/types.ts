import type { ClientData, crawlIssues, crawlLinkChecks, crawlPages } from "~/.server/db";
import type { Finding } from "~/lib/audits/analysis-finding";
import type { AnalysisCategory, FindingSeverity } from "~/lib/tool-enums";
import type { LabResults, LighthouseOpportunity } from "../lab/types";

/** The crawl_pages columns the audits read (a full row fits). */
export type AuditPage = Pick<
  typeof crawlPages.$inferSelect,
  | "url"
  | "finalUrl"
  | "redirectChain"
  | "statusCode"
  | "contentType"
  | "bytes"
  | "responseMs"
  | "depth"
  | "title"
  | "content"
  | "metadata"
  | "contentHash"
  | "fingerprint"
  | "error"
>;
export type AuditIssue = Pick<typeof crawlIssues.$inferSelect, "type" | "severity" | "url" | "details" | "sources">;
export type AuditLinkCheck = Pick<typeof crawlLinkChecks.$inferSelect, "url" | "statusCode" | "error">;

export interface AuditInput {
  startUrl: string;
  pages: AuditPage[];
  issues: AuditIssue[];
  linkChecks: AuditLinkCheck[];
  /** null: the lab stage did not run at all (treated like a skipped run). */
  lab: LabResults | null;
  /** client_ingestions.client_id, when the caller has one. */
  clientId?: string;
}

export type { Finding };

/** 0..100 per category and overall; null: nothing of it could be measured (scoring.ts, recomputeScores). */
export type Scores = Record<AnalysisCategory | "overall", number | null>;

export interface AuditResult {
  scores: Scores;
  findings: Finding[];
  measurements: Measurements;
  clientData: ClientData;
}

/** A type alias, not an interface, so it fits jsonb columns typed Record<string, unknown>. */
export type Measurements = {
  /** "measured" when at least one Lighthouse run succeeded. */
  lab: "measured" | "skipped";
  labSkippedReason: string | null;
  /** The spec's "page speed mobile / desktop": measured LCP of the home page, in seconds (null: not measured). */
  pageSpeedMobileSeconds: number | null;
  pageSpeedDesktopSeconds: number | null;
  lighthouse: {
    url: string;
    formFactor: string;
    performanceScore: number | null;
    lcpMs: number | null;
    cls: number | null;
    tbtMs: number | null;
    error: string | null;
    /** What fixing each failed audit would save (PageSpeed Insights' "Insights"), largest first. */
    opportunities: LighthouseOpportunity[];
  }[];
  /** The pages the lab measured and why each (home, slowest, heaviest, one per template); set by the analysis flow. */
  labPages?: { url: string; reason: string }[];
  /** `skippedReason`: why axe-core tested no page, as the report tells it (lab/not-measured.ts). */
  axe: { pagesTested: number; skippedReason: string | null };
  /** From the crawl's own requests: server response time and HTML size. */
  http: {
    pagesMeasured: number;
    medianResponseMs: number | null;
    p90ResponseMs: number | null;
    medianHtmlBytes: number | null;
  };
};

/** What one check concluded. `score` 0..1 gives partial credit (the share of pages that pass). */
export interface CheckOutcome {
  passed: boolean;
  score: number;
  details: string;
  urls: string[];
}

/**
 * One row of a category's documented table, and the code that decides it.
 * `run` answers null when the check could not be judged (no lab results, no page of the kind it judges):
 * it is then reported as "not measured" with the reason and counts neither for nor against the score.
 */
export interface CheckDefinition<Ctx> {
  id: string;
  title: string;
  /** What it checks, in a sentence: the table's "what" column. */
  checks: string;
  weight: number;
  /** Why it matters to a treatment centre: the table's "why" column. */
  why: string;
  severity: FindingSeverity;
  advice: string;
  impact: 1 | 2 | 3;
  effort: 1 | 2 | 3;
  run: (ctx: Ctx) => CheckOutcome | null;
  /** The lab tool the check reads: when it answers null, that tool's failure is the reason given (lab/not-measured.ts). */
  needs?: "axe" | "lighthouse";
}
