import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageSchema } from "~/lib/content/page-schema";
import { fixturePage } from "../../../../../tests/fixtures/schema-pages";
import { type LoopbackHttp, startLoopbackHttp } from "../../../../../tests/support/loopback-http";
import { testDatabaseTargets } from "../../../../../tests/support/test-databases";
import type { Config } from "../../../config";
import type { DatabaseHandle } from "../../../db/client";
import { auditLog, crawlFrontier, crawlPages, crawls, indexNowSubmissions, siteSettings } from "../../../db/schema";
import type { Logger } from "../../../log";
import { runSeeds } from "../../../seed";
import { type ContentServices, createContentServices } from "../../../services";
import { renderUrlset } from "../xml";
import { createSitemapGenerator, type SitemapGenerator } from "./";
import { ownSitemapOverview } from "./overview";
import { prospectSitemap, renderProspectSitemap } from "./prospect";
import { checkEndpoint } from "./route-actions";
import { validateSitemapXml } from "./validate";

const PUBLIC_URL = "https://agency.example";
const log = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger;
const ctx = { actor: { id: "u1", email: "admin@agency.example" } };
const WORDS = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");

/** A page with enough text to be listed, and the images given. */
function pageWith(options: { words?: string; images?: string[]; canonicalUrl?: string } = {}): PageSchema {
  const schema = structuredClone(fixturePage.schema);
  schema.seo.canonicalUrl = options.canonicalUrl;
  schema.sections = [
    {
      id: "hero",
      type: "hero",
      title: "A page",
      ...(options.images?.[0] ? { imageUrl: options.images[0], imageAlt: "Hero" } : {}),
    },
    {
      id: "body",
      type: "content",
      content: `<p>${options.words ?? WORDS}</p>`,
      items: (options.images ?? []).slice(1).map((imageUrl, i) => ({ id: `i${i}`, title: "Item", imageUrl })),
    },
  ];
  return schema;
}

function crawlerConfig(allowPrivate: boolean): Pick<Config, "crawler" | "publicUrl"> {
  return {
    publicUrl: PUBLIC_URL,
    crawler: {
      allowPrivate,
      allowedPorts: [80, 443],
      userAgent: "SitemapTest/1.0",
      timeoutMs: 5_000,
      maxBytes: 1_000_000,
      maxRedirects: 0,
    },
  } as Pick<Config, "crawler" | "publicUrl">;
}

describe.each(testDatabaseTargets)("the sitemap generator on $name", (target) => {
  let database: DatabaseHandle;
  let content: ContentServices;
  let generator: SitemapGenerator;
  let receiver: LoopbackHttp | undefined;
  let receiverStatus = 200;
  const received: unknown[] = [];

  const open = async (options: { allowPrivate?: boolean } = {}) => {
    generator?.close();
    generator = createSitemapGenerator({
      db: () => database.db,
      bus: content.bus,
      sitemap: content.sitemap,
      log: log(),
      config: crawlerConfig(options.allowPrivate ?? true),
      debounceMs: 5,
    });
    await generator.indexNow.prime();
  };

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    await runSeeds(database.db);
    content = createContentServices({ database, log: log() });
    await open();
    received.length = 0;
    receiverStatus = 200;
  });
  afterEach(async () => {
    generator.close();
    await receiver?.close();
    receiver = undefined;
    await database.close();
  });

  const listed = async () => (await content.sitemap.children()).flatMap((child) => child.entries);
  const paths = async () => (await listed()).map((entry) => entry.path);
  const publish = (path: string, schema: unknown) =>
    content.pages.publishPage({ path, type: "service", schema, publishedBy: "test" });
  const audits = async () => database.db.select().from(auditLog).where(eq(auditLog.action, "setting.change"));

  it("our own seeded sitemaps pass the protocol check, with URLs counted by type", async () => {
    const own = await ownSitemapOverview({ sitemap: content.sitemap, publicUrl: PUBLIC_URL });
    expect(own.index.ok).toBe(true);
    expect(own.files.length).toBeGreaterThanOrEqual(3);
    for (const file of own.files)
      expect({ file: file.file, ok: file.ok, findings: file.findings }).toEqual({ file: file.file, ok: true, findings: [] });
    expect(own.totals.static).toBe(12);
    expect(own.totals.page).toBeGreaterThan(10);
    expect(own.totals.location).toBeGreaterThan(50);
    expect(own.totals["city-service"]).toBeGreaterThan(0);
    // With image entries on, still valid.
    await generator.settings.setImages(ctx, true);
    const withImages = await ownSitemapOverview({ sitemap: content.sitemap, publicUrl: PUBLIC_URL });
    expect(withImages.files.every((file) => file.ok)).toBe(true);
  });

  it("an exclusion pattern drops matching URLs at once, audited and announced; a bad pattern changes nothing", async () => {
    const heard = vi.fn();
    content.bus.subscribe(["sitemap"], heard);
    expect(await paths()).toContain("/locations/texas/austin");
    const sitemapDropped = vi.spyOn(content.sitemap, "invalidate");
    const pagesDropped = vi.spyOn(content.renderedPages, "invalidate");
    const saved = await generator.settings.setExclusions(ctx, "/locations/texas/**\n\n /FAQ \n");
    expect(saved).toMatchObject({ ok: true, value: { exclusions: ["/locations/texas/**", "/faq"] } });
    expect(heard).toHaveBeenCalledWith({ topic: "sitemap" }, true);
    // The sitemap drops; rendered pages do not show these settings and stay.
    expect(sitemapDropped).toHaveBeenCalled();
    expect(pagesDropped).not.toHaveBeenCalled();
    const now = await paths();
    expect(now).not.toContain("/locations/texas/austin");
    expect(now).not.toContain("/faq");
    expect(now).toContain("/locations/texas");
    expect(now).toContain("/locations/california/los-angeles");
    const { leftOut } = await content.sitemap.details();
    expect(leftOut).toContainEqual({ path: "/faq", reason: "Matches an exclusion pattern" });
    const [audit] = await audits();
    expect(audit).toMatchObject({ subjectId: "sitemap.settings", actorEmail: ctx.actor.email });

    const settingsBefore = await database.db.select().from(siteSettings);
    const refused = await generator.settings.setExclusions(ctx, "/ok/*\n/blog/[a-z]");
    expect(refused).toEqual({
      ok: false,
      status: 400,
      message: expect.stringContaining("Line 2: The pattern /blog/[a-z] may hold only"),
    });
    expect(await database.db.select().from(siteSettings)).toEqual(settingsBefore);
    expect(await audits()).toHaveLength(1);
  });

  it("lists a page's images as image:image entries only when image entries are on", async () => {
    const images = ["/media/abcdefghijklmnopqrst.webp", "https://cdn.example/photo.png"];
    await publish("/fixture-images", pageWith({ images }));
    const entry = async () => (await listed()).find((candidate) => candidate.path === "/fixture-images");
    expect((await entry())?.images).toBeUndefined();
    expect(renderUrlset([(await entry())!], PUBLIC_URL)).not.toContain("image:image");

    await generator.settings.setImages(ctx, true);
    expect((await entry())?.images).toEqual(images);
    const xml = renderUrlset([(await entry())!], PUBLIC_URL);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain("<url><loc>https://agency.example/fixture-images</loc><lastmod>");
    expect(xml).toContain(
      "<image:image><image:loc>https://agency.example/media/abcdefghijklmnopqrst.webp</image:loc></image:image><image:image><image:loc>https://cdn.example/photo.png</image:loc></image:image>",
    );
    expect(validateSitemapXml(xml, { host: "agency.example" }).ok).toBe(true);
  });

  it("leaves thin and non-canonical pages out with the reason; lastmod is the publish time", async () => {
    await publish("/fixture-thin", pageWith({ words: "Too few words here." }));
    await publish("/fixture-copy", pageWith({ canonicalUrl: "/fixture-original" }));
    const self = await publish("/fixture-self", pageWith({ canonicalUrl: `${PUBLIC_URL}/fixture-self` }));
    const now = await paths();
    expect(now).not.toContain("/fixture-thin");
    expect(now).not.toContain("/fixture-copy");
    expect(now).toContain("/fixture-self");
    const entry = (await listed()).find((candidate) => candidate.path === "/fixture-self");
    expect(entry?.lastmod.getTime()).toBe(self.updatedAt.getTime());
    expect(entry?.type).toBe("page");
    const { leftOut } = await content.sitemap.details();
    expect(leftOut).toContainEqual({
      path: "/fixture-thin",
      reason: expect.stringMatching(/^Thin: \d+ words of text \(fewer than 50\)$/),
    });
    expect(leftOut).toContainEqual({ path: "/fixture-copy", reason: "Canonical points to /fixture-original" });
    await generator.settings.setThinWords(ctx, 0);
    expect(await paths()).toContain("/fixture-thin");
  });

  it("makes a prospect's sitemap from a stored crawl: only 200, indexable, self-canonical pages, the rest listed with the reason", async () => {
    const [crawl] = await database.db
      .insert(crawls)
      .values({
        url: "https://prospect.example/",
        host: "prospect.example",
        options: { maxPages: 10, includeImages: true, followExternalLinks: false, crawlSitemapOnly: false },
        maxPages: 10,
        status: "completed",
      })
      .returning();
    const crawlId = crawl!.id;
    const html = "text/html; charset=utf-8";
    const page = (seq: number, url: string, values: Partial<typeof crawlPages.$inferInsert> = {}) => ({
      crawlId,
      seq,
      url,
      finalUrl: url,
      depth: 1,
      statusCode: 200,
      contentType: html,
      metadata: {},
      ...values,
    });
    await database.db.insert(crawlPages).values([
      page(1, "https://prospect.example/", {
        metadata: {
          canonical: "https://prospect.example/",
          modified: "2026-10-01T00:00:00Z",
          images: [
            { src: "https://prospect.example/hero.jpg", alt: "Hero" },
            { src: "data:", alt: null },
          ],
        },
      }),
      page(2, "https://prospect.example/about?a=1&b=2"),
      page(3, "https://prospect.example/gone", { statusCode: 404 }),
      page(4, "https://prospect.example/old", { statusCode: 301, finalUrl: "https://prospect.example/new" }),
      page(5, "https://prospect.example/private", { metadata: { metaRobots: "noindex, follow" } }),
      page(6, "https://prospect.example/header", { metadata: { xRobotsTag: "none" } }),
      page(7, "https://prospect.example/print", { metadata: { canonical: "https://prospect.example/" } }),
      page(8, "https://prospect.example/brochure.pdf", { contentType: "application/pdf" }),
      page(9, "https://prospect.example/down", { statusCode: null, error: "the server did not answer in time" }),
    ]);
    await database.db
      .insert(crawlFrontier)
      .values({ crawlId, url: "https://prospect.example/admin", seq: 10, depth: 1, state: "skipped", skipReason: "robots" });

    const sitemap = await prospectSitemap(database.db, crawlId);
    expect(sitemap?.included).toEqual([
      {
        url: "https://prospect.example/",
        lastmod: new Date("2026-10-01T00:00:00Z"),
        images: ["https://prospect.example/hero.jpg"],
      },
      { url: "https://prospect.example/about?a=1&b=2", lastmod: null, images: [] },
    ]);
    expect(
      Object.fromEntries(sitemap!.leftOut.map((row) => [row.url.replace("https://prospect.example", ""), row.reason])),
    ).toEqual({
      "/gone": "Answered 404",
      "/old": "Redirects (301) to https://prospect.example/new",
      "/private": "Noindex (robots meta: noindex, follow)",
      "/header": "Noindex (X-Robots-Tag: none)",
      "/print": "Canonical points to https://prospect.example/",
      "/brochure.pdf": "Not an HTML page (application/pdf)",
      "/down": "No answer: the server did not answer in time",
      "/admin": "Disallowed by robots.txt (not crawled)",
    });
    const xml = renderProspectSitemap(sitemap!, { images: false });
    expect(xml).toContain("<loc>https://prospect.example/about?a=1&amp;b=2</loc>");
    expect(xml).not.toContain("/gone");
    expect(validateSitemapXml(xml, { host: "prospect.example" })).toMatchObject({ ok: true, count: 2 });
    const imageXml = renderProspectSitemap(sitemap!, { images: true });
    expect(imageXml).toContain("<image:loc>https://prospect.example/hero.jpg</image:loc>");
    expect(validateSitemapXml(imageXml, { host: "prospect.example" })).toMatchObject({ ok: true, count: 1 });
    expect(await prospectSitemap(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  describe("IndexNow", () => {
    const startReceiver = async () => {
      receiver = await startLoopbackHttp((request, response) => {
        let body = "";
        request.on("data", (chunk) => {
          body += chunk;
        });
        request.on("end", () => {
          // The protocol's JSON POST: host, key, keyLocation, urlList; anything else is a 400, as the engines answer.
          let valid = false;
          try {
            const json = JSON.parse(body) as Record<string, unknown>;
            received.push(json);
            valid =
              request.method === "POST" &&
              /^application\/json/.test(request.headers["content-type"] ?? "") &&
              typeof json.host === "string" &&
              typeof json.key === "string" &&
              json.keyLocation === `${PUBLIC_URL}/${json.key}.txt` &&
              Array.isArray(json.urlList) &&
              json.urlList.every((url) => typeof url === "string" && new URL(url).host === json.host);
          } catch {
            valid = false;
          }
          response.writeHead(valid ? receiverStatus : 400).end();
        });
      });
      return `${receiver.origin}/indexnow`;
    };

    it("is off by default: a publish sends nothing, and no key is served", async () => {
      await startReceiver();
      await publish("/fixture-off", pageWith());
      await generator.indexNow.settled();
      expect(receiver?.requests).toHaveLength(0);
      expect(await database.db.select().from(indexNowSubmissions)).toHaveLength(0);
      expect(await generator.indexNow.key()).toBeNull();
    });

    it("after a publish sends the changed URL only, in the protocol's JSON, and records the submission", async () => {
      const endpoint = await startReceiver();
      const on = await generator.settings.setIndexNow(ctx, { enabled: true, endpoint });
      expect(on.ok).toBe(true);
      const key = await generator.indexNow.key();
      expect(key).toMatch(/^[0-9a-f]{32}$/);

      await publish("/fixture-indexnow", pageWith());
      await generator.indexNow.settled();
      expect(receiver?.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /indexnow"]);
      expect(received).toEqual([
        {
          host: "agency.example",
          key,
          keyLocation: `${PUBLIC_URL}/${key}.txt`,
          urlList: [`${PUBLIC_URL}/fixture-indexnow`],
        },
      ]);
      const [row] = await generator.indexNow.lastSubmissions();
      expect(row).toMatchObject({ urlCount: 1, status: 200, error: null, urls: [`${PUBLIC_URL}/fixture-indexnow`] });

      // A thin page is not in the sitemap: nothing is sent for it.
      await publish("/fixture-thin-indexnow", pageWith({ words: "Short." }));
      await generator.indexNow.settled();
      expect(receiver?.requests).toHaveLength(1);

      // An article publish names no path: the sitemap's changed lastmod finds it, and only it.
      await content.contentResearchWriter.save({
        contentType: "blog_article",
        slug: "indexnow-article",
        title: "IndexNow article",
        content: "<p>Body</p>",
        status: "published",
      });
      await generator.indexNow.settled();
      expect(received.at(-1)).toMatchObject({ urlList: [`${PUBLIC_URL}/blog/indexnow-article`] });

      // A change another instance published is submitted there, not here.
      content.bus.deliver({ topic: "pages", paths: ["/fixture-indexnow"] });
      await generator.indexNow.settled();
      expect(receiver?.requests).toHaveLength(2);

      // Rotating the key serves the new one at once.
      await generator.settings.rotateKey(ctx);
      expect(await generator.indexNow.key()).not.toBe(key);
    });

    it("records a refusal of the endpoint without failing the publish", async () => {
      const endpoint = await startReceiver();
      receiverStatus = 403;
      await generator.settings.setIndexNow(ctx, { enabled: true, endpoint });
      await expect(publish("/fixture-refused", pageWith())).resolves.toBeDefined();
      await generator.indexNow.settled();
      const [row] = await generator.indexNow.lastSubmissions();
      expect(row).toMatchObject({ status: 403, error: expect.stringContaining("answered 403") });
    });

    it("never reaches a loopback endpoint without CRAWL_ALLOW_PRIVATE", async () => {
      await open({ allowPrivate: false });
      const endpoint = await startReceiver();
      expect(checkEndpoint(endpoint, { allowPrivate: false, allowedPorts: [80, 443] })).toEqual({
        ok: false,
        message: expect.stringMatching(/private|standard ports/),
      });
      expect(checkEndpoint("http://127.0.0.1/indexnow", { allowPrivate: false, allowedPorts: [80, 443] })).toEqual({
        ok: false,
        message: "The endpoint points to a private, local or reserved network address and cannot be used.",
      });
      expect(checkEndpoint("https://api.indexnow.org/indexnow", { allowPrivate: false, allowedPorts: [80, 443] })).toEqual({
        ok: true,
        url: "https://api.indexnow.org/indexnow",
      });
      // Stored anyway (as if set before the rule), the fetch itself refuses it.
      await generator.settings.setIndexNow(ctx, { enabled: true, endpoint });
      await publish("/fixture-private", pageWith());
      await generator.indexNow.settled();
      expect(receiver?.connections).toBe(0);
      const [row] = await generator.indexNow.lastSubmissions();
      expect(row).toMatchObject({ status: null, error: expect.stringMatching(/port|loopback|private/) });
    });
  });
});
