import { and, count, countDistinct, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { agencyDay, agencyDayStart, shiftDay } from "~/lib/agency-day";
import {
  FAILED_JOB_DAYS,
  FIGURE_KEYS,
  FIRST_VISIT_LOOKBACK_HOURS,
  type FigureKey,
  responseTargetSetting,
  WEEK_DAYS,
} from "~/lib/dashboard/dashboard";
import { leadListSearch } from "~/lib/inbox/query";
import { waitingForPerson } from "../chat";
import {
  analyses,
  analyticsEvents,
  bookings,
  chatConversations,
  contentSchedules,
  type Db,
  dashboardVisits,
  leadEmails,
  leads,
} from "../db";
import { countFailedJobs as failedJobCount } from "../jobs";
import { readSetting } from "../settings";

/**
 * The staff dashboard's loader (issue 25 item 5). Two short rounds: first
 * the visit is recorded (one upsert that also returns the visit before it)
 * while the response target is read; then every figure at once, each ONE
 * query, documented where it is built. Each figure's link carries the same
 * instants or day, so the list it opens counts the same rows:
 *
 * - since: the staff member's previous visit of /dashboard, or 24 hours ago on a first visit;
 * - now: the moment of this load; "new since" counts [since, now);
 * - today: the agency's day (AGENCY_TIME_ZONE), [start of today, start of tomorrow);
 * - this week: the 7 agency days to today; last week: the 7 before.
 *
 * Genuine leads only (spam left out), as the inbox shows by default.
 */
export interface DashboardConfig {
  /** The agency's time zone (config.agencyTimeZone). */
  timeZone: string;
}

export interface Figure {
  key: FigureKey;
  /** null: not measured (the failed-jobs store could not be read). */
  count: number | null;
  href: string;
}

export interface WeekFigure {
  thisWeek: number;
  lastWeek: number;
  thisHref: string;
  lastHref: string;
}

export interface Dashboard {
  now: string;
  today: string;
  since: string;
  firstVisit: boolean;
  targetMinutes: number;
  waitingCutoff: string;
  figures: Figure[];
  week: {
    thisRange: { from: string; to: string };
    lastRange: { from: string; to: string };
    pageviews: WeekFigure;
    visitors: WeekFigure;
    leads: WeekFigure;
  };
}

const num = (value: unknown) => Number(value ?? 0);
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The dashboard's lists beside it, and their links. */
export const dashboardLinks = {
  newLeads: (since: Date, now: Date) => `/admin${leadListSearch({ since: since.toISOString(), before: now.toISOString() })}`,
  waitingLeads: (cutoff: Date) => `/admin${leadListSearch({ status: "new", before: cutoff.toISOString() })}`,
  bookingsToday: (day: string) => `/admin/bookings?day=${day}`,
  analyzerEmails: (since: Date, now: Date) =>
    `/dashboard/analyses?${new URLSearchParams({ since: since.toISOString(), before: now.toISOString() })}`,
  // /chat's own filter for these conversations (app/.server/chat/admin/conversations.ts waitingForPerson).
  chatHandoffs: () => "/chat?filter=waiting",
  scheduledToday: (day: string) => `/dashboard/scheduled?day=${day}`,
  failedJobs: (since: Date) => `/dashboard/failed-jobs?${new URLSearchParams({ since: since.toISOString() })}`,
  failedEmails: () => `/admin${leadListSearch({ email: "failed" })}`,
  leadsRange: (from: string, to: string) => `/admin${leadListSearch({ from, to })}`,
  trafficRange: (from: string, to: string) => `/admin/analytics?from=${from}&to=${to}`,
} as const;

/** Loads of /dashboard less than this apart are one visit: a reload or a return from a list keeps "since" where it was. */
export const DASHBOARD_VISIT_MINUTES = 30;

/**
 * Records this load and returns the start of "since your last visit", in one
 * statement. The row keeps the last load and the visit before the current
 * one: a load more than DASHBOARD_VISIT_MINUTES after the last begins a new
 * visit (the last load becomes "your last visit"); a load sooner continues
 * the visit, so a reload, or coming back from a list the dashboard opened,
 * does not wipe the new leads it was showing.
 */
async function recordVisit(db: Db, userId: string, now: Date): Promise<Date | null> {
  const sameVisit = new Date(now.getTime() - DASHBOARD_VISIT_MINUTES * 60_000);
  const [row] = await db
    .insert(dashboardVisits)
    .values({ userId, lastVisitAt: now, previousVisitAt: null })
    .onConflictDoUpdate({
      target: dashboardVisits.userId,
      set: {
        lastVisitAt: now,
        previousVisitAt: sql`case when ${dashboardVisits.lastVisitAt} > ${sameVisit.toISOString()}::timestamptz
          then ${dashboardVisits.previousVisitAt} else ${dashboardVisits.lastVisitAt} end`,
      },
    })
    .returning({ previous: dashboardVisits.previousVisitAt });
  return row?.previous ?? null;
}

/** The failed jobs of pg-boss (its own schema, `pgboss`) since `since`, or null when that store cannot be read. */
export const countFailedJobs = (db: Db, since: Date): Promise<number | null> => failedJobCount(db, since);

/**
 * The dashboard of `staff` at `now`. `staff.id` must be a users row (the visit marker references it); a bench
 * makes one first (e.g. tests/support/inbox-fixtures.ts insertStaffUser). Records the visit.
 */
export async function loadDashboard(db: Db, staff: { id: string }, now: Date, config: DashboardConfig): Promise<Dashboard> {
  const { timeZone } = config;
  const [previousVisit, targetMinutes] = await Promise.all([
    recordVisit(db, staff.id, now),
    readSetting(db, responseTargetSetting),
  ]);
  const firstVisit = previousVisit === null;
  const since = previousVisit ?? new Date(now.getTime() - FIRST_VISIT_LOOKBACK_HOURS * HOUR);
  const cutoff = new Date(now.getTime() - targetMinutes * 60_000);
  const today = agencyDay(now, timeZone);
  const todayStart = agencyDayStart(today, timeZone);
  const tomorrowStart = agencyDayStart(today, timeZone, 1);
  const thisFrom = shiftDay(today, -(WEEK_DAYS - 1));
  const lastFrom = shiftDay(today, -(2 * WEEK_DAYS - 1));
  const lastTo = shiftDay(today, -WEEK_DAYS);
  const thisStart = agencyDayStart(thisFrom, timeZone);
  const lastStart = agencyDayStart(lastFrom, timeZone);
  const failedSince = new Date(now.getTime() - FAILED_JOB_DAYS * DAY);
  const genuine = eq(leads.isSpam, false);
  const first = <T>(rows: T[]) => rows[0];

  const [
    newLeads,
    waitingLeads,
    bookingsToday,
    analyzerEmails,
    chatHandoffs,
    scheduledToday,
    failedJobs,
    failedEmails,
    leadWeeks,
    traffic,
  ] = await Promise.all([
    // New leads: genuine, created in [since, now). Index leads_created_idx.
    db
      .select({ n: count() })
      .from(leads)
      .where(and(genuine, gte(leads.createdAt, since), lt(leads.createdAt, now)))
      .then(first),
    // Waiting past the target: genuine, still `new`, created before now - target. Index leads_status_created_idx.
    db
      .select({ n: count() })
      .from(leads)
      .where(and(genuine, eq(leads.status, "new"), lt(leads.createdAt, cutoff)))
      .then(first),
    // Today's sessions: confirmed, starting in the agency's today. Partial unique index on slot_start (confirmed).
    db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.status, "confirmed"), gte(bookings.slotStart, todayStart), lt(bookings.slotStart, tomorrowStart)))
      .then(first),
    // Analyzer runs that left an e-mail, created in [since, now). Index analyses_created_idx.
    db
      .select({ n: count() })
      .from(analyses)
      .where(and(isNotNull(analyses.email), gte(analyses.createdAt, since), lt(analyses.createdAt, now)))
      .then(first),
    // Chats waiting for a person: asked, not held, no staff reply since (the /chat filter's own condition).
    db.select({ n: count() }).from(chatConversations).where(waitingForPerson()).then(first),
    // Scheduled content going out today: pending, run_at in the agency's today. Index content_schedules_due_idx.
    db
      .select({ n: count() })
      .from(contentSchedules)
      .where(
        and(
          eq(contentSchedules.status, "pending"),
          gte(contentSchedules.runAt, todayStart),
          lt(contentSchedules.runAt, tomorrowStart),
        ),
      )
      .then(first),
    countFailedJobs(db, failedSince),
    // Leads with a failed e-mail (any time: a failed row stays failed until someone resends it). Partial index.
    db
      .select({ n: countDistinct(leadEmails.leadId) })
      .from(leadEmails)
      .innerJoin(leads, eq(leads.id, leadEmails.leadId))
      .where(and(eq(leadEmails.status, "failed"), genuine))
      .then(first),
    // Leads this week and last week (agency days), one scan of the 14 days. Index leads_created_idx.
    db
      .select({
        thisWeek: sql<number>`(count(*) filter (where ${leads.createdAt} >= ${thisStart.toISOString()}::timestamptz))::int`,
        lastWeek: sql<number>`(count(*) filter (where ${leads.createdAt} < ${thisStart.toISOString()}::timestamptz))::int`,
      })
      .from(leads)
      .where(and(genuine, gte(leads.createdAt, lastStart), lt(leads.createdAt, tomorrowStart)))
      .then(first),
    // Page views and visitors, both weeks, from the raw events: the analytics dashboard's rollups count the same
    // (page views per day; visitors as the sum of each day's distinct visitor keys, the key rotating daily).
    trafficOf(
      db,
      Array.from({ length: 2 * WEEK_DAYS + 1 }, (_, index) => agencyDayStart(lastFrom, timeZone, index)),
    ),
  ]);

  const counts: Record<FigureKey, number | null> = {
    newLeads: num(newLeads?.n),
    waitingLeads: num(waitingLeads?.n),
    bookingsToday: num(bookingsToday?.n),
    analyzerEmails: num(analyzerEmails?.n),
    chatHandoffs: num(chatHandoffs?.n),
    scheduledToday: num(scheduledToday?.n),
    failedJobs,
    failedEmails: num(failedEmails?.n),
  };
  const hrefs: Record<FigureKey, string> = {
    newLeads: dashboardLinks.newLeads(since, now),
    waitingLeads: dashboardLinks.waitingLeads(cutoff),
    bookingsToday: dashboardLinks.bookingsToday(today),
    analyzerEmails: dashboardLinks.analyzerEmails(since, now),
    chatHandoffs: dashboardLinks.chatHandoffs(),
    scheduledToday: dashboardLinks.scheduledToday(today),
    failedJobs: dashboardLinks.failedJobs(failedSince),
    failedEmails: dashboardLinks.failedEmails(),
  };
  const thisTraffic = dashboardLinks.trafficRange(thisFrom, today);
  const lastTraffic = dashboardLinks.trafficRange(lastFrom, lastTo);
  return {
    now: now.toISOString(),
    today,
    since: since.toISOString(),
    firstVisit,
    targetMinutes,
    waitingCutoff: cutoff.toISOString(),
    figures: FIGURE_KEYS.map((key) => ({ key, count: counts[key], href: hrefs[key] })),
    week: {
      thisRange: { from: thisFrom, to: today },
      lastRange: { from: lastFrom, to: lastTo },
      pageviews: { ...traffic.pageviews, thisHref: thisTraffic, lastHref: lastTraffic },
      visitors: { ...traffic.visitors, thisHref: thisTraffic, lastHref: lastTraffic },
      leads: {
        thisWeek: num(leadWeeks?.thisWeek),
        lastWeek: num(leadWeeks?.lastWeek),
        thisHref: dashboardLinks.leadsRange(thisFrom, today),
        lastHref: dashboardLinks.leadsRange(lastFrom, lastTo),
      },
    },
  };
}

/**
 * Page views and visitors of both weeks: one group per (agency day, visitor key), the day found by a binary
 * search of the 15 day starts (width_bucket: cheaper per row than formatting each time in the zone), then summed.
 */
async function trafficOf(db: Db, dayStarts: Date[]) {
  const e = analyticsEvents;
  const first = dayStarts[0] as Date;
  const end = dayStarts[dayStarts.length - 1] as Date;
  const bounds = sql`array[${sql.join(
    dayStarts.map((start) => sql`${start.toISOString()}::timestamptz`),
    sql`, `,
  )}]`;
  const thisFromBucket = WEEK_DAYS + 1;
  const daily = db
    .select({
      bucket: sql<number>`width_bucket(${e.occurredAt}, ${bounds})`.as("bucket"),
      views: sql<number>`count(*)`.as("views"),
    })
    .from(e)
    .where(and(eq(e.name, "pageview"), gte(e.occurredAt, first), lt(e.occurredAt, end)))
    .groupBy(sql`1`, e.visitorHash)
    .as("daily");
  const isThis = sql`${daily.bucket} >= ${thisFromBucket}`;
  const [row] = await db
    .select({
      pvThis: sql<number>`coalesce(sum(${daily.views}) filter (where ${isThis}), 0)::int`,
      pvLast: sql<number>`coalesce(sum(${daily.views}) filter (where not ${isThis}), 0)::int`,
      visThis: sql<number>`(count(*) filter (where ${isThis}))::int`,
      visLast: sql<number>`(count(*) filter (where not ${isThis}))::int`,
    })
    .from(daily);
  return {
    pageviews: { thisWeek: num(row?.pvThis), lastWeek: num(row?.pvLast) },
    visitors: { thisWeek: num(row?.visThis), lastWeek: num(row?.visLast) },
  };
}
