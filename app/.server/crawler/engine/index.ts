/**
 * The crawler engine (issue 12 item 1): what other parts use.
 *
 * - runCrawl(deps, crawlId, {signal?}): runs (or continues) a crawl whose
 *   `crawls` row exists; resolves with how it ended. The analyzer awaits it
 *   inside its own job; the crawl queue's worker calls it too.
 * - registerCrawlWorker(boss, deps) / enqueueCrawl(boss, crawlId): the
 *   CRAWL_QUEUE worker (startJobs registers it when given `crawler`) and a
 *   send with a singleton key.
 * - crawlerFetchers(config): net's guarded fetchers and the crawler policy,
 *   the `fetch`, `loadRobots`, `readSitemaps`, `policy` of CrawlDeps.
 * - ISSUE_TYPES, ISSUE_THRESHOLDS (issue-types.ts): every crawl_issues type
 *   with its severity and threshold: the documentation to link to.
 */
export { CRAWL_QUEUE_OPTIONS, type CrawlWorkerDeps, enqueueCrawl, registerCrawlWorker } from "./crawl-worker";
export { crawlerFetchers } from "./crawler-fetchers";
export { type CrawlDeps, type CrawlLimits, DEFAULT_LIMITS } from "./deps";
export { type CrawlIssue, ISSUE_THRESHOLDS, ISSUE_TYPE_NAMES, ISSUE_TYPES, type IssueType } from "./issue-types";
export { type CrawlOutcome, INTERRUPTED_ERROR, type RunCrawlOptions, runCrawl } from "./run-crawl";
