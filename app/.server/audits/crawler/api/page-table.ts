import { and, asc, eq, sql } from "drizzle-orm";
import type { NonIndexableReason, PageRowJson } from "~/lib/audits/crawler-view";
import { crawlFrontier, crawlPages, type Db } from "../../../db";
import { type LinkCounts, linkCounts } from "./crawl-links";

/**
 * The crawl view's page table (GET /api/crawls/{id}/pages?fields=table and
 * the pages CSV): one row per fetched URL, plus the URLs robots.txt kept us
 * from fetching, with Screaming Frog's columns. Only the columns the table
 * shows are read (the page text and body text stay in the database).
 */
export interface PageFacts {
  seq: number | null;
  url: string;
  finalUrl: string;
  statusCode: number | null;
  contentType: string | null;
  error: string | null;
  title: string | null;
  description: string | null;
  canonical: string | null;
  metaRobots: string | null;
  xRobotsTag: string | null;
  headings: { level: number; text: string }[] | null;
  wordCount: number | null;
  responseMs: number | null;
  bytes: number | null;
  depth: number;
  blockedByRobots?: boolean;
}

const isHtml = (contentType: string | null) => !contentType || /html/i.test(contentType);

/** The first reason that applies, as the engine's issue checks judge them (find-issues.ts: noindex, canonical elsewhere). */
export function nonIndexableReason(page: PageFacts): NonIndexableReason | null {
  if (page.blockedByRobots) return "Blocked by robots.txt";
  if (page.statusCode === null) return "No response";
  if (page.statusCode >= 300 && page.statusCode < 400) return "Redirected";
  if (page.statusCode >= 400 && page.statusCode < 500) return "Client error";
  if (page.statusCode >= 500) return "Server error";
  if (page.statusCode !== 200 || !isHtml(page.contentType)) return "Not HTML";
  if (/noindex|\bnone\b/i.test(`${page.metaRobots ?? ""} ${page.xRobotsTag ?? ""}`)) return "Noindex";
  if (page.canonical && page.canonical !== page.url && page.canonical !== page.finalUrl) return "Canonicalised";
  return null;
}

/** Turns the facts and the link counts into rows; pure, so it is tested without a database. */
export function buildPageRows(pages: readonly PageFacts[], counts: ReadonlyMap<string, LinkCounts>): PageRowJson[] {
  return pages.map((page) => {
    const reason = nonIndexableReason(page);
    const h1s = (page.headings ?? []).filter((heading) => heading.level === 1);
    return {
      seq: page.seq,
      url: page.url,
      indexability: reason ? "Non-indexable" : "Indexable",
      indexabilityReason: reason,
      statusCode: page.statusCode,
      contentType: page.contentType,
      title: page.title,
      titleLength: page.title?.length ?? 0,
      description: page.description,
      descriptionLength: page.description?.length ?? 0,
      h1: h1s[0]?.text ?? null,
      h1Count: h1s.length,
      canonical: page.canonical,
      wordCount: page.wordCount,
      responseMs: page.responseMs,
      bytes: page.bytes,
      depth: page.depth,
      inlinks: counts.get(page.url)?.inlinks ?? 0,
      outlinks: counts.get(page.url)?.outlinks ?? 0,
      externalOutlinks: counts.get(page.url)?.externalOutlinks ?? 0,
    };
  });
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export async function readPageFacts(db: Db, crawlId: string): Promise<PageFacts[]> {
  const m = crawlPages.metadata;
  const rows = await db
    .select({
      seq: crawlPages.seq,
      url: crawlPages.url,
      finalUrl: crawlPages.finalUrl,
      statusCode: crawlPages.statusCode,
      contentType: crawlPages.contentType,
      error: crawlPages.error,
      title: crawlPages.title,
      description: sql<string | null>`${m}->>'description'`,
      canonical: sql<string | null>`${m}->>'canonical'`,
      metaRobots: sql<string | null>`${m}->>'metaRobots'`,
      xRobotsTag: sql<string | null>`${m}->>'xRobotsTag'`,
      headings: sql<unknown>`${m}->'headings'`,
      wordCount: sql<string | null>`${m}->>'wordCount'`,
      responseMs: crawlPages.responseMs,
      bytes: crawlPages.bytes,
      depth: crawlPages.depth,
    })
    .from(crawlPages)
    .where(eq(crawlPages.crawlId, crawlId))
    .orderBy(asc(crawlPages.seq));
  const blocked = await db
    .select({ url: crawlFrontier.url, depth: crawlFrontier.depth })
    .from(crawlFrontier)
    .where(and(eq(crawlFrontier.crawlId, crawlId), eq(crawlFrontier.state, "skipped"), eq(crawlFrontier.skipReason, "robots")))
    .orderBy(asc(crawlFrontier.seq));
  const fetched = new Set(rows.map((row) => row.url));
  return [
    ...rows.map((row) => ({
      ...row,
      description: text(row.description),
      canonical: text(row.canonical),
      headings: Array.isArray(row.headings) ? (row.headings as PageFacts["headings"]) : null,
      wordCount: row.wordCount === null || row.wordCount === undefined ? null : Number(row.wordCount),
    })),
    ...blocked
      .filter((row) => !fetched.has(row.url))
      .map(
        (row): PageFacts => ({
          seq: null,
          url: row.url,
          finalUrl: row.url,
          statusCode: null,
          contentType: null,
          error: null,
          title: null,
          description: null,
          canonical: null,
          metaRobots: null,
          xRobotsTag: null,
          headings: null,
          wordCount: null,
          responseMs: null,
          bytes: null,
          depth: row.depth,
          blockedByRobots: true,
        }),
      ),
  ];
}

/** The whole table of a crawl (at most the crawl's page cap, 5,000 rows: small enough to send at once). */
export async function listPageRows(db: Db, crawlId: string): Promise<PageRowJson[]> {
  const [facts, counts] = await Promise.all([readPageFacts(db, crawlId), linkCounts(db, crawlId)]);
  return buildPageRows(facts, counts);
}
