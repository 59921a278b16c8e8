import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { crawlLinkChecks, crawls } from "~/.server/db/schema";
import { crawlResult, createCrawl, testCrawlDeps } from "../../../../../tests/support/crawler/crawl-harness";
import { type FixtureSite, startFixtureSite } from "../../../../../tests/support/fixture-site";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import type { CrawlPageMetadata } from "../contract";
import { DEFAULT_LIMITS } from "./deps";
import { ISSUE_TYPE_NAMES } from "./issue-types";
import { runCrawl } from "./run-crawl";

let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const pathOf = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) || "/" : url);

for (const target of testDatabaseTargets) {
  describe(`runCrawl (${target.name})`, () => {
    const database = migratedDatabase(target, { per: "file" });

    it("finds every planted problem of the bad site, fetches nothing disallowed, bounds the trap and the loop", async () => {
      site = await startFixtureSite({ variant: "bad" });
      const { db } = database;
      const crawlId = await createCrawl(db, site.url, { maxPages: 200, followExternalLinks: true, includeImages: true });
      expect(await runCrawl(testCrawlDeps(db), crawlId)).toBe("completed");
      const { crawl, pages, frontier, issues } = await crawlResult(db, crawlId);
      const origin = site.origin;

      expect(crawl.status).toBe("completed");
      expect(crawl.pagesDone).toBe(pages.length);
      expect(crawl.finishedAt).not.toBeNull();
      expect(crawl.leaseOwner).toBeNull();
      expect(crawl.sitemaps).toEqual(
        expect.arrayContaining([`${origin}/sitemap_index.xml`, `${origin}/sitemap-pages.xml.gz`, `${origin}/sitemap-extra.xml`]),
      );

      // The answer key: every planted problem is found, with its sources.
      const found = issues.map((issue) => ({
        ...issue,
        path: pathOf(issue.url, origin),
        sources: issue.sources.map((s) => pathOf(s, origin)),
      }));
      for (const expected of site.expectedIssues) {
        const match = found.find((issue) => issue.type === expected.type && issue.path === expected.path);
        expect(match, `${expected.type} at ${expected.path}`).toBeDefined();
        for (const source of expected.sources ?? []) expect(match?.sources, `${expected.type} source`).toContain(source);
      }
      const plantedTypes = new Set(site.expectedIssues.map((issue) => issue.type));
      // crawl_trap is planted on crawl-trap-site.ts (crawl-traps.test.ts), not here.
      expect(ISSUE_TYPE_NAMES.filter((type) => !plantedTypes.has(type))).toEqual(["crawl_trap", "mixed_content"]);

      // robots.txt: the disallowed page is recorded as skipped and never requested.
      for (const path of site.disallowed) {
        expect(site.hits(path)).toBe(0);
        expect(frontier.find((row) => row.url === `${origin}${path}`)).toMatchObject({ state: "skipped", skipReason: "robots" });
      }
      // Every page at most once, except the retried ones (503 once, 500 three times).
      for (const request of site.requests.filter((r) => r.method === "GET")) {
        const limit = request.path === "/server-error" ? 3 : request.path === "/flaky" ? 2 : 1;
        expect(site.hits(request.path), request.path).toBeLessThanOrEqual(limit);
      }
      expect(site.hits("/server-error")).toBe(3);
      expect(pages.find((page) => page.url === `${origin}/flaky`)?.statusCode).toBe(200);

      // This calendar (/calendar?page=n links to n+1 forever) has new prose on every page: nothing tells it from
      // a long pagination series but its depth, so maxDepth bounds it (crawl-traps.test.ts has the calendar that
      // repeats its template, stopped by repetition). The loop is recorded, each URL once.
      const trap = frontier.filter((row) => row.url.startsWith(`${origin}/calendar?`));
      expect(trap.filter((row) => row.state === "done").length).toBeLessThanOrEqual(DEFAULT_LIMITS.maxDepth);
      expect(site.hits("/loop-a")).toBe(1);
      expect(site.hits("/loop-b")).toBe(1);
      const loop = pages.find((page) => page.url === `${origin}/loop-a`);
      expect(loop?.redirectChain.map((hop) => hop.url)).toEqual([`${origin}/loop-a`, `${origin}/loop-b`]);
      const chain = pages.find((page) => page.url === `${origin}/old-page`);
      expect(chain?.finalUrl).toBe(`${origin}/about`);
      expect(chain?.redirectChain).toHaveLength(2);

      // Pages: non-HTML recorded, not parsed; fragments dropped; metadata filled.
      const pdf = pages.find((page) => page.url === `${origin}/files/brochure.pdf`);
      expect(pdf).toMatchObject({ statusCode: 200, contentType: "application/pdf", content: null });
      expect(pages.some((page) => page.url.includes("#"))).toBe(false);
      const detox = pages.find((page) => page.url === `${origin}/programs/detox`);
      const metadata = detox?.metadata as unknown as CrawlPageMetadata;
      expect(metadata.inlineScriptSignatures).toContain("fbq(");
      expect(metadata.scripts).toContain("https://connect.facebook.net/en_US/fbevents.js");
      expect(metadata.images).toContainEqual(
        expect.objectContaining({ src: `${origin}/images/detox.jpg`, alt: null, bytes: 2048 }),
      );
      expect(metadata.wordCount).toBeGreaterThan(200);
      expect(detox?.contentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(detox?.fingerprint).toMatch(/^[0-9a-f]{16}$/);
      const contact = pages.find((page) => page.url === `${origin}/contact`)?.metadata as unknown as CrawlPageMetadata;
      expect(contact.hasPersonalDataForm).toBe(true);
      expect(contact.unlinkedPhoneNumbers).toEqual(["(555) 201-3344"]);

      // External links are checked, not crawled.
      const checks = await db.select().from(crawlLinkChecks).where(eq(crawlLinkChecks.crawlId, crawlId));
      expect(checks.map((check) => [pathOf(check.url, site?.externalOrigin ?? ""), check.statusCode]).sort()).toEqual([
        ["/external/gone", 404],
        ["/external/ok", 200],
      ]);
      expect(pages.some((page) => page.url.startsWith(site?.externalOrigin ?? "-"))).toBe(false);
    });

    it("reports no problem on the good site", async () => {
      site = await startFixtureSite({ variant: "good", crawlDelaySeconds: 0 });
      const { db } = database;
      const crawlId = await createCrawl(db, site.url);
      expect(await runCrawl(testCrawlDeps(db), crawlId)).toBe("completed");
      const { pages, issues } = await crawlResult(db, crawlId);
      expect(pages.map((page) => pathOf(page.url, site?.origin ?? "")).sort()).toEqual([...site.pages].sort());
      expect(issues).toEqual([]);
      const home = pages[0]?.metadata as unknown as CrawlPageMetadata;
      expect(home.telLinks).toEqual(expect.arrayContaining(["988", "18006624357"]));
      expect(home.unlinkedPhoneNumbers).toEqual([]);
      expect(home.reviewedBy).toBe("Dr. Jane Smith, MD");
      expect(home.structuredDataTypes).toEqual(["MedicalClinic"]);
    });

    it("records exactly maxPages on a larger site and fetches no more pages than it records", async () => {
      site = await startFixtureSite({ variant: "large", pages: 60 });
      const { db } = database;
      const crawlId = await createCrawl(db, site.url, { maxPages: 25 });
      expect(await runCrawl(testCrawlDeps(db, { limits: { concurrencyPerHost: 6 } }), crawlId)).toBe("completed");
      const { crawl, pages, frontier } = await crawlResult(db, crawlId);
      expect(pages).toHaveLength(25);
      expect(crawl.pagesDone).toBe(25);
      const pageFetches = site.requests.filter((r) => r.path !== "/robots.txt" && !r.path.startsWith("/sitemap"));
      expect(pageFetches).toHaveLength(25);
      expect(new Set(pageFetches.map((r) => r.path)).size).toBe(25);
      expect(frontier.filter((row) => row.state === "skipped" && row.skipReason === "cap").length).toBeGreaterThan(0);
      expect(pages.map((page) => page.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });

    it("honours robots.txt Crawl-delay across concurrent requests", async () => {
      site = await startFixtureSite({ variant: "large", pages: 12, crawlDelaySeconds: 0.1 });
      const { db } = database;
      const crawlId = await createCrawl(db, site.url, { maxPages: 12 });
      expect(await runCrawl(testCrawlDeps(db, { limits: { concurrencyPerHost: 4 } }), crawlId)).toBe("completed");
      const starts = site.requests.filter((r) => r.path === "/" || r.path.startsWith("/p/")).map((r) => r.at);
      expect(starts).toHaveLength(12);
      // Measured where the requests arrive, so a busy event loop can bunch two; the median gap cannot hide it.
      const gaps = starts
        .slice(1)
        .map((at, i) => at - (starts[i] as number))
        .sort((a, b) => a - b);
      expect(gaps[Math.floor(gaps.length / 2)]).toBeGreaterThanOrEqual(90);
      expect((starts.at(-1) as number) - (starts[0] as number)).toBeGreaterThanOrEqual(11 * 100 * 0.9);
    });

    it("crawls only the sitemap's URLs with crawlSitemapOnly", async () => {
      site = await startFixtureSite({ variant: "good", crawlDelaySeconds: 0 });
      const { db } = database;
      const crawlId = await createCrawl(db, site.url, { crawlSitemapOnly: true });
      expect(await runCrawl(testCrawlDeps(db), crawlId)).toBe("completed");
      const { pages } = await crawlResult(db, crawlId);
      expect(pages).toHaveLength(site.pages.length);
    });

    it("fails with the guard's reason, fetching nothing, when the start address is refused", async () => {
      site = await startFixtureSite({ variant: "good" });
      const { db } = database;
      const crawlId = await createCrawl(db, site.url);
      const deps = testCrawlDeps(db);
      // The production rule: loopback is refused unless CRAWL_ALLOW_PRIVATE.
      expect(await runCrawl({ ...deps, policy: { ...deps.policy, allowPrivate: false } }, crawlId)).toBe("failed");
      const { crawl, pages } = await crawlResult(db, crawlId);
      expect(crawl.status).toBe("failed");
      expect(crawl.error).toMatch(/^Refused http:\/\/127\.0\.0\.1:\d+\/robots\.txt/);
      expect(pages).toEqual([]);
      expect(site.requests).toEqual([]);
    });

    it("fetches nothing for a crawl canceled before it started", async () => {
      site = await startFixtureSite({ variant: "good" });
      const { db } = database;
      const crawlId = await createCrawl(db, site.url);
      await db.update(crawls).set({ cancelRequestedAt: sql`now()` }).where(eq(crawls.id, crawlId));
      expect(await runCrawl(testCrawlDeps(db), crawlId)).toBe("canceled");
      expect((await crawlResult(db, crawlId)).crawl).toMatchObject({ status: "canceled", pagesDone: 0 });
      expect(site.requests).toEqual([]);
    });

    it("stops promptly when canceled", async () => {
      site = await startFixtureSite({ variant: "large", pages: 200, delayMs: 30 });
      const { db } = database;
      const crawlId = await createCrawl(db, site.url, { maxPages: 200 });
      const running = runCrawl(testCrawlDeps(db, { limits: { concurrencyPerHost: 2 } }), crawlId);
      await site.waitForRequest("/p/5");
      await db.update(crawls).set({ cancelRequestedAt: sql`now()` }).where(eq(crawls.id, crawlId));
      const asked = Date.now();
      expect(await running).toBe("canceled");
      expect(Date.now() - asked).toBeLessThan(2_000);
      const { crawl, pages, frontier } = await crawlResult(db, crawlId);
      expect(crawl.status).toBe("canceled");
      expect(pages.length).toBeLessThan(100);
      expect(frontier.some((row) => row.state === "queued")).toBe(false);
    });
  });
}
