import { and, eq, sql } from "drizzle-orm";
import { crawlIssues, crawlLinkChecks, crawlPages, type Db } from "../../../db";

/**
 * The links between pages, read from what the engine already stores: each
 * crawled page's `metadata.links` (target, anchor text, internal, nofollow).
 * Nothing new is written; inlinks, "linked from" and the links CSV are all
 * computed from these rows, in the database.
 */
export interface CrawlEdge {
  source: string;
  target: string;
  anchor: string;
  internal: boolean;
  nofollow: boolean;
}

/** The crawl's links as rows (postgres unnests the JSON, so the page text is never read). */
const edgesOf = (crawlId: string) => sql`
  select p.seq, p.url as source, l->>'href' as target, coalesce(l->>'text', '') as anchor,
    coalesce((l->>'internal')::boolean, false) as internal, coalesce((l->>'nofollow')::boolean, false) as nofollow
  from ${crawlPages} p
  cross join lateral jsonb_array_elements(
    case when jsonb_typeof(p.metadata->'links') = 'array' then p.metadata->'links' else '[]'::jsonb end
  ) as l
  where p.crawl_id = ${crawlId} and l->>'href' is not null`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every link of the crawl, in crawl order of the linking page: the links CSV. */
export async function readEdges(db: Db, crawlId: string): Promise<CrawlEdge[]> {
  return rowsOf<CrawlEdge>(
    await db.execute(sql`select source, target, anchor, internal, nofollow from (${edgesOf(crawlId)}) e order by seq`),
  );
}

export interface LinkCounts {
  inlinks: number;
  outlinks: number;
  externalOutlinks: number;
}

/**
 * Per URL: distinct pages linking in (internal links), distinct in-scope and
 * external targets linked out; self-links left out. Counted by the database,
 * so a crawl of thousands of pages with hundreds of links each is not held
 * in memory link by link.
 */
export async function linkCounts(db: Db, crawlId: string): Promise<Map<string, LinkCounts>> {
  const rows = rowsOf<{ url: string; kind: "in" | "out" | "ext"; n: number }>(
    await db.execute(sql`
      with e as (${edgesOf(crawlId)})
      select target as url, 'in' as kind, count(distinct source)::int as n from e
        where internal and target <> source group by target
      union all
      select source as url, case when internal then 'out' else 'ext' end as kind, count(distinct target)::int as n from e
        where target <> source group by source, internal`),
  );
  const counts = new Map<string, LinkCounts>();
  for (const row of rows) {
    const entry = counts.get(row.url) ?? { inlinks: 0, outlinks: 0, externalOutlinks: 0 };
    if (row.kind === "in") entry.inlinks = Number(row.n);
    else if (row.kind === "out") entry.outlinks = Number(row.n);
    else entry.externalOutlinks = Number(row.n);
    counts.set(row.url, entry);
  }
  return counts;
}

/** At most this many linking pages are listed per issue (the engine caps its own sources the same way); the count is exact. */
export const LINKED_FROM_LIMIT = 100;

/** For each URL that has an issue: the first pages (by address) linking to it, and how many there are. */
export async function issueLinkingPages(db: Db, crawlId: string): Promise<Map<string, { sources: string[]; count: number }>> {
  const rows = rowsOf<{ target: string; sources: string[]; n: number }>(
    await db.execute(sql`
      with e as (${edgesOf(crawlId)})
      select target, (array_agg(distinct source order by source))[1:${sql.raw(String(LINKED_FROM_LIMIT))}] as sources, count(distinct source)::int as n
      from e
      where target <> source and target in (select i.url from ${crawlIssues} i where i.crawl_id = ${crawlId})
      group by target`),
  );
  return new Map(rows.map((row) => [row.target, { sources: row.sources ?? [], count: Number(row.n) }]));
}

/** The status each link target answered: a crawled page (by its URL or where it redirected from) or a checked external link. */
export async function targetStatuses(db: Db, crawlId: string): Promise<Map<string, number | string>> {
  const pages = await db
    .select({ url: crawlPages.url, statusCode: crawlPages.statusCode, error: crawlPages.error })
    .from(crawlPages)
    .where(eq(crawlPages.crawlId, crawlId));
  const checks = await db
    .select({ url: crawlLinkChecks.url, statusCode: crawlLinkChecks.statusCode, error: crawlLinkChecks.error })
    .from(crawlLinkChecks)
    .where(and(eq(crawlLinkChecks.crawlId, crawlId)));
  const statuses = new Map<string, number | string>();
  for (const row of [...checks, ...pages]) {
    const value = row.statusCode ?? (row.error ? "no response" : null);
    if (value !== null) statuses.set(row.url, value);
  }
  return statuses;
}
