import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newResearchSchema } from "~/lib/content/research";
import { ANSWER_KEY, type CompetitorSites, startCompetitorSites } from "../../../../tests/support/competitor-sites";
import { loopbackFetchers } from "../../../../tests/support/crawler/crawl-harness";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { Db } from "../../db/client";
import { auditLog, cities, contentBriefs, states } from "../../db/schema";
import { createLogger } from "../../log";
import { contentResearchJobs } from "./jobs";
import { briefKeyOfRecord, buildOwnBrief, createContentResearchStore, latestBrief, localFactsFor, privateUrl } from "./store";

const actor = { id: "staff-1", email: "admin@agency.example" };
const austin = { kind: "city-service", state: "texas", city: "austin", service: "iop-marketing" } as const;

async function seedTexas(db: Db) {
  const [texas] = await db
    .insert(states)
    .values({ name: "Texas", abbreviation: "TX", slug: "texas" })
    .returning({ id: states.id });
  const stateId = texas?.id as number;
  await db.insert(cities).values([
    { name: "Austin", slug: "austin", stateId, isMajor: true, population: 974447, latitude: 30.2672, longitude: -97.7431 },
    {
      name: "San Antonio",
      slug: "san-antonio",
      stateId,
      isMajor: true,
      population: 1495295,
      latitude: 29.4241,
      longitude: -98.4936,
    },
    { name: "Houston", slug: "houston", stateId, isMajor: true, population: 2302878, latitude: 29.7604, longitude: -95.3698 },
    { name: "El Paso", slug: "el-paso", stateId, isMajor: true, population: 678815, latitude: 31.7619, longitude: -106.485 },
    {
      name: "Round Rock",
      slug: "round-rock",
      stateId,
      isMajor: false,
      population: 133372,
      latitude: 30.5083,
      longitude: -97.6789,
    },
  ]);
}

const form = (fields: Record<string, string>) => newResearchSchema.parse({ ...austin, ...fields });

for (const target of testDatabaseTargets) {
  describe(`content research store (${target.name})`, () => {
    const database = migratedDatabase(target, { prepare: seedTexas });
    let sites: CompetitorSites | undefined;
    let enqueued: number[];
    const storeWith = (allowPrivate: boolean) => {
      const fetchers = loopbackFetchers();
      return createContentResearchStore({
        db: () => database.db,
        log: createLogger("silent"),
        fetchers: { ...fetchers, policy: { ...fetchers.policy, allowPrivate }, delayMs: 0 },
        enqueue: async (_tx, job) => {
          enqueued.push(job.briefId);
        },
      });
    };
    beforeEach(() => {
      enqueued = [];
    });
    afterEach(async () => {
      await sites?.close();
      sites = undefined;
    });

    it("stores a building brief with its job and an audit row, builds it from the competitor sites, and versions a rebuild", async () => {
      sites = await startCompetitorSites();
      const store = storeWith(true);
      const first = await store.start({ actor }, form({ urls: [...sites.urls, sites.missingUrl].join("\n") }));
      expect(first).toMatchObject({ ok: true });
      if (!first.ok) return;
      expect(enqueued).toEqual([first.briefId]);
      expect(await store.byId(first.briefId)).toMatchObject({
        status: "building",
        version: 1,
        targetKey: "city-service:texas/austin/iop-marketing",
      });
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "content_brief.start"));
      expect(audit).toMatchObject({ actorId: actor.id, subjectId: String(first.briefId) });

      expect(await store.build(first.briefId)).toBe("ready");
      const row = await store.byId(first.briefId);
      expect(row?.progressDone).toBe(7);
      expect(row?.brief?.questions.map((q) => q.question)).toEqual(ANSWER_KEY.questions);
      expect(row?.brief?.wordRange).toMatchObject(ANSWER_KEY.wordRange);
      expect(row?.brief?.sources.at(-1)).toMatchObject({ status: "failed", reason: "HTTP 404" });
      // Built once: a second run of the same job changes nothing and fetches nothing.
      const hits = sites.hits(sites.urls[0] as string);
      expect(await store.build(first.briefId)).toBe("ready");
      expect(sites.hits(sites.urls[0] as string)).toBe(hits);

      const second = await store.start({ actor }, form({ urls: sites.urls[0] as string }));
      if (!second.ok) throw new Error(second.message);
      expect((await store.byId(second.briefId))?.version).toBe(2);
      // Version 2 is still building: the latest ready brief is version 1.
      expect((await latestBrief(database.db, "city-service:texas/austin/iop-marketing"))?.version).toBe(1);
      await store.build(second.briefId);
      expect((await latestBrief(database.db, "city-service:texas/austin/iop-marketing"))?.version).toBe(2);
      expect((await store.versions("city-service:texas/austin/iop-marketing")).map((v) => v.version)).toEqual([2, 1]);
    });

    it("the content-brief job builds a stored brief; stopped by shutdown it throws for a retry and leaves it building", async () => {
      sites = await startCompetitorSites();
      const store = storeWith(true);
      const started = await store.start({ actor }, form({ urls: sites.urls.slice(0, 2).join("\n") }));
      if (!started.ok) throw new Error(started.message);
      const [job] = contentResearchJobs({ store: () => store });
      if (!job) throw new Error("no job");
      const stopped = new AbortController();
      stopped.abort();
      await expect(job.handle([{ data: { briefId: started.briefId }, signal: stopped.signal } as never])).rejects.toThrow(
        /built again on retry/,
      );
      expect((await store.byId(started.briefId))?.status).toBe("building");
      expect(sites.hits(sites.urls[0] as string)).toBe(0);
      expect(sites.sites.reduce((sum, site) => sum + site.requests.length, 0)).toBe(0);
      await job.handle([{ data: { briefId: started.briefId }, signal: new AbortController().signal } as never]);
      expect((await store.byId(started.briefId))?.status).toBe("ready");
    });

    it("gives two starts of one target at once two versions", async () => {
      const store = storeWith(true);
      const results = await Promise.all([store.start({ actor }, form({})), store.start({ actor }, form({}))]);
      const versions = await Promise.all(
        results.map(async (result) => (result.ok ? (await store.byId(result.briefId))?.version : null)),
      );
      expect(versions.sort()).toEqual([1, 2]);
    });

    it("refuses a private address without the crawler's test setting, and a place we do not have; stores nothing", async () => {
      const store = storeWith(false);
      for (const urls of [
        "http://127.0.0.1:8080/",
        "http://[::1]/",
        "http://localhost/x",
        "http://169.254.169.254/latest/meta-data",
      ]) {
        const result = await store.start({ actor }, form({ urls }));
        expect(result, urls).toMatchObject({ ok: false, status: 400 });
      }
      expect(await store.start({ actor }, form({ city: "atlantis" }))).toMatchObject({ ok: false, status: 400 });
      expect(await store.start({ actor }, form({ service: "not-a-service" }))).toMatchObject({ ok: false, status: 400 });
      const [{ value } = { value: -1 }] = await database.db.select({ value: count() }).from(contentBriefs);
      expect(value).toBe(0);
      expect(enqueued).toEqual([]);
    });

    it("holds the place's facts: state, city, population, major cities nearby by coordinates, the service and case studies", async () => {
      const facts = await localFactsFor(database.db, austin);
      expect(facts.filter((fact) => fact.kind !== "case-study")).toEqual([
        { kind: "state", text: "Texas", needles: ["texas"] },
        { kind: "city", text: "Austin, Texas", needles: ["austin"] },
        { kind: "population", text: "Austin has about 974,447 residents", needles: ["974,447", "974447"] },
        { kind: "nearby-city", text: "San Antonio, Texas is 74 miles from Austin", needles: ["san antonio"] },
        { kind: "nearby-city", text: "Houston, Texas is 146 miles from Austin", needles: ["houston"] },
        { kind: "service", text: "IOP Marketing", needles: ["iop marketing"], path: "/iop-marketing/texas/austin" },
      ]);
      // The IOP case study shares "IOP" with the service; its figures are the needles.
      expect(facts.filter((fact) => fact.kind === "case-study").map((fact) => fact.path)).toEqual([
        "/case-studies#case-outpatient-ppc",
      ]);
      const own = await buildOwnBrief(database.db, austin);
      expect(own).toMatchObject({ terms: [], sources: [], wordRange: null });
      expect(own.localFacts).toEqual(facts);
    });

    it("finds a record's brief key: a city service article by its place, others by brief_key", async () => {
      const record = {
        contentType: "service_type_location",
        slug: null,
        serviceType: "iop-marketing",
        state: "TX",
        city: "Austin",
        briefKey: null,
      };
      expect(await briefKeyOfRecord(database.db, record)).toEqual({
        key: "city-service:texas/austin/iop-marketing",
        prefill: austin,
      });
      const blog = {
        contentType: "blog_article",
        slug: "x",
        serviceType: null,
        state: null,
        city: null,
        briefKey: "topic:relapse",
      };
      expect(await briefKeyOfRecord(database.db, blog)).toEqual({ key: "topic:relapse", prefill: null });
    });
  });
}

describe("privateUrl", () => {
  it("tells local and private addresses from public names", () => {
    expect(privateUrl("http://10.0.0.5/")).toBe(true);
    expect(privateUrl("http://[fd00::1]/")).toBe(true);
    expect(privateUrl("http://printer.local/")).toBe(true);
    expect(privateUrl("https://www.example.com/")).toBe(false);
    expect(privateUrl("https://93.184.216.34/")).toBe(false);
  });
});
