import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { CrawlIssueJson } from "~/lib/audits/crawler-api";
import { isFinalCrawlStatus } from "~/lib/audits/crawler-api";
import type { CompareJson } from "~/lib/audits/crawler-view";
import { isUuid } from "~/lib/uuid";
import { compareCrawls, findCrawl, listIssues } from "../audits";
import { analyses, analysisFindings, clientIngestions, clientSites, type Db } from "../db";

/**
 * What a client account reads at /client-dashboard (issue 25 item 6). Every
 * function takes the signed-in client's id and answers null for anything not
 * tied to it, exactly as for something that does not exist: the routes turn
 * both into the same 404, so a client never learns that another client's
 * site, analysis or report exists.
 */
export type Scores = Partial<Record<string, number | null>>;

export interface ClientSiteSummary {
  id: string;
  websiteUrl: string;
  name: string;
  latest: { id: string; finishedAt: string; scores: Scores } | null;
  nextRunAt: string | null;
}

export interface ClientAnalysisPoint {
  id: string;
  finishedAt: string;
  scores: Scores;
  scheduled: boolean;
}

export interface ClientSiteDetail {
  site: ClientSiteSummary & { scheduleInterval: string | null; scheduleTimezone: string };
  /** Completed analyses, oldest first (the trend), at most HISTORY_LIMIT. */
  history: ClientAnalysisPoint[];
  /** The latest completed analysis's failed checks, worst first. */
  openChecks: { title: string; severity: string; category: string; advice: string | null }[];
  /** The crawl of the latest completed analysis: its issues and the change since the one before. */
  crawl: { id: string; finishedAt: string | null; issues: CrawlIssueJson[]; diff: CompareJson | null } | null;
}

/** The trend shows the last year of weekly runs. */
export const HISTORY_LIMIT = 60;

const nameOf = (websiteUrl: string) => {
  try {
    return new URL(websiteUrl).host;
  } catch {
    return websiteUrl;
  }
};

export async function listClientSites(db: Db, userId: string): Promise<ClientSiteSummary[]> {
  const sites = await db
    .select({ id: clientIngestions.id, websiteUrl: clientIngestions.websiteUrl, nextRunAt: clientIngestions.nextRunAt })
    .from(clientSites)
    .innerJoin(clientIngestions, eq(clientIngestions.id, clientSites.ingestionId))
    .where(eq(clientSites.userId, userId))
    .orderBy(asc(clientIngestions.websiteUrl));
  if (sites.length === 0) return [];
  const runs = await db
    .select({ id: analyses.id, ingestionId: analyses.ingestionId, finishedAt: analyses.finishedAt, scores: analyses.scores })
    .from(analyses)
    .where(
      and(
        inArray(
          analyses.ingestionId,
          sites.map((site) => site.id),
        ),
        eq(analyses.status, "complete"),
        isNotNull(analyses.finishedAt),
      ),
    )
    .orderBy(desc(analyses.finishedAt));
  return sites.map((site) => {
    const latest = runs.find((run) => run.ingestionId === site.id);
    return {
      id: site.id,
      websiteUrl: site.websiteUrl,
      name: nameOf(site.websiteUrl),
      latest: latest ? { id: latest.id, finishedAt: (latest.finishedAt as Date).toISOString(), scores: latest.scores } : null,
      nextRunAt: site.nextRunAt?.toISOString() ?? null,
    };
  });
}

/** Whether the client sees this site; the site's row when it does. */
async function ownedSite(db: Db, userId: string, ingestionId: string) {
  if (!isUuid(ingestionId)) return null;
  const [row] = await db
    .select({
      id: clientIngestions.id,
      websiteUrl: clientIngestions.websiteUrl,
      nextRunAt: clientIngestions.nextRunAt,
      scheduleInterval: clientIngestions.scheduleInterval,
      scheduleTimezone: clientIngestions.scheduleTimezone,
    })
    .from(clientSites)
    .innerJoin(clientIngestions, eq(clientIngestions.id, clientSites.ingestionId))
    .where(and(eq(clientSites.userId, userId), eq(clientSites.ingestionId, ingestionId.toLowerCase())))
    .limit(1);
  return row ?? null;
}

const severityOrder = ["critical", "high", "medium", "low", "info"];

export async function readClientSite(db: Db, userId: string, ingestionId: string): Promise<ClientSiteDetail | null> {
  const site = await ownedSite(db, userId, ingestionId);
  if (!site) return null;
  const runs = await db
    .select({
      id: analyses.id,
      finishedAt: analyses.finishedAt,
      scores: analyses.scores,
      scheduled: analyses.scheduled,
      crawlId: analyses.crawlId,
    })
    .from(analyses)
    .where(and(eq(analyses.ingestionId, site.id), eq(analyses.status, "complete"), isNotNull(analyses.finishedAt)))
    .orderBy(desc(analyses.finishedAt))
    .limit(HISTORY_LIMIT);
  const latest = runs[0];
  const openChecks = latest
    ? (
        await db
          .select({
            title: analysisFindings.title,
            severity: analysisFindings.severity,
            category: analysisFindings.category,
            advice: analysisFindings.advice,
          })
          .from(analysisFindings)
          .where(
            and(
              eq(analysisFindings.analysisId, latest.id),
              eq(analysisFindings.passed, false),
              eq(analysisFindings.measured, true),
              eq(analysisFindings.applicable, true),
            ),
          )
          .orderBy(asc(analysisFindings.id))
      ).sort((a, b) => severityOrder.indexOf(a.severity) - severityOrder.indexOf(b.severity))
    : [];
  return {
    site: {
      id: site.id,
      websiteUrl: site.websiteUrl,
      name: nameOf(site.websiteUrl),
      latest: latest ? { id: latest.id, finishedAt: (latest.finishedAt as Date).toISOString(), scores: latest.scores } : null,
      nextRunAt: site.nextRunAt?.toISOString() ?? null,
      scheduleInterval: site.scheduleInterval,
      scheduleTimezone: site.scheduleTimezone,
    },
    history: runs
      .map((run) => ({
        id: run.id,
        finishedAt: (run.finishedAt as Date).toISOString(),
        scores: run.scores,
        scheduled: run.scheduled,
      }))
      .reverse(),
    openChecks,
    crawl: await latestCrawl(db, runs),
  };
}

/** The newest finished crawl among the site's analyses, its issues, and the diff against the finished one before it. */
async function latestCrawl(db: Db, runs: { crawlId: string | null }[]): Promise<ClientSiteDetail["crawl"]> {
  const crawls = [];
  for (const run of runs) {
    if (!run.crawlId) continue;
    const crawl = await findCrawl(db, run.crawlId);
    if (crawl && isFinalCrawlStatus(crawl.status)) crawls.push(crawl);
    if (crawls.length === 2) break;
  }
  const [current, previous] = crawls;
  if (!current) return null;
  let diff: CompareJson | null = null;
  if (previous) {
    const compared = await compareCrawls(db, current, previous.id);
    if (compared.status === "ok") diff = compared.value;
  }
  return {
    id: current.id,
    finishedAt: current.finishedAt?.toISOString() ?? null,
    issues: await listIssues(db, current.id),
    diff,
  };
}

/** A completed analysis of one of the client's sites (for its report), or null. */
export async function findClientAnalysis(db: Db, userId: string, analysisId: string) {
  if (!isUuid(analysisId)) return null;
  const [row] = await db
    .select({ analysis: analyses })
    .from(analyses)
    .innerJoin(clientSites, and(eq(clientSites.ingestionId, analyses.ingestionId), eq(clientSites.userId, userId)))
    .where(and(eq(analyses.id, analysisId.toLowerCase()), eq(analyses.status, "complete")))
    .limit(1);
  return row?.analysis ?? null;
}
