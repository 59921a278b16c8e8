import { and, asc, eq } from "drizzle-orm";
import type { CrawlIssueJson, CrawlPageJson, CrawlPageSummaryJson, CrawlStatusJson } from "~/lib/audits/crawler-api";
import { FINDING_SEVERITIES } from "~/lib/tool-enums";
import { isUuid } from "~/lib/uuid";
import { crawlIssues, crawlPages, crawls, type Db } from "../../../db";

/** Reads of one crawl for the API and the page. Ids are UUIDs; anything else is simply not found. */

export const isCrawlId = (id: string | undefined): id is string => isUuid(id);

export type CrawlRow = typeof crawls.$inferSelect;

/** The crawl, or null for an unknown or malformed id (never a database error for a non-UUID). */
export async function findCrawl(db: Db, id: string | undefined): Promise<CrawlRow | null> {
  if (!isCrawlId(id)) return null;
  const [row] = await db.select().from(crawls).where(eq(crawls.id, id.toLowerCase())).limit(1);
  return row ?? null;
}

export function crawlStatusJson(row: CrawlRow): CrawlStatusJson {
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    pagesDone: row.pagesDone,
    maxPages: row.maxPages,
    pagesFound: row.pagesFound,
    error: row.error,
    vectorizedCount: row.vectorizedCount,
    cancelRequested: row.cancelRequestedAt !== null,
  };
}

type PageRow = typeof crawlPages.$inferSelect;

export function pageSummaryJson(row: Pick<PageRow, "seq" | "url" | "title" | "statusCode" | "contentType" | "responseMs">) {
  return {
    seq: row.seq,
    url: row.url,
    title: row.title,
    statusCode: row.statusCode,
    contentType: row.contentType,
    crawlTime: row.responseMs,
  } satisfies CrawlPageSummaryJson;
}

/** The spec's page, with the fetch facts the row keeps in columns folded into its metadata. */
export function pageJson(row: PageRow): CrawlPageJson {
  return {
    ...pageSummaryJson(row),
    content: row.content,
    metadata: {
      ...row.metadata,
      finalUrl: row.finalUrl,
      redirectChain: row.redirectChain,
      bytes: row.bytes,
      responseMs: row.responseMs,
      crawledAt: row.crawledAt.toISOString(),
      depth: row.depth,
      contentHash: row.contentHash,
      fingerprint: row.fingerprint,
      error: row.error,
    },
  };
}

/** Every page in crawl order; `summary` leaves out the text and metadata (the viewer's list); `seq` picks one page. */
export async function listPages(
  db: Db,
  crawlId: string,
  options: { summary?: boolean; seq?: number } = {},
): Promise<CrawlPageJson[] | CrawlPageSummaryJson[]> {
  const where =
    options.seq === undefined
      ? eq(crawlPages.crawlId, crawlId)
      : and(eq(crawlPages.crawlId, crawlId), eq(crawlPages.seq, options.seq));
  if (options.summary) {
    const rows = await db
      .select({
        seq: crawlPages.seq,
        url: crawlPages.url,
        title: crawlPages.title,
        statusCode: crawlPages.statusCode,
        contentType: crawlPages.contentType,
        responseMs: crawlPages.responseMs,
      })
      .from(crawlPages)
      .where(where)
      .orderBy(asc(crawlPages.seq));
    return rows.map(pageSummaryJson);
  }
  const rows = await db.select().from(crawlPages).where(where).orderBy(asc(crawlPages.seq));
  return rows.map(pageJson);
}

const severityRank = (severity: string) => {
  const rank = (FINDING_SEVERITIES as readonly string[]).indexOf(severity);
  return rank === -1 ? FINDING_SEVERITIES.length : rank;
};

/** The crawl's problems, worst first, then by type and address. */
export async function listIssues(db: Db, crawlId: string): Promise<CrawlIssueJson[]> {
  const rows = await db
    .select({
      type: crawlIssues.type,
      severity: crawlIssues.severity,
      url: crawlIssues.url,
      details: crawlIssues.details,
      sources: crawlIssues.sources,
    })
    .from(crawlIssues)
    .where(eq(crawlIssues.crawlId, crawlId))
    .orderBy(asc(crawlIssues.type), asc(crawlIssues.url), asc(crawlIssues.id));
  return rows.sort((a, b) => severityRank(a.severity) - severityRank(b.severity));
}
