import { describe, expect, it } from "vitest";
import { agencyDay } from "~/lib/agency-day";
import { figuresQuery } from "~/lib/inbox/query";
import { zonedTimeToUtc } from "~/lib/leads/session-slots";
import { insertLead } from "../../tests/support/inbox-fixtures";
import { migratedDatabase, testDatabaseTargets } from "../../tests/support/test-databases";
import { explorerRange, metricsByDay, readMetrics } from "./analytics/agent-metrics/read-metrics";
import { recordMetric } from "./analytics/agent-metrics/record-metric";
import { createAnalyticsRuntime } from "./analytics/event-writer";
import { ingestEvents } from "./analytics/ingest";
import { analyticsReport } from "./analytics/report";
import { agentSystemFigures } from "./chat/admin/agent-system";
import { tokensUsedToday } from "./chat/conversations";
import { chatConversations, chatMessages } from "./db/schema";
import { keyFigures } from "./inbox/list/figures";
import { createLogger } from "./log";

/**
 * Issue 20 D4: one time zone for the agency (AGENCY_TIME_ZONE), used by every
 * report. A lead, a visit and an agent metric at 23:30 on March 2 and again at
 * 00:30 on March 3, agency time, must fall on March 2 and March 3 in the leads
 * figures, the analytics dashboard, the assistant's figures and the
 * super-admin metrics explorer alike, in zones on both sides of UTC.
 */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const log = createLogger("silent");

const beacon = (path: string) =>
  new Request("http://agency.example/api/events", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
    body: JSON.stringify({ events: [{ name: "pageview", path, width: "desktop" }] }),
  });

describe.each(testDatabaseTargets)("reports count the agency's days on $name", (target) => {
  const database = migratedDatabase(target);

  it.each(["America/Los_Angeles", "Europe/Berlin"])(
    "in %s, an evening's lead and visit fall on the same day everywhere",
    async (zone) => {
      const db = database.db;
      const wall = (day: number, hour: number, minute: number) =>
        zonedTimeToUtc({ year: 2026, month: 3, day, hour, minute }, zone);
      const evening = wall(2, 23, 30);
      const afterMidnight = wall(3, 0, 30);
      // In UTC the two would share a day (Los Angeles: March 3, Berlin: March 2): only the agency's zone tells them apart.
      expect(agencyDay(evening, "UTC")).toBe(agencyDay(afterMidnight, "UTC"));
      const now = wall(4, 12, 0);

      const runtime = createAnalyticsRuntime({ db, log, rateLimitPerMinute: 100 });
      for (const [index, at] of [evening, afterMidnight].entries()) {
        const visit = await ingestEvents(
          { db, runtime, timeZone: zone, now: () => at },
          { request: beacon("/contact"), ip: `198.51.100.${10 + index}` },
        );
        expect(visit.status).toBe(204);
        await insertLead(db, { createdAt: at, formType: "chat", name: `Chat lead ${index}` });
        await recordMetric(db, { metricType: "chat_opened", value: 1, sessionId: `s-${index}` }, at);
      }
      await runtime.writer.close();
      const range = { from: "2026-03-02", to: "2026-03-03" };
      const oneEach = [
        { day: "2026-03-02", n: 1 },
        { day: "2026-03-03", n: 1 },
      ];

      // The super-admin metrics explorer (/super-admin/metrics): one day asked for is that day in the agency's zone.
      for (const { day } of oneEach) {
        const explorer = explorerRange(new URLSearchParams({ from: day, to: day }), now, zone);
        expect(explorer.problem).toBeUndefined();
        expect(await metricsByDay(db, explorer.range, zone)).toEqual([{ metricType: "chat_opened", day, count: 1, average: 1 }]);
        expect((await readMetrics(db, explorer.range)).rows).toHaveLength(1);
      }
      const both = explorerRange(new URLSearchParams(range), now, zone);
      expect((await metricsByDay(db, both.range, zone)).map((row) => ({ day: row.day, n: row.count }))).toEqual(oneEach);

      // The leads figures (/admin/figures).
      const figures = await keyFigures(db, range, zone);
      expect(
        figures.days.map((day) => ({ day: day.day, n: figures.sources.reduce((sum, s) => sum + Number(day[s]), 0) })),
      ).toEqual(oneEach);
      expect(figuresQuery(agencyDay(now, zone)).parse({})).toMatchObject({ to: "2026-03-04" });

      // The analytics dashboard (/admin/analytics), from its daily rollups.
      const report = await analyticsReport(db, range, { now, retentionDays: 90, timeZone: zone });
      expect(report.series.map((day) => ({ day: day.day, n: day.pageviews }))).toEqual(oneEach);
      expect(report.totals.pageviews).toBe(2);

      // The assistant's figures (/ai-agent-system): the chat leads.
      const agent = await agentSystemFigures(db, now, zone, 3);
      expect(agent.days.map((day) => ({ day: day.day, n: day.leads }))).toEqual([...oneEach, { day: "2026-03-04", n: 0 }]);
    },
  );

  it("counts analytics days again when the agency's zone changes, while the raw events are kept", async () => {
    const db = database.db;
    const runtime = createAnalyticsRuntime({ db, log, rateLimitPerMinute: 100 });
    // 23:30 on March 2 in Los Angeles is 07:30 UTC on March 3.
    const at = new Date("2026-03-03T07:30:00Z");
    await ingestEvents(
      { db, runtime, timeZone: "America/Los_Angeles", now: () => at },
      { request: beacon("/"), ip: "198.51.100.20" },
    );
    await runtime.writer.close();
    const range = { from: "2026-03-02", to: "2026-03-03" };
    const now = new Date("2026-03-05T20:00:00Z");
    const series = async (timeZone: string) =>
      (await analyticsReport(db, range, { now, retentionDays: 90, timeZone })).series.map((day) => day.pageviews);
    expect(await series("America/Los_Angeles")).toEqual([1, 0]);
    // Both days were rolled up for good in Los Angeles; in UTC they are counted again, not read back as they were.
    expect(await series("UTC")).toEqual([0, 1]);
    expect(await series("America/Los_Angeles")).toEqual([1, 0]);
  });
  it.each(["America/Los_Angeles", "Europe/Berlin"])(
    "in %s, the chat's daily token budget starts afresh at the agency's midnight",
    async (zone) => {
      const db = database.db;
      const wall = (day: number, hour: number, minute: number) =>
        zonedTimeToUtc({ year: 2026, month: 3, day, hour, minute }, zone);
      const [conversation] = await db
        .insert(chatConversations)
        .values({ ownerHash: "owner" })
        .returning({ id: chatConversations.id });
      const spent = (at: Date, tokens: number) =>
        db.insert(chatMessages).values({
          conversationId: conversation!.id,
          role: "assistant",
          content: "answer",
          promptTokens: tokens,
          completionTokens: 0,
          createdAt: at,
        });
      await spent(wall(2, 23, 30), 700);
      expect(await tokensUsedToday(db, zone, wall(2, 23, 45))).toBe(700);
      await spent(wall(3, 0, 30), 40);
      expect(await tokensUsedToday(db, zone, wall(3, 12, 0))).toBe(40);
    },
  );
});
