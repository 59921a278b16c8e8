import { asc, eq } from "drizzle-orm";
import { crawlerFetchers } from "~/.server/audits/crawler/engine/crawler-fetchers";
import type { CrawlDeps } from "~/.server/audits/crawler/engine/deps";
import type { Db } from "~/.server/db/client";
import { type CrawlOptions, crawlFrontier, crawlIssues, crawlPages, crawls } from "~/.server/db/schema";
import { createLogger } from "~/.server/log";

/** Deps for crawling fixture sites in tests: loopback fetchers, short timings. */
export function testCrawlDeps(db: Db, overrides: Partial<CrawlDeps> = {}): CrawlDeps {
  return {
    db,
    ...loopbackFetchers(),
    log: createLogger("silent"),
    workerId: "test-worker",
    ...overrides,
    // No politeness delay of our own (robots.txt Crawl-delay still applies): fixture sites are ours.
    limits: { delayMs: 0, retryBaseMs: 20, maxRetryAfterMs: 200, heartbeatMs: 100, leaseMs: 5_000, ...overrides.limits },
  };
}

/** net's real fetchers with CRAWL_ALLOW_PRIVATE on: fixture sites listen on loopback, on random ports. */
export function loopbackFetchers() {
  return crawlerFetchers({
    crawler: {
      allowPrivate: true,
      allowedPorts: [80, 443],
      userAgent: "RecoveryGrowthBot/1.0 (+https://agency.example/website-crawler)",
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
    },
  });
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
