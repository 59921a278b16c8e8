import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { searchConsoleFile, searchConsoleZip } from "../../../../tests/support/search-console-fixture";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, cities, contentResearch, crawlPages, crawls, keywordSets, keywords, states } from "../../db/schema";
import { createKeywordResearch, type KeywordResearch } from "./store";

const ctx = { actor: { id: "u1", email: "seo@agency.example" }, clientIp: "203.0.113.5" };

describe.each(testDatabaseTargets)("keyword research on $name", (target) => {
  let database: DatabaseHandle;
  let research: KeywordResearch;
  let texas: number;
  let austin: number;
  let dallas: number;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    const db = database.db;
    const [state] = await db
      .insert(states)
      .values({ name: "Kwtexas", abbreviation: "KW", slug: "kwtexas" })
      .returning({ id: states.id });
    texas = state?.id as number;
    const rows = await db
      .insert(cities)
      .values([
        { name: "Kwaustin", slug: "kwaustin", stateId: texas, isMajor: true },
        { name: "Kwdallas", slug: "kwdallas", stateId: texas, isMajor: true },
      ])
      .returning({ id: cities.id });
    austin = rows[0]?.id as number;
    dallas = rows[1]?.id as number;
    // Austin's rehab marketing page has a published article (so it is indexable); Dallas's has none.
    await db.insert(contentResearch).values({
      contentType: "service_type_location",
      city: "Kwaustin",
      state: "Kwtexas",
      serviceType: "rehab-marketing",
      status: "published",
      title: "Rehab marketing in Kwaustin",
      content: "<p>Rehab marketing for Kwaustin programmes.</p>",
    });
    research = createKeywordResearch({ db: () => db, brand: "Agency One", siteHost: "agency.example" });
  });
  afterEach(async () => {
    await database.close();
  });

  const counts = async () => ({
    sets: (await database.db.select({ n: count() }).from(keywordSets))[0]?.n,
    keywords: (await database.db.select({ n: count() }).from(keywords))[0]?.n,
    research: (await database.db.select({ n: count() }).from(contentResearch))[0]?.n,
    audit: (await database.db.select({ n: count() }).from(auditLog))[0]?.n,
  });

  it("generates the same keywords and clusters twice, and maps a cluster to the page that targets it", async () => {
    const input = {
      services: ["rehab-marketing"],
      modifiers: ["place", "best", "what-is"],
      stateIds: [],
      cityIds: [austin, dallas],
    };
    const first = await research.generate(ctx, input);
    const second = await research.generate(ctx, input);
    expect(first).toMatchObject({ ok: true, message: "Generated 5 keywords." });
    const rowsOf = async (setId: number) =>
      (await database.db.select().from(keywords).where(eq(keywords.setId, setId)).orderBy(keywords.id)).map(
        ({ id, setId: _set, ...row }) => row,
      );
    const a = await rowsOf((first as { setId: number }).setId);
    expect(await rowsOf((second as { setId: number }).setId)).toEqual(a);
    expect(a.map((row) => [row.keyword, row.intent, row.url])).toEqual([
      ["rehab marketing kwaustin", "local", "/rehab-marketing/kwtexas/kwaustin"],
      ["rehab marketing kwdallas", "local", "/rehab-marketing/kwtexas/kwdallas"],
      ["best rehab marketing kwaustin", "commercial", "/rehab-marketing/kwtexas/kwaustin"],
      ["best rehab marketing kwdallas", "commercial", "/rehab-marketing/kwtexas/kwdallas"],
      ["what is rehab marketing", "informational", null],
    ]);

    const clusters = await research.clusters((first as { setId: number }).setId);
    const austinCluster = clusters?.find((cluster) => cluster.keywords.includes("best rehab marketing kwaustin"));
    expect(austinCluster).toMatchObject({
      size: 2,
      volume: null,
      gap: false,
      page: { path: "/rehab-marketing/kwtexas/kwaustin", indexable: true },
    });
    const dallasCluster = clusters?.find((cluster) => cluster.keywords.includes("rehab marketing kwdallas"));
    expect(dallasCluster).toMatchObject({ gap: true, page: { path: "/rehab-marketing/kwtexas/kwdallas", indexable: false } });
    expect(clusters?.find((cluster) => cluster.head === "what is rehab marketing")).toMatchObject({ gap: true });

    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "keywords.generate"));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorEmail: ctx.actor.email });
  });

  it("creates one content research draft for a gap (audited), refuses a second and a mapped cluster", async () => {
    const made = (await research.generate(ctx, {
      services: ["rehab-marketing"],
      modifiers: ["place"],
      stateIds: [],
      cityIds: [austin, dallas],
    })) as { setId: number };
    const gap = await research.createResearch(ctx, made.setId, "rehab marketing kwdallas");
    expect(gap).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(contentResearch).where(eq(contentResearch.contentType, "research"));
    expect(row).toMatchObject({ status: "draft", city: "Kwdallas", state: "Kwtexas", serviceType: "rehab-marketing" });
    // Its editor's score panel offers New research for the cluster's head as a topic (issue 24 item 1).
    expect(row?.briefKey).toBe("topic:rehab-marketing-kwdallas");
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "keywords.create-research"))).toHaveLength(1);

    const before = await counts();
    expect(await research.createResearch(ctx, made.setId, "rehab marketing kwdallas")).toMatchObject({ ok: false, status: 409 });
    expect(await research.createResearch(ctx, made.setId, "rehab marketing kwaustin")).toMatchObject({ ok: false, status: 409 });
    expect(await research.createResearch(ctx, made.setId, "no such cluster")).toMatchObject({ ok: false, status: 404 });
    expect(await research.createResearch(ctx, made.setId + 99, "rehab marketing kwdallas")).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await counts()).toEqual(before);
  });

  it("imports the Search Console zip and lists the planted opportunities", async () => {
    const imported = await research.importFile(ctx, {
      source: "search-console",
      fileName: "export.zip",
      bytes: searchConsoleZip({ withQueryPage: true }),
    });
    expect(imported).toMatchObject({ ok: true });
    const setId = (imported as { setId: number }).setId;
    const found = (await research.opportunities(setId)) ?? [];
    const of = (kind: string) => found.filter((row) => row.kind === kind);
    expect(of("striking-distance").map((row) => row.keyword)).toEqual([
      "rehab marketing agency",
      "addiction treatment seo",
      "detox center marketing",
    ]);
    expect(of("low-ctr").map((row) => row.keyword)).toEqual(["rehab marketing"]);
    expect(of("cannibalisation").map((row) => [row.keyword, row.pages.map((page) => page.url)])).toEqual([
      ["drug rehab seo", ["https://agency.example/rehab/seo", "https://agency.example/services/seo-for-rehabs"]],
    ]);
    const list = await research.keywords(setId, {});
    expect(list?.rows.find((row) => row.keyword === "rehab marketing")).toMatchObject({ intent: "commercial", volume: null });
  });

  it("shows the change against the previous import of the same source", async () => {
    const first = (await research.importFile(ctx, {
      source: "search-console",
      fileName: "Queries.csv",
      bytes: searchConsoleFile("Queries.csv"),
    })) as { setId: number };
    const later = new TextDecoder()
      .decode(searchConsoleFile("Queries.csv"))
      .replace("rehab marketing agency,12,900,1.33%,11.2", "rehab marketing agency,40,1000,4%,7.5");
    const second = (await research.importFile(ctx, {
      source: "search-console",
      fileName: "Queries.csv",
      bytes: new TextEncoder().encode(`${later}brand new query,1,10,10%,3\r\n`),
    })) as { setId: number };
    await database.db
      .update(keywordSets)
      .set({ importedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(keywordSets.id, first.setId));
    const list = await research.keywords(second.setId, {});
    expect(list?.previous?.id).toBe(first.setId);
    expect(list?.rows.find((row) => row.keyword === "rehab marketing agency")).toMatchObject({
      position: 7.5,
      previousPosition: 11.2,
      clicks: 40,
      previousClicks: 12,
      isNew: false,
    });
    expect(list?.rows.find((row) => row.keyword === "brand new query")).toMatchObject({ isNew: true, previousPosition: null });
  });

  it("refuses hostile files and unknown ids, changing nothing", async () => {
    const before = await counts();
    const refusals = [
      await research.importFile(ctx, {
        source: "search-console",
        fileName: "x.csv",
        bytes: new Uint8Array([0xff, 0xfe, 0x41, 0]),
      }),
      await research.importFile(ctx, {
        source: "generic",
        fileName: "x.csv",
        bytes: new TextEncoder().encode("keyword,volume\n\"=cmd|' /C calc'!A0\",10\n"),
      }),
      await research.importFile(ctx, {
        source: "generic",
        fileName: "x.csv",
        bytes: new TextEncoder().encode("keyword,volume\n,abc\n"),
      }),
      await research.deleteSet(ctx, 424242),
      await research.generate(ctx, { services: ["rehab-marketing"], modifiers: ["place"], stateIds: [], cityIds: [999999] }),
      await research.generate(ctx, { services: [], modifiers: ["place"], stateIds: [], cityIds: [] }),
    ];
    expect(refusals.map((result) => (result.ok ? 200 : result.status))).toEqual([415, 400, 400, 404, 404, 400]);
    expect(await counts()).toEqual(before);
    expect(texas).toBeGreaterThan(0);
  });

  async function insertCrawl(
    host: string,
    pages: { path: string; title: string; content: string; headings?: string[]; words?: number }[],
  ) {
    const [crawl] = await database.db
      .insert(crawls)
      .values({
        url: `https://${host}/`,
        host,
        options: { maxPages: 10, includeImages: false, followExternalLinks: false, crawlSitemapOnly: false },
        maxPages: 10,
        status: "completed",
        finishedAt: new Date(),
      })
      .returning({ id: crawls.id });
    const crawlId = crawl?.id as string;
    await database.db.insert(crawlPages).values(
      pages.map((page, index) => ({
        crawlId,
        seq: index + 1,
        depth: 0,
        url: `https://${host}${page.path}`,
        finalUrl: `https://${host}${page.path}`,
        statusCode: 200,
        title: page.title,
        content: page.content,
        metadata: { headings: (page.headings ?? []).map((text) => ({ level: 2, text })), wordCount: page.words ?? 500 },
      })),
    );
    return crawlId;
  }

  it("lists the terms a competitor's crawl uses for a cluster that our page for it lacks", async () => {
    const made = (await research.generate(ctx, {
      services: ["rehab-marketing"],
      modifiers: ["place"],
      stateIds: [],
      cityIds: [austin],
    })) as {
      setId: number;
    };
    const crawlId = await insertCrawl("rival.example", [
      {
        path: "/kwaustin-rehab-marketing",
        title: "Rehab marketing in Kwaustin",
        content: "Rehab marketing with admissions tracking and insurance verification for Kwaustin centers.",
        headings: ["Admissions call tracking"],
      },
      {
        path: "/rehab-seo-kwaustin",
        title: "Kwaustin rehab marketing and SEO",
        content: "Our rehab marketing pairs SEO with insurance verification and admissions tracking dashboards.",
      },
      { path: "/about", title: "About", content: "A family company since 1999." },
    ]);
    const result = await research.competitorTerms(made.setId, "rehab marketing kwaustin", crawlId);
    if ("error" in result) throw new Error(result.error);
    expect(result.ourPath).toBe("/rehab-marketing/kwtexas/kwaustin");
    expect(result.pagesCompared).toBe(2);
    const terms = result.terms.map((term) => term.term);
    expect(terms).toEqual(expect.arrayContaining(["admissions tracking", "insurance verification"]));
    // Our article says "rehab marketing" and "Kwaustin": those are not missing.
    expect(terms).not.toContain("rehab");
    expect(terms).not.toContain("kwaustin");
    expect(result.headings.map((heading) => heading.heading)).toEqual(["Admissions call tracking"]);
    expect(
      await research.competitorTerms(made.setId, "rehab marketing kwaustin", "00000000-0000-4000-8000-000000000000"),
    ).toEqual({
      status: 404,
      error: "That crawl does not exist.",
    });
  });

  it("flags a query whose page is thin in the newest crawl of our own site", async () => {
    await insertCrawl("agency.example", [
      { path: "/rehab-marketing/kwtexas/kwaustin", title: "Rehab marketing Kwaustin", content: "Short.", words: 120 },
    ]);
    const imported = (await research.importFile(ctx, {
      source: "generic",
      fileName: "rank-tracker.csv",
      bytes: new TextEncoder().encode(
        "Keyword,Position,URL\nrehab marketing kwaustin,5,https://agency.example/rehab-marketing/kwtexas/kwaustin\nrehab marketing kwdallas,9,https://agency.example/rehab-marketing/kwtexas/kwdallas\n",
      ),
    })) as { setId: number };
    const found = ((await research.opportunities(imported.setId)) ?? []).filter((row) => row.kind === "thin-or-noindex");
    expect(found.map((row) => [row.keyword, row.detail])).toEqual([
      ["rehab marketing kwaustin", "The page is thin: 120 words (under 300)."],
      ["rehab marketing kwdallas", "The page is noindex: no published city service article yet."],
    ]);
  });

  it("removes a set with its keywords, audited", async () => {
    const made = (await research.generate(ctx, { services: ["seo"], modifiers: ["place"], stateIds: [texas], cityIds: [] })) as {
      setId: number;
    };
    expect(await research.deleteSet(ctx, made.setId)).toMatchObject({ ok: true });
    expect((await counts()).keywords).toBe(0);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "keywords.delete"))).toHaveLength(1);
  });
});
