import type { crawlFrontier, crawlLinkChecks, crawlPages } from "../../../db";
import type { CrawlPageMetadata } from "../contract";
import { canonicalCheckOf } from "./check-canonicals";
import { hammingDistance } from "./fingerprint";
import { type CrawlIssue, ISSUE_TYPES, type IssueType, ISSUE_THRESHOLDS as T } from "./issue-types";
import { answeredOk, answerOf, canonicalElsewhere, isBroken, isHtml, isIndexable, isNoindex, isRedirect } from "./page-verdicts";
import { queryFamily, TRAP_SKIP_REASONS } from "./trap-detector";

/**
 * The issues of a finished crawl, computed from its rows (pages, frontier,
 * external link checks). Pure: finish-crawl.ts stores the result. The types,
 * severities and thresholds are in issue-types.ts.
 */

type Page = typeof crawlPages.$inferSelect;
type FrontierRow = typeof crawlFrontier.$inferSelect;
type LinkCheck = typeof crawlLinkChecks.$inferSelect;

export interface IssueInput {
  pages: Page[];
  frontier: FrontierRow[];
  linkChecks: LinkCheck[];
  /** The crawl stopped at maxPages with URLs left: orphan findings are then less certain. */
  capped: boolean;
}

const MAX_LISTED = 20;

/** What every step reads: the crawl's rows, its pages by URL, who links to what, and where issues go. */
interface IssueContext extends IssueInput {
  byUrl: Map<string, Page>;
  sourcesOf(url: string): string[];
  add(type: IssueType, url: string, details: string, sources?: string[]): void;
}

const meta = (page: Page) => page.metadata as Partial<CrawlPageMetadata>;

/** Every issue of the crawl, step by step, in the order the report lists them. */
export function findIssues(input: IssueInput): CrawlIssue[] {
  const issues: CrawlIssue[] = [];
  const linkSources = linkSourcesOf(input.pages);
  const context: IssueContext = {
    ...input,
    byUrl: new Map(input.pages.map((page) => [page.url, page])),
    sourcesOf: (url) => [...(linkSources.get(url) ?? [])],
    add: (type, url, details, sources = []) =>
      issues.push({ type, severity: ISSUE_TYPES[type].severity, url, details, sources: sources.slice(0, 100) }),
  };
  brokenLinkIssues(context);
  redirectIssues(context);
  const htmlPages = input.pages.filter(answeredOk);
  for (const page of htmlPages) pageIssues(context, page);
  duplicateIssues(context, htmlPages);
  sitemapAndRobotsIssues(context);
  addTrapIssues(input.frontier, input.pages, context.add);
  for (const page of input.pages) sizeAndSpeedIssues(context, page);
  return issues;
}

/** For each URL, the crawled pages that link to it. */
function linkSourcesOf(pages: Page[]): Map<string, Set<string>> {
  const linkSources = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const link of meta(page).links ?? []) {
      const sources = linkSources.get(link.href) ?? new Set<string>();
      sources.add(page.url);
      linkSources.set(link.href, sources);
    }
  }
  return linkSources;
}

/** Broken internal links (the linking pages, and redirects that lead to the broken URL), then broken external ones. */
function brokenLinkIssues({ pages, linkChecks, sourcesOf, add }: IssueContext) {
  for (const page of pages) {
    if (!isBroken(page)) continue;
    const sources = new Set(sourcesOf(page.url));
    for (const other of pages) if (isRedirect(other) && other.finalUrl === page.url) sources.add(other.url);
    if (sources.size > 0) add("broken_internal_link", page.url, `Linked page answered ${answerOf(page)}.`, [...sources]);
  }
  for (const check of linkChecks) {
    if (!check.checkedAt) continue;
    if ((check.statusCode !== null && check.statusCode >= 400) || (check.statusCode === null && check.error)) {
      const what = check.statusCode !== null ? `status ${check.statusCode}` : check.error;
      add("broken_external_link", check.url, `External link answered ${what}.`, sourcesOf(check.url));
    }
  }
}

/** Redirects: loops once per cycle, chains from their first hop. */
function redirectIssues({ pages, sourcesOf, add }: IssueContext) {
  const redirectTargets = new Set(
    pages.filter(isRedirect).map((page) => String((page.metadata as { location?: string }).location ?? "")),
  );
  const reportedLoops = new Set<string>();
  for (const page of pages) {
    if (!isRedirect(page)) continue;
    const chain = page.redirectChain;
    const last = page.finalUrl;
    if (chain.some((hop) => hop.url === last)) {
      const cycle = chain.slice(chain.findIndex((hop) => hop.url === last)).map((hop) => hop.url);
      const key = [...cycle].sort().join(" ");
      if (!reportedLoops.has(key)) {
        reportedLoops.add(key);
        add("redirect_loop", page.url, `Redirect loop: ${[...cycle, last].join(" → ")}.`, sourcesOf(page.url));
      }
    } else if (chain.length >= T.redirectChainHops && !redirectTargets.has(page.url)) {
      add(
        "redirect_chain",
        page.url,
        `${chain.length} redirects: ${[...chain.map((hop) => `${hop.url} (${hop.status})`), last].join(" → ")}.`,
        sourcesOf(page.url),
      );
    }
  }
}

/** Titles, descriptions, headings, text, indexing, canonical, images: on an HTML page that answered 200. */
function pageIssues(context: IssueContext, page: Page) {
  const { add } = context;
  const m = meta(page);
  if (!page.title) add("missing_title", page.url, "No <title>.");
  else if (page.title.length > T.titleMaxChars)
    add("title_too_long", page.url, `Title is ${page.title.length} characters: “${page.title}”.`);
  if (!m.description) add("missing_description", page.url, "No meta description.");
  else if (m.description.length > T.descriptionMaxChars)
    add("description_too_long", page.url, `Meta description is ${m.description.length} characters.`);
  const h1 = (m.headings ?? []).filter((heading) => heading.level === 1);
  if (h1.length === 0) add("missing_h1", page.url, "No <h1>.");
  else if (h1.length > 1) add("multiple_h1", page.url, `${h1.length} <h1> elements: ${h1.map((h) => `“${h.text}”`).join(", ")}.`);
  if (isIndexable(page) && (m.wordCount ?? 0) < T.thinContentWords)
    add("thin_content", page.url, `Main text has ${m.wordCount ?? 0} words (fewer than ${T.thinContentWords}).`);
  if (isNoindex(page)) add("noindex", page.url, `Not indexed: ${[m.metaRobots, m.xRobotsTag].filter(Boolean).join("; ")}.`);
  if (canonicalElsewhere(page)) add("canonical_elsewhere", page.url, `Canonical is ${m.canonical}.`);
  canonicalTargetIssue(context, page);
  const missingAlt = (m.images ?? []).filter((image) => image.alt === null);
  if (missingAlt.length > 0)
    add(
      "image_missing_alt",
      page.url,
      `${missingAlt.length} image(s) without alt: ${missingAlt
        .slice(0, 5)
        .map((image) => image.src)
        .join(", ")}.`,
    );
  if ((m.mixedContent ?? []).length > 0)
    add("mixed_content", page.url, `Loaded over http: ${(m.mixedContent ?? []).slice(0, 5).join(", ")}.`);
}

/** A canonical that does not answer 200: as crawled, or checked on its own when the crawl did not reach it. */
function canonicalTargetIssue({ byUrl, add }: IssueContext, page: Page) {
  const m = meta(page);
  const target = m.canonical ? byUrl.get(m.canonical) : undefined;
  const check = canonicalCheckOf(page.metadata);
  if (target && target.statusCode !== 200)
    add("canonical_not_200", page.url, `Canonical ${target.url} answered ${answerOf(target)}.`, [target.url]);
  else if (!target && m.canonical && check && check.status !== 200) {
    const answer =
      check.status === null
        ? (check.error ?? "no answer")
        : `status ${check.status}${check.location ? `, redirecting to ${check.location}` : ""}`;
    add(
      "canonical_not_200",
      page.url,
      `Canonical ${m.canonical} answered ${answer} (checked on its own: the crawl did not reach it).`,
      [m.canonical],
    );
  }
}

/** Indexable pages that share a title, a description, or (nearly) their main text. */
function duplicateIssues({ add }: IssueContext, htmlPages: Page[]) {
  const indexable = htmlPages.filter(isIndexable);
  const groups = (key: (page: Page) => string | null | undefined) => {
    const map = new Map<string, Page[]>();
    for (const page of indexable) {
      const value = key(page);
      if (!value) continue;
      map.set(value, [...(map.get(value) ?? []), page]);
    }
    return [...map].filter(([, group]) => group.length > 1);
  };
  for (const [title, group] of groups((page) => page.title)) {
    add("duplicate_title", urls(group)[0] ?? "", `${group.length} pages share the title “${title}”.`, urls(group));
  }
  for (const [description, group] of groups((page) => meta(page).description)) {
    add(
      "duplicate_description",
      urls(group)[0] ?? "",
      `${group.length} pages share the description “${description.slice(0, 100)}”.`,
      urls(group),
    );
  }
  for (const group of nearDuplicateGroups(indexable, (page) => meta(page).wordCount ?? 0)) {
    add("near_duplicate", urls(group)[0] ?? "", `${group.length} pages have the same or nearly the same main text.`, urls(group));
  }
}

/** Sitemaps and robots, from the frontier. */
function sitemapAndRobotsIssues({ frontier, byUrl, capped, sourcesOf, add }: IssueContext) {
  for (const row of frontier) {
    const page = byUrl.get(row.url);
    if (row.inSitemap && page) {
      if (page.statusCode !== 200) add("sitemap_not_200", row.url, `Listed in the sitemap; answered ${answerOf(page)}.`);
      else if (isHtml(page) && (isNoindex(page) || canonicalElsewhere(page)))
        add(
          "sitemap_not_indexable",
          row.url,
          isNoindex(page)
            ? "Listed in the sitemap but noindex."
            : `Listed in the sitemap but canonical is ${meta(page).canonical}.`,
        );
      if (!row.linked)
        add(
          "sitemap_orphan",
          row.url,
          capped
            ? "Listed in the sitemap; no crawled page links to it (the crawl stopped at its page limit, so an uncrawled page might)."
            : "Listed in the sitemap; no crawled page links to it.",
        );
    }
    if (row.state === "skipped" && row.skipReason === "robots" && row.linked)
      add(
        "blocked_by_robots_linked",
        row.url,
        "Disallowed by robots.txt, so not crawled; crawled pages link to it.",
        sourcesOf(row.url),
      );
  }
}

/** Slow answers and oversized (or cut) HTML. */
function sizeAndSpeedIssues({ add }: IssueContext, page: Page) {
  if (page.responseMs !== null && page.responseMs >= T.slowResponseMs)
    add("slow_response", page.url, `Took ${page.responseMs} ms (threshold ${T.slowResponseMs} ms).`);
  const truncated = (page.metadata as { truncated?: boolean }).truncated === true;
  if (/html/i.test(page.contentType ?? "") && ((page.bytes ?? 0) > T.oversizedPageBytes || truncated))
    add(
      "oversized_page",
      page.url,
      truncated ? `Cut at the size limit after ${page.bytes} bytes.` : `${page.bytes} bytes of HTML.`,
    );
}

const TRAP_REASONS = new Set<string>(Object.values(TRAP_SKIP_REASONS));

/** One crawl_trap per query family the crawl stopped (trap-detector.ts): its first URL left out, with the family's fetched pages. */
function addTrapIssues(
  frontier: FrontierRow[],
  pages: Page[],
  add: (type: IssueType, url: string, details: string, sources: string[]) => void,
) {
  const families = new Map<string, { reason: string; skipped: FrontierRow[] }>();
  for (const row of frontier) {
    if (row.state !== "skipped" || !TRAP_REASONS.has(row.skipReason ?? "")) continue;
    const family = queryFamily(row.url);
    if (!family) continue;
    const entry = families.get(family) ?? { reason: row.skipReason ?? "", skipped: [] };
    entry.skipped.push(row);
    families.set(family, entry);
  }
  for (const [family, { reason, skipped }] of families) {
    const fetched = pages.filter((page) => queryFamily(page.url) === family);
    const first = [...skipped].sort((a, b) => a.seq - b.seq)[0] as FrontierRow;
    const name = family.slice(family.indexOf("/"));
    const why =
      reason === TRAP_SKIP_REASONS.trap
        ? `its pages repeat the same content apart from the parameter (${fetched.length} fetched)`
        : reason === TRAP_SKIP_REASONS.future
          ? `its dates run on more than a year past today (${fetched.length} fetched)`
          : `it reached the crawler's limit of URLs per query family (${fetched.length} fetched)`;
    add(
      "crawl_trap",
      first.url,
      `URLs of ${name} look like a crawler trap: ${why}; ${skipped.length} more were not fetched.`,
      urls(fetched),
    );
  }
}

/** A group's pages by URL, so the issue names the same page whichever order the crawl met them in. */
function urls(pages: { url: string }[]): string[] {
  return pages
    .map((page) => page.url)
    .sort()
    .slice(0, MAX_LISTED);
}

/** Groups of pages whose fingerprints are within the threshold (union-find over all pairs: n is at most a few thousand). */
function nearDuplicateGroups<P extends { contentHash: string | null; fingerprint: string | null }>(
  pages: P[],
  words: (page: P) => number,
): P[][] {
  const candidates = pages.filter((page) => page.fingerprint && words(page) >= T.nearDuplicateMinWords);
  const parent = candidates.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    return root;
  };
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      const a = candidates[i] as P;
      const b = candidates[j] as P;
      if (
        a.contentHash === b.contentHash ||
        hammingDistance(a.fingerprint as string, b.fingerprint as string) <= T.nearDuplicateBits
      )
        parent[find(j)] = find(i);
    }
  }
  const byRoot = new Map<number, P[]>();
  candidates.forEach((page, i) => {
    byRoot.set(find(i), [...(byRoot.get(find(i)) ?? []), page]);
  });
  return [...byRoot.values()].filter((group) => group.length > 1);
}
