import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { crawlResult, createCrawl, loopbackFetchers } from "../../../../../tests/support/crawler/crawl-harness";
import { type FixtureSite, startFixtureSite } from "../../../../../tests/support/fixture-site";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { openDatabase } from "../../../db/client";
import { crawls } from "../../../db/schema";
import type { JobDefinition } from "../../../jobs";
import { type JobSystem, startJobs } from "../../../jobs";
import { createLogger } from "../../../log";
import { enqueueCrawl } from "../contract";
import { crawlJob } from "./crawl-worker";

const log = createLogger("silent");
let site: FixtureSite | undefined;
let jobs: JobSystem | undefined;
afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
  await site?.close();
});

describe("the crawl queue", () => {
  it("runs a queued crawl to the end through startJobs", async () => {
    const database = await openDatabase();
    await database.migrate();
    try {
      jobs = await startJobs({
        database,
        log,
        pollingIntervalSeconds: 0.5,
        definitions: [
          crawlJob({ ...loopbackFetchers(), limits: { heartbeatMs: 200 }, db: database.db, log }) as JobDefinition<never>,
        ],
      });
      site = await startFixtureSite({ variant: "good", crawlDelaySeconds: 0 });
      const crawlId = await createCrawl(database.db, site.url);
      // A double submit queues one job.
      expect(await enqueueCrawl(jobs, crawlId)).not.toBeNull();
      await enqueueCrawl(jobs, crawlId);
      const finished = new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 30_000;
        const look = async () => {
          const [row] = await database.db.select({ status: crawls.status }).from(crawls).where(eq(crawls.id, crawlId));
          if (row?.status === "completed") return resolve();
          if (Date.now() > deadline) return reject(new Error(`crawl still ${row?.status}`));
          setTimeout(look, 100);
        };
        void look();
      });
      await finished;
      const { pages } = await crawlResult(database.db, crawlId);
      expect(pages).toHaveLength(site.pages.length);
      for (const path of site.pages) expect(site.hits(path)).toBe(1);
    } finally {
      await jobs?.stop();
      jobs = undefined;
      await database.close();
    }
  });
});

// Two workers racing for one crawl: the lease lets one crawl it; the other finds it held or finished.
for (const target of testDatabaseTargets) {
  describe(`two workers on one crawl (${target.name})`, () => {
    const database = migratedDatabase(target, { per: "file" });
    it("crawls each page once", async () => {
      site = await startFixtureSite({ variant: "large", pages: 20 });
      const { runCrawl } = await import("./run-crawl");
      const { testCrawlDeps } = await import("../../../../../tests/support/crawler/crawl-harness");
      const crawlId = await createCrawl(database.db, site.url);
      const outcomes = await Promise.all([
        runCrawl(testCrawlDeps(database.db, { workerId: "a", limits: { leaseMs: 1_000 } }), crawlId),
        runCrawl(testCrawlDeps(database.db, { workerId: "b", limits: { leaseMs: 1_000 } }), crawlId),
      ]);
      // The loser waits out the lease: it finds the crawl finished, or still held (renewed) by the winner.
      expect(outcomes).toContain("completed");
      for (const outcome of outcomes) expect(["completed", "held"]).toContain(outcome);
      for (const path of site.pages) expect(site.hits(path)).toBe(1);
    });
  });
}
