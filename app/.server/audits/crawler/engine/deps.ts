import type { Db } from "../../../db";
import type { Logger } from "../../../log";
import type { FetchFn, FetchPolicy, LoadRobotsFn, ReadSitemapsFn } from "./fetch-types";
import type { ParsePool } from "./parse-pool";

/** What runCrawl needs from outside: the database, the guarded fetchers, a log. */
export interface CrawlDeps {
  db: Db;
  fetch: FetchFn;
  loadRobots: LoadRobotsFn;
  readSitemaps: ReadSitemapsFn;
  /** The crawler's fetch policy (user agent, SSRF rules, size and time limits). */
  policy: FetchPolicy;
  log: Logger;
  /** Names this worker in crawls.lease_owner and crawl_frontier.claimed_by. */
  workerId: string;
  limits?: Partial<CrawlLimits>;
  /** Where pages are parsed; default: the process's parser thread (parse-pool.ts). */
  parser?: Pick<ParsePool, "parse">;
}

/** Politeness and safety limits; the defaults suit a public tool on a small server. */
export interface CrawlLimits {
  /** Requests in flight per host. */
  concurrencyPerHost: number;
  /** Least time between two request starts on one host; robots.txt Crawl-delay raises it. */
  delayMs: number;
  /** Crawl-delay above this is clamped: a site cannot park a worker for hours. */
  maxCrawlDelayMs: number;
  /** Retries of a 429 or 5xx answer, with exponential backoff from retryBaseMs. */
  maxRetries: number;
  retryBaseMs: number;
  /** A Retry-After beyond this is clamped to it. */
  maxRetryAfterMs: number;
  /** How long a worker's claim on a crawl lasts without renewal; another worker takes over after it. */
  leaseMs: number;
  /** How often the worker renews its lease and looks for a cancel request. */
  heartbeatMs: number;
  /**
   * Query-string traps are found by repetition (trap-detector.ts): a query
   * family (one path, the same parameter names) whose pages repeat an
   * earlier page's template this many times is a trap, and no more of it is fetched.
   */
  trapRepeats: number;
  /**
   * URLs of one query family admitted at most, whatever they return: the
   * safety net for a family whose pages all differ and never end. Far above
   * any real pagination series; traps stop by repetition long before it.
   */
  queryFamilyCeiling: number;
  /** Links deeper than this (clicks from the start) are not followed. */
  maxDepth: number;
  /** Path segments beyond this look like a path trap (/a/b/a/b/...). */
  maxPathSegments: number;
  /** External links checked per crawl (followExternalLinks), and at once. */
  maxExternalChecks: number;
  externalConcurrency: number;
  /** Canonical targets the crawl did not fetch, checked after it (check-canonicals.ts): outside maxPages. */
  maxCanonicalChecks: number;
  /** Images sized per crawl (includeImages). */
  maxImageChecks: number;
  /** URLs read from sitemaps. */
  maxSitemapUrls: number;
}

export const DEFAULT_LIMITS: CrawlLimits = {
  concurrencyPerHost: 4,
  // At most 10 request starts a second on one site: a crawl must not look like an attack on a small clinic's server.
  delayMs: 100,
  maxCrawlDelayMs: 10_000,
  maxRetries: 2,
  retryBaseMs: 1_000,
  maxRetryAfterMs: 30_000,
  leaseMs: 30_000,
  heartbeatMs: 1_000,
  trapRepeats: 3,
  queryFamilyCeiling: 500,
  maxDepth: 25,
  maxPathSegments: 12,
  maxExternalChecks: 500,
  externalConcurrency: 4,
  maxCanonicalChecks: 500,
  maxImageChecks: 300,
  maxSitemapUrls: 10_000,
};

export function crawlLimits(deps: CrawlDeps): CrawlLimits {
  return { ...DEFAULT_LIMITS, ...deps.limits };
}
