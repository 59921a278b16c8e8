import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadListQuerySchema } from "~/lib/inbox/query";
import { insertBooking, insertLead, insertStaffUser } from "../../../tests/support/inbox-fixtures";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { searchConversations } from "../chat/admin/conversations";
import type { Db } from "../db/client";
import {
  analyses,
  analyticsEvents,
  bookings,
  chatConversations,
  chatMessages,
  clientIngestions,
  contentSchedules,
  leadEmails,
  siteSettings,
} from "../db/schema";
import { listLeads } from "../inbox/list/list-leads";
import { bookingsOnDay, listAnalysesWithEmail, listFailedJobs, listScheduledOn } from "./lists";
import { type Dashboard, loadDashboard } from "./load-dashboard";

/**
 * Every figure of the staff dashboard against a count taken straight from
 * the database with SQL written here (not the code under test), for the same
 * range, with rows planted on both sides of each boundary: the last visit,
 * the response target, and the agency's day edges (New York, the week after
 * the spring DST change, so a day is not 24 hours from UTC midnight). Each
 * figure's list (what its link opens) counts the same.
 */
const NEW_YORK = "America/New_York";
// 10:00 in New York on Tuesday 2026-03-10 (EDT since Sunday 2026-03-08).
const NOW = new Date("2026-03-10T14:00:00Z");
const TODAY_START = new Date("2026-03-10T04:00:00Z");
const TOMORROW_START = new Date("2026-03-11T04:00:00Z");
// The week: 2026-03-04..2026-03-10 against 2026-02-25..2026-03-03 (EST until 03-08).
const THIS_WEEK_START = new Date("2026-03-04T05:00:00Z");
const LAST_WEEK_START = new Date("2026-02-25T05:00:00Z");
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

async function countOf(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const figure = (dashboard: Dashboard, key: Dashboard["figures"][number]["key"]) => {
  const found = dashboard.figures.find((entry) => entry.key === key);
  if (!found) throw new Error(`no figure ${key}`);
  return found;
};

/** The inbox list behind a link, parsed from its URL as the page does. */
async function inboxTotal(db: Db, href: string) {
  const url = new URL(href, "http://x");
  expect(url.pathname).toBe("/admin");
  const query = leadListQuerySchema.parse(Object.fromEntries(url.searchParams));
  return (await listLeads(db, query, NEW_YORK)).total;
}

/** A staff member to load the dashboard as. */
async function staffMember(db: Db) {
  const { id } = await insertStaffUser(db);
  if (!id) throw new Error("staff user without an id");
  return { id };
}

async function insertAnalysis(db: Db, createdAt: Date, email: string | null) {
  const ingestionId = randomUUID();
  await db.insert(clientIngestions).values({
    id: ingestionId,
    clientId: "test",
    websiteUrl: `https://site-${ingestionId.slice(0, 8)}.example/`,
    clientData: {} as never,
  });
  await db.insert(analyses).values({ ingestionId, url: "https://site.example/", email, createdAt });
}

describe.each(testDatabaseTargets)("the staff dashboard on $name", (target) => {
  const database = migratedDatabase(target);

  it("counts new leads since the last visit (24 hours on a first visit), and the inbox link lists the same", async () => {
    const db = database.db;
    const staff = await staffMember(db);
    const firstVisit = ms(NOW, -4 * 3_600_000);
    // Around the first visit's look-back (24 h before it) and around the first visit itself.
    await insertLead(db, { createdAt: ms(firstVisit, -24 * 3_600_000 - 1) });
    await insertLead(db, { createdAt: ms(firstVisit, -24 * 3_600_000) });
    await insertLead(db, { createdAt: ms(firstVisit, -1) });
    await insertLead(db, { createdAt: firstVisit });
    await insertLead(db, { createdAt: ms(NOW, -1) });
    await insertLead(db, { createdAt: ms(NOW, 60_000) });
    await insertLead(db, { createdAt: ms(firstVisit, 60_000), isSpam: true });

    const first = await loadDashboard(db, staff, firstVisit, { timeZone: NEW_YORK });
    expect(first.firstVisit).toBe(true);
    expect(first.since).toBe(ms(firstVisit, -24 * 3_600_000).toISOString());
    const firstCount = await countOf(
      db,
      sql`select count(*) as n from leads where not is_spam and created_at >= ${ms(firstVisit, -24 * 3_600_000).toISOString()}::timestamptz and created_at < ${firstVisit.toISOString()}::timestamptz`,
    );
    expect(firstCount).toBe(2);
    expect(figure(first, "newLeads").count).toBe(firstCount);
    expect(await inboxTotal(db, figure(first, "newLeads").href)).toBe(firstCount);

    const second = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    expect(second.firstVisit).toBe(false);
    expect(second.since).toBe(firstVisit.toISOString());
    const secondCount = await countOf(
      db,
      sql`select count(*) as n from leads where not is_spam and created_at >= ${firstVisit.toISOString()}::timestamptz and created_at < ${NOW.toISOString()}::timestamptz`,
    );
    expect(secondCount).toBe(2);
    expect(figure(second, "newLeads").count).toBe(secondCount);
    expect(await inboxTotal(db, figure(second, "newLeads").href)).toBe(secondCount);

    // A reload 5 minutes later is the same visit: still counted from the first visit, not from a moment ago.
    const reload = await loadDashboard(db, staff, ms(NOW, 5 * 60_000), { timeZone: NEW_YORK });
    expect(reload.since).toBe(firstVisit.toISOString());
    expect(figure(reload, "newLeads").count).toBe(secondCount + 1);
    // An hour after that, a new visit: counted from the last load.
    const later = await loadDashboard(db, staff, ms(NOW, 65 * 60_000), { timeZone: NEW_YORK });
    expect(later.since).toBe(ms(NOW, 5 * 60_000).toISOString());

    // Another staff member's visits are their own.
    const other = await staffMember(db);
    expect((await loadDashboard(db, other, NOW, { timeZone: NEW_YORK })).firstVisit).toBe(true);
  });

  it("counts leads waiting past the response target, from the setting", async () => {
    const db = database.db;
    const staff = await staffMember(db);
    await db.insert(siteSettings).values({ key: "dashboard.lead_response_target_minutes", value: 30 });
    const cutoff = ms(NOW, -30 * 60_000);
    await insertLead(db, { createdAt: ms(cutoff, -1), status: "new" });
    await insertLead(db, { createdAt: ms(cutoff, -86_400_000), status: "new" });
    await insertLead(db, { createdAt: cutoff, status: "new" });
    await insertLead(db, { createdAt: ms(cutoff, 1), status: "new" });
    await insertLead(db, { createdAt: ms(cutoff, -86_400_000), status: "contacted" });
    await insertLead(db, { createdAt: ms(cutoff, -86_400_000), status: "new", isSpam: true });

    const dashboard = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    expect(dashboard.targetMinutes).toBe(30);
    expect(dashboard.waitingCutoff).toBe(cutoff.toISOString());
    const expected = await countOf(
      db,
      sql`select count(*) as n from leads where not is_spam and status = 'new' and created_at < ${NOW.toISOString()}::timestamptz - interval '30 minutes'`,
    );
    expect(expected).toBe(2);
    expect(figure(dashboard, "waitingLeads").count).toBe(expected);
    expect(await inboxTotal(db, figure(dashboard, "waitingLeads").href)).toBe(expected);

    // A stored value out of bounds reads as the default of 60 minutes.
    await db.update(siteSettings).set({ value: 0 });
    expect((await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK })).targetMinutes).toBe(60);
  });

  it("counts today's confirmed sessions by the agency's day, and /admin/bookings?day= lists them", async () => {
    const db = database.db;
    const staff = await staffMember(db);
    const lead = await insertLead(db);
    for (const at of [ms(TODAY_START, -1), TODAY_START, ms(TOMORROW_START, -1), TOMORROW_START])
      await insertBooking(db, lead.id, at);
    const cancelled = await insertBooking(db, lead.id, ms(TODAY_START, 3_600_000));
    await db.update(bookings).set({ status: "cancelled" }).where(sql`${bookings.id} = ${cancelled.id}`);

    const dashboard = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    const expected = await countOf(
      db,
      sql`select count(*) as n from bookings where status = 'confirmed'
          and (slot_start at time zone 'America/New_York')::date = date '2026-03-10'`,
    );
    expect(expected).toBe(2);
    expect(figure(dashboard, "bookingsToday").count).toBe(expected);
    expect(figure(dashboard, "bookingsToday").href).toBe("/admin/bookings?day=2026-03-10");
    expect((await bookingsOnDay(db, "2026-03-10", NEW_YORK)).length).toBe(expected);
  });

  it("counts analyses that left an e-mail since the last visit", async () => {
    const db = database.db;
    const staff = await staffMember(db);
    const visit = ms(NOW, -3_600_000);
    await loadDashboard(db, staff, visit, { timeZone: NEW_YORK });
    await insertAnalysis(db, ms(visit, -1), "a@x.example");
    await insertAnalysis(db, visit, "b@x.example");
    await insertAnalysis(db, ms(NOW, -1), "c@x.example");
    await insertAnalysis(db, ms(visit, 1000), null);
    await insertAnalysis(db, ms(NOW, 1000), "d@x.example");

    const dashboard = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    const expected = await countOf(
      db,
      sql`select count(*) as n from analyses where email is not null and created_at >= ${visit.toISOString()}::timestamptz and created_at < ${NOW.toISOString()}::timestamptz`,
    );
    expect(expected).toBe(2);
    expect(figure(dashboard, "analyzerEmails").count).toBe(expected);
    const url = new URL(figure(dashboard, "analyzerEmails").href, "http://x");
    expect(url.pathname).toBe("/dashboard/analyses");
    const list = await listAnalysesWithEmail(
      db,
      new Date(url.searchParams.get("since") ?? ""),
      new Date(url.searchParams.get("before") ?? ""),
    );
    expect(list.total).toBe(expected);
    expect(list.rows).toHaveLength(expected);
  });

  it("counts chats waiting for a person (asked, not held, not answered since), as /chat's filter lists them", async () => {
    const db = database.db;
    const staff = await staffMember(db);
    const conversation = async (values: Partial<typeof chatConversations.$inferInsert>) =>
      (
        await db
          .insert(chatConversations)
          .values({ ownerHash: randomUUID(), ...values })
          .returning()
      )[0]?.id ?? "";
    await conversation({ handoffRequestedAt: ms(NOW, -60_000) });
    await conversation({ handoffRequestedAt: ms(NOW, -86_400_000 * 30) });
    await conversation({ handoffRequestedAt: ms(NOW, -60_000), takenOverById: staff.id, takenOverAt: NOW });
    await conversation({});
    // Taken over, answered, handed back: the request was met.
    const answered = await conversation({ handoffRequestedAt: ms(NOW, -120_000) });
    await db
      .insert(chatMessages)
      .values({ conversationId: answered, role: "staff", content: "Hi, Sam here.", createdAt: ms(NOW, -60_000) });
    // Answered by staff before it asked (an earlier hand-off), asked again since: waiting.
    const again = await conversation({ handoffRequestedAt: ms(NOW, -60_000) });
    await db
      .insert(chatMessages)
      .values({ conversationId: again, role: "staff", content: "Earlier reply.", createdAt: ms(NOW, -3_600_000) });

    const dashboard = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    const expected = await countOf(
      db,
      sql`select count(*) as n from chat_conversations c where handoff_requested_at is not null and taken_over_by_id is null
          and not exists (select 1 from chat_messages m where m.conversation_id = c.id and m.role = 'staff' and m.created_at >= c.handoff_requested_at)`,
    );
    expect(expected).toBe(3);
    expect(figure(dashboard, "chatHandoffs").count).toBe(expected);
    expect(figure(dashboard, "chatHandoffs").href).toBe("/chat?filter=waiting");
    expect((await searchConversations(db, { staffId: staff.id, filter: "waiting" })).total).toBe(expected);
  });

  it("counts content scheduled to go out today (pending), and its list shows the same", async () => {
    const db = database.db;
    const staff = await staffMember(db);
    const schedule = (runAt: Date, status: "pending" | "done" = "pending") =>
      db.insert(contentSchedules).values({ subjectType: "page", subjectId: 1, action: "publish", runAt, status });
    await schedule(ms(TODAY_START, -1));
    await schedule(TODAY_START);
    await schedule(ms(TOMORROW_START, -1));
    await schedule(TOMORROW_START);
    await schedule(ms(TODAY_START, 3_600_000), "done");

    const dashboard = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    const expected = await countOf(
      db,
      sql`select count(*) as n from content_schedules where status = 'pending'
          and (run_at at time zone 'America/New_York')::date = date '2026-03-10'`,
    );
    expect(expected).toBe(2);
    expect(figure(dashboard, "scheduledToday").count).toBe(expected);
    expect(figure(dashboard, "scheduledToday").href).toBe("/dashboard/scheduled?day=2026-03-10");
    expect((await listScheduledOn(db, "2026-03-10", NEW_YORK)).total).toBe(expected);
  });

  it("counts leads with a failed e-mail, and failed jobs when the job store is there (not measured when it is not)", async () => {
    const db = database.db;
    const staff = await staffMember(db);
    const failing = await insertLead(db);
    const spam = await insertLead(db, { isSpam: true });
    const fine = await insertLead(db);
    await db.insert(leadEmails).values([
      { leadId: failing.id, kind: "agency", recipient: "a@x.example", status: "failed" },
      { leadId: failing.id, kind: "visitor", recipient: "b@x.example", status: "failed" },
      { leadId: spam.id, kind: "agency", recipient: "a@x.example", status: "failed" },
      { leadId: fine.id, kind: "agency", recipient: "a@x.example", status: "sent" },
    ]);

    const without = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    const expected = await countOf(
      db,
      sql`select count(distinct e.lead_id) as n from lead_emails e join leads l on l.id = e.lead_id where e.status = 'failed' and not l.is_spam`,
    );
    expect(expected).toBe(1);
    expect(figure(without, "failedEmails").count).toBe(expected);
    expect(await inboxTotal(db, figure(without, "failedEmails").href)).toBe(expected);
    // This test database has no pg-boss schema: not measured, never a made-up zero.
    expect(figure(without, "failedJobs").count).toBeNull();
    expect(await listFailedJobs(db, NOW)).toBeNull();

    // A job store shaped like pg-boss's (the columns the dashboard reads).
    await db.execute(sql`create schema pgboss`);
    await db.execute(
      sql`create table pgboss.job (id uuid primary key default gen_random_uuid(), name text not null, state text not null,
          retry_count int not null default 0, completed_on timestamptz, output jsonb)`,
    );
    const weekAgo = ms(NOW, -7 * 86_400_000);
    await db.execute(sql`insert into pgboss.job (name, state, completed_on, output) values
      ('mail', 'failed', ${ms(weekAgo, -1).toISOString()}::timestamptz, '{"message":"old"}'),
      ('mail', 'failed', ${ms(weekAgo, 1).toISOString()}::timestamptz, '{"message":"smtp down"}'),
      ('crawl', 'failed', ${ms(NOW, -1000).toISOString()}::timestamptz, null),
      ('crawl', 'completed', ${ms(NOW, -1000).toISOString()}::timestamptz, null)`);
    const withJobs = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    const expectedJobs = await countOf(
      db,
      sql`select count(*) as n from pgboss.job where state = 'failed' and completed_on >= ${NOW.toISOString()}::timestamptz - interval '7 days'`,
    );
    expect(expectedJobs).toBe(2);
    expect(figure(withJobs, "failedJobs").count).toBe(expectedJobs);
    const list = await listFailedJobs(db, weekAgo);
    expect(list?.total).toBe(expectedJobs);
    expect(list?.rows.map((row) => row.error)).toEqual(["", "smtp down"]);
  });

  it("compares traffic and leads of the 7 agency days to today with the 7 before", async () => {
    const db = database.db;
    const staff = await staffMember(db);
    const view = (occurredAt: Date, visitorHash: string, name = "pageview") =>
      db.insert(analyticsEvents).values({ occurredAt, visitorHash, name, path: "/" });
    await view(ms(LAST_WEEK_START, -1), "v0");
    await view(LAST_WEEK_START, "v1");
    await view(ms(LAST_WEEK_START, 60_000), "v1");
    await view(ms(THIS_WEEK_START, -1), "v1");
    await view(THIS_WEEK_START, "v1");
    await view(ms(TODAY_START, 1000), "v2");
    await view(ms(TOMORROW_START, -1), "v2");
    await view(TOMORROW_START, "v3");
    await view(ms(TODAY_START, 2000), "v4", "CTA Click");
    for (const at of [
      ms(LAST_WEEK_START, -1),
      LAST_WEEK_START,
      ms(THIS_WEEK_START, -1),
      THIS_WEEK_START,
      ms(TOMORROW_START, -1),
      TOMORROW_START,
    ])
      await insertLead(db, { createdAt: at });
    await insertLead(db, { createdAt: THIS_WEEK_START, isSpam: true });

    const { week } = await loadDashboard(db, staff, NOW, { timeZone: NEW_YORK });
    expect(week.thisRange).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(week.lastRange).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    const zoned = "to_char(occurred_at at time zone 'America/New_York', 'YYYY-MM-DD')";
    const pageviews = (from: string, to: string) =>
      countOf(
        db,
        sql.raw(`select count(*) as n from analytics_events where name = 'pageview' and ${zoned} between '${from}' and '${to}'`),
      );
    const visitors = (from: string, to: string) =>
      countOf(
        db,
        sql.raw(
          `select count(*) as n from (select distinct ${zoned} as day, visitor_hash from analytics_events where name = 'pageview' and ${zoned} between '${from}' and '${to}') as daily`,
        ),
      );
    const leadCount = (from: string, to: string) =>
      countOf(
        db,
        sql.raw(
          `select count(*) as n from leads where not is_spam and to_char(created_at at time zone 'America/New_York', 'YYYY-MM-DD') between '${from}' and '${to}'`,
        ),
      );
    expect(await pageviews("2026-03-04", "2026-03-10")).toBe(3);
    expect(await pageviews("2026-02-25", "2026-03-03")).toBe(3);
    expect(week.pageviews).toMatchObject({ thisWeek: 3, lastWeek: 3 });
    // v1 on 03-04, v2 on 03-10 (twice, one visitor): 2 this week; v1 on 02-25 (twice) and on 03-03: 2 last week.
    expect(await visitors("2026-03-04", "2026-03-10")).toBe(2);
    expect(await visitors("2026-02-25", "2026-03-03")).toBe(2);
    expect(week.visitors).toMatchObject({ thisWeek: 2, lastWeek: 2 });
    expect(await leadCount("2026-03-04", "2026-03-10")).toBe(2);
    expect(await leadCount("2026-02-25", "2026-03-03")).toBe(2);
    expect(week.leads).toMatchObject({ thisWeek: 2, lastWeek: 2 });
    expect(await inboxTotal(db, week.leads.thisHref)).toBe(2);
    expect(await inboxTotal(db, week.leads.lastHref)).toBe(2);
    expect(week.pageviews.thisHref).toBe("/admin/analytics?from=2026-03-04&to=2026-03-10");
  });
});
