import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { runCrawl } from "~/.server/crawler/engine/run-crawl";
import { crawlLinkChecks } from "~/.server/db/schema";
import { crawlResult, createCrawl, testCrawlDeps } from "../../../../tests/support/crawler/crawl-harness";
import { type FixtureSite, startFixtureSite } from "../../../../tests/support/fixture-site";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { LabResults } from "../lab/types";
import { auditSite } from "./index";

/**
 * The audits over real crawls of the engine's loopback fixture sites (PGlite; the audits read rows,
 * so one database is enough): the good site scores above the bad one, and the bad site's planted
 * compliance failures are found on their pages. No lab runs: the Chromium tests are in lab/.
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
    // No lab here: axe's 70 of Accessibility's 100 points are not measured, so it has no number on either site.
    expect([good.result.scores.accessibility, bad.result.scores.accessibility]).toEqual([null, null]);
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
  }, 120_000);
});
