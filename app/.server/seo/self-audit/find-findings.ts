import {
  SELF_AUDIT_FINDING_TYPES,
  SELF_AUDIT_SEVERITIES,
  type SelfAuditFinding,
  type SelfAuditFindingType,
  SELF_AUDIT_THRESHOLDS as T,
} from "~/lib/seo/self-audit";
import {
  answerOf,
  type CrawlPageMetadata,
  canonicalElsewhere,
  isBroken,
  isHtml,
  isIndexable,
  isNoindex,
  isRedirect,
} from "../../audits";
import type { crawlFrontier, crawlPages } from "../../db";

/**
 * The findings of a self-audit, from the rows of its finished crawl: the
 * crawl seeded its frontier from our sitemaps (robots.txt Sitemap lines and
 * /sitemap.xml, indexes followed), so each frontier row knows whether a
 * sitemap lists it (`inSitemap`) and whether a crawled page links to it
 * (`linked`); each page row knows its status, redirect, robots, canonical,
 * title, words and time. Pure: the runner stores or prints the result. The
 * types, severities and thresholds are documented in
 * app/lib/seo/self-audit.ts.
 */
type Page = typeof crawlPages.$inferSelect;
type FrontierRow = typeof crawlFrontier.$inferSelect;

/** Pages named per finding at most (a duplicate title shared by 400 pages names the first 100). */
const MAX_PAGES_LISTED = 100;

export function findSelfAuditFindings(input: { pages: Page[]; frontier: FrontierRow[] }): SelfAuditFinding[] {
  const findings: SelfAuditFinding[] = [];
  const add = (type: SelfAuditFindingType, url: string, details: string, pages: string[] = []) =>
    findings.push({
      type,
      severity: SELF_AUDIT_FINDING_TYPES[type].severity,
      url,
      details,
      pages: [...new Set(pages)].sort().slice(0, MAX_PAGES_LISTED),
    });

  const { pages, frontier } = input;
  // Stopped at the page limit: a page left unfetched might link to an "orphan".
  const capped = frontier.some((row) => row.state === "skipped" && row.skipReason === "cap");
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const meta = (page: Page) => page.metadata as Partial<CrawlPageMetadata> & { location?: string };

  const linkSources = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const link of meta(page).links ?? []) {
      if (!link.internal) continue;
      const sources = linkSources.get(link.href) ?? new Set<string>();
      sources.add(page.url);
      linkSources.set(link.href, sources);
    }
  }

  // Our sitemaps against what the crawl found.
  for (const row of frontier) {
    const page = byUrl.get(row.url);
    if (row.inSitemap && page) {
      if (isRedirect(page))
        add("sitemap_redirect", row.url, `Listed in a sitemap; redirects (${answerOf(page)}) to ${page.finalUrl}.`);
      else if (isBroken(page) || page.statusCode !== 200)
        add("sitemap_not_200", row.url, `Listed in a sitemap; answered ${answerOf(page)}.`);
      else if (isHtml(page) && isNoindex(page))
        add(
          "sitemap_noindex",
          row.url,
          `Listed in a sitemap but noindex (${[meta(page).metaRobots, meta(page).xRobotsTag].filter(Boolean).join("; ")}).`,
        );
      else if (isHtml(page) && canonicalElsewhere(page))
        add("canonical_mismatch", row.url, `Listed in a sitemap; its canonical is ${meta(page).canonical}.`, [
          meta(page).canonical ?? "",
        ]);
      if (!row.linked)
        add(
          "sitemap_orphan",
          row.url,
          capped
            ? "Listed in a sitemap; no crawled page links to it (the crawl stopped at its page limit, so an unfetched page might)."
            : "Listed in a sitemap; no crawled page links to it.",
        );
    }
    if (!row.inSitemap && row.linked && page && isIndexable(page)) {
      add("missing_from_sitemap", row.url, "Indexable and linked from our pages, but no sitemap lists it.", [
        ...(linkSources.get(row.url) ?? []),
      ]);
    }
  }

  // Broken links: the pages that link to the failing page, and redirects that lead to it.
  for (const page of pages) {
    if (!isBroken(page)) continue;
    const sources = new Set(linkSources.get(page.url) ?? []);
    for (const other of pages) if (isRedirect(other) && other.finalUrl === page.url) sources.add(other.url);
    if (sources.size > 0) add("broken_link", page.url, `Linked page answered ${answerOf(page)}.`, [...sources]);
  }

  // Titles, descriptions and words: on indexable pages only (a noindex page's title competes with nothing).
  const indexablePages = pages.filter(isIndexable);
  const groups = (key: (page: Page) => string | null | undefined) => {
    const map = new Map<string, string[]>();
    for (const page of indexablePages) {
      const value = key(page)?.trim();
      if (!value) continue;
      map.set(value, [...(map.get(value) ?? []), page.url]);
    }
    return [...map].filter(([, urls]) => urls.length > 1).map(([value, urls]) => [value, urls.sort()] as const);
  };
  for (const [title, urls] of groups((page) => page.title)) {
    add("duplicate_title", urls[0] ?? "", `${urls.length} pages share the title “${title.slice(0, 120)}”.`, urls);
  }
  for (const [description, urls] of groups((page) => meta(page).description)) {
    add(
      "duplicate_description",
      urls[0] ?? "",
      `${urls.length} pages share the description “${description.slice(0, 120)}”.`,
      urls,
    );
  }
  for (const page of indexablePages) {
    const words = meta(page).wordCount ?? 0;
    if (words < T.thinContentWords)
      add("thin_content", page.url, `Main text has ${words} words (fewer than ${T.thinContentWords}).`);
  }
  for (const page of pages) {
    if (page.responseMs !== null && page.responseMs >= T.slowResponseMs)
      add(
        "slow_page",
        page.url,
        `Took ${page.responseMs.toLocaleString("en-US")} ms in this run (threshold ${T.slowResponseMs.toLocaleString("en-US")} ms).`,
      );
  }
  return sortFindings(findings);
}

/** Errors first, then by type and URL: the same crawl gives the same list. */
export function sortFindings<F extends Pick<SelfAuditFinding, "severity" | "type" | "url">>(findings: F[]): F[] {
  const rank = (finding: F) => SELF_AUDIT_SEVERITIES.indexOf(finding.severity);
  return findings.sort(
    (a, b) => rank(a) - rank(b) || a.type.localeCompare(b.type) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0),
  );
}

export function countBySeverity(findings: Pick<SelfAuditFinding, "severity">[]) {
  const counts = { errors: 0, warnings: 0, notices: 0 };
  for (const finding of findings) {
    if (finding.severity === "error") counts.errors++;
    else if (finding.severity === "warning") counts.warnings++;
    else counts.notices++;
  }
  return counts;
}
