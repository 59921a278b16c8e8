import { sql } from "drizzle-orm";
import { fromDrizzle, type PgBoss } from "pg-boss";
import type { Db } from "../../db/client";
import type { Logger } from "../../log";
import type { AnalysisDeps } from "./deps";
import { runAnalysis } from "./run-analysis";
import { failStaleAnalyses, runDueIngestions, SCHEDULE_SWEEP_CRON, type ScheduleDeps } from "./schedule";

/**
 * The analyzer's two queues: `analysis` (one job per run, data {analysisId})
 * and `analysis-schedule` (a pg-boss cron that starts due re-analyses).
 */
export const ANALYSIS_QUEUE = "analysis";
export const ANALYSIS_SCHEDULE_QUEUE = "analysis-schedule";

export interface AnalysisJob {
  analysisId: string;
}

/** Queues a run inside the caller's transaction: no analysis row without its job, no job without its row. */
export async function enqueueAnalysis(boss: PgBoss, tx: Db, analysisId: string) {
  await boss.send(
    ANALYSIS_QUEUE,
    { analysisId },
    { db: fromDrizzle(tx as never, sql as never), singletonKey: `analysis:${analysisId}` },
  );
}

export async function startAnalyzerJobs(
  boss: PgBoss,
  options: {
    run: AnalysisDeps;
    schedule: Omit<ScheduleDeps, "enqueue">;
    concurrency: number;
    log: Logger;
    pollingIntervalSeconds?: number;
  },
) {
  const { run, log } = options;
  // No retries: a run that failed says why on the page; re-running is the visitor's choice.
  // The job expires after the run's own time limit has certainly fired.
  await boss.createQueue(ANALYSIS_QUEUE, {
    retryLimit: 0,
    expireInSeconds: Math.ceil(run.limits.timeLimitMs / 1000) + 120,
  });
  await boss.createQueue(ANALYSIS_SCHEDULE_QUEUE, { retryLimit: 1 });
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<AnalysisJob>(
    ANALYSIS_QUEUE,
    { ...polling, batchSize: 1, localConcurrency: options.concurrency },
    async (jobs) => {
      for (const job of jobs) await runAnalysis(run, job.data.analysisId);
    },
  );
  await boss.work(ANALYSIS_SCHEDULE_QUEUE, polling, async () => {
    const stale = await failStaleAnalyses(options.schedule.db, run.limits.timeLimitMs);
    if (stale) log.warn({ stale }, "interrupted analyses marked failed");
    await runDueIngestions({ ...options.schedule, enqueue: (tx, id) => enqueueAnalysis(boss, tx, id) });
  });
  await boss.schedule(ANALYSIS_SCHEDULE_QUEUE, SCHEDULE_SWEEP_CRON);
  log.info({ queues: [ANALYSIS_QUEUE, ANALYSIS_SCHEDULE_QUEUE], concurrency: options.concurrency }, "analyzer jobs started");
}
