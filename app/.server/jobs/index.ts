import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss, type Queue, type SendOptions } from "pg-boss";
import type { z } from "zod";
import type { DatabaseHandle, Db } from "../db";
import type { Logger } from "../log";
import { countFailedJobs } from "./failed";

export { countFailedJobs, type FailedJobRow, listFailedJobs } from "./failed";

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
  /**
   * What the cron sends each time (default `{}`). The queue's own payload must take it: start refuses a definition
   * whose schedule would send data its worker refuses (issue 35 C: the rescore sweep failed every 10 minutes, for
   * months, because pg-boss's schedule sent no data and the payload wanted an object).
   */
  cronData?: Payload;
  /** What a job carries; a job whose data does not match fails without running. */
  payload?: z.ZodType<Payload>;
  /** Runs the jobs of one fetch; a throw fails them, and pg-boss retries by the queue's options. */
  handle(jobs: JobWithMetadata<Payload>[]): Promise<void>;
}

/** How a job is sent: pg-boss's send options, and `tx` to send it inside that transaction. */
export type SendJobOptions = Omit<SendOptions, "db"> & { tx?: Db };

export interface JobSystem {
  /**
   * pg-boss itself, for tests that look inside it (its jobs, its schedules).
   * App code uses the methods below: no file outside app/.server/jobs calls
   * pg-boss (tests/architecture/job-queues.test.ts).
   */
  boss: PgBoss;
  /**
   * Queues a job. With `tx`, inside that transaction: the row a job works on
   * and the job commit together or not at all (both engines; on PGlite the
   * transaction's own connection is the only one, so it must be used).
   */
  send<Payload>(
    definition: Pick<JobDefinition<Payload>, "queue" | "payload">,
    data: Payload,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /**
   * A cron schedule (UTC) on the queue, under `key`: pg-boss sends `data` at
   * each occurrence, once, to one worker of all. Scheduling a key again
   * replaces its cron and data.
   */
  schedule<Payload>(
    definition: Pick<JobDefinition<Payload>, "queue" | "payload">,
    cron: string,
    data: Payload,
    options: { key: string },
  ): Promise<void>;
  /** Removes the schedule `key` of the queue (nothing happens when there is none). */
  unschedule(definition: Pick<JobDefinition, "queue">, key: string): Promise<void>;
  /** Whether some process has created the queue (started its jobs) on this database. */
  hasQueue(queue: string): Promise<boolean>;
  /** How many jobs failed for good since `since`; null when the job store cannot be read. */
  failedSince(since: Date): Promise<number | null>;
  /**
   * Creates the queues and their cron schedules and, unless built with
   * `work: false`, works them. Sends and schedules work once this has run.
   */
  start(definitions: JobDefinition<never>[]): Promise<void>;
  /** The queues this process works (none before start, and none when built with `work: false`). */
  queues: string[];
  stop(): Promise<void>;
}

export interface JobSystemOptions {
  database: DatabaseHandle;
  log: Logger;
  /** How often idle workers look for jobs; tests use less than the default 2 s. */
  pollingIntervalSeconds?: number;
  /**
   * false: create the queues and schedules (so sends find them) but work no
   * job here; a web instance behind a load balancer leaves jobs to workers.
   */
  work?: boolean;
}

export interface StartJobsOptions extends JobSystemOptions {
  definitions: JobDefinition<never>[];
}

/**
 * The job system over the app's database, not started yet: the assembly
 * hands it to the features that send jobs, then starts it with every queue
 * (`start`), whose handlers use those same features.
 */
/** The data a definition's cron sends. */
export function cronDataOf(definition: Pick<JobDefinition<unknown>, "cronData">): object {
  return (definition.cronData ?? {}) as object;
}

/** Why a definition's cron would send data its own queue refuses, or null. */
export function cronDataProblem(definition: Pick<JobDefinition<unknown>, "queue" | "cron" | "cronData" | "payload">) {
  if (!definition.cron || !definition.payload) return null;
  const parsed = definition.payload.safeParse(cronDataOf(definition));
  return parsed.success
    ? null
    : `the schedule of ${definition.queue} sends ${JSON.stringify(cronDataOf(definition))}, which its payload refuses (${parsed.error.issues[0]?.message})`;
}

export function createJobSystem(options: JobSystemOptions): JobSystem {
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
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  const checked = <Payload>(definition: Pick<JobDefinition<Payload>, "payload">, data: Payload) =>
    definition.payload ? definition.payload.parse(data) : data;
  let started = false;

  const system: JobSystem = {
    boss,
    queues: [],
    async start(list) {
      if (started) throw new Error("the job system is started already");
      const definitions = list as JobDefinition<unknown>[];
      const refused = definitions.map(cronDataProblem).filter(Boolean);
      if (refused.length) throw new Error(refused.join("; "));
      started = true;
      await boss.start();
      for (const definition of definitions) {
        await boss.createQueue(definition.queue, definition.options ?? {});
        if (options.work === false) {
          if (definition.cron) await boss.schedule(definition.queue, definition.cron, cronDataOf(definition));
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
        if (definition.cron) await boss.schedule(definition.queue, definition.cron, cronDataOf(definition));
      }
      system.queues = options.work === false ? [] : definitions.map((definition) => definition.queue);
      log.info(
        { queues: system.queues },
        options.work === false ? "job system started: queuing only, workers run the jobs" : "job system started",
      );
    },
    async send(definition, data, sendOptions = {}) {
      const { tx, ...rest } = sendOptions;
      return boss.send(definition.queue, checked(definition, data) as object, {
        ...rest,
        ...(tx ? { db: fromDrizzle(tx as never, sql as never) } : {}),
      });
    },
    async schedule(definition, cron, data, { key }) {
      await boss.schedule(definition.queue, cron, checked(definition, data) as object, { key, tz: "UTC" });
    },
    async unschedule(definition, key) {
      await boss.unschedule(definition.queue, key);
    },
    async hasQueue(queue) {
      return Boolean(await boss.getQueue(queue));
    },
    failedSince: (since) => countFailedJobs(database.db, since),
    async stop() {
      if (!started) return;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
      log.info("job system stopped");
    },
  };
  return system;
}

/** A job system started with these definitions (tests, and processes that build nothing else). */
export async function startJobs(options: StartJobsOptions): Promise<JobSystem> {
  const { definitions, ...rest } = options;
  const jobs = createJobSystem(rest);
  await jobs.start(definitions);
  return jobs;
}
