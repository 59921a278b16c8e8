import { and, asc, eq, isNotNull } from "drizzle-orm";
import { isFinalCrawlStatus } from "~/lib/crawler-api";
import type { Db } from "../../db/client";
import { crawlPages, crawls } from "../../db/schema";
import { replacePassages, splitIntoPassages } from "../../retrieval/passages";
import type { CrawlRow } from "./read-crawl";

export type VectorizeResult =
  | { status: "done"; vectorizedCount: number; passages: number }
  | { status: "not_ready"; message: string };

export const VECTORIZE_TEXT = {
  running: "The crawl is still running: vectorize its content when it has finished.",
} as const;

/**
 * "Vectorize Content": each crawled page's main text, split into passages
 * and indexed for search (content_chunks, source crawl_page, this crawl's
 * id). Running it again replaces a page's passages, never doubles them.
 * `vectorizedCount` is the number of pages that gave at least one passage
 * (the spec's toast reports pages processed).
 */
export async function vectorizeCrawl(db: Db, crawl: CrawlRow): Promise<VectorizeResult> {
  if (!isFinalCrawlStatus(crawl.status)) return { status: "not_ready", message: VECTORIZE_TEXT.running };
  const pages = await db
    .select({
      id: crawlPages.id,
      url: crawlPages.url,
      finalUrl: crawlPages.finalUrl,
      title: crawlPages.title,
      content: crawlPages.content,
    })
    .from(crawlPages)
    .where(and(eq(crawlPages.crawlId, crawl.id), isNotNull(crawlPages.content)))
    .orderBy(asc(crawlPages.seq));
  let vectorizedCount = 0;
  let passages = 0;
  for (const page of pages) {
    const stored = await replacePassages(
      db,
      {
        sourceType: "crawl_page",
        sourceId: String(page.id),
        url: page.finalUrl || page.url,
        title: page.title ?? page.url,
        crawlId: crawl.id,
      },
      splitIntoPassages(page.content ?? ""),
    );
    if (stored > 0) vectorizedCount += 1;
    passages += stored;
  }
  await db
    .update(crawls)
    .set({ vectorizedCount, vectorizedAt: new Date(), updatedAt: new Date() })
    .where(eq(crawls.id, crawl.id));
  return { status: "done", vectorizedCount, passages };
}
