import { type CrawlPageMetadata, EMPTY_PAGE_METADATA } from "~/.server/audits/crawler/contract";
import type { CrawlPageRow } from "./deps";

/**
 * Which crawled pages the lab measures (issue 21, build 3). Lighthouse on the
 * home page, the contact page and the legal pages said little about a
 * treatment centre's site: its program pages, its blog and its slowest page
 * went unmeasured. So the lab measures, within its cap, in this order:
 *
 * 1. the home page;
 * 2. the slowest page, when it stands out (over 800 ms, the TTFB "good"
 *    limit, and twice the median), and the heaviest, when it stands out
 *    (over 500 KB of HTML and twice the median): the pages a PageSpeed
 *    Insights user would be sent to by their own complaints;
 * 3. one page of each template, largest template first, program, service
 *    and admission templates before the others.
 *
 * A template is the page's address pattern (first path segment kept, deeper
 * segments as `*`: /programs/detox and /programs/php are one) and, for
 * top-level pages, which all share the pattern `/*`, the page's shape: a
 * form page, a long-prose page or a short page (/contact, /about-us and
 * /terms-of-service are three different things to measure). A template's
 * page is its key page (admissions, treatment, program...) if it has one,
 * else its shallowest.
 *
 * axe uses the same list without the slow and heavy pages: distinct
 * templates carry distinct accessibility faults.
 */

export interface LabPage {
  url: string;
  /** Why it was chosen, as the report prints it. */
  reason: string;
}

const KEY_PAGE = /admission|treatment|program|service|detox|rehab|insurance|verify|contact|about/i;
/** Templates a prospect's visitors act on: measured first. */
const KEY_TEMPLATE = /admission|treatment|program|service|detox|rehab|therap|level|care/i;
/** "terms-of-service" names a service too: legal pages are never key pages. */
const LEGAL = /privacy|terms|legal|disclaimer|cookie|accessibility|sitemap/i;
const isKey = (pattern: RegExp, text: string) => pattern.test(text) && !LEGAL.test(text);

const SLOW_MS = 800;
const HEAVY_BYTES = 500_000;
const LONG_PROSE_WORDS = 600;

const isHtmlOk = (page: CrawlPageRow) =>
  page.statusCode !== null && page.statusCode >= 200 && page.statusCode < 300 && /html/i.test(page.contentType ?? "");

function pathSegments(url: string): string[] {
  try {
    return new URL(url).pathname.split("/").filter(Boolean);
  } catch {
    return [];
  }
}

function metadataOf(page: CrawlPageRow): CrawlPageMetadata {
  return { ...EMPTY_PAGE_METADATA, ...(page.metadata as Partial<CrawlPageMetadata> | null) };
}

/** The page's template: its address pattern, and for top-level pages its shape. */
export function templateOf(page: CrawlPageRow): string {
  const segments = pathSegments(page.finalUrl);
  if (segments.length === 0) return "/";
  if (segments.length > 1)
    return `/${segments[0]}/${segments
      .slice(1)
      .map(() => "*")
      .join("/")}`;
  const meta = metadataOf(page);
  const shape = meta.forms > 0 ? "form" : meta.wordCount >= LONG_PROSE_WORDS ? "long prose" : "short";
  return `/* (${shape})`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const size = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`);

/** The pages to measure, home first, at most `limit`; `standouts` adds the slowest and heaviest pages. */
export function chooseLabPages(pages: CrawlPageRow[], limit: number, options: { standouts: boolean }): LabPage[] {
  const ok = pages.filter(isHtmlOk).sort((a, b) => a.seq - b.seq);
  const root = ok.find((page) => pathSegments(page.finalUrl).length === 0);
  const home = root ?? ok[0];
  if (!home || limit <= 0) return [];
  const chosen: LabPage[] = [
    { url: home.finalUrl, reason: root ? "home page" : "first page crawled (the home page did not answer)" },
  ];
  const add = (page: CrawlPageRow | undefined, reason: string) => {
    if (page && chosen.length < limit && !chosen.some((c) => c.url === page.finalUrl))
      chosen.push({ url: page.finalUrl, reason });
  };

  if (options.standouts) {
    const times = ok.map((page) => page.responseMs).filter((ms): ms is number => typeof ms === "number");
    const slowest = [...ok].sort((a, b) => (b.responseMs ?? 0) - (a.responseMs ?? 0))[0];
    if (slowest?.responseMs && slowest.responseMs > SLOW_MS && slowest.responseMs >= 2 * median(times))
      add(slowest, `slowest page (server answered in ${seconds(slowest.responseMs)})`);
    const sizes = ok.map((page) => page.bytes).filter((bytes): bytes is number => typeof bytes === "number");
    const heaviest = [...ok].sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))[0];
    if (heaviest?.bytes && heaviest.bytes > HEAVY_BYTES && heaviest.bytes >= 2 * median(sizes))
      add(heaviest, `heaviest page (${size(heaviest.bytes)} of HTML)`);
  }

  const templates = new Map<string, CrawlPageRow[]>();
  for (const page of ok) {
    const template = templateOf(page);
    if (template === "/") continue;
    templates.set(template, [...(templates.get(template) ?? []), page]);
  }
  const keyFirst = (template: string, members: CrawlPageRow[]) =>
    isKey(KEY_TEMPLATE, template) || members.some((page) => isKey(KEY_TEMPLATE, pathSegments(page.finalUrl)[0] ?? "")) ? 0 : 1;
  const ranked = [...templates].sort(
    ([a, pa], [b, pb]) => keyFirst(a, pa) - keyFirst(b, pb) || pb.length - pa.length || a.localeCompare(b),
  );
  for (const [template, members] of ranked) {
    const representative = [...members].sort(
      (a, b) => Number(!KEY_PAGE.test(a.finalUrl)) - Number(!KEY_PAGE.test(b.finalUrl)) || a.depth - b.depth || a.seq - b.seq,
    )[0];
    add(representative, `template ${template} (${members.length} page${members.length === 1 ? "" : "s"})`);
  }
  return chosen;
}
