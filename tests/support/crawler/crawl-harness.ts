import { asc, eq } from "drizzle-orm";
import type { CrawlDeps } from "~/.server/crawler/engine/deps";
import type { Db } from "~/.server/db/client";
import { type CrawlOptions, crawlFrontier, crawlIssues, crawlPages, crawls } from "~/.server/db/schema";
import { createLogger } from "~/.server/log";
import { standInFetch, standInLoadRobots, standInPolicy, standInReadSitemaps } from "../fixture-site/stand-in-net";

/** Deps for crawling fixture sites in tests: loopback fetchers, short timings. */
export function testCrawlDeps(db: Db, overrides: Partial<CrawlDeps> = {}): CrawlDeps {
  return {
    db,
    fetch: standInFetch,
    loadRobots: standInLoadRobots,
    readSitemaps: standInReadSitemaps,
    policy: standInPolicy,
    log: createLogger("silent"),
    workerId: "test-worker",
    ...overrides,
    limits: { retryBaseMs: 20, maxRetryAfterMs: 200, heartbeatMs: 100, leaseMs: 5_000, ...overrides.limits },
  };
}

/** A queued crawl row as the crawl API inserts it. */
export async function createCrawl(db: Db, url: string, options: Partial<CrawlOptions> = {}): Promise<string> {
  const full: CrawlOptions = {
    maxPages: 50,
    includeImages: false,
    followExternalLinks: false,
    crawlSitemapOnly: false,
    ...options,
  };
  const [row] = await db
    .insert(crawls)
    .values({ url, host: new URL(url).host, options: full, maxPages: full.maxPages })
    .returning({ id: crawls.id });
  if (!row) throw new Error("crawl not created");
  return row.id;
}

export async function crawlResult(db: Db, crawlId: string) {
  const [crawl] = await db.select().from(crawls).where(eq(crawls.id, crawlId));
  const pages = await db.select().from(crawlPages).where(eq(crawlPages.crawlId, crawlId)).orderBy(asc(crawlPages.seq));
  const frontier = await db
    .select()
    .from(crawlFrontier)
    .where(eq(crawlFrontier.crawlId, crawlId))
    .orderBy(asc(crawlFrontier.seq));
  const issues = await db.select().from(crawlIssues).where(eq(crawlIssues.crawlId, crawlId));
  if (!crawl) throw new Error(`no crawl ${crawlId}`);
  return { crawl, pages, frontier, issues };
}
