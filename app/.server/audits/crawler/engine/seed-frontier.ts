import { eq, sql } from "drizzle-orm";
import { crawlFrontier, crawls } from "../../../db";
import type { CrawlDeps, CrawlLimits } from "./deps";
import type { Robots } from "./fetch-types";
import type { FrontierIndex, NewFrontierRow } from "./frontier";
import type { Crawl } from "./lease";
import { inScope, normalizeUrl } from "./url";

/**
 * The first rows of a crawl: the start URL, then every in-scope URL of the
 * sitemaps (robots.txt Sitemap: lines and /sitemap.xml; indexes and .gz are
 * the reader's job). Written in one transaction, so a worker killed while
 * seeding leaves nothing and the next one seeds again.
 */
export async function seedFrontier(
  deps: CrawlDeps & { limits: CrawlLimits },
  crawl: Crawl,
  robots: Robots,
  index: FrontierIndex,
  allowed: (url: string) => Promise<boolean>,
): Promise<void> {
  const origin = new URL(crawl.url).origin;
  const candidates = [...new Set([...robots.sitemaps, `${origin}/sitemap.xml`])];
  let sitemapUrls: string[] = [];
  let read: string[] = [];
  try {
    const result = await deps.readSitemaps(candidates, deps.policy, { maxUrls: deps.limits.maxSitemapUrls });
    read = result.read;
    sitemapUrls = result.urls
      .map((url) => normalizeUrl(url))
      .filter((url): url is string => url !== null && inScope(url, crawl.host));
    if (result.errors.length > 0) deps.log.info({ crawlId: crawl.id, errors: result.errors.slice(0, 5) }, "sitemap errors");
  } catch (error) {
    deps.log.warn({ err: error, crawlId: crawl.id }, "sitemaps could not be read");
  }
  const inSitemap = new Set(sitemapUrls);

  const rows: NewFrontierRow[] = [];
  const add = async (url: string, depth: number, linked: boolean) => {
    const admission = index.admit(url, depth, linked);
    if (!admission) return;
    const ok = admission === "queue" && (await allowed(url));
    rows.push({
      crawlId: crawl.id,
      url,
      seq: index.nextFrontierSeq++,
      depth,
      state: ok ? "queued" : "skipped",
      skipReason: ok ? null : admission === "queue" ? "robots" : admission,
      inSitemap: inSitemap.has(url),
      // The start URL is the entry point: it counts as linked (it cannot be an orphan).
      linked,
    });
  };
  // crawlSitemapOnly crawls the sitemap's URLs; the start URL only if listed (or if there is no sitemap at all).
  if (!crawl.options.crawlSitemapOnly || inSitemap.size === 0 || inSitemap.has(crawl.url)) {
    await add(crawl.url, 0, true);
  }
  for (const url of sitemapUrls) await add(url, 1, false);

  await deps.db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(crawlFrontier).values(rows).onConflictDoNothing();
    await tx
      .update(crawls)
      .set({ robotsTxt: robots.text, sitemaps: read, pagesFound: rows.length, updatedAt: sql`now()` })
      .where(eq(crawls.id, crawl.id));
  });
}
