import { eq } from "drizzle-orm";
import type { LeadPipelineStatus } from "~/lib/leads/lead-enums";
import type { Actor } from "../../auth";
import { leads } from "../../db";
import { audit, type InboxDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "./deps";

/**
 * Moves a lead along the pipeline (new → contacted → qualified → proposal →
 * won / lost; any step may be set, people skip and correct). The first move
 * out of `new` stamps first_contacted_at, which the figures' "median time to
 * first contact" measures. The row is locked so two staff moving it at once
 * each record the status they really changed from.
 */
export async function moveLeadStatus(
  deps: InboxDeps,
  actor: Actor,
  leadId: string,
  status: LeadPipelineStatus,
): Promise<InboxResult<{ changed: boolean; from: LeadPipelineStatus }>> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, firstContactedAt: leads.firstContactedAt })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return refuse(404, NOT_FOUND.lead);
    if (lead.status === status) return { ok: true, changed: false, from: lead.status };

    const firstContact = !lead.firstContactedAt && status !== "new";
    await tx
      .update(leads)
      .set({ status, updatedAt: now, ...(firstContact ? { firstContactedAt: now } : {}) })
      .where(eq(leads.id, leadId));
    await audit(deps, tx, actor, {
      action: "lead.status",
      subjectType: "lead",
      subjectId: leadId,
      before: { status: lead.status, ...(firstContact ? { firstContactedAt: null } : {}) },
      after: { status, ...(firstContact ? { firstContactedAt: now.toISOString() } : {}) },
    });
    return { ok: true, changed: true, from: lead.status };
  });
}
