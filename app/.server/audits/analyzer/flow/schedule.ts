import { randomUUID } from "node:crypto";
import { CronExpressionParser } from "cron-parser";
import { and, asc, eq, inArray, isNotNull, lt, lte, or } from "drizzle-orm";
import { analyses, clientIngestions, type Db } from "../../../db";
import type { Logger } from "../../../log";
import { insertRun } from "./insert-run";

/**
 * Scheduled re-analysis (spec §3, §9: weekly on Monday at midnight). Each
 * client_ingestions row carries its cron text and time zone and the next time
 * it is due; a pg-boss schedule runs `runDueIngestions` every few minutes, on
 * whichever instance takes the job. Claiming a row moves its next_run_at
 * forward in the same update that checks it, so two sweeps never both start
 * the same run.
 */
export const SCHEDULE_SWEEP_CRON = "*/10 * * * *";

/** The first time after `after` that `cron` names in `timeZone`. */
export function nextRunAfter(cron: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: timeZone }).next().toDate();
}

export function isValidSchedule(cron: string, timeZone: string): boolean {
  try {
    nextRunAfter(cron, timeZone, new Date());
    return true;
  } catch {
    return false;
  }
}

export interface ScheduleDeps {
  db: Db;
  log: Logger;
  maxPages: number;
  enqueue(tx: Db, analysisId: string): Promise<void>;
  now?: () => Date;
  /** At most this many runs per sweep, so one sweep never floods the lab browser. */
  batch?: number;
}

/** Starts a run for every ingestion that is due; returns the analysis ids started. */
export async function runDueIngestions(deps: ScheduleDeps): Promise<string[]> {
  const now = deps.now?.() ?? new Date();
  const due = await deps.db
    .select()
    .from(clientIngestions)
    .where(
      and(
        isNotNull(clientIngestions.scheduleInterval),
        isNotNull(clientIngestions.nextRunAt),
        lte(clientIngestions.nextRunAt, now),
      ),
    )
    .orderBy(asc(clientIngestions.nextRunAt))
    .limit(deps.batch ?? 10);
  const started: string[] = [];
  for (const ingestion of due) {
    if (!ingestion.scheduleInterval || !ingestion.nextRunAt) continue;
    let next: Date | null;
    try {
      next = nextRunAfter(ingestion.scheduleInterval, ingestion.scheduleTimezone, now);
    } catch (error) {
      // A schedule that does not parse stops rather than firing every sweep.
      deps.log.warn({ err: error, ingestionId: ingestion.id }, "client ingestion schedule does not parse; unscheduled");
      next = null;
    }
    const analysisId = randomUUID();
    const claimed = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(clientIngestions)
        .set({ nextRunAt: next, status: "pending", progress: 0, currentStep: "Initializing", completedSteps: [], updatedAt: now })
        .where(and(eq(clientIngestions.id, ingestion.id), eq(clientIngestions.nextRunAt, ingestion.nextRunAt as Date)))
        .returning({ id: clientIngestions.id });
      if (!row || next === null) return false;
      await insertRun(tx, {
        analysisId,
        ingestionId: ingestion.id,
        url: ingestion.websiteUrl,
        maxPages: deps.maxPages,
        requestedBy: "schedule",
        scheduled: true,
        now,
      });
      await deps.enqueue(tx, analysisId);
      return true;
    });
    if (claimed) started.push(analysisId);
  }
  if (started.length) deps.log.info({ started: started.length }, "scheduled re-analyses queued");
  return started;
}

export const INTERRUPTED_TEXT = "The analysis was interrupted (the server restarted). Please run it again.";

/**
 * Runs whose worker died (a restart, a crash) would stay "running" forever:
 * the job has no retries. Anything still unfinished well past the time limit
 * is marked failed with what happened, so its page stops waiting.
 */
export async function failStaleAnalyses(db: Db, timeLimitMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - timeLimitMs - 10 * 60_000);
  const stale = await db
    .update(analyses)
    .set({ status: "failed", error: INTERRUPTED_TEXT, finishedAt: now, updatedAt: now })
    .where(
      and(
        inArray(analyses.status, ["pending", "vectorizing", "analyzing", "generating"]),
        // Started long ago, or queued for a day without a worker taking it.
        or(lt(analyses.startedAt, cutoff), lt(analyses.createdAt, new Date(now.getTime() - 24 * 3600_000))),
      ),
    )
    .returning({ ingestionId: analyses.ingestionId });
  for (const { ingestionId } of stale) {
    await db.update(clientIngestions).set({ status: "failed", updatedAt: now }).where(eq(clientIngestions.id, ingestionId));
  }
  return stale.length;
}
