import type { CrawlStatus } from "../tool-enums";

/**
 * What the crawl API (app/.server/audits/crawler/api) and the /website-crawler page
 * share: the spec's texts (tools-and-back-office §5, §8, word for word), the
 * Maximum Pages limits and the JSON shapes of /api/crawls. Browser-safe.
 */
export const CRAWLER_TEXT = {
  invalidUrl: "Please enter a valid URL",
  notFound: "No crawl results found for this ID.",
  crawlFailed: "Crawl failed",
  crawlCompleted: "Website crawl completed",
  fetchError: "Error fetching results",
  selectPage: "Select a page to view its details",
  loading: "Loading crawl results...",
  noResults: "No Results",
  toastStarting: "Starting website crawl",
  toastStartingDescription: "This may take several minutes.",
  toastStartFailed: "Failed to start website crawl",
  toastStarted: "Website crawl started successfully",
  toastCrawlError: "Website crawl error",
  toastAnalysisStarting: "Starting website analysis",
  toastAnalysisFailed: "Failed to analyze website",
  toastAnalysisCompleted: "Website analysis completed",
  toastVectorizing: "Vectorizing website content",
  toastVectorizeFailed: "Failed to vectorize content",
  toastVectorized: "Website content vectorized successfully",
  toastVectorizeError: "Content vectorization error",
} as const;

/** Spec §9: every crawler toast stays 5 seconds. */
export const CRAWLER_TOAST_MS = 5000;

/** Spec §5 and contract.ts: 1 to 500, default 50 (staff: up to STAFF_MAX_PAGES). */
export const maxPagesMessage = (limit: number) => `Maximum Pages must be a whole number from 1 to ${limit}.`;

export const FINAL_CRAWL_STATUSES: readonly CrawlStatus[] = ["completed", "failed", "canceled"];
export const isFinalCrawlStatus = (status: CrawlStatus) => FINAL_CRAWL_STATUSES.includes(status);

/** GET /api/crawls/{id}, and each server-sent `progress` event of /events. */
export interface CrawlStatusJson {
  id: string;
  url: string;
  status: CrawlStatus;
  pagesDone: number;
  maxPages: number;
  /** URLs discovered so far (frontier rows), beside the spec's fields. */
  pagesFound: number;
  error: string | null;
  /** Pages indexed by the last Vectorize Content, or null. */
  vectorizedCount: number | null;
  cancelRequested: boolean;
}

/** One page of GET /api/crawls/{id}/pages: the spec's crawl result page. */
export interface CrawlPageJson {
  /** Crawl order, 1-based. */
  seq: number;
  url: string;
  title: string | null;
  content: string | null;
  statusCode: number | null;
  contentType: string | null;
  /** Response time in milliseconds. */
  crawlTime: number | null;
  /** The engine's CrawlPageMetadata plus the fetch facts (finalUrl, redirectChain, bytes, depth, crawledAt...). */
  metadata: Record<string, unknown>;
}

/** `?fields=summary`: the page list without the text and metadata. */
export type CrawlPageSummaryJson = Omit<CrawlPageJson, "content" | "metadata">;

export interface CrawlIssueJson {
  type: string;
  severity: string;
  url: string;
  details: string;
  sources: string[];
}

/**
 * What a visitor typed, made into an absolute address: `example.com` becomes
 * `https://example.com`. The server validates the result on its own.
 */
export function crawlUrlFromInput(input: string): string {
  const text = input.trim();
  if (!text) return "";
  return /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
}
