import { eq, sql } from "drizzle-orm";
import { completedNotesFor, statusFor, stepTextFor } from "~/lib/audits/analyzer";
import { analyses, clientIngestions, type Db } from "../../../db";

/**
 * An analysis's progress, kept in its row (and mirrored on its ingestion) so
 * any instance's server-sent events read the same thing. Status, step text
 * and completed-step notes all follow from the percentage by the spec's
 * thresholds (lib/audits/analyzer.ts), so they cannot disagree; the percentage only
 * ever rises: `greatest` in the update holds even against a stale writer.
 */
export interface ProgressTracker {
  readonly progress: number;
  /** Moves to `progress` (0..100, rounded down) if that is further than now. */
  advance(progress: number): Promise<void>;
  /** Marks the run failed with what failed; progress stays where it was. */
  fail(message: string): Promise<void>;
}

export function progressTracker(
  db: Db,
  ids: { analysisId: string; ingestionId: string },
  start = 0,
  now = () => new Date(),
): ProgressTracker {
  let current = start;
  return {
    get progress() {
      return current;
    },
    async advance(value) {
      const next = Math.max(0, Math.min(100, Math.floor(value)));
      if (next <= current) return;
      current = next;
      const fields = {
        status: statusFor(next),
        currentStep: stepTextFor(next),
        completedSteps: completedNotesFor(next),
        updatedAt: now(),
      };
      await db
        .update(analyses)
        .set({
          ...fields,
          progress: sql`greatest(${analyses.progress}, ${next})`,
          ...(next >= 100 ? { finishedAt: now() } : {}),
        })
        .where(eq(analyses.id, ids.analysisId));
      await db
        .update(clientIngestions)
        .set({ ...fields, progress: next })
        .where(eq(clientIngestions.id, ids.ingestionId));
    },
    async fail(message) {
      const at = now();
      await db
        .update(analyses)
        .set({ status: "failed", error: message.slice(0, 1000), finishedAt: at, updatedAt: at })
        .where(eq(analyses.id, ids.analysisId));
      await db.update(clientIngestions).set({ status: "failed", updatedAt: at }).where(eq(clientIngestions.id, ids.ingestionId));
    },
  };
}
