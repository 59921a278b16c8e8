import type { Db } from "../../../db";
import type { JobDefinition, JobSystem } from "../../../jobs";
import type { Logger } from "../../../log";
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
export async function enqueueAnalysis(jobs: Pick<JobSystem, "send">, tx: Db, analysisId: string) {
  await jobs.send<AnalysisJob>({ queue: ANALYSIS_QUEUE }, { analysisId }, { tx, singletonKey: `analysis:${analysisId}` });
}

/**
 * The analyzer's queues. No retries for a run: a run that failed says why on
 * the page, and re-running is the visitor's choice; the job expires after
 * the run's own time limit has certainly fired.
 */
export function analyzerJobs(options: {
  run: AnalysisDeps;
  schedule: Omit<ScheduleDeps, "enqueue">;
  concurrency: number;
  log: Logger;
  /** The job system: the schedule queues the runs it starts. */
  jobs: Pick<JobSystem, "send">;
}): JobDefinition[] {
  const { run, log } = options;
  return [
    {
      queue: ANALYSIS_QUEUE,
      options: { retryLimit: 0, expireInSeconds: Math.ceil(run.limits.timeLimitMs / 1000) + 120 },
      work: { batchSize: 1, localConcurrency: options.concurrency },
      async handle(jobs) {
        for (const job of jobs) await runAnalysis(run, (job.data as AnalysisJob).analysisId);
      },
    },
    {
      queue: ANALYSIS_SCHEDULE_QUEUE,
      options: { retryLimit: 1 },
      cron: SCHEDULE_SWEEP_CRON,
      async handle() {
        const stale = await failStaleAnalyses(options.schedule.db, run.limits.timeLimitMs);
        if (stale) log.warn({ stale }, "interrupted analyses marked failed");
        await runDueIngestions({ ...options.schedule, enqueue: (tx, id) => enqueueAnalysis(options.jobs, tx, id) });
      },
    },
  ];
}
