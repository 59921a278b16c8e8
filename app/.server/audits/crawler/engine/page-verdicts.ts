import type { crawlPages } from "../../../db";
import type { CrawlPageMetadata } from "../contract";

/**
 * What a crawled page is, read the same way by every report built on a
 * crawl's rows (the crawler's issues, the self-audit's findings): HTML that
 * answered 200, indexable (no noindex, canonical to itself), a redirect, or
 * broken (4xx/5xx or no answer at all).
 */
type Page = typeof crawlPages.$inferSelect;

export const pageMeta = (page: Page) => page.metadata as Partial<CrawlPageMetadata>;
export const isHtml = (page: Page) => /html/i.test(page.contentType ?? "") && "headings" in page.metadata;
export const answeredOk = (page: Page) => page.statusCode === 200 && isHtml(page);
export const isNoindex = (page: Page) =>
  /noindex|\bnone\b/i.test(`${pageMeta(page).metaRobots ?? ""} ${pageMeta(page).xRobotsTag ?? ""}`);
export const canonicalElsewhere = (page: Page) => {
  const canonical = pageMeta(page).canonical;
  return Boolean(canonical && canonical !== page.url && canonical !== page.finalUrl);
};
export const isIndexable = (page: Page) => answeredOk(page) && !isNoindex(page) && !canonicalElsewhere(page);
export const isRedirect = (page: Page) => page.statusCode !== null && page.statusCode >= 300 && page.statusCode < 400;
export const isBroken = (page: Page) =>
  (page.statusCode !== null && page.statusCode >= 400) || (page.statusCode === null && page.error !== null);
/** "status 404", or why there was no answer. */
export const answerOf = (page: Page) => (page.statusCode !== null ? `status ${page.statusCode}` : (page.error ?? "no answer"));
