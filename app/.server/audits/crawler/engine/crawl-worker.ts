import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { JobDefinition } from "../../../jobs";
import { CRAWL_QUEUE, type CrawlJob } from "../contract";
import type { CrawlDeps } from "./deps";
import { runCrawl } from "./run-crawl";

/**
 * The crawl queue's worker. A job runs a crawl to its end; pg-boss keeps the
 * job alive with heartbeats while it runs. If the process dies the heartbeat
 * stops, pg-boss hands the job to another worker, and runCrawl there waits
 * out the dead worker's lease and continues from the database. Two jobs for
 * one crawl are harmless: the second finds the lease held and ends.
 */

export type CrawlWorkerDeps = Omit<CrawlDeps, "workerId">;

export const CRAWL_QUEUE_OPTIONS = {
  // A crawl of 500 pages with a 10 s crawl delay takes over an hour; staff crawls are longer still.
  expireInSeconds: 4 * 3600,
  // Missed heartbeats (a killed process) hand the job on after this long, not after the expiry.
  heartbeatSeconds: 30,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
} as const;

/** The `crawl` queue: one job runs one crawl to its end (see above). */
export function crawlJob(deps: CrawlWorkerDeps, options: { localConcurrency?: number } = {}): JobDefinition<CrawlJob> {
  const process = `${hostname()}:${globalThis.process.pid}`;
  return {
    queue: CRAWL_QUEUE,
    options: { ...CRAWL_QUEUE_OPTIONS },
    work: { batchSize: 1, localConcurrency: options.localConcurrency ?? 2 },
    async handle([job]) {
      if (!job) return;
      // One owner name per run, not per process: two jobs of one crawl in one process must not share a lease.
      const workerId = `${process}:${randomUUID().slice(0, 8)}`;
      const outcome = await runCrawl({ ...deps, workerId }, job.data.crawlId, { signal: job.signal });
      deps.log.info({ crawlId: job.data.crawlId, outcome, jobId: job.id }, "crawl job ended");
      // Stopped with work left (shutdown): fail the job so pg-boss retries it on a worker that stays.
      if (outcome === "paused") throw new Error(`crawl ${job.data.crawlId} paused by shutdown; it continues on retry`);
    },
  };
}
