import { eq } from "drizzle-orm";
import { NOTE_MAX_LENGTH } from "~/lib/inbox/query";
import type { Actor } from "../../auth";
import { leadNotes, leads } from "../../db";
import { audit, type InboxDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "./deps";

/** A note on a lead (call summaries, next steps). Notes are never edited; the audit row keeps what was written. */
export async function addLeadNote(
  deps: InboxDeps,
  actor: Actor,
  leadId: string,
  text: string,
): Promise<InboxResult<{ noteId: string }>> {
  const body = text.trim();
  // The route's schema says the same; this guards every other caller.
  if (!body) return refuse(400, "Write a note first.");
  if (body.length > NOTE_MAX_LENGTH) return refuse(400, `A note can be at most ${NOTE_MAX_LENGTH} characters.`);
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("share");
    if (!lead) return refuse(404, NOT_FOUND.lead);
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, authorId: actor.id, authorEmail: actor.email, body, createdAt: now })
      .returning({ id: leadNotes.id });
    if (!note) throw new Error("note insert returned no row");
    await audit(deps, tx, actor, {
      action: "lead.note",
      subjectType: "lead",
      subjectId: leadId,
      before: null,
      after: { noteId: note.id, body },
    });
    return { ok: true, noteId: note.id };
  });
}
