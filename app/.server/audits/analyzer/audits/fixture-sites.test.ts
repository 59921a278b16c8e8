import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { runCrawl } from "~/.server/audits/crawler/engine/run-crawl";
import { crawlLinkChecks } from "~/.server/db/schema";
import { isMeasured } from "~/lib/audits/analysis-finding";
import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { crawlResult, createCrawl, testCrawlDeps } from "../../../../../tests/support/crawler/crawl-harness";
import { type FixtureSite, startFixtureSite } from "../../../../../tests/support/fixture-site";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import type { LabResults } from "../lab/types";
import { auditSite } from "./index";

/**
 * The audits over real crawls of the engine's loopback fixture sites (PGlite; the audits read rows,
 * so one database is enough): the good site scores above the bad one in every category, and the bad
 * site's planted failures are found on their pages. No lab runs (the Chromium tests are in lab/), so
 * Performance and Accessibility are the crawl's own checks: response times, weight, alt text.
 */
const NO_LAB: LabResults = { runs: [], axe: [], skippedReason: "Not run in this test." };
let site: FixtureSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe("auditSite over crawls of the fixture sites", () => {
  const database = migratedDatabase(testDatabaseTargets[0]!, { per: "file" });

  async function crawlAndAudit(variant: "good" | "bad") {
    site = await startFixtureSite({ variant });
    const { db } = database;
    const crawlId = await createCrawl(db, site.url, { maxPages: 60, followExternalLinks: true, includeImages: true });
    expect(await runCrawl(testCrawlDeps(db), crawlId)).toBe("completed");
    const { pages, issues } = await crawlResult(db, crawlId);
    const linkChecks = await db.select().from(crawlLinkChecks).where(eq(crawlLinkChecks.crawlId, crawlId));
    const origin = site.origin;
    const result = auditSite({ startUrl: site.url, pages, issues, linkChecks, lab: NO_LAB });
    await site.close();
    site = undefined;
    return { result, origin };
  }

  it("scores the good site above the bad one, and finds the bad site's compliance problems on their pages", async () => {
    const good = await crawlAndAudit("good");
    const bad = await crawlAndAudit("bad");
    // No lab here: axe's 70 of Accessibility's 100 points and Lighthouse's share of Performance are not
    // measured, so neither has a number on either site (tests/e2e/analyzer-page.spec.ts compares all
    // five with the lab).
    expect([good.result.scores.accessibility, bad.result.scores.accessibility]).toEqual([null, null]);
    // Performance's crawl-side checks still tell them apart: the bad site's 2.5 s page and 3 MB page.
    for (const id of ["perf-server-response", "perf-html-weight"]) {
      const [onGood, onBad] = [good, bad].map((site) => site.result.findings.find((f) => f.checkId === id)!);
      expect([onGood!.passed, onBad!.passed], id).toEqual([true, false]);
    }
    for (const category of ["seo", "content", "compliance", "overall"] as const) {
      expect(good.result.scores[category] ?? 0, category).toBeGreaterThan(bad.result.scores[category] ?? 0);
    }
    expect(good.result.scores.compliance).toBe(100);
    const failed = (id: string) => bad.result.findings.find((f) => f.checkId === id && !f.passed);
    const trackers = failed("comp-ad-trackers")!;
    expect(trackers.details).toContain("Meta Pixel");
    expect(trackers.urls).toEqual(expect.arrayContaining([`${bad.origin}/contact`, `${bad.origin}/programs/detox`]));
    for (const id of [
      "comp-legitscript",
      "comp-crisis-988",
      "comp-samhsa-helpline",
      "comp-privacy-policy",
      "comp-clickable-phones",
      "seo-broken-links",
      "seo-redirects",
      "seo-indexable",
      "content-duplicate",
    ]) {
      expect(failed(id), id).toBeDefined();
    }
    expect(good.result.clientData.treatmentModalities).toEqual(
      expect.arrayContaining(["Medical detox", "Residential / inpatient"]),
    );

    // Judged where they matter: the bad site's crisis lines and its one tel: link are in its privacy
    // notice only, which neither passes the crisis checks nor counts as tap-to-call; the good site
    // has them in the footer of every page.
    const finding = (site: typeof good, id: string) => site.result.findings.find((f) => f.checkId === id)!;
    for (const id of ["comp-crisis-988", "comp-samhsa-helpline", "comp-clickable-phones"]) {
      expect(finding(good, id).passed, `good ${id}`).toBe(true);
      expect(finding(bad, id).passed, `bad ${id}`).toBe(false);
      expect(finding(bad, id).urls, id).toEqual(
        expect.arrayContaining([`${bad.origin}/`, `${bad.origin}/contact`, `${bad.origin}/programs/detox`]),
      );
      expect(finding(bad, id).urls, id).not.toContain(`${bad.origin}/legal/privacy`);
    }
    expect(finding(bad, "comp-crisis-988").details).toContain(`only elsewhere, e.g. ${bad.origin}/legal/privacy`);

    // Performance without a lab: the one slow page and the one heavy page fail their checks although
    // the median page is fast and light; the good site has neither.
    expect(failed("perf-server-response")?.urls).toEqual([`${bad.origin}/slow`]);
    expect(failed("perf-html-weight")?.urls).toEqual([`${bad.origin}/big`]);
    for (const id of ["perf-server-response", "perf-html-weight"]) expect(finding(good, id).passed, id).toBe(true);

    // Reading ease on prose only: the good site's link-list pages (home cards, blog index, location
    // directory) and its contact page are not judged; its articles and program pages read easily.
    const readability = finding(good, "content-readability");
    expect(readability.passed, readability.details).toBe(true);
    expect(readability.details).toMatch(/over 6 prose pages/);
    expect(failed("content-readability")?.urls).toContain(`${bad.origin}/programs/detox`);

    // Heading outline by real faults: the good site's menu heading before the H1 and its footer
    // headings are the template's; the bad site's skipped level, missing and double H1 fail.
    const headings = finding(good, "content-headings");
    expect(headings.passed, headings.details).toBe(true);
    expect(failed("content-headings")?.urls.sort()).toEqual(
      [`${bad.origin}/about`, `${bad.origin}/no-h1`, `${bad.origin}/two-h1`].sort(),
    );

    // Every failed check costs points: no category reads 100 next to a failed check of its own.
    for (const site of [good, bad])
      for (const category of ANALYSIS_CATEGORIES) {
        const failures = site.result.findings.filter(
          (f) => f.category === category && !f.passed && f.weight > 0 && isMeasured(f),
        );
        const score = site.result.scores[category];
        if (failures.length && score !== null) expect(score, `${category}: ${failures[0]!.checkId}`).toBeLessThan(100);
      }
  }, 120_000);
});
