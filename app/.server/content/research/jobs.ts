import { z } from "zod";
import type { Db } from "../../db";
import type { JobDefinition, JobSystem } from "../../jobs";
import { CONTENT_BRIEF_QUEUE, type ContentBriefJob, type ContentResearchStore } from "./store";

/**
 * The `content-brief` queue: builds one stored brief (queued by the New
 * research form in the transaction that stores it). Twenty pages at the
 * crawler's pace take well under a minute; a worker stopped midway leaves the
 * brief `building` and pg-boss retries it, fetching again from the start.
 */
const payload = z.object({ briefId: z.number().int().positive() });

export function contentResearchJobs(deps: { store: () => ContentResearchStore }): JobDefinition<never>[] {
  const build: JobDefinition<ContentBriefJob> = {
    queue: CONTENT_BRIEF_QUEUE,
    payload,
    options: { expireInSeconds: 15 * 60, heartbeatSeconds: 30, retryLimit: 2, retryDelay: 30 },
    async handle([job]) {
      if (!job) return;
      const status = await deps.store().build(job.data.briefId, { signal: job.signal });
      if (status === "building") throw new Error(`content brief ${job.data.briefId} stopped; it is built again on retry`);
    },
  };
  return [build] as JobDefinition<never>[];
}

/** What the web process's store queues with: the job in the transaction that stores the brief. */
export function enqueueContentBrief(jobs: () => Pick<JobSystem, "send">) {
  return (tx: Db, job: ContentBriefJob) =>
    jobs().send({ queue: CONTENT_BRIEF_QUEUE, payload }, job, { tx, singletonKey: `content-brief:${job.briefId}` });
}
