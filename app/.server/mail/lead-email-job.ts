import { z } from "zod";
import type { Db } from "../db";
import type { JobDefinition, JobSystem } from "../jobs";
import { type DeliveryDeps, deliverLeadEmail } from "./deliver-lead-email";

/**
 * `lead-email`: sends one lead_emails row; retried with exponential backoff
 * (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS, at most six hours apart). The
 * first try happens during the request; the job waits that long before it
 * runs, and is a no-op when the first try succeeded.
 */
export const LEAD_EMAIL_JOB = {
  queue: "lead-email",
  payload: z.object({ emailId: z.number().int().positive() }),
};

export function leadEmailJob(deps: DeliveryDeps): JobDefinition<{ emailId: number }> {
  return {
    ...LEAD_EMAIL_JOB,
    options: {
      retryLimit: deps.config.mail.retryLimit,
      retryDelay: deps.config.mail.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 6 * 3600,
      // Longer than one SMTP attempt can take, so an expired job never overlaps a live one.
      expireInSeconds: 300,
    },
    async handle([job]) {
      if (!job) return;
      // The job says how many tries it has had and may have.
      const final = job.retryCount >= job.retryLimit;
      const outcome = await deliverLeadEmail(deps, job.data.emailId, { takeOver: true, final });
      // A failed send throws, so pg-boss schedules the next try with backoff; so does an attempt still under way
      // elsewhere, which may yet fail and leave the row to this job.
      if (outcome === "failed") throw new Error(`sending lead e-mail ${job.data.emailId} failed`);
      if (outcome === "in_flight") throw new Error(`lead e-mail ${job.data.emailId} is still being sent; trying again later`);
    },
  };
}

/** Queues the e-mails of a lead inside the transaction that stores their rows. */
export async function enqueueLeadEmails(
  deps: { jobs: Pick<JobSystem, "send">; config: { mail: { retryDelaySeconds: number } } },
  tx: Db,
  emailIds: number[],
): Promise<void> {
  for (const emailId of emailIds) {
    await deps.jobs.send(
      LEAD_EMAIL_JOB,
      { emailId },
      { tx, singletonKey: `lead-email:${emailId}`, startAfter: deps.config.mail.retryDelaySeconds },
    );
  }
}
