import { afterEach, describe, expect, it } from "vitest";
import { BLOG_PAGES, type CrawlTrapSite, startCrawlTrapSite } from "../../../../../tests/support/crawl-trap-site";
import { crawlResult, createCrawl, testCrawlDeps } from "../../../../../tests/support/crawler/crawl-harness";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { runCrawl } from "./run-crawl";
import { queryDate, queryFamily, TrapDetector, templateKey } from "./trap-detector";

let site: CrawlTrapSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe("trap detection by repetition", () => {
  it("reads a calendar day and the next as one template, two blog pages as two", () => {
    expect(templateKey("Events on Friday, November 27, 2026. No events.")).toBe(
      templateKey("Events on Saturday, December 5, 2026. No events."),
    );
    expect(templateKey("Blog, page 1. A guide to detox")).not.toBe(templateKey("Blog, page 2. A guide to sleep"));
  });

  it("groups URLs by path and parameter names", () => {
    expect(queryFamily("https://e.com/cal?date=2026-01-01")).toBe(queryFamily("https://e.com/cal?date=2030-12-31"));
    expect(queryFamily("https://e.com/cal?date=1")).not.toBe(queryFamily("https://e.com/cal?page=1"));
    expect(queryFamily("https://e.com/cal")).toBeNull();
  });

  it("makes a family a trap after the set number of repeats, and never one whose pages differ", () => {
    const detector = new TrapDetector({ trapRepeats: 3, queryFamilyCeiling: 500 });
    for (let n = 1; n <= 100; n++) {
      expect(detector.observe(`https://e.com/blog?page=${n}`, `Posts about topic-${"x".repeat(n)}`)).toBe(false);
    }
    expect(detector.refusal("https://e.com/blog?page=101")).toBeNull();
    const days = [1, 2, 3, 4].map((d) => detector.observe(`https://e.com/cal?date=2026-01-0${d}`, `Events on January ${d}.`));
    expect(days).toEqual([false, false, false, true]);
    expect(detector.refusal("https://e.com/cal?date=2026-01-05")).toBe("trap");
  });

  it("refuses dates a calendar pushes more than a year ahead, keeps the past and numbers", () => {
    const detector = new TrapDetector({ trapRepeats: 3, queryFamilyCeiling: 500 }, new Date("2026-11-27T00:00:00Z"));
    expect(detector.refusal("https://e.com/cal?date=2027-11-01")).toBeNull();
    expect(detector.refusal("https://e.com/cal?date=2028-01-01")).toBe("future");
    expect(detector.refusal("https://e.com/cal?month=2028-01")).toBe("future");
    expect(detector.refusal("https://e.com/archive?year=2031")).toBe("future");
    expect(detector.refusal("https://e.com/archive?month=1999-01")).toBeNull();
    expect(detector.refusal("https://e.com/product?id=2031")).toBeNull();
    expect(queryDate("https://e.com/cal?d=20261127")).toEqual(new Date("2026-11-27T00:00:00Z"));
    expect(queryDate("https://e.com/blog?page=12")).toBeNull();
  });

  it("stops a family whose pages all differ at the ceiling", () => {
    const detector = new TrapDetector({ trapRepeats: 3, queryFamilyCeiling: 2 });
    detector.admitted("https://e.com/search?q=a");
    expect(detector.refusal("https://e.com/search?q=b")).toBeNull();
    detector.admitted("https://e.com/search?q=b");
    expect(detector.refusal("https://e.com/search?q=c")).toBe("ceiling");
  });
});

for (const target of testDatabaseTargets) {
  describe(`no lost pages (${target.name})`, () => {
    const database = migratedDatabase(target, { per: "file" });

    it("records all 12 pages of a pagination series and stops an infinite calendar by repetition", async () => {
      site = await startCrawlTrapSite();
      const { db } = database;
      const crawlId = await createCrawl(db, site.url, { maxPages: 200 });
      expect(await runCrawl(testCrawlDeps(db), crawlId)).toBe("completed");
      const { pages, frontier, issues } = await crawlResult(db, crawlId);
      const origin = site.origin;

      const blog = pages.filter((page) => page.url.startsWith(`${origin}/blog?`));
      expect(blog.map((page) => page.url).sort()).toEqual(
        Array.from({ length: BLOG_PAGES }, (_, i) => `${origin}/blog?page=${i + 1}`).sort(),
      );
      expect(blog.every((page) => page.statusCode === 200)).toBe(true);

      // The calendar: a few days fetched (the first page and three repeats, plus what was in flight), then stopped.
      const calendar = pages.filter((page) => page.url.startsWith(`${origin}/calendar?`));
      expect(calendar.length).toBeGreaterThanOrEqual(4);
      expect(calendar.length).toBeLessThanOrEqual(8);
      expect(site.requests.filter((path) => path.startsWith("/calendar?")).length).toBe(calendar.length);
      expect(frontier.filter((row) => row.url.startsWith(`${origin}/calendar?`) && row.state === "queued")).toEqual([]);
      expect(frontier.some((row) => row.url.startsWith(`${origin}/calendar?`) && row.skipReason === "trap")).toBe(true);
      const traps = issues.filter((issue) => issue.type === "crawl_trap");
      expect(traps).toHaveLength(1);
      expect(traps[0]?.url.startsWith(`${origin}/calendar?date=`)).toBe(true);
      expect(traps[0]?.severity).toBe("low");
      expect(traps[0]?.sources.length).toBe(calendar.length);
    });

    it("checks every canonical target: a 404 and a redirect no link reaches are reported, a good one is not", async () => {
      site = await startCrawlTrapSite();
      const { db } = database;
      const crawlId = await createCrawl(db, site.url, { maxPages: 200 });
      expect(await runCrawl(testCrawlDeps(db), crawlId)).toBe("completed");
      const { crawl, pages, issues } = await crawlResult(db, crawlId);
      const origin = site.origin;
      const canonicalIssues = issues.filter((issue) => issue.type === "canonical_not_200");

      // /gone is named only by the canonical tag: asked for once, reported, not counted as a page.
      expect(site.hits("/gone")).toBe(1);
      expect(pages.some((page) => page.url === `${origin}/gone`)).toBe(false);
      expect(crawl.pagesDone).toBe(pages.length);
      const missing = canonicalIssues.find((issue) => issue.url === `${origin}/canonical/missing`);
      expect(missing?.details).toMatch(/status 404/);
      expect(missing?.sources).toEqual([`${origin}/gone`]);

      // /moved redirects: the canonical names a redirect, reported with where it goes, the redirect not followed by the check.
      const redirect = canonicalIssues.find((issue) => issue.url === `${origin}/canonical/redirect`);
      expect(redirect?.details).toMatch(new RegExp(`status 301, redirecting to ${origin}/canonical/good`));
      expect(site.hits("/moved")).toBe(1);

      // /canonical/target answers 200: checked, not reported.
      expect(site.hits("/canonical/target")).toBe(1);
      expect(canonicalIssues.map((issue) => issue.url).sort()).toEqual(
        [`${origin}/canonical/missing`, `${origin}/canonical/redirect`].sort(),
      );
    });

    it("keeps the page cap exact", async () => {
      site = await startCrawlTrapSite();
      const { db } = database;
      const crawlId = await createCrawl(db, site.url, { maxPages: 9 });
      expect(await runCrawl(testCrawlDeps(db), crawlId)).toBe("completed");
      const { crawl, pages } = await crawlResult(db, crawlId);
      expect(pages).toHaveLength(9);
      expect(crawl.pagesDone).toBe(9);
      // Every other request is a canonical target checked after the crawl, outside the cap.
      const origin = site.origin;
      const recorded = new Set(pages.map((page) => page.url.slice(origin.length)));
      const canonicals = new Set(
        pages.map((page) => String((page.metadata as { canonical?: string }).canonical ?? "").slice(origin.length)),
      );
      const requests = site.requests.filter((path) => path !== "/robots.txt" && !path.startsWith("/sitemap"));
      expect(requests.filter((path) => recorded.has(path))).toHaveLength(9);
      expect(requests.filter((path) => !recorded.has(path) && !canonicals.has(path))).toEqual([]);
    });
  });
}
