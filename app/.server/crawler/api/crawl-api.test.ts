import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRAWLER_TEXT } from "~/lib/crawler-api";
import { HOSTILE_CASES, type HostileCase } from "../../../../tests/e2e/crawler-hostile-cases";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { parseConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import { contentChunks, crawlIssues, crawlPages, crawls } from "../../db/schema";
import { type JobSystem, startJobs } from "../../jobs";
import { createLogger } from "../../log";
import type { RequestInfo } from "../../request-context";
import { searchPassages } from "../../retrieval/passages";
import { CRAWL_QUEUE } from "../contract";
import {
  answerCancel,
  answerCrawlEvents,
  answerCrawlIssues,
  answerCrawlIssuesCsv,
  answerCrawlPages,
  answerCrawlStatus,
  answerStartCrawl,
  answerVectorize,
} from "./answer";
import { type CrawlApiDeps, crawlApiDeps } from "./deps";
import { START_URL_TEXT } from "./start-url";

const log = createLogger("silent");
const ORIGIN = "http://agency.test";

function info(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return { requestId: "test", nonce: "n", log, clientIp: "203.0.113.9", staff: null, ...overrides };
}

function post(path: string, body: string, contentType = "application/json") {
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": contentType }, body });
}

/** Answers a hostile case through the same functions the routes call. */
async function answerCase(deps: CrawlApiDeps, hostile: HostileCase, crawlId: string): Promise<Response> {
  const path = hostile.path.replace("{crawl}", crawlId);
  const url = new URL(`${ORIGIN}${path}`);
  const [, , , id, tail] = url.pathname.split("/");
  const request = new Request(url, {
    method: hostile.method,
    headers: hostile.contentType ? { "Content-Type": hostile.contentType } : {},
    body: hostile.body,
  });
  const decodedId = id === undefined ? undefined : decodeURIComponent(id);
  if (id === undefined)
    return hostile.method === "POST" ? answerStartCrawl(request, deps, info()) : new Response(null, { status: 405 });
  if (hostile.method !== "GET" && tail !== "vectorize" && tail !== "cancel") return new Response(null, { status: 405 });
  if (hostile.method === "GET" && (tail === "vectorize" || tail === "cancel")) return new Response(null, { status: 405 });
  switch (tail) {
    case undefined:
      return answerCrawlStatus(deps, info(), decodedId);
    case "pages":
      return answerCrawlPages(request, deps, info(), decodedId);
    case "issues":
      return answerCrawlIssues(deps, info(), decodedId);
    case "issues.csv":
      return answerCrawlIssuesCsv(deps, info(), decodedId);
    case "events":
      return answerCrawlEvents(request, deps, info(), decodedId);
    case "vectorize":
      return answerVectorize(deps, info(), decodedId);
    default:
      return answerCancel(deps, info(), decodedId);
  }
}

describe.each(testDatabaseTargets)("crawl API on $name", (target) => {
  let database: DatabaseHandle;
  let jobs: JobSystem;
  let deps: CrawlApiDeps;

  const config = parseConfig({ NODE_ENV: "test" });
  const services = () => ({ database, jobs, secret: "test-secret-test-secret-test-secret-0123", config, log });

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    jobs = await startJobs({ database, log, pollingIntervalSeconds: 0.5, definitions: [] });
    // The engine creates the queue with its own settings when it starts; an existing queue is left as it is.
    await jobs.boss.createQueue(CRAWL_QUEUE);
    deps = {
      ...crawlApiDeps(services()),
      allowPrivate: false,
      // No DNS in tests: names resolve to a documentation-free public address unless they say otherwise.
      resolve: async (host) =>
        host.endsWith(".private.test") ? ["10.1.2.3"] : host.endsWith(".nowhere.test") ? [] : ["93.184.215.14"],
    };
  });

  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  const crawlCount = async () => (await database.db.select({ n: count() }).from(crawls))[0]?.n ?? 0;
  const jobCount = async () => (await jobs.boss.findJobs(CRAWL_QUEUE)).length;

  async function insertCrawl(values: Partial<typeof crawls.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(crawls)
      .values({
        url: "https://www.fixture.test/",
        host: "www.fixture.test",
        options: { maxPages: 10, includeImages: false, followExternalLinks: false, crawlSitemapOnly: false },
        maxPages: 10,
        ...values,
      })
      .returning();
    if (!row) throw new Error("no crawl row");
    return row;
  }

  async function insertPages(crawlId: string) {
    const base = { crawlId, depth: 0, contentType: "text/html; charset=utf-8", redirectChain: [] };
    await database.db.insert(crawlPages).values([
      {
        ...base,
        seq: 2,
        url: "https://www.fixture.test/about",
        finalUrl: "https://www.fixture.test/about",
        statusCode: 200,
        responseMs: 31,
        depth: 1,
        title: "About Harbor Recovery",
        content: "Harbor Recovery offers medically supervised detox in Tampa. Our admissions team answers around the clock.",
        metadata: { description: "About us", wordCount: 17 },
      },
      {
        ...base,
        seq: 1,
        url: "https://www.fixture.test/",
        finalUrl: "https://www.fixture.test/",
        statusCode: 200,
        responseMs: 12,
        title: "Harbor Recovery",
        content: "Residential treatment for addiction and dual diagnosis. Family programme every weekend.",
        metadata: { description: "Home", wordCount: 12 },
      },
      {
        ...base,
        seq: 3,
        url: "https://www.fixture.test/missing",
        finalUrl: "https://www.fixture.test/missing",
        statusCode: 404,
        responseMs: 5,
        title: null,
        content: null,
      },
    ]);
  }

  it("starts a crawl: 202 with its id, a queued row with the options, and one job naming it", async () => {
    const [crawlsBefore, jobsBefore] = [await crawlCount(), await jobCount()];
    const response = await answerStartCrawl(
      post(
        "/api/crawls",
        JSON.stringify({ url: " https://www.harbor.example/start#top ", options: { maxPages: 25, includeImages: true } }),
      ),
      deps,
      info(),
    );
    expect(response.status).toBe(202);
    const { crawlId } = (await response.json()) as { crawlId: string };
    const [row] = await database.db.select().from(crawls).where(eq(crawls.id, crawlId));
    expect(row).toMatchObject({
      url: "https://www.harbor.example/start",
      host: "www.harbor.example",
      status: "queued",
      maxPages: 25,
      options: { maxPages: 25, includeImages: true, followExternalLinks: false, crawlSitemapOnly: false },
    });
    expect(row?.requestedBy).toMatch(/^crawl:[0-9a-f]{32}$/);
    expect(await crawlCount()).toBe(crawlsBefore + 1);
    const found = await jobs.boss.findJobs(CRAWL_QUEUE);
    expect(found.length).toBe(jobsBefore + 1);
    expect(found.map((job) => (job.data as { crawlId: string }).crawlId)).toContain(crawlId);
  });

  it("takes the default of 50 pages, and lets staff go past 500", async () => {
    const visitor = await answerStartCrawl(post("/api/crawls", JSON.stringify({ url: "http://harbor.example" })), deps, info());
    const { crawlId } = (await visitor.json()) as { crawlId: string };
    expect((await database.db.select().from(crawls).where(eq(crawls.id, crawlId)))[0]?.maxPages).toBe(50);

    const body = JSON.stringify({ url: "https://harbor.example", options: { maxPages: 1500 } });
    expect((await answerStartCrawl(post("/api/crawls", body), deps, info())).status).toBe(400);
    const staff = {
      id: "staff-1",
      email: "a@agency.test",
      name: "A",
      role: "admin" as const,
      twoFactorEnabled: false,
      sessionId: "s",
    };
    expect((await answerStartCrawl(post("/api/crawls", body), deps, info({ staff }))).status).toBe(202);
  });

  it("refuses a missing URL with the spec's message, and names the maxPages range", async () => {
    const missing = await answerStartCrawl(post("/api/crawls", "{}"), deps, info());
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: "BAD_REQUEST", message: CRAWLER_TEXT.invalidUrl } });
    const big = await answerStartCrawl(
      post("/api/crawls", JSON.stringify({ url: "https://a.example", options: { maxPages: 900 } })),
      deps,
      info(),
    );
    expect(await big.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "Maximum Pages must be a whole number from 1 to 500." },
    });
  });

  it("refuses names that resolve to private addresses, and names that do not resolve", async () => {
    const before = await crawlCount();
    const inside = await answerStartCrawl(
      post("/api/crawls", JSON.stringify({ url: "https://intranet.private.test/" })),
      deps,
      info(),
    );
    expect(await inside.json()).toEqual({ error: { code: "BAD_REQUEST", message: START_URL_TEXT.privateAddress } });
    const nowhere = await answerStartCrawl(
      post("/api/crawls", JSON.stringify({ url: "https://site.nowhere.test/" })),
      deps,
      info(),
    );
    expect(await nowhere.json()).toEqual({ error: { code: "BAD_REQUEST", message: START_URL_TEXT.unresolved } });
    expect(await crawlCount()).toBe(before);
  });

  it("allows loopback and any port with CRAWL_ALLOW_PRIVATE", async () => {
    const open = { ...deps, allowPrivate: true };
    const response = await answerStartCrawl(
      post("/api/crawls", JSON.stringify({ url: "http://127.0.0.1:45123/" })),
      open,
      info(),
    );
    expect(response.status).toBe(202);
  });

  it("limits crawls per visitor in the database, and starts nothing past the limit", async () => {
    const limited = { ...deps, limits: { crawlsPerHour: 2 } };
    const visitor = info({ clientIp: "198.51.100.77" });
    const body = JSON.stringify({ url: "https://limit.example/" });
    expect((await answerStartCrawl(post("/api/crawls", body), limited, visitor)).status).toBe(202);
    expect((await answerStartCrawl(post("/api/crawls", body), limited, visitor)).status).toBe(202);
    const [crawlsBefore, jobsBefore] = [await crawlCount(), await jobCount()];
    const third = await answerStartCrawl(post("/api/crawls", body), limited, visitor);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await crawlCount()).toBe(crawlsBefore);
    expect(await jobCount()).toBe(jobsBefore);
    // Another visitor is counted apart.
    expect((await answerStartCrawl(post("/api/crawls", body), limited, info({ clientIp: "198.51.100.78" }))).status).toBe(202);
  });

  it("stores neither the crawl nor the job when queueing fails", async () => {
    const [crawlsBefore, jobsBefore] = [await crawlCount(), await jobCount()];
    // pg-boss itself, except that sending fails.
    const failingBoss = new Proxy(jobs.boss, {
      get(target, property) {
        if (property === "send") return async () => Promise.reject(new Error("queue down"));
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const broken = {
      ...deps,
      storeAndEnqueue: crawlApiDeps({ ...services(), jobs: { ...jobs, boss: failingBoss } }).storeAndEnqueue,
    };
    const response = await answerStartCrawl(
      post("/api/crawls", JSON.stringify({ url: "https://down.example/" })),
      broken,
      info(),
    );
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("queue down");
    expect(await crawlCount()).toBe(crawlsBefore);
    expect(await jobCount()).toBe(jobsBefore);
  });

  it("answers 503 and stores nothing while no engine has created the crawl queue", async () => {
    const before = await crawlCount();
    await jobs.boss.deleteQueue(CRAWL_QUEUE);
    try {
      const response = await answerStartCrawl(
        post("/api/crawls", JSON.stringify({ url: "https://early.example/" })),
        deps,
        info(),
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: "UNAVAILABLE", message: "The crawler is not available right now. Please try again in a few minutes." },
      });
      expect(await crawlCount()).toBe(before);
    } finally {
      await jobs.boss.createQueue(CRAWL_QUEUE);
    }
  });

  it(`answers ${HOSTILE_CASES.length} malformed and hostile requests with a clear 4xx, starting nothing`, async () => {
    const running = await insertCrawl({ status: "crawling", pagesDone: 1 });
    const [crawlsBefore, jobsBefore] = [await crawlCount(), await jobCount()];
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(30);
    for (const hostile of HOSTILE_CASES) {
      const response = await answerCase(deps, hostile, running.id);
      if (hostile.status) expect(response.status, hostile.label).toBe(hostile.status);
      expect(response.status, hostile.label).toBeGreaterThanOrEqual(400);
      expect(response.status, hostile.label).toBeLessThan(500);
      const text = await response.text();
      if (text) {
        const message = (JSON.parse(text) as { error: { message: string } }).error.message;
        expect(message, hostile.label).toMatch(/[A-Za-z]{3,}/);
        expect(message, hostile.label).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
      }
    }
    expect(await crawlCount()).toBe(crawlsBefore);
    expect(await jobCount()).toBe(jobsBefore);
  });

  it("answers the status, and 404 with the spec's text for unknown and malformed ids", async () => {
    const crawl = await insertCrawl({ status: "crawling", pagesDone: 3, pagesFound: 9, error: null });
    const response = await answerCrawlStatus(deps, info(), crawl.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: crawl.id,
      url: "https://www.fixture.test/",
      status: "crawling",
      pagesDone: 3,
      maxPages: 10,
      error: null,
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "42", "", "../etc", crawl.id.toUpperCase().replace(/.$/, "Z")]) {
      const missing = await answerCrawlStatus(deps, info(), id);
      expect(missing.status, id).toBe(404);
      expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: CRAWLER_TEXT.notFound } });
    }
  });

  it("lists pages in crawl order with the spec's fields and the fetch facts in metadata", async () => {
    const crawl = await insertCrawl({ status: "completed", pagesDone: 3 });
    await insertPages(crawl.id);
    const full = (await (await answerCrawlPages(new Request(`${ORIGIN}/x`), deps, info(), crawl.id)).json()) as {
      pages: Record<string, unknown>[];
    };
    expect(full.pages.map((page) => page.url)).toEqual([
      "https://www.fixture.test/",
      "https://www.fixture.test/about",
      "https://www.fixture.test/missing",
    ]);
    expect(full.pages[0]).toMatchObject({
      title: "Harbor Recovery",
      statusCode: 200,
      contentType: "text/html; charset=utf-8",
      crawlTime: 12,
      content: expect.stringContaining("Residential treatment"),
      metadata: expect.objectContaining({ description: "Home", finalUrl: "https://www.fixture.test/", depth: 0 }),
    });
    const summary = (await (
      await answerCrawlPages(new Request(`${ORIGIN}/x?fields=summary`), deps, info(), crawl.id)
    ).json()) as {
      pages: Record<string, unknown>[];
    };
    expect(summary.pages[1]).toEqual({
      seq: 2,
      url: "https://www.fixture.test/about",
      title: "About Harbor Recovery",
      statusCode: 200,
      contentType: "text/html; charset=utf-8",
      crawlTime: 31,
    });
    const one = (await (await answerCrawlPages(new Request(`${ORIGIN}/x?seq=3`), deps, info(), crawl.id)).json()) as {
      pages: Record<string, unknown>[];
    };
    expect(one.pages).toHaveLength(1);
    expect(one.pages[0]).toMatchObject({ statusCode: 404, content: null });
  });

  it("lists issues worst first, and exports them as CSV with formulas defused", async () => {
    const crawl = await insertCrawl({ status: "completed" });
    await database.db.insert(crawlIssues).values([
      {
        crawlId: crawl.id,
        type: "missing_description",
        severity: "low",
        url: "https://www.fixture.test/a",
        details: "No meta description.",
      },
      {
        crawlId: crawl.id,
        type: "broken_internal_link",
        severity: "high",
        url: "https://www.fixture.test/missing",
        details: 'Answered 404, "twice"',
        sources: ["https://www.fixture.test/", "https://www.fixture.test/about"],
      },
      {
        crawlId: crawl.id,
        type: "missing_title",
        severity: "medium",
        url: "https://www.fixture.test/=cmd",
        details: '=HYPERLINK("x")',
      },
    ]);
    const { issues } = (await (await answerCrawlIssues(deps, info(), crawl.id)).json()) as {
      issues: { type: string; sources: string[] }[];
    };
    expect(issues.map((issue) => issue.type)).toEqual(["broken_internal_link", "missing_title", "missing_description"]);
    expect(issues[0]).toEqual({
      type: "broken_internal_link",
      severity: "high",
      url: "https://www.fixture.test/missing",
      details: 'Answered 404, "twice"',
      sources: ["https://www.fixture.test/", "https://www.fixture.test/about"],
    });
    const csv = await answerCrawlIssuesCsv(deps, info(), crawl.id);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="crawl-issues-www\.fixture\.test-[0-9a-f]{8}\.csv"$/,
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toEqual([
      '"type","severity","url","details","sources"',
      '"broken_internal_link","high","https://www.fixture.test/missing","Answered 404, ""twice""","https://www.fixture.test/ https://www.fixture.test/about"',
      `"missing_title","medium","https://www.fixture.test/=cmd","'=HYPERLINK(""x"")",""`,
      '"missing_description","low","https://www.fixture.test/a","No meta description.",""',
    ]);
  });

  it("vectorizes the pages' text into searchable passages, once per page however often it runs", async () => {
    const crawl = await insertCrawl({ status: "completed", pagesDone: 3 });
    await insertPages(crawl.id);
    const first = await answerVectorize(deps, info(), crawl.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ vectorizedCount: 2 });
    const again = await answerVectorize(deps, info(), crawl.id);
    expect(await again.json()).toMatchObject({ vectorizedCount: 2 });
    const chunks = await database.db.select().from(contentChunks).where(eq(contentChunks.crawlId, crawl.id));
    expect(chunks).toHaveLength(2);
    expect(chunks.every((chunk) => chunk.sourceType === "crawl_page")).toBe(true);
    const hits = await searchPassages(database.db, "medically supervised detox", { crawlId: crawl.id });
    expect(hits[0]?.url).toBe("https://www.fixture.test/about");
    const status = (await (await answerCrawlStatus(deps, info(), crawl.id)).json()) as { vectorizedCount: number };
    expect(status.vectorizedCount).toBe(2);
  });

  it("refuses to vectorize a crawl that is still running", async () => {
    const crawl = await insertCrawl({ status: "crawling" });
    const response = await answerVectorize(deps, info(), crawl.id);
    expect(response.status).toBe(409);
  });

  it("cancels for whoever started the crawl: at once when queued, by request when running, never after the end", async () => {
    const started = await answerStartCrawl(post("/api/crawls", JSON.stringify({ url: "https://cancel.example/" })), deps, info());
    const { crawlId } = (await started.json()) as { crawlId: string };
    const stranger = await answerCancel(deps, info({ clientIp: "192.0.2.200" }), crawlId);
    expect(stranger.status).toBe(403);
    const own = await answerCancel(deps, info(), crawlId);
    expect(own.status).toBe(202);
    expect(await own.json()).toEqual({ status: "canceled" });
    const [row] = await database.db.select().from(crawls).where(eq(crawls.id, crawlId));
    expect(row?.status).toBe("canceled");
    expect(row?.cancelRequestedAt).not.toBeNull();
    expect((await answerCancel(deps, info(), crawlId)).status).toBe(409);

    const requestedBy = row?.requestedBy ?? "";
    const running = await insertCrawl({ status: "crawling", leaseOwner: "worker-1", requestedBy });
    const request = await answerCancel(deps, info(), running.id);
    expect(await request.json()).toEqual({ status: "cancel_requested" });
    const [after] = await database.db.select().from(crawls).where(eq(crawls.id, running.id));
    expect(after).toMatchObject({ status: "crawling" });
    expect(after?.cancelRequestedAt).not.toBeNull();
  });

  it("streams progress from the crawls row, ends with done, and stops when the client leaves", async () => {
    const crawl = await insertCrawl({ status: "queued" });
    const response = await answerCrawlEvents(new Request(`${ORIGIN}/e`), deps, info(), crawl.id, { pollMs: 20 });
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    expect(response.headers.get("Cache-Control")).toContain("no-transform");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}: ${text}`);
        text += value;
      }
    };
    await readUntil('"status":"queued"');
    await database.db.update(crawls).set({ status: "crawling", pagesDone: 4 }).where(eq(crawls.id, crawl.id));
    await readUntil('"pagesDone":4');
    await database.db.update(crawls).set({ status: "completed", pagesDone: 6 }).where(eq(crawls.id, crawl.id));
    await readUntil("event: done");
    expect((await reader.read()).done).toBe(true);
    const events = text.split("\n\n").filter((block) => block.startsWith("event:"));
    expect(events.map((block) => block.split("\n")[0])).toEqual(["event: progress", "event: progress", "event: done"]);

    // A client that goes away: the request's signal aborts and the stream ends.
    const other = await insertCrawl({ status: "crawling" });
    const controller = new AbortController();
    const live = await answerCrawlEvents(new Request(`${ORIGIN}/e`, { signal: controller.signal }), deps, info(), other.id, {
      pollMs: 20,
    });
    const liveReader = live.body!.getReader();
    await liveReader.read();
    controller.abort();
    for (;;) if ((await liveReader.read()).done) break;
  });
});
