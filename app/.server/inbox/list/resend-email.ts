import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../auth";
import { bookings, leadEmails, leads } from "../../db";
import { sendLeadEmailsNow } from "../../leads";
import { enqueueLeadEmails } from "../../mail";
import { audit, type InboxMailDeps, type InboxResult, NOT_FOUND, refuse } from "./deps";

/**
 * Resend one of a lead's e-mails: its lead_emails row goes back to `pending`
 * and gets a new pg-boss job, exactly like a new lead's, then the first try
 * runs during the request. A confirmation skipped by the recipient limit may
 * be resent: a person decided to, and the audit log says who.
 */
export async function resendLeadEmail(
  deps: InboxMailDeps,
  actor: Actor,
  leadId: string,
  emailId: number,
): Promise<InboxResult<{ sent: boolean; recipient: string }>> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [email] = await tx.select().from(leadEmails).where(eq(leadEmails.id, emailId)).for("update");
    // Another lead's e-mail id in this lead's form is refused as if it did not exist.
    if (!email || email.leadId !== leadId) return refuse(404, NOT_FOUND.email);
    if (email.status === "pending" || email.status === "sending") return refuse(409, "This e-mail is being sent already.");
    const [lead] = await tx.select({ isSpam: leads.isSpam }).from(leads).where(eq(leads.id, leadId));
    if (!lead) return refuse(404, NOT_FOUND.lead);
    if (lead.isSpam) return refuse(409, "Spam is never e-mailed. Mark the lead as not spam first.");
    if (email.kind === "visitor") {
      const [cancelled] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.leadId, leadId), eq(bookings.status, "cancelled")));
      const [confirmed] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.leadId, leadId), eq(bookings.status, "confirmed")));
      if (cancelled && !confirmed) return refuse(409, "This session was cancelled, so its confirmation is not sent again.");
    }
    const [updated] = await tx
      .update(leadEmails)
      .set({ status: "pending", lastError: null })
      .where(and(eq(leadEmails.id, emailId), inArray(leadEmails.status, ["sent", "failed", "skipped"])))
      .returning({ id: leadEmails.id });
    if (!updated) return refuse(409, "This e-mail is being sent already.");
    await enqueueLeadEmails(deps, tx, [emailId]);
    await audit(deps, tx, actor, {
      action: "lead.resend",
      subjectType: "lead",
      subjectId: leadId,
      before: { emailId, kind: email.kind, status: email.status, lastError: email.lastError },
      after: { emailId, kind: email.kind, status: "pending", recipient: email.recipient },
    });
    return { ok: true as const, recipient: email.recipient };
  });
  if (!outcome.ok) return outcome;
  const sent = await sendLeadEmailsNow(deps, [emailId]);
  return { ok: true, sent, recipient: outcome.recipient };
}
