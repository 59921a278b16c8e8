import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { analyses, analysisFindings, clientIngestions, crawlIssues, crawls } from "~/.server/db/schema";
import { emptyClientData } from "~/lib/audits/analyzer";

/**
 * An analysed site with a known history, for the client dashboard's tests
 * (Vitest and the e2e fixtures): a client_ingestions row and one completed
 * analysis per run, each with its finished crawl, the crawl's issues and a
 * failed check, so the trend, the crawl diff and the report have something
 * known to show. Ids are the caller's, so a rerun replaces the same rows.
 */
export interface PlantedRun {
  id: string;
  crawlId: string;
  finishedAt: Date;
  scores: Record<string, number | null>;
  /** Issues of the run's crawl: `type url` pairs (the diff keys on both). */
  issues: { type: string; url: string; severity?: "critical" | "high" | "medium" | "low" | "info" }[];
}

export interface PlantedSite {
  id: string;
  url: string;
  nextRunAt?: Date | null;
  runs: PlantedRun[];
}

export async function plantClientSite(db: Db, site: PlantedSite) {
  // A rerun on a reused database starts from the same rows (analyses, findings go with the ingestion).
  await db.delete(clientIngestions).where(eq(clientIngestions.id, site.id));
  for (const run of site.runs) await db.delete(crawls).where(eq(crawls.id, run.crawlId));
  const host = new URL(site.url).host;
  await db.insert(clientIngestions).values({
    id: site.id,
    clientId: host,
    websiteUrl: site.url,
    clientData: emptyClientData(site.id, site.url),
    status: "complete",
    progress: 100,
    scheduleInterval: "0 0 * * 1",
    nextRunAt: site.nextRunAt === undefined ? new Date(Date.now() + 3 * 86_400_000) : site.nextRunAt,
  });
  for (const run of site.runs) {
    await db.insert(crawls).values({
      id: run.crawlId,
      url: site.url,
      host,
      options: { maxPages: 25, includeImages: false, followExternalLinks: false, crawlSitemapOnly: false },
      maxPages: 25,
      status: "completed",
      pagesDone: 3,
      pagesFound: 3,
      requestedBy: "schedule",
      createdAt: new Date(run.finishedAt.getTime() - 120_000),
      startedAt: new Date(run.finishedAt.getTime() - 120_000),
      finishedAt: new Date(run.finishedAt.getTime() - 60_000),
    });
    if (run.issues.length)
      await db.insert(crawlIssues).values(
        run.issues.map((issue) => ({
          crawlId: run.crawlId,
          type: issue.type,
          severity: issue.severity ?? "medium",
          url: issue.url,
          details: `Planted ${issue.type} on ${issue.url}.`,
        })),
      );
    await db.insert(analyses).values({
      id: run.id,
      ingestionId: site.id,
      crawlId: run.crawlId,
      url: site.url,
      status: "complete",
      progress: 100,
      currentStep: "Complete",
      scores: run.scores,
      measurements: { lab: "skipped", labSkippedReason: "Planted for a test." },
      summary: `Planted analysis of ${host}.`,
      summarySource: "findings",
      requestedBy: "schedule",
      scheduled: true,
      createdAt: new Date(run.finishedAt.getTime() - 180_000),
      startedAt: new Date(run.finishedAt.getTime() - 170_000),
      finishedAt: run.finishedAt,
    });
    await db.insert(analysisFindings).values([
      {
        analysisId: run.id,
        category: "seo",
        checkId: "seo.meta-description",
        passed: false,
        weight: 10,
        severity: "high",
        title: "Pages without a meta description",
        details: "2 of 3 pages have no meta description.",
        advice: "Write a description of 120-160 characters for each page.",
        urls: [`${site.url}detox`],
        score: 0.3,
      },
      {
        analysisId: run.id,
        category: "compliance",
        checkId: "compliance.988",
        passed: true,
        weight: 10,
        severity: "info",
        title: "988 and the SAMHSA helpline are shown",
        details: "Found on every page.",
        urls: [],
        score: 1,
      },
    ]);
  }
}
