import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { queueAnalysis } from "../../../../../tests/support/analysis-run";
import { type FixtureSite, startFixtureSite } from "../../../../../tests/support/fixture-site";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { parseConfig } from "../../../config";
import { createLogger } from "../../../log";
import type { Finding } from "../audits/types";
import { findAnalysis, readReport } from "./read-analysis";
import { runAnalysis } from "./run-analysis";
import { analysisRunDeps } from "./run-deps";

/**
 * Issue 21, done-when 3: real analyses (crawl, Chromium with Lighthouse and axe, checks, stored rows)
 * of the good and the bad fixture site. The bad one has a 2.5 s page, a 3 MB page, prose and
 * link-list pages, and its crisis lines and its only tel: link in its privacy notice. The good site
 * scores strictly higher on every one of the five scores, and the bad site's crisis-line and
 * click-to-call checks fail. One database is enough: the lab, not the engine, is under test here.
 */
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const log = createLogger("silent");
const sites: Partial<Record<"good" | "bad", FixtureSite>> = {};

beforeAll(async () => {
  sites.good = await startFixtureSite({ variant: "good" });
  sites.bad = await startFixtureSite({ variant: "bad" });
});
afterAll(async () => {
  await sites.good?.close();
  await sites.bad?.close();
});

describe.skipIf(!existsSync(CHROMIUM))("the good and the bad fixture site, analysed with the lab", () => {
  const database = migratedDatabase(testDatabaseTargets[0]!, { per: "file" });
  const config = parseConfig({
    CRAWL_ALLOW_PRIVATE: "true",
    ANALYZER_MAX_PAGES: "30",
    // The home page and the slowest page stand out on the bad site; one form factor keeps the run short.
    ANALYZER_LAB_PAGES: "2",
    ANALYZER_LAB_FORM_FACTORS: "mobile",
    ANALYZER_AXE_PAGES: "4",
  });

  async function analyse(site: FixtureSite) {
    const { db } = database;
    const { analysisId } = await queueAnalysis(db, site.url, 30);
    expect(await runAnalysis(analysisRunDeps({ db, log, config, chromePath: CHROMIUM }), analysisId)).toBe("complete");
    const row = (await findAnalysis(db, analysisId))!;
    const report = await readReport(db, row);
    return { scores: row.scores, findings: report.findings as Finding[] };
  }

  it("scores the good site strictly higher on all five scores, and fails the bad site's crisis lines and tap-to-call", async () => {
    const good = await analyse(sites.good!);
    const bad = await analyse(sites.bad!);
    for (const category of [...ANALYSIS_CATEGORIES, "overall"] as const) {
      const [g, b] = [good.scores[category], bad.scores[category]];
      expect(typeof g, `${category} measured on the good site`).toBe("number");
      expect(typeof b, `${category} measured on the bad site`).toBe("number");
      expect(g, `${category}: good ${g}, bad ${b}`).toBeGreaterThan(b as number);
    }
    const outcome = (findings: Finding[], id: string) => findings.find((f) => f.checkId === id)?.passed;
    for (const id of ["comp-crisis-988", "comp-samhsa-helpline", "comp-clickable-phones"]) {
      expect([outcome(good.findings, id), outcome(bad.findings, id)], id).toEqual([true, false]);
    }
  }, 240_000);
});
