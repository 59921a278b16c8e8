import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { hasRole } from "../../../auth";
import { crawls, type Db } from "../../../db";
import { type CrawlApiDeps, type Visitor, visitorKey } from "./deps";
import type { CrawlRow } from "./read-crawl";

export type CancelResult = { status: "canceled" | "cancel_requested" } | { status: "forbidden" | "finished"; message: string };

export const CANCEL_TEXT = {
  forbidden: "Only whoever started this crawl can cancel it.",
  finished: "This crawl has already finished.",
} as const;

/**
 * Cancels a crawl for whoever started it (same address, or the same staff
 * member) or any admin: the shareable results address must not let every
 * reader stop it. A crawl no worker has taken yet is canceled at once; a
 * running one gets cancel_requested_at, which the engine honours between
 * pages and then marks the crawl canceled.
 */
export async function cancelCrawl(
  deps: Pick<CrawlApiDeps, "db" | "secret">,
  crawl: CrawlRow,
  visitor: Visitor,
): Promise<CancelResult> {
  const db: Db = deps.db;
  if (crawl.requestedBy !== visitorKey(deps, visitor) && !hasRole(visitor.staff, "admin")) {
    return { status: "forbidden", message: CANCEL_TEXT.forbidden };
  }
  const now = new Date();
  const unclaimed = await db
    .update(crawls)
    .set({
      status: "canceled",
      cancelRequestedAt: sql`coalesce(${crawls.cancelRequestedAt}, now())`,
      finishedAt: now,
      updatedAt: now,
    })
    .where(and(eq(crawls.id, crawl.id), eq(crawls.status, "queued"), isNull(crawls.leaseOwner)))
    .returning({ id: crawls.id });
  if (unclaimed.length) return { status: "canceled" };
  const running = await db
    .update(crawls)
    .set({ cancelRequestedAt: sql`coalesce(${crawls.cancelRequestedAt}, now())`, updatedAt: now })
    .where(and(eq(crawls.id, crawl.id), inArray(crawls.status, ["queued", "crawling"])))
    .returning({ id: crawls.id });
  if (running.length) return { status: "cancel_requested" };
  return { status: "finished", message: CANCEL_TEXT.finished };
}
