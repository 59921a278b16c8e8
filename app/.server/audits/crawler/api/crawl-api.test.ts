import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRAWLER_TEXT } from "~/lib/audits/crawler-api";
import { CRAWL_VIEW_TEXT } from "~/lib/audits/crawler-view";
import { HOSTILE_CASES, type HostileCase } from "../../../../../tests/e2e/crawler-hostile-cases";
import { callRoute } from "../../../../../tests/support/call-route";
import { testDatabaseTargets } from "../../../../../tests/support/test-databases";
import * as crawlsRoute from "../../../../routes/api.crawls";
import { searchPassages } from "../../../ai/retrieval/passages";
import { parseConfig } from "../../../config";
import type { DatabaseHandle } from "../../../db/client";
import { contentChunks, crawlFrontier, crawlIssues, crawlPages, crawls } from "../../../db/schema";
import { type JobSystem, startJobs } from "../../../jobs";
import { createLogger } from "../../../log";
import type { RequestInfo } from "../../../request-context";
import { CRAWL_QUEUE } from "../contract";
import {
  answerCancel,
  answerCompare,
  answerCrawlEvents,
  answerCrawlIssues,
  answerCrawlIssuesCsv,
  answerCrawlLinksCsv,
  answerCrawlPages,
  answerCrawlPagesCsv,
  answerCrawlStatus,
  answerStartCrawl,
  answerVectorize,
} from "./answer";
import { type CrawlApiDeps, storeAndEnqueueCrawl, visitorKey } from "./deps";
import { START_URL_TEXT } from "./start-url";

const log = createLogger("silent");
const ORIGIN = "http://agency.test";

const ADMIN = {
  id: "staff-1",
  email: "a@agency.test",
  name: "A",
  role: "admin" as const,
  twoFactorEnabled: false,
  sessionId: "s",
};

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
  // The start address through its route module: its socket answers another method, and a body it cannot read.
  if (id === undefined)
    return callRoute(hostile.method === "GET" ? crawlsRoute.loader : crawlsRoute.action, request, {
      services: { crawlApi: deps },
      info: info(),
    });
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
    case "pages.csv":
      return answerCrawlPagesCsv(deps, info(), decodedId);
    case "links.csv":
      return answerCrawlLinksCsv(deps, info(), decodedId);
    case "compare":
      return answerCompare(request, deps, info(), decodedId);
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
  /** What createServices builds as `services.crawlApi`, on this database and job system. */
  const crawlApiDeps = (queue: Pick<JobSystem, "send" | "hasQueue">): CrawlApiDeps => ({
    db: database.db,
    secret: "test-secret-test-secret-test-secret-0123",
    allowPrivate: config.crawler.allowPrivate,
    allowedPorts: config.crawler.allowedPorts,
    log,
    storeAndEnqueue: storeAndEnqueueCrawl(database.db, queue),
  });

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    jobs = await startJobs({ database, log, pollingIntervalSeconds: 0.5, definitions: [] });
    // The engine creates the queue with its own settings when it starts; an existing queue is left as it is.
    await jobs.boss.createQueue(CRAWL_QUEUE);
    deps = {
      ...crawlApiDeps(jobs),
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
    expect((await answerStartCrawl(post("/api/crawls", body), deps, info({ staff: ADMIN }))).status).toBe(202);
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
    // The job system itself, except that sending fails.
    const failing: Pick<JobSystem, "send" | "hasQueue"> = {
      send: async () => Promise.reject(new Error("queue down")),
      hasQueue: (queue) => jobs.hasQueue(queue),
    };
    const broken = { ...deps, storeAndEnqueue: crawlApiDeps(failing).storeAndEnqueue };
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
      // No page of this crawl stores links: the engine's own linking pages of a broken link stand.
      linkedFrom: ["https://www.fixture.test/", "https://www.fixture.test/about"],
      linkedFromCount: 2,
    });
    const csv = await answerCrawlIssuesCsv(deps, info(), crawl.id);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="crawl-issues-www\.fixture\.test-[0-9a-f]{8}\.csv"$/,
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toEqual([
      '"type","severity","url","details","linked_from","related_pages"',
      '"broken_internal_link","high","https://www.fixture.test/missing","Answered 404, ""twice""","https://www.fixture.test/ https://www.fixture.test/about","https://www.fixture.test/ https://www.fixture.test/about"',
      `"missing_title","medium","https://www.fixture.test/=cmd","'=HYPERLINK(""x"")","",""`,
      '"missing_description","low","https://www.fixture.test/a","No meta description.","",""',
    ]);
  });

  /** A small linked site: home links to about (twice, two anchors) and to /missing; about links home, to itself and out. */
  async function insertLinkedSite(crawlId: string, variant: "before" | "after" = "before") {
    const link = (href: string, text: string, internal = true) => ({ href, text, internal, nofollow: false });
    const base = { crawlId, contentType: "text/html; charset=utf-8", redirectChain: [] };
    const home = "https://www.fixture.test/";
    const about = "https://www.fixture.test/about";
    const missing = "https://www.fixture.test/missing";
    await database.db.insert(crawlPages).values([
      {
        ...base,
        seq: 1,
        url: home,
        finalUrl: home,
        statusCode: 200,
        responseMs: 12,
        bytes: 2048,
        depth: 0,
        title: "Harbor Recovery",
        content: "Home",
        metadata: {
          description: "Residential treatment in Tampa",
          canonical: home,
          headings: [
            { level: 1, text: "Harbor Recovery" },
            { level: 2, text: "Programs" },
          ],
          wordCount: 250,
          links: [link(about, "About us"), link(about, "Our team"), link(missing, "=Old page")],
        },
      },
      {
        ...base,
        seq: 2,
        url: about,
        finalUrl: about,
        statusCode: 200,
        responseMs: 40,
        bytes: 1024,
        depth: 1,
        title: "About",
        content: "About",
        metadata: {
          description: null,
          canonical: variant === "before" ? home : about,
          metaRobots: variant === "before" ? null : "noindex, follow",
          headings: [],
          wordCount: 80,
          links: [link(home, "Home"), link(about, "About"), link("https://elsewhere.test/x", "Partner", false)],
        },
      },
      { ...base, seq: 3, url: missing, finalUrl: missing, statusCode: 404, responseMs: 5, depth: 1, title: null, content: null },
    ]);
    await database.db.insert(crawlFrontier).values({
      crawlId,
      url: "https://www.fixture.test/private",
      seq: 4,
      depth: 1,
      state: "skipped",
      skipReason: "robots",
      linked: true,
    });
  }

  it("builds the page table from the stored pages and links: indexability and why, lengths, H1, inlinks and outlinks", async () => {
    const crawl = await insertCrawl({ status: "completed", pagesDone: 3 });
    await insertLinkedSite(crawl.id);
    const response = await answerCrawlPages(new Request(`${ORIGIN}/x?fields=table`), deps, info(), crawl.id);
    const { pages } = (await response.json()) as { pages: Record<string, unknown>[] };
    expect(pages.map((page) => [page.url, page.indexability, page.indexabilityReason])).toEqual([
      ["https://www.fixture.test/", "Indexable", null],
      ["https://www.fixture.test/about", "Non-indexable", "Canonicalised"],
      ["https://www.fixture.test/missing", "Non-indexable", "Client error"],
      ["https://www.fixture.test/private", "Non-indexable", "Blocked by robots.txt"],
    ]);
    expect(pages[0]).toMatchObject({
      statusCode: 200,
      titleLength: 15,
      descriptionLength: 30,
      h1: "Harbor Recovery",
      h1Count: 1,
      wordCount: 250,
      responseMs: 12,
      bytes: 2048,
      depth: 0,
      // Linked from about only (its link to itself does not count); links to about and /missing, two anchors to about count once.
      inlinks: 1,
      outlinks: 2,
      externalOutlinks: 0,
    });
    expect(pages[1]).toMatchObject({ inlinks: 1, outlinks: 1, externalOutlinks: 1, h1: null, h1Count: 0, description: null });
    expect(pages[2]).toMatchObject({ inlinks: 1, outlinks: 0 });
  });

  it("gives every issue its linking pages from the stored links, and groups issues by type with counts", async () => {
    const crawl = await insertCrawl({ status: "completed", pagesDone: 3 });
    await insertLinkedSite(crawl.id);
    await database.db.insert(crawlIssues).values([
      {
        crawlId: crawl.id,
        type: "thin_content",
        severity: "medium",
        url: "https://www.fixture.test/about",
        details: "80 words.",
      },
      { crawlId: crawl.id, type: "thin_content", severity: "medium", url: "https://www.fixture.test/", details: "150 words." },
      {
        crawlId: crawl.id,
        type: "broken_internal_link",
        severity: "high",
        url: "https://www.fixture.test/missing",
        details: "404",
      },
    ]);
    const body = (await (await answerCrawlIssues(deps, info(), crawl.id)).json()) as {
      issues: { url: string; linkedFrom: string[]; linkedFromCount: number }[];
      groups: { type: string; count: number; severity: string; description: string; issues: { url: string }[] }[];
    };
    const about = body.issues.find((issue) => issue.url === "https://www.fixture.test/about");
    expect(about?.linkedFrom).toEqual(["https://www.fixture.test/"]);
    expect(about?.linkedFromCount).toBe(1);
    expect(body.issues.find((issue) => issue.url.endsWith("/missing"))?.linkedFrom).toEqual(["https://www.fixture.test/"]);
    expect(body.groups.map((group) => [group.type, group.severity, group.count])).toEqual([
      ["broken_internal_link", "high", 1],
      ["thin_content", "medium", 2],
    ]);
    expect(body.groups[1]?.description).toMatch(/fewer than \d+ words/);
    const csv = (await (await answerCrawlIssuesCsv(deps, info(), crawl.id)).text()).split("\r\n");
    expect(csv).toContain('"thin_content","medium","https://www.fixture.test/about","80 words.","https://www.fixture.test/",""');
  });

  it("downloads the pages and the links as CSV: every column, anchors, target statuses, formulas defused", async () => {
    const crawl = await insertCrawl({ status: "completed", pagesDone: 3 });
    await insertLinkedSite(crawl.id);
    const pagesFile = await answerCrawlPagesCsv(deps, info(), crawl.id);
    expect(pagesFile.headers.get("Content-Disposition")).toMatch(/filename="crawl-pages-www\.fixture\.test-[0-9a-f]{8}\.csv"/);
    const pageLines = (await pagesFile.text()).trim().split("\r\n");
    expect(pageLines[0]).toBe(
      '"Address","Indexability","Indexability status","Status code","Title","Title length","Meta description","Description length","H1","Canonical","Word count","Response time (ms)","Size (bytes)","Depth","Inlinks","Outlinks","H1 count","External outlinks","Content type"',
    );
    expect(pageLines[1]).toBe(
      '"https://www.fixture.test/","Indexable",,200,"Harbor Recovery",15,"Residential treatment in Tampa",30,"Harbor Recovery","https://www.fixture.test/",250,12,2048,0,1,2,1,0,"text/html; charset=utf-8"',
    );
    expect(pageLines).toHaveLength(5);
    const linksFile = await answerCrawlLinksCsv(deps, info(), crawl.id);
    expect(linksFile.headers.get("Content-Disposition")).toMatch(/filename="crawl-links-www\.fixture\.test-[0-9a-f]{8}\.csv"/);
    const linkLines = (await linksFile.text()).trim().split("\r\n");
    expect(linkLines[0]).toBe('"source","target","anchor_text","target_status","internal","nofollow"');
    expect(linkLines).toContain('"https://www.fixture.test/","https://www.fixture.test/missing","\'=Old page",404,"yes","no"');
    expect(linkLines).toContain('"https://www.fixture.test/about","https://elsewhere.test/x","Partner","","no","no"');
    expect(linkLines).toHaveLength(7);
  });

  it("compares two crawls of one site: new, fixed and still-open issues keyed by type and URL", async () => {
    const before = await insertCrawl({
      status: "completed",
      requestedBy: "someone-else",
      createdAt: new Date(Date.now() - 60_000),
    });
    const after = await insertCrawl({ status: "completed" });
    const issue = (crawlId: string, type: string, url: string) => ({
      crawlId,
      type,
      severity: "medium" as const,
      url,
      details: type,
    });
    await database.db
      .insert(crawlIssues)
      .values([
        issue(before.id, "thin_content", "https://www.fixture.test/about"),
        issue(before.id, "missing_h1", "https://www.fixture.test/about"),
        issue(after.id, "thin_content", "https://www.fixture.test/about"),
        issue(after.id, "missing_h1", "https://www.fixture.test/contact"),
        issue(after.id, "noindex", "https://www.fixture.test/about"),
      ]);
    const compared = await answerCompare(new Request(`${ORIGIN}/x?with=${before.id}`), deps, info(), after.id);
    expect(compared.status).toBe(200);
    const body = (await compared.json()) as {
      counts: Record<string, number>;
      issues: { change: string; type: string; url: string }[];
    };
    expect(body.counts).toEqual({ new: 2, fixed: 1, open: 1 });
    expect(body.issues.map((each) => `${each.change} ${each.type} ${each.url.slice(24)}`).sort()).toEqual([
      "fixed missing_h1 /about",
      "new missing_h1 /contact",
      "new noindex /about",
      "open thin_content /about",
    ]);

    // Another site, or a crawl still running, cannot be compared.
    const other = await insertCrawl({ status: "completed", host: "other.test", url: "https://other.test/" });
    expect((await answerCompare(new Request(`${ORIGIN}/x?with=${other.id}`), deps, info(), after.id)).status).toBe(400);
    const running = await insertCrawl({ status: "crawling" });
    expect((await answerCompare(new Request(`${ORIGIN}/x?with=${running.id}`), deps, info(), after.id)).status).toBe(409);

    // The list to pick from never hands out someone else's crawl id; an admin sees every earlier crawl of the site.
    const mine = await insertCrawl({
      status: "completed",
      requestedBy: visitorKey(deps, { clientIp: "203.0.113.9", staff: null }),
      createdAt: new Date(Date.now() - 30_000),
    });
    const listed = async (who: RequestInfo) =>
      (
        (await (await answerCompare(new Request(`${ORIGIN}/x`), deps, who, after.id)).json()) as { candidates: { id: string }[] }
      ).candidates.map((each) => each.id);
    expect(await listed(info())).toEqual([mine.id]);
    expect(await listed(info({ staff: ADMIN }))).toEqual(expect.arrayContaining([mine.id, before.id]));
    expect(await listed(info({ staff: ADMIN }))).not.toContain(other.id);
  });

  it("vectorizes the pages' text into searchable passages, once per page however often it runs", async () => {
    const crawl = await insertCrawl({ status: "completed", pagesDone: 3 });
    await insertPages(crawl.id);
    const first = await answerVectorize(deps, info({ staff: ADMIN }), crawl.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ vectorizedCount: 2 });
    const again = await answerVectorize(deps, info({ staff: ADMIN }), crawl.id);
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
    const response = await answerVectorize(deps, info({ staff: ADMIN }), crawl.id);
    expect(response.status).toBe(409);
  });

  it("refuses Vectorize Content to anyone but staff, in the error envelope, indexing nothing", async () => {
    const crawl = await insertCrawl({ status: "completed", pagesDone: 3 });
    await insertPages(crawl.id);
    const refused = await answerVectorize(deps, info(), crawl.id);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: "UNAUTHORIZED", message: CRAWL_VIEW_TEXT.vectorizeSignIn } });
    // An unknown id answers the same: a refused caller learns nothing about which crawls exist.
    expect((await answerVectorize(deps, info(), "00000000-0000-4000-8000-000000000000")).status).toBe(401);
    expect(await database.db.select().from(contentChunks).where(eq(contentChunks.crawlId, crawl.id))).toHaveLength(0);
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
