import { completeText } from "../ai";
import type { JobDefinition } from "../jobs";
import type { Core, Services } from "../services";
import { analyzerJobs } from "./analyzer/flow/jobs";
import { analysisRunDeps } from "./analyzer/flow/run-deps";
import { type CrawlApiDeps, storeAndEnqueueCrawl } from "./crawler/api/deps";
import { crawlJob } from "./crawler/engine/crawl-worker";
import { crawlerFetchers } from "./crawler/engine/crawler-fetchers";

/**
 * The audits domain's deps (the crawler and the analyzer), built once by the assembly (services.ts)
 * over the kernel; their keys sit flat on `Services`. Its queues are `auditsJobs`.
 */
export interface AuditsDomain {
  /**
   * Feature dependencies, built here once (never per request); routes pass
   * them on with what only the request knows (who asks, from where, its
   * logger) as separate arguments.
   */
  crawlApi: CrawlApiDeps;
}

export function createAuditsDomain(core: Pick<Core, "config" | "database" | "log" | "jobs" | "secret">): AuditsDomain {
  const { config, log, jobs, secret } = core;
  const db = core.database.db;
  return {
    crawlApi: {
      db,
      secret,
      allowPrivate: config.crawler.allowPrivate,
      allowedPorts: config.crawler.allowedPorts,
      log,
      storeAndEnqueue: storeAndEnqueueCrawl(db, jobs),
    },
  };
}

/** The audits domain's queues: crawls, analyses and their weekly re-analysis (job-definitions.ts starts them). */
export function auditsJobs(services: Pick<Services, "config" | "database" | "log" | "ai" | "jobs">): JobDefinition[] {
  const { config, log, ai } = services;
  const db = services.database.db;
  return [
    crawlJob({ ...crawlerFetchers(config), db, log }) as JobDefinition,
    ...analyzerJobs({
      run: analysisRunDeps({
        db,
        log,
        config,
        // The summary is written from the findings only; without a provider (or when it fails) it is composed from them.
        complete: ai ? async (messages) => (await completeText(ai, messages)) ?? "" : null,
      }),
      schedule: { db, log, maxPages: config.analyzer.maxPages },
      concurrency: config.analyzer.concurrency,
      log,
      jobs: services.jobs,
    }),
  ];
}
