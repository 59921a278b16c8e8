import { and, asc, eq, sql } from "drizzle-orm";
import { crawlFrontier, crawlIssues, crawlLinkChecks, crawlPages, crawls } from "../../../db";
import type { CrawlDeps } from "./deps";
import { findIssues } from "./find-issues";
import { assertLease, type Crawl } from "./lease";

/**
 * The end of a crawl, in one transaction: redirect chains followed through
 * the recorded rows (each redirect was recorded as its own page), the issues
 * written, the status set and the lease let go. Killed before the commit,
 * the next worker does it all again; after it, the crawl is final.
 */
export async function finishCrawl(
  deps: CrawlDeps,
  crawl: Crawl,
  status: "completed" | "canceled",
): Promise<"completed" | "failed" | "canceled"> {
  const { db } = deps;
  const pages = await db.select().from(crawlPages).where(eq(crawlPages.crawlId, crawl.id)).orderBy(asc(crawlPages.seq));
  const frontier = await db.select().from(crawlFrontier).where(eq(crawlFrontier.crawlId, crawl.id));
  const linkChecks = await db.select().from(crawlLinkChecks).where(eq(crawlLinkChecks.crawlId, crawl.id));

  const chains = resolveRedirects(pages);
  for (const page of pages) {
    const resolved = chains.get(page.url);
    if (resolved) Object.assign(page, resolved);
  }
  const capped = frontier.some((row) => row.state === "skipped" && row.skipReason === "cap");
  const issues = findIssues({ pages, frontier, linkChecks, capped });

  // A crawl that could not fetch a single page failed, and says why (the start URL's error).
  let final: "completed" | "failed" | "canceled" = status;
  let error: string | null = null;
  if (status === "completed" && pages.length > 0 && pages.every((page) => page.statusCode === null)) {
    final = "failed";
    error = `Could not fetch ${pages[0]?.url}: ${pages[0]?.error ?? "no answer"}`;
  } else if (status === "completed" && pages.length === 0) {
    final = "failed";
    error = "No page could be crawled: robots.txt disallows the start URL, or the sitemap lists no URL in scope.";
  }

  await db.transaction(async (tx) => {
    await assertLease(tx as never, crawl.id, deps.workerId);
    for (const [url, resolved] of chains) {
      await tx
        .update(crawlPages)
        .set(resolved)
        .where(and(eq(crawlPages.crawlId, crawl.id), eq(crawlPages.url, url)));
    }
    await tx.delete(crawlIssues).where(eq(crawlIssues.crawlId, crawl.id));
    for (let i = 0; i < issues.length; i += 500) {
      await tx.insert(crawlIssues).values(issues.slice(i, i + 500).map((issue) => ({ ...issue, crawlId: crawl.id })));
    }
    await tx
      .update(crawls)
      .set({
        status: final,
        error,
        pagesDone: pages.length,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
        leaseOwner: null,
        leaseExpiresAt: null,
      })
      .where(eq(crawls.id, crawl.id));
  });
  deps.log.info({ crawlId: crawl.id, status: final, pages: pages.length, issues: issues.length }, "crawl finished");
  return final;
}

type PageRow = typeof crawlPages.$inferSelect;

/** Each redirect's whole chain and final URL, following the recorded rows; a URL seen twice is a loop. */
export function resolveRedirects(
  pages: PageRow[],
): Map<string, { redirectChain: { url: string; status: number }[]; finalUrl: string }> {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const isRedirect = (page: PageRow) => page.statusCode !== null && page.statusCode >= 300 && page.statusCode < 400;
  const resolved = new Map<string, { redirectChain: { url: string; status: number }[]; finalUrl: string }>();
  for (const page of pages) {
    if (!isRedirect(page)) continue;
    const chain: { url: string; status: number }[] = [];
    const seen = new Set<string>();
    let current: PageRow | undefined = page;
    let finalUrl = page.url;
    while (current && isRedirect(current)) {
      chain.push({ url: current.url, status: current.statusCode as number });
      seen.add(current.url);
      const next = String((current.metadata as { location?: string }).location ?? current.finalUrl);
      finalUrl = next;
      if (seen.has(next)) break;
      current = byUrl.get(next);
    }
    resolved.set(page.url, { redirectChain: chain, finalUrl });
  }
  return resolved;
}
