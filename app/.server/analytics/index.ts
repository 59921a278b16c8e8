/**
 * The face of app/.server/analytics/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { explorerRange, metricsByDay, readMetrics } from "./agent-metrics/read-metrics";
export { metricJson, recordMetric } from "./agent-metrics/record-metric";
export { visitorHash } from "./visitor";
