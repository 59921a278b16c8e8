import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Config } from "../config";
import { bookings, type Db, leadEmails, leads } from "../db";
import type { Logger } from "../log";
import { composeLeadEmail, type EmailKind } from "./lead-messages";
import type { Mailer } from "./transport";

/**
 * One attempt at sending one lead_emails row. The row is claimed first
 * (status `sending`) by a conditional update, so two attempts can never both
 * send it, and once it is `sent` nothing sends it again.
 *
 * - The attempt made during the request claims only a `pending` row.
 * - The retry job may also take over a row left `sending`, but only once its
 *   claim is older than any attempt can last (the transport's timeouts, see
 *   staleClaimMs): then `sending` means the attempt died with its process.
 *   That is the one case where a message may go out twice: the SMTP server
 *   accepted it just before the crash. A younger claim is an attempt still
 *   under way (a slow SMTP server, a busy machine, a short
 *   MAIL_RETRY_DELAY_SECONDS): the job answers `in_flight` and tries again
 *   later, by which time the row is `sent` or back to `pending`. Taking over on
 *   the retry delay alone sent a lead's two e-mails twice in the cluster test
 *   under load (MAIL_RETRY_DELAY_SECONDS=1).
 */
export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "agency" | "mail">;
  log: Logger;
}

export type DeliveryOutcome = "sent" | "already_sent" | "in_flight" | "busy" | "failed";

/**
 * How long an attempt can last: nodemailer's connection and greeting timeouts and its socket timeout (twice the
 * request timeout, createMailer), with room to spare. A `sending` claim older than this was left by a dead process.
 */
export function staleClaimMs(mail: { requestTimeoutMs: number }): number {
  return Math.max(1000, mail.requestTimeoutMs) * 4 + 10_000;
}

export async function deliverLeadEmail(
  deps: DeliveryDeps,
  emailId: number,
  options: { takeOver: boolean; final: boolean },
): Promise<DeliveryOutcome> {
  const { db, log } = deps;
  const isPending = eq(leadEmails.status, "pending");
  const claimable = options.takeOver ? or(isPending, staleSending(staleClaimMs(deps.config.mail))) : isPending;
  const [claimed] = await db
    .update(leadEmails)
    .set({ status: "sending", claimedAt: sql`now()`, attempts: sql`${leadEmails.attempts} + 1` })
    .where(and(eq(leadEmails.id, emailId), claimable))
    .returning();
  if (!claimed) {
    const [row] = await db.select({ status: leadEmails.status }).from(leadEmails).where(eq(leadEmails.id, emailId));
    if (row?.status === "sent") return "already_sent";
    return row?.status === "sending" ? "in_flight" : "busy";
  }

  const [lead] = await db.select().from(leads).where(eq(leads.id, claimed.leadId));
  if (!lead) return "busy"; // deleted meanwhile (cascade removed the row too)
  const [booking] = await db.select().from(bookings).where(eq(bookings.leadId, lead.id));

  try {
    const message = composeLeadEmail(claimed.kind as EmailKind, lead, booking, deps.config);
    const { messageId } = await deps.mailer.send(message);
    await db
      .update(leadEmails)
      .set({ status: "sent", sentAt: new Date(), messageId, lastError: null })
      .where(and(eq(leadEmails.id, emailId), eq(leadEmails.status, "sending")));
    await recordAttempt(db, lead.id, null);
    log.info({ leadId: lead.id, kind: claimed.kind, via: deps.mailer.kind }, "lead e-mail sent");
    return "sent";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(leadEmails)
      .set({ status: options.final ? "failed" : "pending", lastError: reason.slice(0, 500) })
      .where(and(eq(leadEmails.id, emailId), eq(leadEmails.status, "sending")));
    await recordAttempt(db, lead.id, reason.slice(0, 500));
    log.warn(
      {
        leadId: lead.id,
        kind: claimed.kind,
        via: deps.mailer.kind,
        target: deps.mailer.target,
        attempt: claimed.attempts,
        final: options.final,
        err: reason,
      },
      options.final ? "lead e-mail failed for good after its last try" : "lead e-mail failed; the job will try again",
    );
    return "failed";
  }
}

/**
 * Counts the attempt on the lead and derives its delivery status from its
 * e-mails; a confirmation skipped on purpose (recipient limit) counts as done.
 */
async function recordAttempt(db: Db, leadId: string, error: string | null) {
  await db
    .update(leads)
    .set({
      deliveryAttempts: sql`${leads.deliveryAttempts} + 1`,
      deliveryError: error ?? sql`${leads.deliveryError}`,
      deliveryStatus: sql`case
        when not exists (select 1 from ${leadEmails} where ${leadEmails.leadId} = ${leadId} and ${leadEmails.status} not in ('sent', 'skipped')) then 'sent'
        when exists (select 1 from ${leadEmails} where ${leadEmails.leadId} = ${leadId} and ${leadEmails.status} = 'failed') then 'failed'
        else 'pending' end`,
      updatedAt: new Date(),
    })
    .where(eq(leads.id, leadId));
}

/** A `sending` claim old enough that its attempt cannot still be running (or one from before claims had a time). */
function staleSending(staleMs: number) {
  const staleSince = sql`now() - ${`${staleMs} milliseconds`}::interval`;
  return and(eq(leadEmails.status, "sending"), or(isNull(leadEmails.claimedAt), lt(leadEmails.claimedAt, staleSince)));
}
