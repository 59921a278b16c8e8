import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss } from "pg-boss";
import type { Config } from "../config";
import { CRAWL_QUEUE } from "../crawler/contract";
import { type CrawlWorkerDeps, registerCrawlWorker } from "../crawler/engine/crawl-worker";
import type { DatabaseHandle, Db } from "../db/client";
import type { Logger } from "../log";
import { deliverLeadEmail } from "../mail/deliver-lead-email";
import type { Mailer } from "../mail/transport";
import { sweepRateLimits } from "../rate-limit";

/**
 * Background jobs on pg-boss, in the same database as everything else (on
 * PGlite through its `fromPglite` backend). Workers run in the web process;
 * pg-boss hands each job to one worker at a time, on any instance.
 *
 * - `lead-email`: sends one lead_emails row; retried with exponential backoff.
 * - `rate-limit-sweep`: hourly, deletes old rate-limit windows.
 * - `crawl` (crawler/engine/crawl-worker.ts): runs a crawl, when the crawler's fetchers are given.
 */
export const LEAD_EMAIL_QUEUE = "lead-email";
const SWEEP_QUEUE = "rate-limit-sweep";

export interface LeadEmailJob {
  emailId: number;
}

export interface JobSystem {
  boss: PgBoss;
  /** The transport the jobs (and the first attempt during a request) send through. */
  mailer: Mailer;
  /** Queues the e-mails of a lead inside the transaction that stores it. */
  enqueueLeadEmails(tx: Db, emailIds: number[]): Promise<void>;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  database: DatabaseHandle;
  config: Pick<Config, "agency" | "mail">;
  mailer: Mailer;
  log: Logger;
  /** How often idle workers look for jobs; tests use less than the default 2 s. */
  pollingIntervalSeconds?: number;
  /** The crawler's guarded fetchers and policy: with them this process also runs crawls. */
  crawler?: Omit<CrawlWorkerDeps, "db" | "log">;
}

export async function startJobs(options: StartJobsOptions): Promise<JobSystem> {
  const { database, config, mailer, log } = options;
  const boss =
    database.kind === "pglite" && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", schema: "pgboss" })
      : new PgBoss({ connectionString: database.connectionString, max: 4, schema: "pgboss" });
  boss.on("error", (error) => log.error({ err: error }, "job system error"));
  await boss.start();

  const mail = config.mail;
  await boss.createQueue(LEAD_EMAIL_QUEUE, {
    retryLimit: mail.retryLimit,
    retryDelay: mail.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
    // Longer than one SMTP attempt can take, so an expired job never overlaps a live one.
    expireInSeconds: 300,
  });
  await boss.createQueue(SWEEP_QUEUE, { retryLimit: 1 });

  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<LeadEmailJob>(LEAD_EMAIL_QUEUE, { ...polling, batchSize: 1, includeMetadata: true }, async (jobs) => {
    // includeMetadata: the job says how many tries it has had and may have.
    const job = jobs[0] as JobWithMetadata<LeadEmailJob> | undefined;
    if (!job) return;
    const final = job.retryCount >= job.retryLimit;
    const outcome = await deliverLeadEmail({ db: database.db, mailer, config, log }, job.data.emailId, {
      takeOver: true,
      final,
    });
    // A failed send throws, so pg-boss schedules the next try with backoff.
    if (outcome === "failed") throw new Error(`sending lead e-mail ${job.data.emailId} failed`);
  });
  await boss.work(SWEEP_QUEUE, polling, async () => sweepRateLimits(database.db));
  await boss.schedule(SWEEP_QUEUE, "17 * * * *");
  if (options.crawler) {
    await registerCrawlWorker(boss, { ...options.crawler, db: database.db, log }, polling);
  }

  const queues = [LEAD_EMAIL_QUEUE, SWEEP_QUEUE, ...(options.crawler ? [CRAWL_QUEUE] : [])];
  log.info({ queues, mail: mailer.kind }, "job system started");

  return {
    boss,
    mailer,
    async enqueueLeadEmails(tx, emailIds) {
      const db = fromDrizzle(tx as never, sql as never);
      for (const emailId of emailIds) {
        // The first run waits for the attempt made during the request; it is
        // a no-op when that attempt succeeded.
        await boss.send(
          LEAD_EMAIL_QUEUE,
          { emailId },
          { db, singletonKey: `lead-email:${emailId}`, startAfter: mail.retryDelaySeconds },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
      mailer.close();
      log.info("job system stopped");
    },
  };
}
