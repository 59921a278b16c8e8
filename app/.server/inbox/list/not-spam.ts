import { eq } from "drizzle-orm";
import type { Actor } from "../../auth";
import { leadEmails, leads } from "../../db";
import { queueLeadEmails, sendLeadEmailsNow } from "../../leads";
import { audit, type InboxMailDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "./deps";

/**
 * "Not spam": a lead the spam checks flagged goes back to the inbox, and the
 * e-mails it never sent go out now, through the same path as a new lead
 * (lead_emails rows and pg-boss jobs in one transaction, then a first try).
 * The recipient limit still holds for the visitor's confirmation.
 */
export async function markNotSpam(
  deps: InboxMailDeps,
  actor: Actor,
  leadId: string,
): Promise<InboxResult<{ emailsSent: boolean }>> {
  const now = nowOf(deps);
  const outcome = await deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: leads.id,
        email: leads.email,
        isSpam: leads.isSpam,
        spamReason: leads.spamReason,
        deliveryStatus: leads.deliveryStatus,
      })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return refuse(404, NOT_FOUND.lead);
    if (!lead.isSpam) return refuse(409, "This lead is not in the spam folder.");

    const existing = await tx.select({ id: leadEmails.id }).from(leadEmails).where(eq(leadEmails.leadId, leadId));
    // Spam never got e-mail rows; should some exist (stored by another path), they are not sent twice.
    const emailIds = existing.length === 0 ? await queueLeadEmails(tx, deps, lead, now, deps.log) : [];
    await tx
      .update(leads)
      .set({
        isSpam: false,
        spamReason: null,
        deliveryStatus: emailIds.length > 0 ? "pending" : lead.deliveryStatus,
        updatedAt: now,
      })
      .where(eq(leads.id, leadId));
    await audit(deps, tx, actor, {
      action: "lead.not_spam",
      subjectType: "lead",
      subjectId: leadId,
      before: { isSpam: true, spamReason: lead.spamReason, deliveryStatus: lead.deliveryStatus },
      after: { isSpam: false, spamReason: null, emailsQueued: emailIds.length },
    });
    return { ok: true as const, emailIds };
  });
  if (!outcome.ok) return outcome;
  const emailsSent = outcome.emailIds.length > 0 ? await sendLeadEmailsNow(deps, outcome.emailIds) : false;
  return { ok: true, emailsSent };
}
