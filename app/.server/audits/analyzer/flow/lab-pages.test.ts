import { describe, expect, it } from "vitest";
import { metadata, pageRow, words } from "../../../../../tests/support/audit-rows";
import type { CrawlPageRow } from "./deps";
import { chooseLabPages, templateOf } from "./lab-pages";

const ORIGIN = "https://harbor-point.example";

let seq = 0;
function row(path: string, overrides: Partial<CrawlPageRow> = {}, meta = metadata()): CrawlPageRow {
  seq += 1;
  return {
    id: seq,
    crawlId: "c",
    seq,
    crawledAt: new Date(),
    ...pageRow(`${ORIGIN}${path}`, { depth: path === "/" ? 0 : path.split("/").length - 1 }),
    metadata: meta,
    ...overrides,
  } as CrawlPageRow;
}

/** A treatment centre's site as a crawl finds it: home, legal and contact pages first, programs and posts deeper. */
function site(): CrawlPageRow[] {
  seq = 0;
  return [
    row("/"),
    row("/contact", {}, metadata({ forms: 1 })),
    row("/terms-of-service", {}, metadata({ wordCount: 1800, bodyText: words("terms", 1800) })),
    row("/privacy-policy", {}, metadata({ wordCount: 1500 })),
    row("/about-us"),
    row("/blog"),
    row("/blog/five-signs", { responseMs: 140 }),
    row("/blog/family-guide"),
    row("/blog/what-is-iop"),
    row("/programs/detox"),
    row("/programs/residential"),
    row("/insurance/aetna"),
    row("/insurance/cigna"),
  ];
}

describe("the pages the lab measures", () => {
  it("measures the home page and then one page per template, program pages first, not the legal pages", () => {
    const chosen = chooseLabPages(site(), 3, { standouts: true });
    expect(chosen.map((page) => page.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/programs/detox`, `${ORIGIN}/blog/five-signs`]);
    expect(chosen.map((page) => page.reason)).toEqual([
      "home page",
      "template /programs/* (2 pages)",
      "template /blog/* (3 pages)",
    ]);
  });

  it("adds the slowest and the heaviest pages when they stand out, and says why", () => {
    const pages = site();
    pages[7]!.responseMs = 2_500;
    pages[4]!.bytes = 3_000_000;
    const chosen = chooseLabPages(pages, 4, { standouts: true });
    expect(chosen).toEqual([
      { url: `${ORIGIN}/`, reason: "home page" },
      { url: `${ORIGIN}/blog/family-guide`, reason: "slowest page (server answered in 2.5 s)" },
      { url: `${ORIGIN}/about-us`, reason: "heaviest page (3.0 MB of HTML)" },
      { url: `${ORIGIN}/programs/detox`, reason: "template /programs/* (2 pages)" },
    ]);
    // axe gets templates only: a slow page has no accessibility faults of its own.
    expect(chooseLabPages(pages, 2, { standouts: false }).map((page) => page.url)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/programs/detox`,
    ]);
  });

  it("does not call a page slow or heavy when every page is alike", () => {
    const pages = site().map((page) => ({ ...page, responseMs: 900, bytes: 600_000 }));
    expect(chooseLabPages(pages, 13, { standouts: true }).some((page) => /slowest|heaviest/.test(page.reason))).toBe(false);
  });

  it("tells top-level pages apart by shape, and skips pages that did not answer with HTML", () => {
    const pages = site();
    expect(templateOf(pages[1]!)).toBe("/* (form)");
    expect(templateOf(pages[2]!)).toBe("/* (long prose)");
    expect(templateOf(pages[4]!)).toBe("/* (short)");
    pages[0]!.statusCode = 500;
    // Without a working home page the first page that answered stands in for it.
    expect(chooseLabPages(pages, 1, { standouts: false })).toEqual([
      { url: `${ORIGIN}/contact`, reason: "first page crawled (the home page did not answer)" },
    ]);
    expect(chooseLabPages([], 3, { standouts: true })).toEqual([]);
  });
});
