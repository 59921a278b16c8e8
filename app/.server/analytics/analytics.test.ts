import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { analyticsDaily, analyticsEvents, analyticsSalts, leads } from "../db/schema";
import { createLogger } from "../log";
import { type AnalyticsRuntime, createAnalyticsRuntime, createEventWriter } from "./event-writer";
import { ingestEvents } from "./ingest";
import { analyticsReport, previousRange } from "./report";
import { nightlyRollup, storeDay } from "./rollup";
import { deleteOldSalts, hashVisitor, saltFor, visitorHash } from "./visitor";

const log = createLogger("silent");
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const NOW = new Date("2026-06-10T12:00:00Z");
const NEW_YORK = "America/New_York";

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request("http://agency.example/api/events", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const page = (path: string, extra: Record<string, unknown> = {}) => ({ name: "pageview", path, width: "desktop", ...extra });

/** Malformed or hostile batches: each must be refused whole. */
const hostile: [string, unknown][] = [
  ["not JSON", "{events:"],
  ["empty body", ""],
  ["a bare array", [page("/")]],
  ["null", null],
  ["a number", 42],
  ["no events", {}],
  ["empty list", { events: [] }],
  ["events not a list", { events: "pageview" }],
  ["unknown name", { events: [{ name: "purchase", path: "/" }] }],
  ["name with different case", { events: [{ name: "PageView", path: "/" }] }],
  ["missing path", { events: [{ name: "pageview" }] }],
  ["path not absolute", { events: [page("about")] }],
  ["path with query", { events: [page("/about?email=a@b.c")] }],
  ["path too long", { events: [page(`/${"a".repeat(400)}`)] }],
  ["private path", { events: [page("/admin")] }],
  ["auth path", { events: [page("/auth/reset-password")] }],
  ["sitemap", { events: [page("/sitemap.xml")] }],
  ["api path", { events: [page("/api/leads")] }],
  ["control characters", { events: [page("/a\u0000b")] }],
  ["wrong width", { events: [page("/", { width: "huge" })] }],
  ["extra field", { events: [page("/", { email: "someone@example.com" })] }],
  ["too many events", { events: Array.from({ length: 26 }, () => page("/")) }],
  ["CTA without props", { events: [{ name: "CTA Click", path: "/" }] }],
  [
    "CTA text too long",
    {
      events: [
        {
          name: "CTA Click",
          path: "/",
          props: { ctaText: "x".repeat(201), ctaLink: "/contact", source: "hero", section: "hero" },
        },
      ],
    },
  ],
  [
    "CTA extra prop",
    {
      events: [
        {
          name: "CTA Click",
          path: "/",
          props: { ctaText: "Go", ctaLink: "/contact", source: "hero", section: "hero", value: "x" },
        },
      ],
    },
  ],
  ["vital unknown metric", { events: [{ name: "web_vitals", path: "/", props: { metric: "FID", value: 10 } }] }],
  ["vital value as string", { events: [{ name: "web_vitals", path: "/", props: { metric: "LCP", value: "1200" } }] }],
  ["vital negative", { events: [{ name: "web_vitals", path: "/", props: { metric: "CLS", value: -1 } }] }],
  ["vital huge", { events: [{ name: "web_vitals", path: "/", props: { metric: "LCP", value: 1e12 } }] }],
  ["404 without title", { events: [{ name: "404_error", path: "/missing", props: {} }] }],
  ["form with values", { events: [{ name: "form_submit", path: "/contact", props: { form: "contact", email: "a@b.c" } }] }],
  ["utm as string", { events: [page("/", { utm: "google" })] }],
  ["utm too long", { events: [page("/", { utm: { source: "g".repeat(101) } })] }],
  ["one bad among good", { events: [page("/"), page("/about"), { name: "pageview", path: 7 }] }],
  ["prototype pollution", JSON.parse('{"events":[{"name":"pageview","path":"/","__proto__":{"admin":true}}]}')],
];

describe.each(testDatabaseTargets)("analytics on $name", (target) => {
  const database = migratedDatabase(target);
  let runtime: AnalyticsRuntime;
  beforeEach(() => {
    runtime = createAnalyticsRuntime({ db: database.db, log, rateLimitPerMinute: 5 });
  });
  const deps = () => ({ db: database.db, runtime, timeZone: NEW_YORK, now: () => NOW });
  const count = async () => {
    await runtime.writer.flush();
    return (await database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents))[0]?.n ?? -1;
  };

  it(`refuses ${hostile.length} malformed or hostile batches with 400 and stores nothing`, async () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const [label, body] of hostile) {
      const outcome = await ingestEvents(deps(), { request: post(body), ip: "203.0.113.9" });
      expect(outcome.status, label).toBe(400);
    }
    const oversized = await ingestEvents(deps(), {
      request: post({ events: [page("/", { referrer: "x".repeat(20_000) })] }),
      ip: "203.0.113.9",
    });
    expect(oversized.status).toBe(413);
    const wrongType = await ingestEvents(deps(), {
      request: post({ events: [page("/")] }, { "content-type": "application/x-www-form-urlencoded" }),
      ip: "203.0.113.9",
    });
    expect(wrongType.status).toBe(415);
    expect(await count()).toBe(0);
  });

  it("stores a valid batch with the visitor key, referrer host and UTM, never the address", async () => {
    const outcome = await ingestEvents(deps(), {
      request: post({
        events: [
          page("/rehab-marketing/texas/austin", {
            route: "/{service}/{state}/{city}",
            referrer: "https://www.google.com/search?q=x",
            utm: { source: "google", campaign: "tx" },
          }),
          { name: "web_vitals", path: "/", props: { metric: "LCP", value: 4100, rating: "good" } },
        ],
      }),
      ip: "203.0.113.9",
    });
    expect(outcome).toEqual({ status: 204, stored: 2 });
    await runtime.writer.flush();
    const rows = await database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    const expected = await visitorHash(database.db, "203.0.113.9", CHROME, NEW_YORK, NOW);
    expect(rows[0]).toMatchObject({
      visitorHash: expected,
      referrerHost: "google.com",
      utmSource: "google",
      utmCampaign: "tx",
      routeTemplate: "/{service}/{state}/{city}",
    });
    // The server rates by the spec's thresholds, whatever the browser claimed.
    expect(rows[1]?.props).toMatchObject({ metric: "LCP", rating: "poor" });
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
  });

  it("drops bots and privacy signals without storing, and rate limits per visitor", async () => {
    const bot = await ingestEvents(deps(), {
      request: post({ events: [page("/")] }, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      ip: "203.0.113.9",
    });
    expect(bot).toMatchObject({ status: 204, stored: 0, dropped: "bot" });
    const gpc = await ingestEvents(deps(), { request: post({ events: [page("/")] }, { "sec-gpc": "1" }), ip: "203.0.113.9" });
    expect(gpc).toMatchObject({ status: 204, stored: 0 });
    const dnt = await ingestEvents(deps(), { request: post({ events: [page("/")] }, { dnt: "1" }), ip: "203.0.113.9" });
    expect(dnt).toMatchObject({ status: 204, stored: 0 });
    expect(await count()).toBe(0);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await ingestEvents(deps(), { request: post({ events: [page("/")] }), ip: "198.51.100.1" })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    // Another visitor is not held back by the first one's flood.
    expect((await ingestEvents(deps(), { request: post({ events: [page("/")] }), ip: "198.51.100.2" })).status).toBe(204);
    expect(await count()).toBe(6);
  });

  it("limits one address whatever User-Agent each batch claims (C9)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const request = post({ events: [page("/")] }, { "user-agent": `${CHROME} Rotated/${i}` });
      statuses.push((await ingestEvents(deps(), { request, ip: "198.51.100.77" })).status);
    }
    // Five per visitor a minute here, and four times that per address.
    expect(statuses.filter((status) => status === 204)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    // Another address is not held back.
    expect((await ingestEvents(deps(), { request: post({ events: [page("/")] }), ip: "198.51.100.78" })).status).toBe(204);
  });

  it("keys visitors with a daily salt kept in the database and deletes salts after 48 hours", async () => {
    const db = database.db;
    const day1 = await saltFor(db, "2026-06-10");
    expect(await saltFor(db, "2026-06-10")).toBe(day1);
    const day2 = await saltFor(db, "2026-06-11");
    expect(day2).not.toBe(day1);
    expect(hashVisitor(day1, "203.0.113.9", CHROME)).not.toBe(hashVisitor(day2, "203.0.113.9", CHROME));
    expect(hashVisitor(day1, "203.0.113.9", CHROME)).not.toBe(hashVisitor(day1, "203.0.113.10", CHROME));
    expect(hashVisitor(day1, "203.0.113.9", CHROME)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await db
      .update(analyticsSalts)
      .set({ createdAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(analyticsSalts.day, "2026-06-10"));
    expect(await deleteOldSalts(db)).toBe(1);
    expect((await db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(["2026-06-11"]);
  });

  it("rolls up a day and the dashboard report shows exactly its figures, against the previous range", async () => {
    const db = database.db;
    const at = (time: string) => new Date(`2026-06-10T${time}Z`);
    const ev = (
      visitor: string,
      time: string,
      name: string,
      path: string,
      extra: Partial<typeof analyticsEvents.$inferInsert> = {},
    ) => ({
      occurredAt: at(time),
      name,
      visitorHash: visitor,
      path,
      widthClass: "mobile",
      ...extra,
    });
    const city = "/rehab-marketing/texas/austin";
    await db.insert(analyticsEvents).values([
      ev("a", "10:00:00", "pageview", city, {
        routeTemplate: "/{service}/{state}/{city}",
        referrerHost: "google.com",
        utmSource: "google",
        utmCampaign: "tx",
      }),
      ev("a", "10:01:00", "CTA Click", city, {
        props: { ctaText: "Get Started", ctaLink: "/contact", source: "hero", section: "hero" },
      }),
      ev("a", "10:02:00", "pageview", "/contact", { routeTemplate: "/contact" }),
      ev("a", "10:03:00", "form_start", "/contact", { props: { form: "Schedule a Consultation" } }),
      ev("a", "10:04:00", "form_submit", "/contact", { props: { form: "Schedule a Consultation" } }),
      ev("b", "11:00:00", "pageview", "/", { routeTemplate: "/", widthClass: "desktop" }),
      ev("c", "12:00:00", "pageview", "/", { routeTemplate: "/", widthClass: "desktop" }),
      ev("c", "12:01:00", "pageview", "/nowhere", { routeTemplate: "404" }),
      ev("c", "12:01:01", "404_error", "/nowhere", { props: { title: "Page Not Found", referrer: "agency.example/" } }),
      ...[1000, 2000, 3000, 5000].map((value, i) =>
        ev("b", `11:00:0${i}`, "web_vitals", "/", {
          routeTemplate: "/",
          props: { metric: "LCP", value, rating: value <= 2500 ? "good" : value <= 4000 ? "needs-improvement" : "poor" },
        }),
      ),
      ev("b", "11:00:09", "web_vitals", "/", { routeTemplate: "/", props: { metric: "LONG_TASKS", value: 3, totalMs: 240 } }),
      // The day before: the previous range.
      { ...ev("z", "10:00:00", "pageview", "/"), occurredAt: new Date("2026-06-09T10:00:00Z") },
    ]);
    await db.insert(leads).values({
      formType: "contact",
      name: "Dana",
      email: "dana@example.com",
      message: "Hello there, we need help.",
      consentVersion: "2026-11-21",
      consentAt: at("10:05:00"),
      landingPage: `https://agency.example${city}`,
      visitorHash: "a",
      createdAt: at("10:05:00"),
    });

    const report = await analyticsReport(
      db,
      { from: "2026-06-10", to: "2026-06-10" },
      { now: new Date("2026-06-12T00:00:00Z"), retentionDays: 90, timeZone: NEW_YORK },
    );
    expect(report.previous).toEqual({ from: "2026-06-09", to: "2026-06-09" });
    expect(report.totals).toEqual({ visitors: 3, pageviews: 5, visits: 3, viewsPerVisit: 5 / 3, bounceRate: 1 / 3 });
    expect(report.previousTotals).toMatchObject({ visitors: 1, pageviews: 1, bounceRate: 1 });
    expect(report.pages).toEqual([
      { key: "/", views: 2, visitors: 2 },
      { key: "/contact", views: 1, visitors: 1 },
      { key: "/nowhere", views: 1, visitors: 1 },
      { key: city, views: 1, visitors: 1 },
    ]);
    expect(report.routes.find((row) => row.key === "/{service}/{state}/{city}")).toEqual({
      key: "/{service}/{state}/{city}",
      views: 1,
      visitors: 1,
    });
    expect(report.referrers).toEqual([{ key: "google.com", views: 1, visitors: 1 }]);
    expect(report.sources).toEqual([{ key: "google", views: 1, visitors: 1 }]);
    expect(report.campaigns).toEqual([{ key: "tx", views: 1, visitors: 1 }]);
    expect(report.devices).toEqual([
      { key: "mobile", views: 3, visitors: 2 },
      { key: "desktop", views: 2, visitors: 2 },
    ]);
    expect(report.ctas).toEqual([
      { text: "Get Started", section: "hero", path: city, link: "/contact", source: "hero", clicks: 1, visitors: 1, ctr: 1 },
    ]);
    expect(report.vitals).toEqual([{ route: "/", metric: "LCP", samples: 4, p75: 3500, good: 2, ni: 1, poor: 1 }]);
    expect(report.longTasks).toEqual([{ route: "/", pageviews: 1, tasks: 3 }]);
    expect(report.notFound).toEqual([{ path: "/nowhere", referrer: "agency.example/", title: "Page Not Found", count: 1 }]);
    expect(report.forms).toEqual([{ form: "Schedule a Consultation", starts: 1, submits: 1 }]);
    expect(report.funnel).toEqual([
      { landing: "/", route: "/", visits: 2, cta: 0, leads: 0, conversion: 0 },
      { landing: city, route: "/{service}/{state}/{city}", visits: 1, cta: 1, leads: 1, conversion: 1 },
    ]);
    expect(report.cityFunnel.map((row) => row.landing)).toEqual([city]);

    // Finished days got their marker; the same report comes from the stored rollups alone.
    const markers = await db.select().from(analyticsDaily).where(eq(analyticsDaily.metric, "rolled"));
    expect(markers.map((row) => row.day).sort()).toEqual(["2026-06-09", "2026-06-10"]);
    await db.delete(analyticsEvents);
    const again = await analyticsReport(
      db,
      { from: "2026-06-10", to: "2026-06-10" },
      { now: new Date("2026-06-12T00:00:00Z"), retentionDays: 90, timeZone: NEW_YORK },
    );
    expect(again.totals).toEqual(report.totals);
    expect(again.funnel).toEqual(report.funnel);
  });

  it("the nightly job rolls up finished days and deletes raw events past retention", async () => {
    const db = database.db;
    const old = new Date("2026-01-01T10:00:00Z");
    await db.insert(analyticsEvents).values([
      { occurredAt: old, name: "pageview", visitorHash: "x", path: "/" },
      { occurredAt: new Date("2026-06-09T10:00:00Z"), name: "pageview", visitorHash: "y", path: "/" },
    ]);
    // A rollup made while the old day was still within retention survives its raw events.
    await storeDay(db, "2026-01-01", true, NEW_YORK);
    const { deleted } = await nightlyRollup(db, { now: NOW, retentionDays: 90, timeZone: NEW_YORK });
    expect(deleted).toBe(1);
    expect(await count()).toBe(1);
    const report = await analyticsReport(
      db,
      { from: "2026-01-01", to: "2026-06-09" },
      { now: NOW, retentionDays: 90, timeZone: NEW_YORK },
    );
    expect(report.totals.pageviews).toBe(2);
  });

  it("the write-behind buffer writes batches together, on time, and everything left on close", async () => {
    const writer = createEventWriter({ db: database.db, log, flushMs: 50 });
    const row = (path: string) => ({ name: "pageview", visitorHash: "w", path, occurredAt: NOW });
    expect(writer.add([row("/a"), row("/b")])).toBe(true);
    expect(writer.add([row("/c")])).toBe(true);
    await expect.poll(async () => (await database.db.select().from(analyticsEvents)).length).toBe(3);
    writer.add([row("/d")]);
    await writer.close();
    expect((await database.db.select().from(analyticsEvents)).map((r) => r.path).sort()).toEqual(["/a", "/b", "/c", "/d"]);
    // Closed: nothing more is taken.
    expect(writer.add([row("/e")])).toBe(false);
  });

  it("ranges: the previous range has the same length and ends the day before", () => {
    expect(previousRange({ from: "2026-03-01", to: "2026-03-07" })).toEqual({ from: "2026-02-22", to: "2026-02-28" });
  });
});
