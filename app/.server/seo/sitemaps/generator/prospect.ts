import { and, asc, desc, eq } from "drizzle-orm";
import type { CrawlPageMetadata } from "../../../audits";
import { crawlFrontier, crawlPages, crawls, type Db } from "../../../db";
import { renderUrlItems, type UrlItem } from "../xml";
import { SITEMAP_PROTOCOL_MAX_URLS } from "./validate";

/**
 * A prospect's sitemap from one of the crawler's stored crawls (issue 23
 * item 3, "For a prospect"), as Screaming Frog's sitemap export does it:
 * only pages that answered 200 with HTML, are indexable (no noindex in the
 * robots meta tag or X-Robots-Tag) and are their own canonical; URLs
 * robots.txt disallows were never fetched and are listed as left out too.
 * Each left-out URL says why. lastmod is the page's own modified date when
 * it printed one (dateModified, Last-Modified); otherwise none, never the
 * crawl's time. Image entries are the images each included page shows.
 */
export interface ProspectPage {
  url: string;
  lastmod: Date | null;
  images: string[];
}

export interface LeftOutUrl {
  url: string;
  reason: string;
}

export interface ProspectSitemap {
  crawl: { id: string; url: string; host: string; status: string; createdAt: Date; pagesDone: number };
  included: ProspectPage[];
  leftOut: LeftOutUrl[];
}

type PageRow = Pick<typeof crawlPages.$inferSelect, "url" | "finalUrl" | "statusCode" | "contentType" | "metadata" | "error">;

const NOINDEX = /\bnoindex\b|\bnone\b/i;

/** Why a crawled page is not in the sitemap, or null when it belongs there. */
export function leftOutReason(page: PageRow): string | null {
  if (page.statusCode === null) return `No answer: ${page.error ?? "the fetch failed"}`;
  if (page.statusCode >= 300 && page.statusCode < 400)
    return `Redirects (${page.statusCode})${page.finalUrl && page.finalUrl !== page.url ? ` to ${page.finalUrl}` : ""}`;
  if (page.statusCode !== 200) return `Answered ${page.statusCode}`;
  if (page.finalUrl && page.finalUrl !== page.url) return `Redirects to ${page.finalUrl}`;
  if (!/html/i.test(page.contentType ?? "")) return `Not an HTML page (${page.contentType ?? "no content type"})`;
  const meta = page.metadata as Partial<CrawlPageMetadata>;
  if (NOINDEX.test(meta.metaRobots ?? "")) return `Noindex (robots meta: ${meta.metaRobots})`;
  if (NOINDEX.test(meta.xRobotsTag ?? "")) return `Noindex (X-Robots-Tag: ${meta.xRobotsTag})`;
  if (meta.canonical && meta.canonical !== page.url) return `Canonical points to ${meta.canonical}`;
  return null;
}

function modifiedDate(meta: Partial<CrawlPageMetadata>): Date | null {
  if (!meta.modified) return null;
  const time = Date.parse(meta.modified);
  return Number.isNaN(time) ? null : new Date(time);
}

const imageSources = (meta: Partial<CrawlPageMetadata>) => [
  ...new Set((meta.images ?? []).map((image) => image.src).filter((src) => /^https?:\/\//i.test(src))),
];

/** The sitemap of a stored crawl, or null when there is no such crawl. */
export async function prospectSitemap(db: Db, crawlId: string): Promise<ProspectSitemap | null> {
  const [crawl] = await db
    .select({
      id: crawls.id,
      url: crawls.url,
      host: crawls.host,
      status: crawls.status,
      createdAt: crawls.createdAt,
      pagesDone: crawls.pagesDone,
    })
    .from(crawls)
    .where(eq(crawls.id, crawlId))
    .limit(1);
  if (!crawl) return null;
  const [pages, blocked] = await Promise.all([
    db
      .select({
        url: crawlPages.url,
        finalUrl: crawlPages.finalUrl,
        statusCode: crawlPages.statusCode,
        contentType: crawlPages.contentType,
        metadata: crawlPages.metadata,
        error: crawlPages.error,
      })
      .from(crawlPages)
      .where(eq(crawlPages.crawlId, crawlId))
      .orderBy(asc(crawlPages.seq)),
    db
      .select({ url: crawlFrontier.url })
      .from(crawlFrontier)
      .where(and(eq(crawlFrontier.crawlId, crawlId), eq(crawlFrontier.skipReason, "robots")))
      .orderBy(asc(crawlFrontier.seq)),
  ]);
  const included: ProspectPage[] = [];
  const leftOut: LeftOutUrl[] = [];
  const listed = new Set<string>();
  for (const page of pages) {
    const reason = leftOutReason(page);
    if (reason) leftOut.push({ url: page.url, reason });
    else if (listed.has(page.url)) leftOut.push({ url: page.url, reason: "Listed once already" });
    else if (included.length >= SITEMAP_PROTOCOL_MAX_URLS)
      leftOut.push({ url: page.url, reason: "Past the protocol's 50,000 URLs per file" });
    else {
      listed.add(page.url);
      const meta = page.metadata as Partial<CrawlPageMetadata>;
      included.push({ url: page.url, lastmod: modifiedDate(meta), images: imageSources(meta) });
    }
  }
  for (const row of blocked) leftOut.push({ url: row.url, reason: "Disallowed by robots.txt (not crawled)" });
  return { crawl, included, leftOut };
}

/** The sitemap.xml; with `images` the <image:image> entries too (the image sitemap). */
export function renderProspectSitemap(sitemap: ProspectSitemap, options: { images: boolean }): string {
  const items: UrlItem[] = sitemap.included.map((page) => ({
    loc: page.url,
    lastmod: page.lastmod,
    images: options.images ? page.images : undefined,
  }));
  return renderUrlItems(options.images ? items.filter((item) => item.images && item.images.length > 0) : items);
}

/** The latest stored crawls, to pick one on the page. */
export async function recentCrawls(db: Db, limit = 50) {
  return db
    .select({ id: crawls.id, url: crawls.url, status: crawls.status, pagesDone: crawls.pagesDone, createdAt: crawls.createdAt })
    .from(crawls)
    .orderBy(desc(crawls.createdAt))
    .limit(limit);
}
