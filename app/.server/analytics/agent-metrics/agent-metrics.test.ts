import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callRoute } from "../../../../tests/support/call-route";
import { insertStaff } from "../../../../tests/support/staff-rows";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { action as metricsAction } from "../../../routes/api.agent-metrics";
import { accessCodeState, INVALID_ATTEMPTS_PER_HOUR, recordInvalidAccessCode } from "../../auth/access-code/check";
import { agentMetrics, rateLimitCounters } from "../../db/schema";
import { createLogger } from "../../log";
import type { RequestInfo } from "../../request-context";
import { answerMetricPost, answerMetricsRead, METRICS_PER_MINUTE } from "./answer";
import { parseMetricsQuery, readMetrics } from "./read-metrics";
import { recordMetric } from "./record-metric";

const secret = "s".repeat(40);
const info = (extra: Partial<RequestInfo> = {}): RequestInfo => ({
  requestId: "test",
  nonce: "n",
  log: createLogger("silent"),
  clientIp: "203.0.113.9",
  staff: null,
  ...extra,
});
const post = (body: string, type = "application/json") =>
  new Request("http://localhost/api/agent-metrics", { method: "POST", headers: { "content-type": type }, body });
const get = (query: string) => new Request(`http://localhost/api/agent-metrics${query}`);
const good = { metricType: "widget_error", value: 1, sessionId: "session-1234" };

describe("the metrics query", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("defaults to the last 7 days and accepts ISO dates and times", () => {
    expect(parseMetricsQuery(new URLSearchParams(), now)).toMatchObject({
      ok: true,
      range: { from: new Date("2026-03-03T12:00:00Z"), to: now },
      limit: 1000,
    });
    expect(parseMetricsQuery(new URLSearchParams("from=2026-03-01&to=2026-03-02T10:00:00%2B02:00&limit=5"), now)).toMatchObject({
      ok: true,
      range: { from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-03-02T08:00:00Z") },
      limit: 5,
    });
  });
  it("refuses bad dates, reversed and oversized ranges and bad limits with a clear message", () => {
    const bad = (query: string) => parseMetricsQuery(new URLSearchParams(query), now);
    expect(bad("from=yesterday")).toEqual({ ok: false, message: expect.stringContaining("from must be an ISO 8601 date") });
    expect(bad("to=2026-02-31T99:00")).toMatchObject({ ok: false });
    expect(bad("from=2026-03-05&to=2026-03-01")).toEqual({ ok: false, message: "from must not be after to." });
    expect(bad("from=2020-01-01&to=2026-01-01")).toEqual({ ok: false, message: expect.stringContaining("at most 366 days") });
    expect(bad("limit=0")).toMatchObject({ ok: false });
    expect(bad("limit=abc")).toMatchObject({ ok: false });
    expect(bad("limit=1001")).toMatchObject({ ok: false });
  });
});

describe("the access code", () => {
  const url = (query: string) => new URL(`http://localhost/about${query}`);
  it("is off when ACCESS_CODE is unset, and compares the value exactly", () => {
    expect(accessCodeState(undefined, url("?access_code=anything"))).toBe("absent");
    expect(accessCodeState("open-sesame-42", url(""))).toBe("absent");
    expect(accessCodeState("open-sesame-42", url("?access_code=open-sesame-42"))).toBe("valid");
    expect(accessCodeState("open-sesame-42", url("?access_code=open-sesame-4"))).toBe("invalid");
    expect(accessCodeState("open-sesame-42", url("?access_code="))).toBe("invalid");
  });
});

describe.each(testDatabaseTargets)("agent metrics on $name", (target) => {
  const database = migratedDatabase(target);
  const services = () => ({ database: { db: database.db }, secret });

  it("POST stores a widget's metric and answers 201 with the row", async () => {
    const response = await answerMetricPost(
      post(JSON.stringify({ ...good, priority: "high", details: { where: "chat" } })),
      services(),
      info(),
    );
    expect(response.status).toBe(201);
    const row = await response.json();
    expect(row).toMatchObject({
      metricType: "widget_error",
      value: 1,
      sessionId: "session-1234",
      priority: "high",
      details: { where: "chat" },
      userId: null,
    });
    expect(await database.db.select().from(agentMetrics)).toHaveLength(1);
  });

  it("POST refuses bad input with a clear 4xx and stores nothing", async () => {
    const cases: [Request, number, string][] = [
      [post("{not json"), 400, "not valid JSON"],
      [post("[1,2]"), 400, "must be a JSON object"],
      [post(JSON.stringify(good), "application/xml"), 415, "Content-Type: application/json"],
      [post(JSON.stringify({ ...good, metricType: "drop_tables" })), 400, "metricType must be one of"],
      [post(JSON.stringify({ ...good, metricType: "agent_metrics_read" })), 400, "metricType must be one of"],
      [post(JSON.stringify({ ...good, value: "1" })), 400, "value must be a number"],
      [post(JSON.stringify({ ...good, value: 1e12 })), 400, "value must be between"],
      [post(JSON.stringify({ ...good, sessionId: "x" })), 400, "sessionId must be"],
      [post(JSON.stringify({ ...good, priority: "urgent" })), 400, "priority must be one of"],
      [post(JSON.stringify({ ...good, details: { blob: "x".repeat(3000) } })), 400, "details can be at most"],
      [post(JSON.stringify({ ...good, details: "text" })), 400, "details must be an object"],
      [post(JSON.stringify({ ...good, userId: "someone-else" })), 400, "Unknown field: userId"],
      [post(JSON.stringify({ ...good, details: { blob: "x".repeat(9000) } })), 413, "too large"],
    ];
    for (const [request, status, message] of cases) {
      // Through the route: a body the socket cannot read is its envelope.
      const response = await callRoute(metricsAction, request, { services: services(), info: info() });
      expect(response.status, message).toBe(status);
      expect((await response.json()).error.message).toContain(message);
    }
    expect(await database.db.select().from(agentMetrics)).toHaveLength(0);
  });

  it("POST is rate limited per client address, keyed by a hash", async () => {
    const { db } = database;
    const limited = { ...services(), metricsPerMinute: 3 };
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) last = await answerMetricPost(post(JSON.stringify(good)), limited, info());
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toMatch(/^\d+$/);
    const [counter] = await db.select().from(rateLimitCounters);
    expect(counter?.key).not.toContain("203.0.113.9");
    // Another address is counted on its own.
    expect((await answerMetricPost(post(JSON.stringify(good)), services(), info({ clientIp: "198.51.100.1" }))).status).toBe(201);
    expect(METRICS_PER_MINUTE).toBeGreaterThanOrEqual(100);
  });

  it("GET returns the range newest first for a super admin or a token, and records the read", async () => {
    const { db } = database;
    const boss = await insertStaff(db, { email: "boss@agency.example", role: "super_admin", twoFactorEnabled: true });
    await recordMetric(db, { metricType: "cta_click", value: 1 }, new Date("2026-03-01T10:00:00Z"));
    await recordMetric(db, { metricType: "chat_opened", value: 2 }, new Date("2026-03-02T10:00:00Z"));
    await recordMetric(db, { metricType: "chat_opened", value: 3 }, new Date("2026-04-02T10:00:00Z"));
    const range = "?from=2026-03-01T00:00:00Z&to=2026-03-31T00:00:00Z";

    const bySession = await answerMetricsRead(get(range), services(), info({ staff: boss }));
    expect(bySession.status).toBe(200);
    const body = await bySession.json();
    expect(body.rows.map((row: { value: number }) => row.value)).toEqual([2, 1]);
    expect(body).toMatchObject({ truncated: false, limit: 1000, from: "2026-03-01T00:00:00.000Z" });

    const token = {
      id: "00000000-0000-4000-8000-000000000001",
      name: "CI",
      scopes: ["metrics:read"],
      createdBy: boss.id,
      createdByEmail: boss.email,
    };
    const byToken = await answerMetricsRead(get(`${range}&limit=1`), services(), info({ apiToken: token }));
    expect((await byToken.json()).truncated).toBe(true);

    const reads = await db.select().from(agentMetrics).where(eq(agentMetrics.metricType, "agent_metrics_read"));
    expect(reads.map((row) => row.details.via).sort()).toEqual(["session", "token"]);
    expect(reads.every((row) => row.userId === boss.id)).toBe(true);
  });

  it("GET refuses without a super admin or token, and bad dates with 400, recording nothing", async () => {
    const { db } = database;
    const admin = await insertStaff(db, { email: "admin@agency.example", role: "admin" });
    const boss = await insertStaff(db, { email: "boss@agency.example", role: "super_admin" });
    expect((await answerMetricsRead(get(""), services(), info())).status).toBe(401);
    expect((await answerMetricsRead(get(""), services(), info({ staff: admin }))).status).toBe(403);
    const bad = await answerMetricsRead(get("?from=last-week"), services(), info({ staff: boss }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain("from must be an ISO 8601 date");
    expect(await db.select().from(agentMetrics)).toHaveLength(0);
  });

  it("readMetrics caps the rows", async () => {
    const { db } = database;
    // Distinct times: rows written in the same microsecond (a busy machine) have no newest.
    const start = Date.now() - 30_000;
    for (let i = 0; i < 3; i++) {
      await db.insert(agentMetrics).values({ metricType: "cta_click", value: i, createdAt: new Date(start + i * 1000) });
    }
    const range = { from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) };
    expect(await readMetrics(db, range, 2)).toMatchObject({ truncated: true, rows: [{ value: 2 }, { value: 1 }] });
  });

  it("stores a wrong access code truncated, with path, time and browser, at most 10 an hour per address", async () => {
    const { db } = database;
    const attempt = { code: "x".repeat(80), path: "/about", userAgent: "Test/1.0", clientIp: "203.0.113.5" };
    for (let i = 0; i < INVALID_ATTEMPTS_PER_HOUR + 5; i++) await recordInvalidAccessCode(db, secret, attempt);
    const rows = await db.select().from(agentMetrics);
    expect(rows).toHaveLength(INVALID_ATTEMPTS_PER_HOUR);
    expect(rows[0]).toMatchObject({
      metricType: "invalid_access_code_attempt",
      details: { code: "x".repeat(32), path: "/about", userAgent: "Test/1.0" },
    });
    expect(rows[0]?.details.time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
