import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { crawlResult, createCrawl, testCrawlDeps } from "../../../../../tests/support/crawler/crawl-harness";
import { type FixtureSite, startFixtureSite } from "../../../../../tests/support/fixture-site";
import { openFreshPostgres } from "../../../../../tests/support/test-databases";
import { INTERRUPTED_ERROR, runCrawl } from "./run-crawl";

/**
 * Done-when: killing the worker in the middle of a crawl and starting
 * another finishes the crawl with no page fetched twice. The first worker
 * runs in a child process and is killed (SIGKILL) while a request is in
 * flight: the fixture holds /p/8 unanswered. The second worker waits out the
 * first's lease, records /p/8 as interrupted instead of asking again, and
 * finishes; the fixture's request log shows each page requested once.
 */

const HELD = "/p/8";
let site: FixtureSite | undefined;
let child: ChildProcess | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  child?.kill("SIGKILL");
  await site?.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Target {
  name: string;
  /** Opens the database in this process (after the child is gone, for PGlite). */
  open(): Promise<DatabaseHandle>;
  childEnv: Record<string, string>;
}

async function pgliteTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(tmpdir(), "crawl-kill-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { name: "pglite", open: () => openDatabase({ dataDir: dir }), childEnv: { CRAWL_DATA_DIR: dir } };
}

async function postgresTarget(): Promise<Target> {
  const fresh = await openFreshPostgres(process.env.DATABASE_URL ?? "");
  cleanups.push(() => fresh.close());
  return {
    name: "postgres",
    open: async () => ({ ...fresh, close: async () => {} }),
    childEnv: { CRAWL_DATABASE_URL: fresh.url },
  };
}

const targets = [["pglite", pgliteTarget], ...(process.env.DATABASE_URL ? [["postgres", postgresTarget] as const] : [])] as const;

for (const [name, makeTarget] of targets) {
  describe(`kill and resume (${name})`, () => {
    it("finishes the crawl with no page fetched twice", async () => {
      const target = await makeTarget();
      site = await startFixtureSite({ variant: "large", pages: 30, hold: [HELD] });
      let database = await target.open();
      await database.migrate();
      const crawlId = await createCrawl(database.db, site.url, { maxPages: 100 });
      // PGlite is one process's: let the child have it.
      if (target.name === "pglite") await database.close();

      child = spawn(process.execPath, ["--import", "tsx", "tests/support/crawler/crawl-child.ts"], {
        env: { ...process.env, ...target.childEnv, CRAWL_ID: crawlId, CRAWL_LEASE_MS: "1500" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
      await Promise.race([site.waitForRequest(HELD), exited.then(() => Promise.reject(new Error("the worker ended early")))]);
      // Let the worker record a few more pages beside the held request, then kill it mid-crawl.
      await site.waitForRequest("/p/12");
      child.kill("SIGKILL");
      await exited;
      const fetchedBeforeKill = site.requests.filter((r) => r.path.startsWith("/p/")).length;

      database = await target.open();
      cleanups.push(() => database.close());
      const outcome = await runCrawl(
        testCrawlDeps(database.db, { workerId: "second-worker", limits: { leaseMs: 1500 } }),
        crawlId,
      );
      expect(outcome).toBe("completed");

      const { crawl, pages } = await crawlResult(database.db, crawlId);
      expect(crawl.status).toBe("completed");
      expect(pages).toHaveLength(30);
      expect(fetchedBeforeKill).toBeLessThan(30);
      const held = pages.find((page) => page.url === `${site?.origin}${HELD}`);
      expect(held).toMatchObject({ statusCode: null, error: INTERRUPTED_ERROR });
      // The others claimed at the kill (the child runs 3 at a time) are interrupted too; the rest answered.
      const interrupted = pages.filter((page) => page.statusCode !== 200);
      expect(interrupted.every((page) => page.error === INTERRUPTED_ERROR)).toBe(true);
      expect(interrupted.length).toBeLessThanOrEqual(3);
      // No page fetched twice: each answered page once in the server's log; an interrupted one at most once
      // (claimed just before the kill, its request may not have left).
      for (const page of pages) {
        const path = page.url.slice(site.origin.length);
        if (page.error === INTERRUPTED_ERROR) expect(site.hits(path), path).toBeLessThanOrEqual(1);
        else expect(site.hits(path), path).toBe(1);
      }
      expect(site.hits(HELD)).toBe(1);
      expect(new Set(pages.map((page) => page.seq)).size).toBe(30);
    });
  });
}
