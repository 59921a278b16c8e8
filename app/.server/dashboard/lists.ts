import { and, count, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { data } from "react-router";
import { agencyDayStart } from "~/lib/agency-day";
import { DASHBOARD_LIST_LIMIT, type DashboardListQuery, dashboardListQueries, isDashboardList } from "~/lib/dashboard/dashboard";
import { analyses, bookings, contentResearch, contentSchedules, type Db, leads, pageSchemas } from "../db";
import { pageRefusal, type QueryProblem } from "../http";
import { bookingColumns } from "../inbox";
import { listFailedJobs as failedJobsList } from "../jobs";
import type { StaffRequest } from "../services-context";

/**
 * The lists behind the dashboard's figures that no other screen shows
 * (issue 25 item 5): analyses that left an e-mail (there is no admin list of
 * analyzer runs), scheduled content of one day (the review queues list every
 * pending schedule, of one subject type each), failed jobs (pg-boss has no
 * screen), and one day's confirmed bookings for /admin/bookings?day=. Each
 * uses the same conditions as its figure in load-dashboard.ts, and returns
 * the total with at most DASHBOARD_LIST_LIMIT rows.
 */

export async function listAnalysesWithEmail(db: Db, since: Date, before: Date) {
  const where = and(isNotNull(analyses.email), gte(analyses.createdAt, since), lt(analyses.createdAt, before));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(analyses).where(where),
    db
      .select({
        id: analyses.id,
        url: analyses.url,
        email: analyses.email,
        status: analyses.status,
        leadId: analyses.leadId,
        createdAt: analyses.createdAt,
      })
      .from(analyses)
      .where(where)
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(DASHBOARD_LIST_LIMIT),
  ]);
  return { total: Number(total?.n ?? 0), rows };
}

/** The agency day `day` (YYYY-MM-DD) as the instants it covers. */
export function dayRange(day: string, timeZone: string): [Date, Date] {
  return [agencyDayStart(day, timeZone), agencyDayStart(day, timeZone, 1)];
}

export async function listScheduledOn(db: Db, day: string, timeZone: string) {
  const [start, end] = dayRange(day, timeZone);
  const where = and(eq(contentSchedules.status, "pending"), gte(contentSchedules.runAt, start), lt(contentSchedules.runAt, end));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(contentSchedules).where(where),
    db
      .select({
        id: contentSchedules.id,
        subjectType: contentSchedules.subjectType,
        subjectId: contentSchedules.subjectId,
        action: contentSchedules.action,
        runAt: contentSchedules.runAt,
        createdByEmail: contentSchedules.createdByEmail,
        // What goes out: a page's path, or a content record's title.
        label: sql<string | null>`coalesce(${pageSchemas.path}, ${contentResearch.title})`,
      })
      .from(contentSchedules)
      .leftJoin(pageSchemas, and(eq(contentSchedules.subjectType, "page"), eq(pageSchemas.id, contentSchedules.subjectId)))
      .leftJoin(
        contentResearch,
        and(eq(contentSchedules.subjectType, "content_research"), eq(contentResearch.id, contentSchedules.subjectId)),
      )
      .where(where)
      .orderBy(contentSchedules.runAt, contentSchedules.id)
      .limit(DASHBOARD_LIST_LIMIT),
  ]);
  return { total: Number(total?.n ?? 0), rows };
}

export type { FailedJobRow } from "../jobs";

/** pg-boss's failed jobs since `since`; null when its store cannot be read (the page says "not measured"). */
export const listFailedJobs = (db: Db, since: Date) => failedJobsList(db, since, DASHBOARD_LIST_LIMIT);

/** One agency day's confirmed sessions (the dashboard's "today" link to /admin/bookings?day=). */
export async function bookingsOnDay(db: Db, day: string, timeZone: string) {
  const [start, end] = dayRange(day, timeZone);
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.slotStart, start), lt(bookings.slotStart, end)))
    .orderBy(bookings.slotStart);
}

/**
 * /dashboard/<list>: the list the address names, with the filters it carries
 * (read by `listQuery` with dashboardListQueries), or the page with why the
 * filters cannot be used (a 400).
 */
export async function loadDashboardList(
  { services }: StaffRequest,
  filters: { query: DashboardListQuery; problem: null } | QueryProblem,
) {
  if (filters.problem !== null) return data({ list: null, error: filters.problem } as const, { status: 400 });
  const db = services.database.db;
  const query = filters.query;
  switch (query.list) {
    case "analyses": {
      const result = await listAnalysesWithEmail(db, new Date(query.since), new Date(query.before));
      return data({ list: "analyses", error: null, ...result } as const);
    }
    case "scheduled": {
      const result = await listScheduledOn(db, query.day, services.config.agencyTimeZone);
      return data({ list: "scheduled", error: null, day: query.day, ...result } as const);
    }
    case "failed-jobs": {
      const result = await listFailedJobs(db, new Date(query.since));
      return data({
        list: "failed-jobs",
        error: null,
        measured: result !== null,
        total: result?.total ?? 0,
        rows: result?.rows ?? [],
      } as const);
    }
  }
}

/** The schema of the list an address names, or the page's 404. */
export function dashboardListQuery(list: string | undefined) {
  if (!isDashboardList(list)) throw pageRefusal(404, "Not found");
  return dashboardListQueries[list];
}
