import { desc, eq } from "drizzle-orm";
import type { CallDirection, CallOutcome } from "~/lib/inbox/work";
import type { Actor } from "../../auth";
import { type Db, leadCalls, leads } from "../../db";
import { audit, type InboxDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "../list/deps";

export interface CallInput {
  calledAt: Date;
  direction: CallDirection;
  outcome: CallOutcome;
  notes: string;
}

/** Logs a call with the lead; a call cannot be in the future (a planned call is a next step). */
export async function logCall(
  deps: InboxDeps,
  actor: Actor,
  leadId: string,
  call: CallInput,
): Promise<InboxResult<{ callId: string }>> {
  const now = nowOf(deps);
  if (call.calledAt.getTime() > now.getTime() + 5 * 60_000)
    return refuse(400, "A call cannot be logged in the future; add a next step instead.");
  if (call.calledAt.getTime() < now.getTime() - 366 * 86_400_000) return refuse(400, "A call can be logged at most a year back.");
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("share");
    if (!lead) return refuse(404, NOT_FOUND.lead);
    const [row] = await tx
      .insert(leadCalls)
      .values({
        leadId,
        calledAt: call.calledAt,
        direction: call.direction,
        outcome: call.outcome,
        notes: call.notes || null,
        authorId: actor.id,
        authorEmail: actor.email,
        createdAt: now,
      })
      .returning({ id: leadCalls.id });
    if (!row) throw new Error("call insert returned no row");
    await audit(deps, tx, actor, {
      action: "lead.call",
      subjectType: "lead",
      subjectId: leadId,
      before: null,
      after: {
        callId: row.id,
        calledAt: call.calledAt.toISOString(),
        direction: call.direction,
        outcome: call.outcome,
        notes: call.notes || null,
      },
    });
    return { ok: true, callId: row.id };
  });
}

export function listCalls(db: Db, leadId: string) {
  return db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId)).orderBy(desc(leadCalls.calledAt)).limit(100);
}
