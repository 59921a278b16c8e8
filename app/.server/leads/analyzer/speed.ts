import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { dateTimeFormat } from "~/lib/agency-day";
import type { DayRange } from "~/lib/leads/analyzer";
import type { LeadPipelineStatus } from "~/lib/leads/lead-enums";
import { auditLog, type Db, leads } from "../../db";
import { rangeBounds } from "./range-leads";

export const UNKNOWN_STAFF = "unknown";
/** How many leads the "waited longest" lists show. */
export const SLOWEST_LIMIT = 20;

export interface SpeedGroup {
  key: string;
  /** Leads contacted, and those still waiting. */
  contacted: number;
  waiting: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export interface WaitingLead {
  id: string;
  name: string;
  createdAt: Date;
  firstContactedAt: Date | null;
  status: LeadPipelineStatus;
  waitSeconds: number;
  staff: string;
}

export interface SpeedReport {
  range: DayRange;
  overall: SpeedGroup;
  byHour: SpeedGroup[];
  byWeekday: SpeedGroup[];
  byStaff: SpeedGroup[];
  /** Contacted leads, slowest first contact first. */
  slowestContacted: WaitingLead[];
  /** Leads never contacted, waiting until now, longest first. */
  stillWaiting: WaitingLead[];
}

/** The p-th percentile (0-1) by linear interpolation between ranks, as PostgreSQL's percentile_cont; null for none. */
export function percentile(sortedAscending: readonly number[], p: number): number | null {
  if (sortedAscending.length === 0) return null;
  const rank = p * (sortedAscending.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sortedAscending[low] as number;
  const b = sortedAscending[high] as number;
  return a + (b - a) * (rank - low);
}

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * Speed to lead for the leads created in a range (spam left out): median and
 * 90th percentile of first_contacted_at - created_at over the contacted
 * leads, by the hour and weekday the lead came in (agency time) and by the
 * staff member who first moved it out of `new` (the audit log's first
 * `lead.status` row from `new`; "unknown" when none was recorded, e.g. a lead
 * moved before the audit log existed or stamped by an import). Leads never
 * contacted are not in the median (they have no time to first contact yet)
 * but are counted as waiting and listed, longest first, waiting until `now`.
 */
export async function speedReport(db: Db, range: DayRange, timeZone: string, now: Date): Promise<SpeedReport> {
  const { start, end } = rangeBounds(range, timeZone);
  const firstMover = db
    .select({ email: auditLog.actorEmail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, "lead"),
        sql`${auditLog.subjectId} = ${leads.id}::text`,
        eq(auditLog.action, "lead.status"),
        sql`${auditLog.before}->>'status' = 'new'`,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(1);
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      createdAt: leads.createdAt,
      firstContactedAt: leads.firstContactedAt,
      status: leads.status,
      staff: sql<string | null>`(${firstMover})`,
    })
    .from(leads)
    .where(and(eq(leads.isSpam, false), gte(leads.createdAt, start), lt(leads.createdAt, end)))
    .orderBy(asc(leads.createdAt), asc(leads.id));

  const hourOf = dateTimeFormat("en-US", { timeZone, hour: "2-digit", hourCycle: "h23" });
  const weekdayOf = dateTimeFormat("en-US", { timeZone, weekday: "long" });
  const waiting: WaitingLead[] = rows.map((row) => ({
    ...row,
    staff: row.firstContactedAt ? row.staff || UNKNOWN_STAFF : "",
    waitSeconds: Math.max(0, ((row.firstContactedAt ?? now).getTime() - row.createdAt.getTime()) / 1000),
  }));
  const group = (key: string, members: WaitingLead[]): SpeedGroup => {
    const contacted = members
      .filter((lead) => lead.firstContactedAt)
      .map((lead) => lead.waitSeconds)
      .sort((a, b) => a - b);
    return {
      key,
      contacted: contacted.length,
      waiting: members.length - contacted.length,
      medianSeconds: percentile(contacted, 0.5),
      p90Seconds: percentile(contacted, 0.9),
    };
  };
  const groupBy = (keyOf: (lead: WaitingLead) => string, order: string[] | null, onlyContacted = false) => {
    const byKey = new Map<string, WaitingLead[]>();
    for (const lead of waiting) {
      if (onlyContacted && !lead.firstContactedAt) continue;
      const key = keyOf(lead);
      byKey.set(key, [...(byKey.get(key) ?? []), lead]);
    }
    const keys = order ? order.filter((key) => byKey.has(key)) : [...byKey.keys()].sort();
    return keys.map((key) => group(key, byKey.get(key) ?? []));
  };
  const slowest = (list: WaitingLead[]) =>
    list.sort((a, b) => b.waitSeconds - a.waitSeconds || a.id.localeCompare(b.id)).slice(0, SLOWEST_LIMIT);
  return {
    range,
    overall: group("All leads", waiting),
    byHour: groupBy(
      (lead) => `${hourOf.format(lead.createdAt).padStart(2, "0")}:00`,
      Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`),
    ),
    byWeekday: groupBy((lead) => weekdayOf.format(lead.createdAt), WEEKDAYS),
    byStaff: groupBy((lead) => lead.staff, null, true),
    slowestContacted: slowest(waiting.filter((lead) => lead.firstContactedAt)),
    stillWaiting: slowest(waiting.filter((lead) => !lead.firstContactedAt)),
  };
}
