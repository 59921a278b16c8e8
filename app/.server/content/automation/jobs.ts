import { z } from "zod";
import type { JobDefinition, JobSystem } from "../../jobs";
import type { AutomationDeps, RuleScheduler } from "./context";
import { runRule } from "./run";

/**
 * The run queue: one job runs one rule. Each rule's schedule is a pg-boss
 * schedule on this queue under the key `rule-<id>` (pg-boss sends each
 * occurrence once, to one worker of all); "run now" sends one job. Retries
 * are off: a run that died left its items claimed (see run.ts), and the next
 * scheduled run takes what is left.
 */
export const AUTOMATION_RUN_QUEUE = "content-automation-run";

const payload = z.object({
  ruleId: z.number().int().positive(),
  trigger: z.enum(["schedule", "manual"]),
  requestedBy: z.string().max(100).nullable().optional(),
});
type RunJob = z.infer<typeof payload>;

export function contentAutomationJobs(deps: () => AutomationDeps): JobDefinition<never>[] {
  const run: JobDefinition<RunJob> = {
    queue: AUTOMATION_RUN_QUEUE,
    payload,
    options: { expireInSeconds: 2 * 3600, heartbeatSeconds: 60, retryLimit: 0 },
    async handle([job]) {
      if (!job) return;
      await runRule(deps(), job.data.ruleId, job.data.trigger, { requestedBy: job.data.requestedBy ?? null, signal: job.signal });
    },
  };
  return [run] as JobDefinition<never>[];
}

const scheduleKey = (ruleId: number) => `rule-${ruleId}`;

const RUN_JOB = { queue: AUTOMATION_RUN_QUEUE, payload };

/** Rules' schedules on the app's job system: a UTC cron schedule per rule on the run queue. */
export function ruleScheduler(jobs: Pick<JobSystem, "send" | "schedule" | "unschedule">): RuleScheduler {
  return {
    schedule: (ruleId, cron) => jobs.schedule(RUN_JOB, cron, { ruleId, trigger: "schedule" }, { key: scheduleKey(ruleId) }),
    unschedule: (ruleId) => jobs.unschedule(RUN_JOB, scheduleKey(ruleId)),
    runNow: async (ruleId, requestedBy) => {
      await jobs.send(RUN_JOB, { ruleId, trigger: "manual", requestedBy });
    },
  };
}
