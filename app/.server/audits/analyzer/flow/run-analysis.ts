import { setTimeout as delay } from "node:timers/promises";
import { and, asc, eq, sql } from "drizzle-orm";
import { businessNameOf, emptyClientData } from "~/lib/audits/analyzer";
import {
  analyses,
  analysisFindings,
  type ClientData,
  clientIngestions,
  crawlIssues,
  crawlLinkChecks,
  crawlPages,
  crawls,
} from "../../../db";
import type { AnalysisDeps, CrawlPageRow, LabResult } from "./deps";
import { chooseLabPages, type LabPage } from "./lab-pages";
import { type ProgressTracker, progressTracker } from "./progress";

/**
 * One analysis, start to end, as the job runs it. Real work drives the
 * spec's percentages (lib/audits/analyzer.ts maps them to statuses, step texts and
 * notes):
 *
 *   1-18   crawl (by pages recorded of the cap)        "Vectorizing website content"
 *   18-20  passages of the pages' text indexed          -> content vectorization
 *   20-24  site structure: pages, issues, link checks  "Analyzing site structure"
 *   24-56  lab runs: Lighthouse and axe, one browser    (-> site structure analysis at 40)
 *   56-60  the checks scored                            -> SEO evaluation
 *   60-80  summary, findings stored                     -> recommendations generated
 *   80-100 scores, measurements, client data stored     -> analysis report complete
 *
 * A failure marks the analysis failed with the stage that failed and why;
 * the time limit aborts the crawl and the lab runs through one signal.
 */
export type RunOutcome = "complete" | "failed" | "skipped";

const STAGE_NAMES = {
  crawl: "crawling the website",
  vectorize: "indexing the website's content",
  structure: "reading the site structure",
  lab: "running the lab measurements",
  audit: "scoring the checks",
  summary: "writing the summary",
  store: "saving the results",
} as const;
type Stage = keyof typeof STAGE_NAMES;

class StageFailure extends Error {}

export async function runAnalysis(deps: AnalysisDeps, analysisId: string): Promise<RunOutcome> {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const [analysis] = await db.select().from(analyses).where(eq(analyses.id, analysisId));
  // A retried or duplicated job after the run ended does nothing.
  if (!analysis || analysis.status === "complete" || analysis.status === "failed") return "skipped";
  if (!analysis.crawlId) {
    await progressTracker(db, { analysisId, ingestionId: analysis.ingestionId }, 0, now).fail(
      "The analysis has no crawl to run.",
    );
    return "failed";
  }
  const crawlId = analysis.crawlId;
  const tracker = progressTracker(db, { analysisId, ingestionId: analysis.ingestionId }, analysis.progress, now);
  await db.update(analyses).set({ startedAt: now(), updatedAt: now() }).where(eq(analyses.id, analysisId));
  await tracker.advance(1);

  const controller = new AbortController();
  const limitMinutes = Math.round(deps.limits.timeLimitMs / 6000) / 10;
  const timer = setTimeout(() => controller.abort(new Error("time limit")), deps.limits.timeLimitMs);
  let stage: Stage = "crawl";
  try {
    await crawlStage(deps, crawlId, tracker, controller.signal);

    stage = "vectorize";
    const passages = await deps.vectorize(crawlId);
    await tracker.advance(20);
    checkAborted(controller.signal);

    stage = "structure";
    const pages = await db.select().from(crawlPages).where(eq(crawlPages.crawlId, crawlId)).orderBy(asc(crawlPages.seq));
    const issues = await db.select().from(crawlIssues).where(eq(crawlIssues.crawlId, crawlId));
    const linkChecks = await db.select().from(crawlLinkChecks).where(eq(crawlLinkChecks.crawlId, crawlId));
    const htmlPages = pages.filter(isHtmlOk);
    if (htmlPages.length === 0) {
      const first = pages[0];
      const why = first ? (first.error ?? `it answered HTTP ${first.statusCode}`) : "no page could be fetched";
      throw new StageFailure(`The website could not be read: ${why}.`);
    }
    await tracker.advance(24);

    stage = "lab";
    const labPages = {
      lighthouse: chooseLabPages(htmlPages, deps.limits.labPages, { standouts: true }),
      axe: chooseLabPages(htmlPages, deps.limits.axePages, { standouts: false }),
    };
    const lab = await labStage(deps, analysisId, labPages, tracker, controller.signal);
    checkAborted(controller.signal);

    stage = "audit";
    const startUrl = analysis.url;
    const audit = await deps.audit({ startUrl, pages, issues, linkChecks, lab });
    await tracker.advance(60);

    stage = "summary";
    const summary = await deps.summarize(audit.findings, audit.scores);
    await tracker.advance(70);
    checkAborted(controller.signal);

    stage = "store";
    await db.transaction(async (tx) => {
      await tx.delete(analysisFindings).where(eq(analysisFindings.analysisId, analysisId));
      if (audit.findings.length) {
        await tx.insert(analysisFindings).values(audit.findings.map((finding) => ({ ...finding, analysisId })));
      }
    });
    await tracker.advance(80);

    const [ingestion] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, analysis.ingestionId));
    const clientData = mergeClientData(ingestion?.clientData, audit.clientData, ingestion?.id ?? analysis.ingestionId, startUrl);
    const measurements = {
      ...audit.measurements,
      // The audits' wording (cause and remedy, lab/not-measured.ts) over the lab's internal message.
      labSkippedReason: audit.measurements.labSkippedReason ?? lab.skippedReason,
      // Which pages the lab measured and why (the report prints it, as PageSpeed Insights names its page).
      labPages: labPages.lighthouse,
      pagesCrawled: pages.length,
      passagesIndexed: passages,
    };
    await db
      .update(analyses)
      .set({ scores: { ...audit.scores }, measurements, summary: summary.text, summarySource: summary.source, updatedAt: now() })
      .where(eq(analyses.id, analysisId));
    await db.update(clientIngestions).set({ clientData, updatedAt: now() }).where(eq(clientIngestions.id, analysis.ingestionId));
    await tracker.advance(100);
    log.info({ analysisId, scores: audit.scores, pages: pages.length }, "analysis complete");
    return "complete";
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const message = timedOut
      ? `The analysis took longer than ${limitMinutes} minutes and was stopped while ${STAGE_NAMES[stage]}.`
      : error instanceof StageFailure
        ? error.message
        : `Failed while ${STAGE_NAMES[stage]}: ${error instanceof Error ? error.message : String(error)}`;
    log.warn({ analysisId, stage, err: error }, "analysis failed");
    if (timedOut) await requestCrawlCancel(deps, crawlId, now());
    await tracker.fail(message);
    return "failed";
  } finally {
    clearTimeout(timer);
  }
}

function checkAborted(signal: AbortSignal) {
  if (signal.aborted) throw new Error("time limit");
}

const isHtmlOk = (page: CrawlPageRow) =>
  page.statusCode !== null && page.statusCode >= 200 && page.statusCode < 300 && /html/i.test(page.contentType ?? "");

/** Runs the crawl while reading its row for progress: 1..18 by pages recorded of the cap. */
async function crawlStage(deps: AnalysisDeps, crawlId: string, tracker: ProgressTracker, signal: AbortSignal) {
  let settled = false;
  let failure: unknown;
  const running = deps.crawl(crawlId, signal).then(
    () => {
      settled = true;
    },
    (error) => {
      settled = true;
      failure = error;
    },
  );
  const pollMs = deps.pollMs ?? 400;
  while (!settled) {
    await Promise.race([running, delay(pollMs)]);
    const [row] = await deps.db
      .select({ pagesDone: crawls.pagesDone, maxPages: crawls.maxPages })
      .from(crawls)
      .where(eq(crawls.id, crawlId));
    if (row) await tracker.advance(1 + (17 * Math.min(row.pagesDone, row.maxPages)) / Math.max(1, row.maxPages));
  }
  if (signal.aborted) throw new Error("time limit");
  if (failure) throw new StageFailure(`The crawl failed: ${failure instanceof Error ? failure.message : String(failure)}`);
  const [row] = await deps.db.select({ status: crawls.status, error: crawls.error }).from(crawls).where(eq(crawls.id, crawlId));
  if (row?.status === "failed") throw new StageFailure(`The crawl failed: ${row.error ?? "unknown error"}`);
  if (row?.status === "canceled") throw new StageFailure("The crawl was canceled.");
  await tracker.advance(18);
}

/** Lighthouse and axe on representative pages (lab-pages.ts); 24..56 by the lab's own progress. */
async function labStage(
  deps: AnalysisDeps,
  analysisId: string,
  pages: { lighthouse: LabPage[]; axe: LabPage[] },
  tracker: ProgressTracker,
  signal: AbortSignal,
): Promise<LabResult> {
  const request = {
    lighthouseUrls: pages.lighthouse.map((page) => page.url),
    formFactors: deps.limits.formFactors,
    axeUrls: pages.axe.map((page) => page.url),
  };
  // Progress writes are chained so they land in order.
  let writes = Promise.resolve();
  const queue = (work: () => Promise<unknown>) => {
    writes = writes.then(work).then(
      () => undefined,
      (error) => deps.log.warn({ err: error, analysisId }, "lab progress not saved"),
    );
  };
  let lab: LabResult;
  try {
    lab = await deps.lab(request, {
      signal,
      onQueuePosition: (position) =>
        queue(() =>
          deps.db
            .update(analyses)
            .set({ measurements: sql`${analyses.measurements} || ${JSON.stringify({ labQueuePosition: position })}::jsonb` })
            .where(eq(analyses.id, analysisId)),
        ),
      onProgress: (fraction) => queue(() => tracker.advance(24 + 32 * Math.max(0, Math.min(1, fraction)))),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // Lab runs add measurements; without them the analysis still stands on the crawl, and says why.
    deps.log.warn({ err: error, analysisId }, "lab runs failed; continuing without them");
    lab = {
      runs: [],
      axe: [],
      skippedReason: `Lab measurements failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  await writes;
  await deps.db
    .update(analyses)
    .set({ measurements: sql`${analyses.measurements} - 'labQueuePosition'` })
    .where(eq(analyses.id, analysisId));
  await tracker.advance(56);
  return lab;
}

function mergeClientData(
  current: ClientData | undefined,
  found: Partial<ClientData>,
  id: string,
  websiteUrl: string,
): ClientData {
  return {
    ...emptyClientData(id, websiteUrl),
    ...current,
    ...found,
    id,
    // Spec §3: the entered address without protocol and path, whatever the pages call themselves.
    businessName: businessNameOf(websiteUrl),
    websiteUrl,
  };
}

async function requestCrawlCancel(deps: AnalysisDeps, crawlId: string, at: Date) {
  await deps.db
    .update(crawls)
    .set({ cancelRequestedAt: at })
    .where(and(eq(crawls.id, crawlId), sql`${crawls.finishedAt} is null`))
    .catch(() => undefined);
}
