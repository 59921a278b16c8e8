import { z } from "zod";
import { SELF_AUDIT_WEEKLY_CRON } from "~/lib/seo/self-audit";
import type { Db } from "../../db";
import type { JobDefinition, JobSystem } from "../../jobs";
import { readSetting } from "../../settings";
import { weeklySelfAuditSetting } from "./settings";
import { SELF_AUDIT_QUEUE, SELF_AUDIT_WEEKLY_QUEUE, type SelfAuditJob, type SelfAuditStore } from "./store";

/**
 * The tool's two queues: `self-audit` runs one stored audit (started from the
 * page), `self-audit-weekly` is a pg-boss cron (Mondays 06:00 UTC) that, when
 * the weekly setting is on, starts an audit and runs it in the same job.
 * Either, killed midway, is retried by pg-boss and continues the crawl from
 * its rows (the engine's lease).
 */
const payload = z.object({ auditId: z.number().int().positive() });

const QUEUE_OPTIONS = { expireInSeconds: 2 * 3600, heartbeatSeconds: 30, retryLimit: 3, retryDelay: 30 } as const;

export function selfAuditJobs(deps: { store: () => SelfAuditStore; db: () => Db }): JobDefinition<never>[] {
  const run: JobDefinition<SelfAuditJob> = {
    queue: SELF_AUDIT_QUEUE,
    payload,
    options: { ...QUEUE_OPTIONS },
    async handle([job]) {
      if (!job) return;
      const status = await deps.store().run(job.data.auditId, { signal: job.signal });
      if (status === "running") throw new Error(`self-audit ${job.data.auditId} paused; it continues on retry`);
    },
  };
  const weekly: JobDefinition<unknown> = {
    queue: SELF_AUDIT_WEEKLY_QUEUE,
    cron: SELF_AUDIT_WEEKLY_CRON,
    options: { ...QUEUE_OPTIONS, retryLimit: 1 },
    async handle([job]) {
      if (!(await readSetting(deps.db(), weeklySelfAuditSetting))) return;
      const started = await deps.store().start({ actor: null }, { trigger: "scheduled", runHere: true });
      // One already running (someone started it by hand this morning): that one is this week's.
      if (!started.ok) return;
      await deps.store().run(started.auditId, { signal: job?.signal });
    },
  };
  return [run, weekly] as JobDefinition<never>[];
}

/** What the web process's store queues with: the job in the transaction that stores the audit. */
export function enqueueSelfAudit(jobs: () => Pick<JobSystem, "send">) {
  return (tx: Db, job: SelfAuditJob) =>
    jobs().send({ queue: SELF_AUDIT_QUEUE, payload }, job, { tx, singletonKey: `self-audit:${job.auditId}` });
}
