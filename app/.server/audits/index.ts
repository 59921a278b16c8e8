/**
 * The face of app/.server/audits/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export type { Scores } from "./analyzer/audits/types";
export { readReport } from "./analyzer/flow/read-analysis";
export { nextRunAfter } from "./analyzer/flow/schedule";
export { DEFAULT_SCHEDULE } from "./analyzer/flow/schedule-ingestion";
export { renderReportPdf } from "./analyzer/report/pdf";
export { compareCrawls } from "./crawler/api/compare-crawls";
export { findCrawl, listIssues } from "./crawler/api/read-crawl";
export { parseStartUrl } from "./crawler/api/start-url";
export type { CrawlPageMetadata } from "./crawler/contract";
export { crawlerFetchers } from "./crawler/engine/crawler-fetchers";
export { type CrawlDeps, type CrawlLimits, DEFAULT_LIMITS } from "./crawler/engine/deps";
export type { FetchFn, FetchPolicy, LoadRobotsFn } from "./crawler/engine/fetch-types";
export { HostGate } from "./crawler/engine/host-gate";
export {
  answerOf,
  canonicalElsewhere,
  isBroken,
  isHtml,
  isIndexable,
  isNoindex,
  isRedirect,
} from "./crawler/engine/page-verdicts";
export { parsePage } from "./crawler/engine/parse-page";
export { type CrawlOutcome, runCrawl, sleep } from "./crawler/engine/run-crawl";
export type { Robots } from "./crawler/robots";
