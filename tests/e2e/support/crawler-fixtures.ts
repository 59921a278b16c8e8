import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { crawlIssues, crawlPages, crawls } from "~/.server/db/schema";

/**
 * A finished crawl with known pages and issues, written before the e2e
 * server starts (load-fixtures.ts), so tests/e2e/crawler-page.spec.ts can
 * check the results viewer without waiting for a real crawl. The real crawl
 * of a loopback site is tested in the same spec.
 */
export const FIXTURE_CRAWL_ID = "c0ffee00-0000-4000-8000-00000000c001";
export const FIXTURE_CRAWL_URL = "https://www.harbor-recovery.test/";

export const FIXTURE_PAGES = [
  {
    url: "https://www.harbor-recovery.test/",
    title: "Harbor Recovery | Residential Treatment in Tampa",
    content: "Harbor Recovery offers residential treatment for addiction and dual diagnosis in Tampa, Florida.",
    statusCode: 200,
    responseMs: 42,
  },
  {
    url: "https://www.harbor-recovery.test/detox",
    title: "Medical Detox | Harbor Recovery",
    content: "Our medically supervised detox programme is staffed around the clock by nurses and physicians.",
    statusCode: 200,
    responseMs: 57,
  },
  {
    url: "https://www.harbor-recovery.test/old-page",
    title: null,
    content: null,
    statusCode: 404,
    responseMs: 9,
  },
] as const;

export async function loadCrawlerFixtures(db: Db) {
  // A rerun on the same DATABASE_URL starts from the same rows (the pages and issues go with the crawl).
  await db.delete(crawls).where(eq(crawls.id, FIXTURE_CRAWL_ID));
  await db.insert(crawls).values({
    id: FIXTURE_CRAWL_ID,
    url: FIXTURE_CRAWL_URL,
    host: "www.harbor-recovery.test",
    options: { maxPages: 10, includeImages: false, followExternalLinks: false, crawlSitemapOnly: false },
    maxPages: 10,
    status: "completed",
    pagesDone: FIXTURE_PAGES.length,
    pagesFound: FIXTURE_PAGES.length,
    finishedAt: new Date(),
  });
  await db.insert(crawlPages).values(
    FIXTURE_PAGES.map((page, index) => ({
      crawlId: FIXTURE_CRAWL_ID,
      seq: index + 1,
      url: page.url,
      finalUrl: page.url,
      statusCode: page.statusCode,
      contentType: "text/html; charset=utf-8",
      responseMs: page.responseMs,
      depth: index === 0 ? 0 : 1,
      title: page.title,
      content: page.content,
      metadata: { description: page.title ? `About ${page.title}` : null, wordCount: page.content?.split(" ").length ?? 0 },
    })),
  );
  await db.insert(crawlIssues).values([
    {
      crawlId: FIXTURE_CRAWL_ID,
      type: "broken_internal_link",
      severity: "high",
      url: "https://www.harbor-recovery.test/old-page",
      details: "Answered status 404.",
      sources: ["https://www.harbor-recovery.test/"],
    },
    {
      crawlId: FIXTURE_CRAWL_ID,
      type: "missing_description",
      severity: "medium",
      url: "https://www.harbor-recovery.test/detox",
      details: "No meta description.",
      sources: [],
    },
  ]);
}
