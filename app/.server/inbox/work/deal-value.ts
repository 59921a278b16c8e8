import { eq } from "drizzle-orm";
import { DEAL_VALUE_MAX_DOLLARS } from "~/lib/inbox/work";
import type { Actor } from "../../auth";
import { leads } from "../../db";
import { audit, type InboxDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "../list/deps";

/**
 * The lead's deal value, in whole cents (null clears it). Money per deal
 * only: nothing here is per admission or per patient (EKRA).
 */
export async function setDealValue(
  deps: InboxDeps,
  actor: Actor,
  leadId: string,
  cents: number | null,
): Promise<InboxResult<{ changed: boolean }>> {
  if (cents !== null && (!Number.isInteger(cents) || cents < 0 || cents > DEAL_VALUE_MAX_DOLLARS * 100))
    return refuse(400, "That deal value cannot be stored.");
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ dealValueCents: leads.dealValueCents })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return refuse(404, NOT_FOUND.lead);
    if (lead.dealValueCents === cents) return { ok: true, changed: false };
    await tx.update(leads).set({ dealValueCents: cents, updatedAt: now }).where(eq(leads.id, leadId));
    await audit(deps, tx, actor, {
      action: "lead.deal_value",
      subjectType: "lead",
      subjectId: leadId,
      before: { dealValueCents: lead.dealValueCents },
      after: { dealValueCents: cents },
    });
    return { ok: true, changed: true };
  });
}
