import "../zod-setup";
import { z } from "zod";
import type { NumberSettingDefinition } from "../content/gates";
import { isSupportedDay } from "../day-range";

/**
 * The staff dashboard (/dashboard, issue 25 item 5): the morning view. Its
 * figures' names and texts, the response-target setting, and the links from
 * each figure to the list behind it. Every figure is one count, computed by
 * one query in app/.server/dashboard/load-dashboard.ts (each documented
 * there), and its link carries the same instants, so the list it opens
 * counts the same rows.
 */

/** A new visitor's first dashboard counts from this long ago (there is no earlier visit to count from). */
export const FIRST_VISIT_LOOKBACK_HOURS = 24;
/** "This week": the 7 agency days up to and including today, against the 7 before. */
export const WEEK_DAYS = 7;
/** Failed background jobs are counted over this many days. */
export const FAILED_JOB_DAYS = 7;

const RESPONSE_TARGET_MIN = 1;
const RESPONSE_TARGET_MAX = 10_080;

/** How soon a new lead should be answered; a `new` lead older than this is "waiting past the target". */
export const responseTargetSetting = {
  key: "dashboard.lead_response_target_minutes",
  label: "Lead response target (minutes)",
  fallback: 60,
  min: RESPONSE_TARGET_MIN,
  max: RESPONSE_TARGET_MAX,
  unit: "minutes",
  schema: z.number().int().min(RESPONSE_TARGET_MIN).max(RESPONSE_TARGET_MAX),
} satisfies NumberSettingDefinition;

export const FIGURE_KEYS = [
  "newLeads",
  "waitingLeads",
  "bookingsToday",
  "analyzerEmails",
  "chatHandoffs",
  "scheduledToday",
  "failedJobs",
  "failedEmails",
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export const DASHBOARD_TEXT = {
  title: "Dashboard",
  intro: "What needs you this morning. Every figure opens the list behind it.",
  sinceLastVisit: (when: string) => `Counted since your last visit of this page, ${when}.`,
  sinceFirstVisit: (when: string) =>
    `This is your first visit of this page: counted over the last ${FIRST_VISIT_LOOKBACK_HOURS} hours, since ${when}.`,
  today: (day: string) => `Today is ${day} in the agency's time zone.`,
  sections: { now: "Needs attention", today: "Today", week: "This week against last week", problems: "Failures" },
  figures: {
    newLeads: { label: "New leads since your last visit", empty: "No new leads since your last visit." },
    waitingLeads: {
      label: "Leads waiting past the response target",
      empty: "No lead is waiting past the response target.",
    },
    bookingsToday: { label: "Strategy sessions today", empty: "No strategy sessions today." },
    analyzerEmails: {
      label: "Website analyses that left an e-mail since your last visit",
      empty: "No analysis left an e-mail since your last visit.",
    },
    chatHandoffs: {
      label: "Chats asking for a person, not yet taken over",
      empty: "No chat is waiting for a person.",
    },
    scheduledToday: { label: "Scheduled content going out today", empty: "Nothing is scheduled to go out today." },
    failedJobs: {
      label: `Failed background jobs, last ${FAILED_JOB_DAYS} days`,
      empty: `No background job failed in the last ${FAILED_JOB_DAYS} days.`,
    },
    failedEmails: { label: "Leads with a failed e-mail", empty: "No lead e-mail has failed." },
  } satisfies Record<FigureKey, { label: string; empty: string }>,
  target: (minutes: number) => `Response target: ${minutes} minutes (a super admin changes it in Settings).`,
  notMeasured: "Not measured",
  jobsNotMeasured: "The job store could not be read, so failed jobs are not measured.",
  week: {
    pageviews: "Page views",
    visitors: "Visitors",
    leads: "Leads",
    thisWeek: "This week",
    lastWeek: "Last week",
    caption: "Traffic and leads: the last 7 days against the 7 before",
    noTraffic: "No page views were recorded in these two weeks.",
  },
  open: "Open the list",
} as const;

/** A change between two counts, in words: "+25%", "new", "no change". */
export function weekChange(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new";
  const delta = Math.round(((now - before) / before) * 100);
  return `${delta >= 0 ? "+" : ""}${delta}%`;
}

/** The day filter of the dashboard's own lists and of /admin/bookings: an agency day, YYYY-MM-DD. */
export const dashboardDaySchema = z
  .string("Choose a day like 2026-03-31.")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a day like 2026-03-31.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && isSupportedDay(value);
  }, "That day does not exist.");

const instant = (name: string) =>
  z.iso.datetime({ offset: true, message: `${name} must be a date and time like 2026-03-31T09:00:00Z.` });

/** /dashboard/failed-jobs?since=: an instant. */
export const failedJobsSinceSchema = instant("since");

/** /dashboard/analyses: analyses that left an e-mail in [since, before). */
export const analysesListSchema = z
  .object({ since: instant("since"), before: instant("before") })
  .refine((query) => Date.parse(query.since) <= Date.parse(query.before), {
    message: "since must be on or before before.",
    path: ["before"],
  })
  .refine((query) => Date.parse(query.before) - Date.parse(query.since) <= 366 * 86_400_000, {
    message: "Choose a range of at most 366 days.",
    path: ["since"],
  });

/** /dashboard/scheduled: pending schedules of one agency day. */
export const scheduledListSchema = z.object({ day: dashboardDaySchema });

/** The dashboard's own lists, by the last part of their address. */
export const DASHBOARD_LISTS = ["analyses", "scheduled", "failed-jobs"] as const;
export type DashboardListName = (typeof DASHBOARD_LISTS)[number];

/** A failed-jobs list reaches back at most this far. */
const FAILED_JOBS_REACH_DAYS = 366;

/**
 * What each list reads from its address, for `listQuery`: the list's name
 * beside its filters, defaults filled in (failed jobs: the last
 * FAILED_JOB_DAYS days).
 */
export const dashboardListQueries = {
  analyses: analysesListSchema.transform((query) => ({ list: "analyses" as const, ...query })),
  scheduled: scheduledListSchema.transform((query) => ({ list: "scheduled" as const, ...query })),
  "failed-jobs": z.object({ since: failedJobsSinceSchema.optional() }).transform((query, context) => {
    const now = Date.now();
    const from = query.since ? Date.parse(query.since) : now - FAILED_JOB_DAYS * 86_400_000;
    if (from > now || now - from > FAILED_JOBS_REACH_DAYS * 86_400_000) {
      context.addIssue({ code: "custom", message: `since must be in the last ${FAILED_JOBS_REACH_DAYS} days.`, path: [] });
      return z.NEVER;
    }
    return { list: "failed-jobs" as const, since: new Date(from).toISOString() };
  }),
} satisfies Record<DashboardListName, z.ZodType>;
export type DashboardListQuery = z.output<(typeof dashboardListQueries)[DashboardListName]>;

export const isDashboardList = (value: unknown): value is DashboardListName =>
  (DASHBOARD_LISTS as readonly unknown[]).includes(value);

export const DASHBOARD_LISTS_TEXT = {
  analyses: {
    title: "Website analyses that left an e-mail",
    caption: (total: number) => `Analyses with an e-mail: ${total} in all`,
    empty: "No analysis left an e-mail in this period.",
  },
  scheduled: {
    title: "Scheduled content",
    caption: (day: string, total: number) => `Pending schedules on ${day}: ${total} in all`,
    empty: "Nothing is scheduled to go out on this day.",
  },
  failedJobs: {
    title: "Failed background jobs",
    caption: (total: number) => `Failed jobs in the last ${FAILED_JOB_DAYS} days: ${total} in all`,
    empty: `No background job failed in the last ${FAILED_JOB_DAYS} days.`,
  },
  back: "Back to the dashboard",
  badRequest: "These filters cannot be used:",
} as const;

/** Longest list a dashboard list page shows (its caption still gives the total). */
export const DASHBOARD_LIST_LIMIT = 200;
