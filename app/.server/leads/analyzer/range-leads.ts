import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { agencyDayStart } from "~/lib/agency-day";
import type { DayRange } from "~/lib/leads/analyzer";
import type { LeadPipelineStatus } from "~/lib/leads/lead-enums";
import { auditLog, type Db, leads } from "../../db";

/**
 * How far along the pipeline a status is. `lost` is no step: a lead lost
 * after qualifying still reached qualified, which its history says.
 */
const STEP: Record<LeadPipelineStatus, number> = { new: 0, contacted: 1, qualified: 2, proposal: 3, won: 4, lost: -1 };
export const STEP_OF = STEP;

export interface RangeLead {
  id: string;
  name: string;
  visitorHash: string | null;
  createdAt: Date;
  firstContactedAt: Date | null;
  status: LeadPipelineStatus;
  /** The furthest step reached (0 new ... 4 won), from the current status and the audit log's status moves. */
  reached: number;
}

/** The instants of a range of agency days. */
export function rangeBounds(range: DayRange, timeZone: string): { start: Date; end: Date } {
  return { start: agencyDayStart(range.from, timeZone), end: agencyDayStart(range.to, timeZone, 1) };
}

/**
 * The leads created in a range, spam left out, each with the furthest
 * pipeline step it reached. The current status alone would forget a lead that
 * was qualified and then lost, so every `lead.status` audit row (written by
 * the inbox on each move, before and after) counts too; a first contact
 * stamped on the lead counts as contacted even without its audit row.
 */
export async function loadRangeLeads(db: Db, range: DayRange, timeZone: string): Promise<RangeLead[]> {
  const { start, end } = rangeBounds(range, timeZone);
  const inRange = and(eq(leads.isSpam, false), gte(leads.createdAt, start), lt(leads.createdAt, end));
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      visitorHash: leads.visitorHash,
      createdAt: leads.createdAt,
      firstContactedAt: leads.firstContactedAt,
      status: leads.status,
    })
    .from(leads)
    .where(inRange)
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const moves = await db
    .select({
      leadId: auditLog.subjectId,
      before: sql<string | null>`${auditLog.before}->>'status'`,
      after: sql<string | null>`${auditLog.after}->>'status'`,
    })
    .from(auditLog)
    .innerJoin(leads, sql`${auditLog.subjectId} = ${leads.id}::text`)
    .where(and(inRange, eq(auditLog.subjectType, "lead"), eq(auditLog.action, "lead.status")));
  const reachedByAudit = new Map<string, number>();
  for (const move of moves) {
    const step = Math.max(stepOf(move.before), stepOf(move.after));
    if (move.leadId) reachedByAudit.set(move.leadId, Math.max(reachedByAudit.get(move.leadId) ?? 0, step));
  }
  return rows.map((row) => ({
    ...row,
    reached: Math.max(STEP[row.status], row.firstContactedAt ? 1 : 0, reachedByAudit.get(row.id) ?? 0),
  }));
}

const stepOf = (status: string | null) => (status && status in STEP ? STEP[status as LeadPipelineStatus] : 0);
