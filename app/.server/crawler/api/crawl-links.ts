import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { crawlLinkChecks, crawlPages } from "../../db/schema";

/**
 * The links between pages, read from what the engine already stores: each
 * crawled page's `metadata.links` (target, anchor text, internal, nofollow).
 * Nothing new is written; inlinks, "linked from" and the links CSV are all
 * computed from these rows.
 */
export interface CrawlEdge {
  source: string;
  target: string;
  anchor: string;
  internal: boolean;
  nofollow: boolean;
}

/** Every link of the crawl, in crawl order of the linking page (postgres unnests the JSON, so the page text is never read). */
export async function readEdges(db: Db, crawlId: string): Promise<CrawlEdge[]> {
  const result = await db.execute(sql`
    select p.url as source, l->>'href' as target, coalesce(l->>'text', '') as anchor,
      coalesce((l->>'internal')::boolean, false) as internal, coalesce((l->>'nofollow')::boolean, false) as nofollow
    from ${crawlPages} p
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(p.metadata->'links') = 'array' then p.metadata->'links' else '[]'::jsonb end
    ) as l
    where p.crawl_id = ${crawlId} and l->>'href' is not null
    order by p.seq`);
  return (result as unknown as { rows: CrawlEdge[] }).rows;
}

/** Target URL → the distinct pages linking to it (self-links left out), in crawl order. */
export function linkingPages(edges: readonly CrawlEdge[]): Map<string, string[]> {
  const sources = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (edge.source === edge.target) continue;
    const set = sources.get(edge.target) ?? new Set<string>();
    set.add(edge.source);
    sources.set(edge.target, set);
  }
  return new Map([...sources].map(([target, set]) => [target, [...set]]));
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
