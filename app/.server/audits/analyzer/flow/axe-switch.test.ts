import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueAnalysis } from "../../../../../tests/support/analysis-run";
import { type FixtureSite, startFixtureSite } from "../../../../../tests/support/fixture-site";
import { REPORT_AGENCY as AGENCY, pdfToText } from "../../../../../tests/support/pdf-text";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { parseConfig } from "../../../config";
import { analyses } from "../../../db/schema";
import { createLogger } from "../../../log";
import { CATEGORY_WEIGHTS, recomputeScores } from "../audits";
import type { Finding } from "../audits/types";
import { findAnalysis, readReport } from "./read-analysis";
import { reportRenderers } from "./renderers";
import { runAnalysis } from "./run-analysis";
import { analysisRunDeps } from "./run-deps";

/**
 * Issue 21, done-when 1: with axe-core made unable to run (the test switch ANALYZER_AXE_FAIL), a real
 * analysis of a loopback site (crawl, lab browser, checks, stored rows) gives Accessibility no number,
 * overall is computed without it, and the PDF says not measured with the reason. Lighthouse is off
 * (ANALYZER_LAB_PAGES=0) to keep the run short; the browser starts and loads each page, then axe fails.
 */
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const log = createLogger("silent");

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite({ variant: "good" });
});
afterAll(() => site.close());

describe.each(testDatabaseTargets)("an analysis with axe-core unable to run, on $name", (target) => {
  const database = migratedDatabase(target);

  it("scores Accessibility not measured with the reason, overall without it, and the PDF says so", async () => {
    const db = database.db;
    const config = parseConfig({
      // The switch is refused in production (the default NODE_ENV).
      NODE_ENV: "test",
      CRAWL_ALLOW_PRIVATE: "true",
      ANALYZER_MAX_PAGES: "6",
      ANALYZER_LAB_PAGES: "0",
      ANALYZER_AXE_PAGES: "2",
      ANALYZER_AXE_FAIL: "1",
    });
    const { analysisId } = await queueAnalysis(db, site.url, 6);

    // With a browser when there is one: the switch, not a missing Chromium, is what stops axe.
    const chromePath = existsSync(CHROMIUM) ? CHROMIUM : null;
    expect(await runAnalysis(analysisRunDeps({ db, log, config, chromePath }), analysisId)).toBe("complete");
    const row = (await findAnalysis(db, analysisId))!;
    const report = await readReport(db, row);
    const findings = report.findings as Finding[];

    // axe's checks: not measured, with our lab's fault as the reason, never passed and never a recommendation.
    const axe = findings.filter((f) => f.checkId.startsWith("a11y-axe-"));
    expect(axe).toHaveLength(3);
    for (const finding of axe) {
      expect(finding).toMatchObject({ measured: false, passed: false, score: null });
      expect(finding.details).toContain("Our lab could not run the browser accessibility test (axe-core)");
    }
    expect(row.scores.accessibility).toBeNull();
    expect(row.measurements).toMatchObject({ axe: { pagesTested: 0 } });

    // Overall: the weighted mean of the categories that have a number, accessibility's weight left out.
    const measured = (["seo", "performance", "content", "compliance"] as const).filter((c) => row.scores[c] !== null);
    expect(measured).toContain("seo");
    const mean =
      measured.reduce((sum, c) => sum + (row.scores[c] as number) * CATEGORY_WEIGHTS[c], 0) /
      measured.reduce((sum, c) => sum + CATEGORY_WEIGHTS[c], 0);
    expect(row.scores.overall).toBe(Math.round(mean));
    // And the stored scores are what the stored findings give.
    expect(recomputeScores(findings)).toEqual(row.scores);

    const text = pdfToText(
      await reportRenderers.pdf(report, { resultsUrl: "https://agency.example/r", timeZone: "America/New_York", agency: AGENCY }),
    ).replace(/\s+/g, " ");
    expect(text).toContain("Accessibility: Not measured");
    expect(text).toContain("Not measured: Our lab could not run the browser accessibility test (axe-core)");
    expect(text).toContain("NOT MEASURED No critical accessibility barriers (weight 35)");
    expect(text).not.toMatch(/Accessibility: \d+\/100/);
    const [stored] = await db.select({ scores: analyses.scores }).from(analyses);
    expect(stored?.scores).toHaveProperty("accessibility", null);
  }, 120_000);
});
