import { z } from "zod";
import type { JobDefinition, JobSystem } from "../../jobs";
import { rescoreStale, type ScoringDeps } from "./scoring";

/**
 * The rescore queue: scores every lead without a score under the rule set in
 * force. Sent when a rule set is saved or restored, and every 10 minutes as a
 * sweep (a lead whose score failed at creation, leads older than the
 * feature). `stately`: at most one queued and one running, so ten saves in a
 * row make at most one more run.
 */
export const LEAD_RESCORE_QUEUE = "lead-scores-rescore";

const payload = z.object({ reason: z.enum(["saved", "sweep"]).optional(), version: z.number().int().positive().optional() });
type RescoreJob = z.infer<typeof payload>;

export function leadScoreJobs(deps: () => ScoringDeps): JobDefinition<never>[] {
  const rescore: JobDefinition<RescoreJob> = {
    queue: LEAD_RESCORE_QUEUE,
    payload,
    options: { policy: "stately", retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 },
    cron: "*/10 * * * *",
    cronData: { reason: "sweep" },
    async handle([job]) {
      await rescoreStale(deps(), { signal: job?.signal });
    },
  };
  return [rescore] as JobDefinition<never>[];
}

export async function queueRescore(jobs: Pick<JobSystem, "send">, version: number) {
  await jobs.send({ queue: LEAD_RESCORE_QUEUE, payload }, { reason: "saved", version });
}
