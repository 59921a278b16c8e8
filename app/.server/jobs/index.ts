import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss, type Queue, type SendOptions } from "pg-boss";
import type { z } from "zod";
import type { DatabaseHandle, Db } from "../db/client";
import type { Logger } from "../log";

/**
 * Background jobs on pg-boss, in the same database as everything else (on
 * PGlite through its `fromPglite` backend). This module knows no feature:
 * each feature exports its queues as JobDefinitions (after Documenso's job
 * definitions), app/.server/job-definitions.ts lists them all, and the web
 * process and `npm run worker` start the same list. pg-boss hands each job
 * to one worker at a time, on any instance.
 */
export interface JobDefinition<Payload = unknown> {
  queue: string;
  /** Retries, expiry, heartbeat: pg-boss's queue options. */
  options?: Omit<Queue, "name">;
  /** How many jobs one process takes at once (default: one at a time, one batch of one). */
  work?: { batchSize?: number; localConcurrency?: number };
  /** A UTC cron: pg-boss sends the job on this schedule, and one worker of all gets each. */
  cron?: string;
  /** What a job carries; a job whose data does not match fails without running. */
  payload?: z.ZodType<Payload>;
  /** Runs the jobs of one fetch; a throw fails them, and pg-boss retries by the queue's options. */
  handle(jobs: JobWithMetadata<Payload>[]): Promise<void>;
}

export interface JobSystem {
  boss: PgBoss;
  /**
   * Queues a job. With `tx`, inside that transaction: the row a job works on
   * and the job commit together or not at all (both engines; on PGlite the
   * transaction's own connection is the only one, so it must be used).
   */
  send<Payload>(
    definition: Pick<JobDefinition<Payload>, "queue" | "payload">,
    data: Payload,
    options?: Omit<SendOptions, "db"> & { tx?: Db },
  ): Promise<string | null>;
  /** The queues this process works (none when started with `work: false`). */
  queues: string[];
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  database: DatabaseHandle;
  log: Logger;
  definitions: JobDefinition<never>[];
  /** How often idle workers look for jobs; tests use less than the default 2 s. */
  pollingIntervalSeconds?: number;
  /**
   * false: create the queues and schedules (so sends find them) but work no
   * job here; a web instance behind a load balancer leaves jobs to workers.
   */
  work?: boolean;
}

export async function startJobs(options: StartJobsOptions): Promise<JobSystem> {
  const { database, log } = options;
  const boss =
    database.kind === "pglite" && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", schema: "pgboss" })
      : new PgBoss({
          connectionString: database.connectionString,
          max: 4,
          schema: "pgboss",
          // A job whose process died (no heartbeat) is handed on at the next check: every 10 s, not the
          // default 60, so a killed worker's crawl resumes on another within about a heartbeat and a half.
          superviseIntervalSeconds: 10,
        });
  boss.on("error", (error) => log.error({ err: error }, "job system error"));
  await boss.start();

  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  const definitions = options.definitions as JobDefinition<unknown>[];
  for (const definition of definitions) {
    await boss.createQueue(definition.queue, definition.options ?? {});
    if (options.work === false) {
      if (definition.cron) await boss.schedule(definition.queue, definition.cron);
      continue;
    }
    await boss.work(
      definition.queue,
      { ...polling, batchSize: 1, ...definition.work, includeMetadata: true },
      async (jobs: JobWithMetadata<unknown>[]) => {
        if (definition.payload) {
          for (const job of jobs) {
            const parsed = definition.payload.safeParse(job.data);
            if (!parsed.success) throw new Error(`job ${job.id} on ${definition.queue} has data its queue does not take`);
          }
        }
        await definition.handle(jobs);
      },
    );
    if (definition.cron) await boss.schedule(definition.queue, definition.cron);
  }
  const queues = options.work === false ? [] : definitions.map((definition) => definition.queue);
  log.info({ queues }, options.work === false ? "job system started: queuing only, workers run the jobs" : "job system started");

  return {
    boss,
    queues,
    async send(definition, data, sendOptions = {}) {
      const { tx, ...rest } = sendOptions;
      const checked = definition.payload ? definition.payload.parse(data) : data;
      return boss.send(definition.queue, checked as object, {
        ...rest,
        ...(tx ? { db: fromDrizzle(tx as never, sql as never) } : {}),
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
      log.info("job system stopped");
    },
  };
}
