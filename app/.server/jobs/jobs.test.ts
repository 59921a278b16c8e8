import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testDatabaseTargets } from "../../../tests/support/test-databases";
import type { DatabaseHandle, Db } from "../db/client";
import { createLogger } from "../log";
import { createJobSystem, type JobDefinition, type JobSystem } from "./index";

/**
 * The JobSystem is what the rest of the app has of pg-boss: a job sent inside
 * a transaction commits or rolls back with it, cron schedules under a key,
 * whether a queue exists, and how many jobs failed. Built first and started
 * later (createServices builds the services with it, then starts it with
 * every queue), it sends nothing before it is started and stops cleanly either way.
 */
const log = createLogger("silent");
const NOTE = { queue: "jobs-test-note", payload: z.object({ n: z.number().int() }) };
const BROKEN = { queue: "jobs-test-broken" };
/** A scheduled queue with a payload, as the lead rescore sweep is. */
const SWEEP = { queue: "jobs-test-sweep", payload: z.object({ reason: z.literal("sweep") }), cron: "0 0 1 1 *" };

async function waitFor(check: () => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabaseTargets)("the job system on $name", (target) => {
  let database: DatabaseHandle;
  let jobs: JobSystem;
  const seen: number[] = [];
  const swept: string[] = [];

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    await database.db.execute(sql`create table jobs_test_rows (id int primary key)`);
    jobs = createJobSystem({ database, log, pollingIntervalSeconds: 0.5 });
    const note: JobDefinition<{ n: number }> = {
      ...NOTE,
      async handle(batch) {
        for (const job of batch) seen.push(job.data.n);
      },
    };
    const broken: JobDefinition = {
      ...BROKEN,
      options: { retryLimit: 0 },
      async handle() {
        throw new Error("broken on purpose");
      },
    };
    const sweep: JobDefinition<{ reason: "sweep" }> = {
      ...SWEEP,
      cronData: { reason: "sweep" },
      async handle(batch) {
        for (const job of batch) swept.push(job.data.reason);
      },
    };
    await jobs.start([note, broken, sweep] as JobDefinition<never>[]);
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  const queued = async () => (await jobs.boss.findJobs(NOTE.queue)).map((job) => (job.data as { n: number }).n).sort();

  it("refuses a second start, and says which queues it works", async () => {
    await expect(jobs.start([])).rejects.toThrow(/started already/);
    expect(jobs.queues).toEqual([NOTE.queue, BROKEN.queue, SWEEP.queue]);
  });

  it("knows which queues exist", async () => {
    expect(await jobs.hasQueue(NOTE.queue)).toBe(true);
    expect(await jobs.hasQueue("jobs-test-nowhere")).toBe(false);
  });

  it("sends a job inside a transaction: it commits with the row, and a rollback takes both", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into jobs_test_rows values (1)`);
      await jobs.send(NOTE, { n: 1 }, { tx: tx as unknown as Db });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into jobs_test_rows values (2)`);
        await jobs.send(NOTE, { n: 2 }, { tx: tx as unknown as Db });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await queued()).toEqual([1]);
    await waitFor(async () => seen.includes(1));
    expect(seen).toEqual([1]);
    const rows = await database.db.execute(sql`select id from jobs_test_rows order by id`);
    expect((rows as unknown as { rows: { id: number }[] }).rows.map((row) => row.id)).toEqual([1]);
  });

  it("refuses a payload its queue does not take, sending nothing", async () => {
    await expect(jobs.send(NOTE, { n: "three" } as never)).rejects.toThrow();
    expect(await queued()).toEqual([1]);
  });

  it("runs a scheduled queue's job with the data its schedule sends, through the worker", async () => {
    const [schedule] = await jobs.boss.getSchedules(SWEEP.queue);
    expect(schedule?.data).toEqual({ reason: "sweep" });
    // What pg-boss does at the cron's minute: send the schedule's data to the queue.
    await jobs.boss.send(SWEEP.queue, schedule?.data as object);
    await waitFor(async () => swept.length > 0);
    expect(swept).toEqual(["sweep"]);
  });

  it("refuses to start a queue whose schedule would send data its own payload refuses, and names it", async () => {
    const other = createJobSystem({ database, log });
    const definition: JobDefinition<{ reason: "sweep" }> = { ...SWEEP, queue: "jobs-test-unsent", handle: async () => {} };
    await expect(other.start([definition] as JobDefinition<never>[])).rejects.toThrow(
      /the schedule of jobs-test-unsent sends \{\}, which its payload refuses/,
    );
    await other.stop();
    expect(await jobs.hasQueue("jobs-test-unsent")).toBe(false);
  });

  it("keeps cron schedules under a key: scheduled again it is replaced, unscheduled it is gone", async () => {
    const schedules = async () => (await jobs.boss.getSchedules(NOTE.queue)).map(({ key, cron, data }) => ({ key, cron, data }));
    await jobs.schedule(NOTE, "15 7 * * 3", { n: 7 }, { key: "a" });
    await jobs.schedule(NOTE, "0 8 * * *", { n: 8 }, { key: "b" });
    await jobs.schedule(NOTE, "30 7 * * 3", { n: 9 }, { key: "a" });
    expect((await schedules()).sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: "a", cron: "30 7 * * 3", data: { n: 9 } },
      { key: "b", cron: "0 8 * * *", data: { n: 8 } },
    ]);
    await jobs.unschedule(NOTE, "a");
    await jobs.unschedule(NOTE, "never-made");
    expect((await schedules()).map(({ key }) => key)).toEqual(["b"]);
  });

  it("counts the jobs that failed for good since a time", async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    expect(await jobs.failedSince(hourAgo)).toBe(0);
    await jobs.send(BROKEN, {});
    await waitFor(async () => (await jobs.failedSince(hourAgo)) === 1);
    expect(await jobs.failedSince(new Date(Date.now() + 3_600_000))).toBe(0);
  });

  it("stops without having started", async () => {
    const idle = createJobSystem({ database, log });
    await expect(idle.stop()).resolves.toBeUndefined();
  });
});
