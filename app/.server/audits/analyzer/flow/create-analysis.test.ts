import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANALYZER_TEXT } from "~/lib/audits/analyzer";
import { leadDepsFor } from "../../../../../tests/support/lead-deps";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { accessRuleFor } from "../../../auth/access-rules";
import { isCrossSite } from "../../../auth/guard";
import { parseConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { analyses, clientIngestions, crawls, leads, rateLimitCounters } from "../../../db/schema";
import { answer } from "../../../http/api-handler";
import { submitLead } from "../../../leads/capture/submit-lead";
import { createLogger } from "../../../log";
import { createMailer } from "../../../mail/transport";
import { type AnalyzerServices, answerCreate, answerEvents, answerRead, answerReport } from "./api";
import { type CreateAnalysisDeps, createAnalysis } from "./create-analysis";
import { analysisState, findAnalysis } from "./read-analysis";
import { reportRenderers } from "./renderers";

const log = createLogger("silent");
const SECRET = "test-secret-test-secret-test-secret-0123";
/** Public names resolve to a documentation-free public address; private ones to what an attacker would point them at. */
const resolve = async (host: string) => {
  const table: Record<string, string[]> = {
    "harbor-recovery.example": ["93.184.215.14"],
    "www.harbor-recovery.example": ["93.184.215.14"],
    "rebind.attacker.example": ["93.184.215.14", "127.0.0.1"],
    "metadata.attacker.example": ["169.254.169.254"],
    "v6.attacker.example": ["::ffff:10.0.0.1"],
  };
  const found = table[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found;
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "analyzer-flow-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(testDatabaseTargets)("starting an analysis on $name", (target) => {
  const database = migratedDatabase(target);

  function setUp(db: Db, env: Record<string, string> = {}) {
    const config = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "https://agency.example", ...env });
    const send = vi.fn(async () => "job-id");
    const mailer = createMailer(config.mail, log);
    const core = {
      config,
      database: { db } as AnalyzerServices["database"],
      jobs: { send, queues: [], stop: async () => {} } as unknown as AnalyzerServices["jobs"],
      mailer,
      secret: SECRET,
      log,
    };
    const services: AnalyzerServices = { ...core, leads: leadDepsFor(core) };
    const enqueued: string[] = [];
    const deps: CreateAnalysisDeps = {
      db,
      log,
      secret: SECRET,
      config,
      resolve,
      enqueue: async (_tx, id) => {
        enqueued.push(id);
      },
      submitLead: (raw) =>
        submitLead(services.leads, "analyzer", raw, { ip: "198.51.100.20", userAgent: null, tokenRequired: false }),
    };
    return { config, deps, enqueued, services, send };
  }

  async function counts(db: Db) {
    const [a] = await db.$count(analyses).then((n) => [n]);
    return {
      analyses: a,
      crawls: await db.$count(crawls),
      ingestions: await db.$count(clientIngestions),
      leads: await db.$count(leads),
    };
  }

  it("stores the ingestion, the crawl and the analysis and queues the job; a second run of the site shares the ingestion", async () => {
    const db = database.db;
    const { deps, enqueued } = setUp(db);
    const first = await createAnalysis(
      deps,
      { url: "  harbor-recovery.example/admissions#top " },
      { ip: "198.51.100.20", staffId: null },
    );
    expect(first.status).toBe("created");
    if (first.status !== "created") return;
    expect(enqueued).toEqual([first.id]);
    const [analysis] = await db.select().from(analyses).where(eq(analyses.id, first.id));
    expect(analysis).toMatchObject({
      url: "https://harbor-recovery.example/admissions",
      status: "pending",
      progress: 0,
      leadId: null,
    });
    const [crawl] = await db
      .select()
      .from(crawls)
      .where(eq(crawls.id, analysis?.crawlId ?? ""));
    expect(crawl).toMatchObject({ maxPages: 25, status: "queued", host: "harbor-recovery.example" });
    const [ingestion] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, first.ingestionId));
    expect(ingestion).toMatchObject({
      status: "pending",
      progress: 0,
      currentStep: "Initializing",
      completedSteps: [],
      scheduleInterval: "0 0 * * 1",
      scheduleTimezone: "America/New_York",
      // Anonymous and no e-mail: not re-analysed by schedule.
      nextRunAt: null,
    });
    expect(ingestion?.clientData.businessName).toBe("harbor-recovery.example");

    const second = await createAnalysis(
      deps,
      { url: "https://harbor-recovery.example/admissions" },
      { ip: "198.51.100.20", staffId: "staff-1" },
    );
    expect(second.status === "created" && second.ingestionId).toBe(first.ingestionId);
    const [staffCrawl] = await db.select().from(crawls).where(eq(crawls.requestedBy, "staff:staff-1"));
    expect(staffCrawl?.maxPages).toBe(200);
    // Staff runs are re-analysed weekly: Monday midnight in New York.
    const [scheduled] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, first.ingestionId));
    expect(scheduled?.nextRunAt?.getUTCDay()).toBe(1);
    expect([4, 5]).toContain(scheduled?.nextRunAt?.getUTCHours());
  });

  it("an e-mail becomes an analyzer lead through the lead pipeline, with the report link in the visitor's e-mail", async () => {
    const db = database.db;
    const { deps } = setUp(db);
    const result = await createAnalysis(
      deps,
      { url: "https://www.harbor-recovery.example", email: "director@harbor-recovery.example", consent: true },
      { ip: "198.51.100.21", staffId: null },
    );
    expect(result.status).toBe("created");
    if (result.status !== "created") return;
    const [analysis] = await db.select().from(analyses).where(eq(analyses.id, result.id));
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, analysis?.leadId ?? ""));
    expect(lead).toMatchObject({
      formType: "analyzer",
      email: "director@harbor-recovery.example",
      isSpam: false,
      consentVersion: expect.any(String),
    });
    const link = `https://agency.example/client-ingestion/${result.id}`;
    expect(lead?.message).toContain(link);
    const outbox = path.join(dataDir, "outbox");
    const files = await readdir(outbox);
    // Quoted-printable: soft line breaks joined, escapes decoded.
    const decode = (mail: string) =>
      mail
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const mails = await Promise.all(files.map(async (file) => decode(await readFile(path.join(outbox, file), "utf8"))));
    // Both databases' runs write to one outbox: the visitor's e-mail of this run is the one naming it.
    const visitorMail = mails.find((mail) => /^To: director@harbor-recovery\.example/m.test(mail) && mail.includes(result.id));
    expect(visitorMail).toContain(link);
    expect(visitorMail).toMatch(/Subject: Your website analysis report for www\.harbor-recovery\.example/);
    // Someone left an address: the site is re-analysed weekly.
    const [ingestion] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, result.ingestionId));
    expect(ingestion?.nextRunAt).toBeInstanceOf(Date);
  });

  it("an e-mail without consent, or a bad e-mail, starts nothing", async () => {
    const db = database.db;
    const { deps, enqueued } = setUp(db);
    const who = { ip: "198.51.100.22", staffId: null };
    expect(
      await createAnalysis(deps, { url: "harbor-recovery.example", email: "director@harbor-recovery.example" }, who),
    ).toMatchObject({
      status: "invalid",
      fields: { consent: ANALYZER_TEXT.consent },
    });
    expect(
      await createAnalysis(deps, { url: "harbor-recovery.example", email: "not-an-email", consent: true }, who),
    ).toMatchObject({
      status: "invalid",
      fields: { email: ANALYZER_TEXT.email },
    });
    expect(enqueued).toEqual([]);
    expect(await counts(db)).toEqual({ analyses: 0, crawls: 0, ingestions: 0, leads: 0 });
  });

  it("a visitor is limited per window, counted in the database; staff are not", async () => {
    const db = database.db;
    const { deps } = setUp(db, { ANALYZER_RATE_LIMIT: "2" });
    const who = { ip: "198.51.100.23", staffId: null };
    for (let i = 0; i < 2; i++)
      expect((await createAnalysis(deps, { url: "harbor-recovery.example" }, who)).status).toBe("created");
    const refused = await createAnalysis(deps, { url: "harbor-recovery.example" }, who);
    expect(refused).toMatchObject({ status: "rate_limited", retryAfterSeconds: expect.any(Number) });
    expect(refused.status === "rate_limited" && refused.message).toMatch(/^You have started several analyses/);
    expect((await createAnalysis(deps, { url: "harbor-recovery.example" }, { ...who, ip: "198.51.100.24" })).status).toBe(
      "created",
    );
    expect((await createAnalysis(deps, { url: "harbor-recovery.example" }, { ...who, staffId: "s" })).status).toBe("created");
    expect(await db.$count(analyses)).toBe(4);
    expect(await db.$count(rateLimitCounters)).toBe(2);
  });

  it("a waiting analysis shows its place in the queue, and the lab browser's queue while it waits for it", async () => {
    const db = database.db;
    const { deps } = setUp(db);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const at = new Date(Date.parse("2026-11-23T12:00:00Z") + i * 1000);
      const result = await createAnalysis(
        { ...deps, now: () => at },
        { url: "harbor-recovery.example" },
        { ip: "198.51.100.40", staffId: "s" },
      );
      if (result.status === "created") ids.push(result.id);
    }
    const stateOf = async (id: string) =>
      analysisState(db, (await findAnalysis(db, id)) as NonNullable<Awaited<ReturnType<typeof findAnalysis>>>);
    expect((await stateOf(ids[2] ?? "")).queuePosition).toBe(3);
    await db
      .update(analyses)
      .set({ status: "analyzing", measurements: { labQueuePosition: 1 } })
      .where(eq(analyses.id, ids[0] ?? ""));
    expect(await stateOf(ids[2] ?? "")).toMatchObject({ queuePosition: 2, labQueuePosition: null });
    expect(await stateOf(ids[0] ?? "")).toMatchObject({ queuePosition: null, labQueuePosition: 1 });
  });

  /** Issue 12: at least 30 malformed or hostile requests, each a clear 4xx that starts nothing. */
  const hostile: [string, BodyInit | null, Record<string, string>, number, RegExp][] = [
    ["no body", null, {}, 400, /not valid JSON/],
    ["no content type", '{"url":"https://harbor-recovery.example/"}', { "content-type": "" }, 415, /application\/json/],
    ["text/plain", '{"url":"https://harbor-recovery.example/"}', { "content-type": "text/plain" }, 415, /application\/json/],
    [
      "form encoding",
      "url=https://harbor-recovery.example",
      { "content-type": "application/x-www-form-urlencoded" },
      415,
      /json/,
    ],
    ["malformed JSON", "{url:", {}, 400, /not valid JSON/],
    ["JSON array", "[]", {}, 400, /JSON object/],
    ["JSON string", '"https://harbor-recovery.example"', {}, 400, /JSON object/],
    ["JSON null", "null", {}, 400, /JSON object/],
    ["oversized body", JSON.stringify({ url: `https://harbor-recovery.example/${"a".repeat(70_000)}` }), {}, 413, /too large/],
    ["empty object", "{}", {}, 400, /^Please enter a website URL$/],
    ["empty url", '{"url":""}', {}, 400, /^Please enter a website URL$/],
    ["whitespace url", '{"url":"   \\t "}', {}, 400, /^Please enter a website URL$/],
    ["number url", '{"url":42}', {}, 400, /^Please enter a website URL$/],
    ["array url", '{"url":["https://harbor-recovery.example"]}', {}, 400, /^Please enter a website URL$/],
    ["object url", '{"url":{"href":"https://harbor-recovery.example"}}', {}, 400, /^Please enter a website URL$/],
    ["over-long url", JSON.stringify({ url: `https://harbor-recovery.example/${"a".repeat(3000)}` }), {}, 400, /too long/],
    ["file scheme", '{"url":"file:///etc/passwd"}', {}, 400, /Only http/],
    ["javascript scheme", '{"url":"javascript:alert(1)"}', {}, 400, /Only http/],
    ["data scheme", '{"url":"data:text/html,<h1>x</h1>"}', {}, 400, /Only http/],
    ["ftp scheme", '{"url":"ftp://harbor-recovery.example/"}', {}, 400, /Only http/],
    ["gopher scheme", '{"url":"gopher://127.0.0.1:6379/_INFO"}', {}, 400, /Only http/],
    ["credentials", '{"url":"https://admin:secret@harbor-recovery.example/"}', {}, 400, /user name and password/],
    ["loopback", '{"url":"http://127.0.0.1/"}', {}, 400, /private or local/],
    ["localhost", '{"url":"http://localhost/admin"}', {}, 400, /private or local/],
    ["decimal loopback", '{"url":"http://2130706433/"}', {}, 400, /private or local/],
    ["hex loopback", '{"url":"http://0x7f.0.0.1/"}', {}, 400, /private or local/],
    ["private 10/8", '{"url":"http://10.0.0.5/"}', {}, 400, /private or local/],
    ["private 192.168", '{"url":"https://192.168.1.1/"}', {}, 400, /private or local/],
    ["metadata address", '{"url":"http://169.254.169.254/latest/meta-data/"}', {}, 400, /private or local/],
    ["IPv6 loopback", '{"url":"http://[::1]/"}', {}, 400, /private or local/],
    ["IPv4-mapped IPv6", '{"url":"http://[::ffff:127.0.0.1]/"}', {}, 400, /private or local/],
    ["unique-local IPv6", '{"url":"http://[fd00::1]/"}', {}, 400, /private or local/],
    ["name resolving to metadata", '{"url":"http://metadata.attacker.example/"}', {}, 400, /private or local/],
    ["name resolving partly to loopback", '{"url":"https://rebind.attacker.example/"}', {}, 400, /private or local/],
    ["name resolving to mapped private IPv6", '{"url":"https://v6.attacker.example/"}', {}, 400, /private or local/],
    ["non-default port", '{"url":"https://harbor-recovery.example:6379/"}', {}, 400, /standard web ports/],
    ["unknown name", '{"url":"https://no-such-site.example/"}', {}, 400, /could not be found/],
    ["single label", '{"url":"https://intranet/"}', {}, 400, /valid website address/],
    ["spaces inside", '{"url":"https://harbor recovery.example/"}', {}, 400, /valid website address/],
    ["unknown field", '{"url":"https://harbor-recovery.example/","maxPages":5000}', {}, 400, /Unknown field: maxPages/],
    ["prototype pollution", '{"url":"https://harbor-recovery.example/","__proto__":{"admin":true}}', {}, 400, /Unknown field/],
    ["email wrong type", '{"url":"https://harbor-recovery.example/","email":["a@b.example"]}', {}, 400, /valid email/],
    [
      "email header injection",
      '{"url":"https://harbor-recovery.example/","email":"a@b.example\\r\\nBcc: x@y.example","consent":true}',
      {},
      400,
      /valid email/,
    ],
    [
      "consent wrong type",
      '{"url":"https://harbor-recovery.example/","email":"a@b.example","consent":"yes please"}',
      {},
      400,
      /^You must accept the privacy policy\.$/,
    ],
  ];

  it(`answers ${hostile.length} malformed or hostile requests with a clear 4xx and starts nothing`, async () => {
    const db = database.db;
    const { services, send } = setUp(db);
    const info = { requestId: "r", nonce: "n", log, clientIp: "198.51.100.30" };
    for (const [name, body, headers, status, message] of hostile) {
      const request = new Request("https://agency.example/api/analyses", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
      // The private-address checks resolve through the test table, as the deps do.
      const response = await answerCreateWith(request, services, info);
      const answer = (await response.json()) as { error?: { message?: string } };
      expect({ name, status: response.status }).toEqual({ name, status });
      expect(answer.error?.message, name).toMatch(message);
      expect(answer.error?.message, name).not.toMatch(/at \w+ \(|node_modules|Failed query/);
    }
    expect(send).not.toHaveBeenCalled();
    expect(await counts(db)).toEqual({ analyses: 0, crawls: 0, ingestions: 0, leads: 0 });
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it("unknown and malformed ids are a JSON 404 on every read, never a 500", async () => {
    const db = database.db;
    const { services } = setUp(db);
    const request = new Request("https://agency.example/api/analyses/x/events");
    for (const id of [
      "00000000-0000-4000-8000-000000000000",
      "nope",
      "../../etc/passwd",
      "1 or 1=1",
      "%00",
      "",
      "a".repeat(5000),
    ]) {
      for (const response of [
        await answerRead(id, services),
        await answerEvents(id, request, services),
        await answerReport(id, "pdf", services, reportRenderers),
        await answerReport(id, "csv", services, reportRenderers),
        await answerReport(id, "json", services, reportRenderers),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: ANALYZER_TEXT.notFound } });
      }
    }
  });

  it("the guard refuses a foreign Origin before the route runs, and GET is a 405 elsewhere", () => {
    expect(accessRuleFor("/api/analyses")).toMatchObject({ need: "public", kind: "api" });
    const post = (headers: Record<string, string>) =>
      ({ method: "POST", headers: { host: "agency.example", ...headers }, socket: {} }) as unknown as IncomingMessage;
    const publicUrl = new URL("https://agency.example");
    expect(isCrossSite(post({ origin: "https://evil.example" }), publicUrl)).toBe(true);
    expect(isCrossSite(post({ origin: "null", "sec-fetch-site": "cross-site" }), publicUrl)).toBe(true);
    expect(isCrossSite(post({ origin: "https://agency.example" }), publicUrl)).toBe(false);
  });
});

/** answerCreate with the test's name table in place of DNS, answered as the route's apiRoute answers it. */
function answerCreateWith(request: Request, services: AnalyzerServices, info: Parameters<typeof answerCreate>[2]) {
  return answer({ request, context: new RouterContextProvider() }, () => answerCreate(request, services, info, resolve));
}
