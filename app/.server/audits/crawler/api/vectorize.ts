import { isFinalCrawlStatus } from "~/lib/audits/crawler-api";
import { indexCrawlPages } from "../../../ai";
import type { Db } from "../../../db";
import type { CrawlRow } from "./read-crawl";

export type VectorizeResult =
  | { status: "done"; vectorizedCount: number; passages: number }
  | { status: "not_ready"; message: string };

export const VECTORIZE_TEXT = {
  running: "The crawl is still running: vectorize its content when it has finished.",
} as const;

/** "Vectorize Content" on a finished crawl (retrieval/index-crawl.ts); `vectorizedCount` is the pages processed, as the spec's toast says. */
export async function vectorizeCrawl(db: Db, crawl: CrawlRow): Promise<VectorizeResult> {
  if (!isFinalCrawlStatus(crawl.status)) return { status: "not_ready", message: VECTORIZE_TEXT.running };
  const { pages, passages } = await indexCrawlPages(db, crawl.id);
  return { status: "done", vectorizedCount: pages, passages };
}
