import { and, count, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { data } from "react-router";
import { agencyDayStart } from "~/lib/agency-day";
import { DASHBOARD_LIST_LIMIT, type DashboardListQuery, dashboardListQueries, isDashboardList } from "~/lib/dashboard/dashboard";
import type { Db } from "../db/client";
import { analyses, bookings, contentResearch, contentSchedules, leads, pageSchemas } from "../db/schema";
import type { QueryProblem } from "../http/list-query";
import { bookingColumns } from "../inbox/list/bookings";
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

export interface FailedJobRow {
  id: string;
  queue: string;
  failedAt: string;
  retries: number;
  error: string;
}

/** pg-boss's failed jobs since `since`; null when its store cannot be read (the page says "not measured"). */
export async function listFailedJobs(db: Db, since: Date): Promise<{ total: number; rows: FailedJobRow[] } | null> {
  try {
    const iso = since.toISOString();
    const [totalResult, rowsResult] = await Promise.all([
      db.execute(sql`select count(*)::int as n from pgboss.job where state = 'failed' and completed_on >= ${iso}::timestamptz`),
      db.execute(
        sql`select id::text as id, name, completed_on, retry_count, left(coalesce(output->>'message', output::text, ''), 300) as error
            from pgboss.job where state = 'failed' and completed_on >= ${iso}::timestamptz
            order by completed_on desc limit ${DASHBOARD_LIST_LIMIT}`,
      ),
    ]);
    type Raw = { id: string; name: string; completed_on: string | Date; retry_count: number; error: string | null };
    const total = Number((totalResult as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    const rows = (rowsResult as unknown as { rows: Raw[] }).rows.map((row) => ({
      id: row.id,
      queue: row.name,
      failedAt: new Date(row.completed_on).toISOString(),
      retries: Number(row.retry_count),
      error: row.error ?? "",
    }));
    return { total, rows };
  } catch {
    return null;
  }
}

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
  if (!isDashboardList(list)) throw data({ message: "Not found" }, { status: 404 });
  return dashboardListQueries[list];
}
