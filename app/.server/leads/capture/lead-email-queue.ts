import { type Db, leadEmails } from "../../db";
import type { JobSystem } from "../../jobs";
import type { Logger } from "../../log";
import { type DeliveryDeps, deliverLeadEmail, enqueueLeadEmails } from "../../mail";
import { allowConfirmation, RECIPIENT_LIMIT_REASON } from "./recipient-limit";

/**
 * The one way a lead's e-mails are set off: the agency notification and the
 * visitor's confirmation become lead_emails rows with their pg-boss jobs
 * (inside the caller's transaction, so a lead is never stored without them),
 * and after the commit the first send is tried during the request. Used by a
 * new submission and by the inbox's "Not spam", which sends what spam skipped.
 */
export interface LeadEmailQueueDeps {
  jobs: Pick<JobSystem, "send">;
  secret: string;
  config: { mail: { leadsTo: string; retryDelaySeconds: number } };
}

/** Inserts both rows and queues their jobs; returns the ids of the rows to send (a skipped confirmation is not). */
export async function queueLeadEmails(
  tx: Db,
  deps: LeadEmailQueueDeps,
  lead: { id: string; email: string },
  now: Date,
  log?: Logger,
): Promise<number[]> {
  // Counted inside the transaction: a booking that loses its slot uses up nothing.
  const confirm = await allowConfirmation(tx, deps.secret, lead.email, now);
  const emails = await tx
    .insert(leadEmails)
    .values([
      { leadId: lead.id, kind: "agency", recipient: deps.config.mail.leadsTo },
      confirm
        ? { leadId: lead.id, kind: "visitor", recipient: lead.email }
        : { leadId: lead.id, kind: "visitor", recipient: lead.email, status: "skipped", lastError: RECIPIENT_LIMIT_REASON },
    ])
    .returning({ id: leadEmails.id, status: leadEmails.status });
  if (!confirm) log?.warn({ leadId: lead.id }, "confirmation e-mail skipped: recipient limit reached");
  const emailIds = emails.filter((email) => email.status === "pending").map((email) => email.id);
  await enqueueLeadEmails(deps, tx, emailIds);
  return emailIds;
}

/** Sends the e-mails now, waiting at most MAIL_REQUEST_TIMEOUT_MS; true when all went out. The jobs retry the rest. */
export async function sendLeadEmailsNow(
  deps: { delivery: DeliveryDeps; config: { mail: { requestTimeoutMs: number } }; log: Logger },
  emailIds: number[],
): Promise<boolean> {
  const attempts = Promise.all(
    emailIds.map((id) =>
      deliverLeadEmail(deps.delivery, id, { takeOver: false, final: false }).catch((error) => {
        deps.log.error({ err: error, emailId: id }, "lead e-mail attempt crashed; the job will retry");
        return "failed" as const;
      }),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), deps.config.mail.requestTimeoutMs);
  });
  const outcome = await Promise.race([attempts, timeout]);
  clearTimeout(timer);
  if (outcome === "timeout") {
    deps.log.warn({ timeoutMs: deps.config.mail.requestTimeoutMs }, "lead e-mail still sending when the answer was due");
    return false;
  }
  return outcome.every((result) => result === "sent" || result === "already_sent");
}
