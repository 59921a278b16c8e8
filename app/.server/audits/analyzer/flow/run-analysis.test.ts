import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMPLETED_STEP_NOTES } from "~/lib/audits/analyzer";
import { queueAnalysis } from "../../../../../tests/support/analysis-run";
import { fakeParts } from "../../../../../tests/support/analyzer-flow-fakes";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import type { Db } from "../../../db/client";
import { analyses, analysisFindings, clientIngestions, crawls } from "../../../db/schema";
import { createLogger } from "../../../log";
import type { AnalysisDeps } from "./deps";
import { runAnalysis } from "./run-analysis";

const log = createLogger("silent");
const limits = { timeLimitMs: 10_000, labPages: 3, formFactors: ["mobile", "desktop"] as ("mobile" | "desktop")[], axePages: 5 };

const newRun = (db: Db, url = "https://harbor-recovery.example/") => queueAnalysis(db, url, 4);

const row = async (db: Db, id: string) => (await db.select().from(analyses).where(eq(analyses.id, id)))[0];

describe.each(testDatabaseTargets)("an analysis run on $name", (target) => {
  const database = migratedDatabase(target);
  const deps = (db: Db, parts: Partial<AnalysisDeps>): AnalysisDeps => ({ db, log, limits, pollMs: 5, ...parts }) as AnalysisDeps;

  it("moves through the spec's stages in order, never backwards, and stores the results", async () => {
    const db = database.db;
    const { analysisId, ingestionId } = await newRun(db);
    const fakes = fakeParts(db);
    fakes.watch(analysisId);
    expect(await runAnalysis(deps(db, fakes.parts), analysisId)).toBe("complete");

    const progress = fakes.observed.map((seen) => seen.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(fakes.observed.map((seen) => seen.stage).filter((stage, i, all) => all[i - 1] !== stage)).toEqual([
      "crawl",
      "vectorize",
      "lab-start",
      "audit",
      "summary",
    ]);
    const byStage = Object.fromEntries(fakes.observed.map((seen) => [seen.stage, seen]));
    expect(byStage.crawl).toMatchObject({ status: "vectorizing", step: "Vectorizing website content" });
    expect(byStage.vectorize?.progress).toBe(18);
    expect(byStage["lab-start"]).toMatchObject({ progress: 24, step: "Analyzing site structure" });
    expect(byStage.audit).toMatchObject({ progress: 56, status: "analyzing", step: "Evaluating SEO performance" });
    expect(byStage.summary).toMatchObject({
      progress: 60,
      status: "generating",
      step: "Generating optimization recommendations",
    });

    const done = await row(db, analysisId);
    expect(done).toMatchObject({ status: "complete", progress: 100, currentStep: "Finalizing analysis report", error: null });
    expect(done?.completedSteps).toEqual(COMPLETED_STEP_NOTES.map(([, note]) => note));
    expect(done?.scores).toMatchObject({ seo: 71, overall: 63 });
    expect(done?.summary).toBe("The site needs unique titles.");
    expect(done?.measurements).toMatchObject({ lcpMobileMs: 3100, pagesCrawled: 4, passagesIndexed: 12, labSkippedReason: null });
    expect(done?.measurements).not.toHaveProperty("labQueuePosition");
    const findings = await db.select().from(analysisFindings).where(eq(analysisFindings.analysisId, analysisId));
    expect(findings.map((finding) => finding.checkId).sort()).toEqual(["compliance.988", "seo.titles"]);
    const [ingestion] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, ingestionId));
    expect(ingestion).toMatchObject({ status: "complete", progress: 100 });
    expect(ingestion?.clientData).toMatchObject({
      id: ingestionId,
      businessName: "harbor-recovery.example",
      services: ["Detox", "Residential treatment"],
      locations: ["Florida"],
      websiteUrl: "https://harbor-recovery.example/",
    });

    // A second delivery of the same job changes nothing.
    expect(await runAnalysis(deps(db, fakes.parts), analysisId)).toBe("skipped");
  });

  it("a failed crawl fails the analysis and says what failed, keeping the progress reached", async () => {
    const db = database.db;
    const { analysisId } = await newRun(db);
    const fakes = fakeParts(db, {
      crawl: async (crawlId) => {
        await db
          .update(crawls)
          .set({ pagesDone: 2, status: "failed", error: "DNS lookup failed for harbor-recovery.example" })
          .where(eq(crawls.id, crawlId));
      },
    });
    expect(await runAnalysis(deps(db, fakes.parts), analysisId)).toBe("failed");
    const failed = await row(db, analysisId);
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toBe("The crawl failed: DNS lookup failed for harbor-recovery.example");
    expect(failed?.progress).toBeGreaterThanOrEqual(1);
    expect(failed?.finishedAt).toBeInstanceOf(Date);
  });

  it("a site whose pages all fail says so", async () => {
    const db = database.db;
    const { analysisId } = await newRun(db);
    const fakes = fakeParts(db, { pages: 0 });
    expect(await runAnalysis(deps(db, fakes.parts), analysisId)).toBe("failed");
    expect((await row(db, analysisId))?.error).toBe("The website could not be read: no page could be fetched.");
  });

  it("a failing check names the stage", async () => {
    const db = database.db;
    const { analysisId } = await newRun(db);
    const fakes = fakeParts(db, {
      audit: () => {
        throw new Error("scoring table missing");
      },
    });
    expect(await runAnalysis(deps(db, fakes.parts), analysisId)).toBe("failed");
    const failed = await row(db, analysisId);
    expect(failed?.error).toBe("Failed while scoring the checks: scoring table missing");
    expect(failed?.progress).toBe(56);
  });

  it("lab runs that crash leave an analysis that says they were skipped and why", async () => {
    const db = database.db;
    const { analysisId } = await newRun(db);
    const fakes = fakeParts(db, {
      lab: async () => {
        throw new Error("Chromium exited with code 1");
      },
    });
    expect(await runAnalysis(deps(db, fakes.parts), analysisId)).toBe("complete");
    expect((await row(db, analysisId))?.measurements).toMatchObject({
      labSkippedReason: "Lab measurements failed: Chromium exited with code 1",
    });
  });

  it("the time limit stops a crawl that does not end, and the crawl is asked to cancel", async () => {
    const db = database.db;
    const { analysisId } = await newRun(db);
    const fakes = fakeParts(db, {
      crawl: (_crawlId, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new Error("aborted")))),
    });
    const outcome = await runAnalysis({ ...deps(db, fakes.parts), limits: { ...limits, timeLimitMs: 150 } }, analysisId);
    expect(outcome).toBe("failed");
    const failed = await row(db, analysisId);
    expect(failed?.error).toMatch(
      /^The analysis took longer than 0(\.\d)? minutes and was stopped while crawling the website\.$/,
    );
    const [crawl] = await db
      .select()
      .from(crawls)
      .where(eq(crawls.id, failed?.crawlId ?? ""));
    expect(crawl?.cancelRequestedAt).toBeInstanceOf(Date);
  });
});
