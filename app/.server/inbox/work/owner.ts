import { eq } from "drizzle-orm";
import { type Actor, staffMember } from "../../auth";
import { leads, users } from "../../db";
import { audit, type InboxDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "../list/deps";

export const UNKNOWN_STAFF = "That person is not a staff member who can own leads.";

/**
 * Gives a lead an owner (or none). The owner must be an active staff member;
 * the row is locked so two people reassigning at once each record the owner
 * they really replaced. Audited, so it shows on the lead's timeline.
 */
export async function assignOwner(
  deps: InboxDeps,
  actor: Actor,
  leadId: string,
  ownerId: string | null,
): Promise<InboxResult<{ changed: boolean; ownerName: string | null }>> {
  const owner = ownerId ? await staffMember(deps.db, ownerId) : null;
  if (ownerId && !owner) return refuse(400, UNKNOWN_STAFF);
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ ownerId: leads.ownerId, ownerName: users.name, ownerEmail: users.email })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.ownerId))
      .where(eq(leads.id, leadId))
      .for("update", { of: leads });
    if (!lead) return refuse(404, NOT_FOUND.lead);
    if (lead.ownerId === (owner?.id ?? null)) return { ok: true, changed: false, ownerName: owner?.name ?? null };
    await tx
      .update(leads)
      .set({ ownerId: owner?.id ?? null, updatedAt: now })
      .where(eq(leads.id, leadId));
    await audit(deps, tx, actor, {
      action: "lead.owner",
      subjectType: "lead",
      subjectId: leadId,
      before: { ownerId: lead.ownerId, ownerName: lead.ownerName ?? null, ownerEmail: lead.ownerEmail ?? null },
      after: { ownerId: owner?.id ?? null, ownerName: owner?.name ?? null, ownerEmail: owner?.email ?? null },
    });
    return { ok: true, changed: true, ownerName: owner?.name ?? null };
  });
}
