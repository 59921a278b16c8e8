import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { crawlPages, crawls } from "../../db/schema";
import { replacePassages, splitIntoPassages } from "../../retrieval/passages";

/**
 * The analysis's "content vectorization": each crawled page's main text as
 * passages in content_chunks (PostgreSQL full-text search, both databases),
 * the same store the crawler's Vectorize Content and the chat read.
 */
export async function vectorizeCrawl(db: Db, crawlId: string, now = new Date()): Promise<number> {
  const pages = await db
    .select({ id: crawlPages.id, finalUrl: crawlPages.finalUrl, title: crawlPages.title, content: crawlPages.content })
    .from(crawlPages)
    .where(and(eq(crawlPages.crawlId, crawlId), isNotNull(crawlPages.content)));
  let total = 0;
  for (const page of pages) {
    total += await replacePassages(
      db,
      { sourceType: "crawl_page", sourceId: String(page.id), url: page.finalUrl, title: page.title ?? page.finalUrl, crawlId },
      splitIntoPassages(page.content ?? ""),
    );
  }
  await db.update(crawls).set({ vectorizedCount: total, vectorizedAt: now }).where(eq(crawls.id, crawlId));
  return total;
}
