import { describe, expect, it } from "vitest";
import { type CrawlPageMetadata, EMPTY_PAGE_METADATA } from "../../audits/crawler/contract";
import type { crawlFrontier, crawlPages } from "../../db/schema";
import { countBySeverity, findSelfAuditFindings } from "./find-findings";

type Page = typeof crawlPages.$inferSelect;
type Row = typeof crawlFrontier.$inferSelect;
const O = "https://agency.example";
let seq = 0;

function page(path: string, over: Partial<Page> = {}, meta: Partial<CrawlPageMetadata> = {}): Page {
  const url = `${O}${path}`;
  return {
    id: seq,
    crawlId: "c",
    seq: seq++,
    url,
    finalUrl: url,
    redirectChain: [],
    statusCode: 200,
    contentType: "text/html; charset=utf-8",
    bytes: 1000,
    responseMs: 50,
    crawledAt: new Date(0),
    depth: 1,
    title: `Title of ${path}`,
    content: "",
    metadata: { ...EMPTY_PAGE_METADATA, canonical: url, description: `About ${path}`, wordCount: 400, ...meta },
    contentHash: null,
    fingerprint: null,
    error: null,
    ...over,
  };
}
function row(path: string, over: Partial<Row> = {}): Row {
  return {
    crawlId: "c",
    url: `${O}${path}`,
    seq: seq++,
    depth: 1,
    state: "done",
    skipReason: null,
    inSitemap: true,
    linked: true,
    foundOn: null,
    claimedBy: null,
    claimedAt: null,
    attempts: 1,
    notBefore: null,
    ...over,
  } as Row;
}
const link = (path: string) => ({ href: `${O}${path}`, text: path, internal: true, nofollow: false });

function site() {
  const pages = [
    page("/", {}, { links: ["/a", "/b", "/gone", "/unlisted", "/noindex-linked"].map(link) }),
    page("/a", { title: "Same" }, { description: "Same words" }),
    page("/b", { title: "Same" }, { description: "Same words" }),
    page("/gone", { statusCode: 404, contentType: "text/html" }, {}),
    page("/error", { statusCode: 500, contentType: "text/html" }),
    page("/moved", { statusCode: 301, finalUrl: `${O}/a`, contentType: null }, {}),
    page("/hidden", {}, { metaRobots: "noindex, follow" }),
    page("/print", {}, { canonical: `${O}/a` }),
    page("/short", {}, { wordCount: 12 }),
    page("/slow", { responseMs: 1500 }),
    page("/unlisted"),
    page("/noindex-linked", {}, { metaRobots: "noindex" }),
    page("/orphan"),
  ];
  const frontier = [
    row("/"),
    row("/a"),
    row("/b"),
    row("/gone", { inSitemap: false }),
    row("/error", { linked: false }),
    row("/moved"),
    row("/hidden"),
    row("/print"),
    row("/short"),
    row("/slow"),
    row("/unlisted", { inSitemap: false }),
    row("/noindex-linked", { inSitemap: false }),
    row("/orphan", { linked: false }),
  ];
  return { pages, frontier };
}

describe("findSelfAuditFindings", () => {
  it("reports each planted problem with its severity and pages, and nothing else", () => {
    const findings = findSelfAuditFindings(site());
    const brief = findings.map((finding) => `${finding.severity} ${finding.type} ${finding.url.slice(O.length)}`);
    expect(brief).toEqual([
      "error broken_link /gone",
      "error canonical_mismatch /print",
      "error sitemap_noindex /hidden",
      "error sitemap_not_200 /error",
      "error sitemap_redirect /moved",
      "warning duplicate_title /a",
      "warning missing_from_sitemap /unlisted",
      "warning sitemap_orphan /error",
      "warning sitemap_orphan /orphan",
      "warning slow_page /slow",
      "warning thin_content /short",
      "notice duplicate_description /a",
    ]);
    expect(findings.find((f) => f.type === "broken_link")?.pages).toEqual([`${O}/`]);
    expect(findings.find((f) => f.type === "duplicate_title")?.pages).toEqual([`${O}/a`, `${O}/b`]);
    expect(findings.find((f) => f.type === "canonical_mismatch")?.pages).toEqual([`${O}/a`]);
    expect(findings.find((f) => f.type === "missing_from_sitemap")?.pages).toEqual([`${O}/`]);
    expect(findings.find((f) => f.type === "slow_page")?.details).toContain("1,500 ms in this run");
    expect(countBySeverity(findings)).toEqual({ errors: 5, warnings: 6, notices: 1 });
  });

  it("gives the same list for the same rows in any order", () => {
    const { pages, frontier } = site();
    const once = findSelfAuditFindings({ pages, frontier });
    const again = findSelfAuditFindings({ pages: [...pages].reverse(), frontier: [...frontier].reverse() });
    expect(again).toEqual(once);
  });

  it("says an orphan is less certain when the crawl stopped at its page limit", () => {
    const { pages, frontier } = site();
    frontier.push(row("/never-fetched", { state: "skipped", skipReason: "cap", inSitemap: false }));
    const orphan = findSelfAuditFindings({ pages, frontier }).find((f) => f.url === `${O}/orphan`);
    expect(orphan?.details).toContain("stopped at its page limit");
  });
});
