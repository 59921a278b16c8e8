import { and, asc, desc, eq, inArray, notInArray, or } from "drizzle-orm";
import type { Actor } from "../../auth";
import { auditLog, bookings, type Db, leadEmails, leadNotes, leads } from "../../db";
import { audit, type InboxDeps, type InboxResult, NOT_FOUND, refuse } from "./deps";
import { leadSource } from "./lead-source";

/**
 * One lead as the agency sees it: every stored field, its e-mails, bookings,
 * notes and the timeline. Reading it is reading personal data, so every read
 * is written to the audit log first; the timeline shows what was done to the
 * lead, not who looked at it (views would bury the changes: issue 20 D5).
 */
export type LeadRecord = Omit<typeof leads.$inferSelect, "idempotencyKey"> & { source: string };

export async function readLeadDetail(deps: InboxDeps, actor: Actor, leadId: string) {
  const [lead] = await deps.db.select({ lead: leads, source: leadSource }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return refuse(404, NOT_FOUND.lead);
  await audit(deps, deps.db, actor, { action: "lead.view", subjectType: "lead", subjectId: leadId });

  const [emails, leadBookings, notes] = await Promise.all([
    deps.db.select().from(leadEmails).where(eq(leadEmails.leadId, leadId)).orderBy(asc(leadEmails.id)),
    deps.db.select().from(bookings).where(eq(bookings.leadId, leadId)).orderBy(desc(bookings.createdAt)),
    deps.db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(desc(leadNotes.createdAt)),
  ]);
  const timeline = await readTimeline(
    deps.db,
    leadId,
    leadBookings.map((booking) => booking.id),
  );
  const result: InboxResult<{
    lead: LeadRecord;
    emails: typeof emails;
    bookings: typeof leadBookings;
    notes: typeof notes;
    timeline: TimelineEntry[];
  }> = { ok: true, lead: { ...withoutKey(lead.lead), source: lead.source }, emails, bookings: leadBookings, notes, timeline };
  return result;
}

/** The idempotency key is plumbing (a hash of the submission), not something to show or send to a browser. */
function withoutKey({ idempotencyKey: _key, ...rest }: typeof leads.$inferSelect) {
  return rest;
}

export interface TimelineEntry {
  id: number;
  at: Date;
  who: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** Audit actions that read and change nothing: in the audit log (super admins see them there), never on a timeline. */
export const READ_ONLY_ACTIONS = ["lead.view"] as const;

/** Who did what to this lead and its bookings, newest first, from the audit log (the log is append-only). */
export async function readTimeline(db: Db, leadId: string, bookingIds: string[], limit = 200): Promise<TimelineEntry[]> {
  const subjects = [and(eq(auditLog.subjectType, "lead"), eq(auditLog.subjectId, leadId))];
  if (bookingIds.length > 0) subjects.push(and(eq(auditLog.subjectType, "booking"), inArray(auditLog.subjectId, bookingIds)));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(or(...subjects), notInArray(auditLog.action, [...READ_ONLY_ACTIONS])))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt,
    who: row.actorEmail ?? "system",
    action: row.action,
    before: row.before,
    after: row.after,
  }));
}
