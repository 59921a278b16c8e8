import { and, asc, eq, isNotNull } from "drizzle-orm";
import { crawlPages, crawls, type Db } from "../../db";
import { replacePassages, splitIntoPassages } from "./passages";

/**
 * A crawl's pages as searchable passages (content_chunks, source
 * crawl_page): the crawler's "Vectorize Content" and the analyzer's
 * vectorization stage both call this, so `crawls.vectorized_count` has one
 * meaning: the pages that gave at least one passage. Running it again
 * replaces a page's passages, never doubles them.
 */
export async function indexCrawlPages(db: Db, crawlId: string, now = new Date()): Promise<{ pages: number; passages: number }> {
  const rows = await db
    .select({
      id: crawlPages.id,
      url: crawlPages.url,
      finalUrl: crawlPages.finalUrl,
      title: crawlPages.title,
      content: crawlPages.content,
    })
    .from(crawlPages)
    .where(and(eq(crawlPages.crawlId, crawlId), isNotNull(crawlPages.content)))
    .orderBy(asc(crawlPages.seq));
  let pages = 0;
  let passages = 0;
  for (const page of rows) {
    const stored = await replacePassages(
      db,
      {
        sourceType: "crawl_page",
        sourceId: String(page.id),
        url: page.finalUrl || page.url,
        title: page.title ?? page.url,
        crawlId,
      },
      splitIntoPassages(page.content ?? ""),
    );
    if (stored > 0) pages += 1;
    passages += stored;
  }
  await db.update(crawls).set({ vectorizedCount: pages, vectorizedAt: now, updatedAt: now }).where(eq(crawls.id, crawlId));
  return { pages, passages };
}
