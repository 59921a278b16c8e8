import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/cache-control";
import { fixturePage } from "../../tests/fixtures/schema-pages";
import { testDatabaseTargets } from "../../tests/support/test-databases";
import { BLOG_ARTICLE } from "./content/blog/seed";
import { CITY_SERVICE_CONTENT_TYPE } from "./content/city-services/reader";
import type { DatabaseHandle } from "./db/client";
import { createLogger } from "./log";
import { seedDirectory } from "./seo/locations/seed";
import { type ContentServices, createContentServices } from "./services";

/**
 * Every read cache listens to the one content bus: a change drops exactly
 * the caches that depend on it, and the rendered pages with them.
 */
const html = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL });

function renderSome(content: ContentServices, paths: string[]) {
  for (const path of paths) {
    const stored = content.renderedPages.set(path, {
      path,
      body: Buffer.from(`<html nonce="abc">${path}</html>`),
      nonce: "abc",
      headers: html,
      renderedAtVersion: content.renderedPages.version,
    });
    expect(stored, path).toBeDefined();
  }
  expect(content.renderedPages.size).toBe(paths.length);
}

const readCaches = ["pages", "blog", "locations", "cityServiceContent", "sitemap", "cityDirectory"] as const;

/** Which read caches a change dropped. */
function watchInvalidations(content: ContentServices) {
  const spies = readCaches.map((name) => [name, vi.spyOn(content[name], "invalidate")] as const);
  return () => spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);
}

const researchRow = (contentType: string, slug: string, title: string) => ({
  contentType,
  slug,
  status: "published",
  title,
  content: `<p>${title}</p>`,
  city: "Austin",
  state: "Texas",
  serviceType: "rehab-marketing",
  publishedAt: new Date("2026-05-01T00:00:00Z"),
});

describe.each(testDatabaseTargets)("content caches on $name", (target) => {
  let database: DatabaseHandle;
  let content: ContentServices;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    await seedDirectory(database.db);
    content = createContentServices({ database, log: createLogger("silent") });
  });
  afterEach(async () => {
    await database.close();
  });

  it("a publish drops page reads, the sitemap and exactly the rendered pages that show the page", async () => {
    expect(await content.pages.byPath(fixturePage.path)).toBeNull();
    const below = `${fixturePage.path}/part-two`;
    renderSome(content, [
      "/services",
      "/blog",
      "/blog/an-article",
      fixturePage.path,
      below,
      "/",
      "/faq",
      `${fixturePage.path}-other`,
    ]);
    const dropped = watchInvalidations(content);

    await content.pages.publishPage({ ...fixturePage, publishedBy: "test" });

    expect(dropped()).toEqual(["pages", "sitemap"]);
    // The page, the page below it (its breadcrumb), the services index and blog articles (they link service pages).
    for (const path of [fixturePage.path, below, "/services", "/blog/an-article"]) {
      expect(content.renderedPages.get(path), path).toBeUndefined();
    }
    for (const path of ["/blog", "/", "/faq", `${fixturePage.path}-other`]) {
      expect(content.renderedPages.get(path), path).toBeDefined();
    }
    expect((await content.pages.byPath(fixturePage.path))?.path).toBe(fixturePage.path);
  });

  it("a location change drops location reads, the city directory, the sitemap and every rendered page", async () => {
    const texas = (await content.locations.states()).find((state) => state.slug === "texas")!;
    expect((await content.locations.citiesOfState(texas.id)).map((city) => city.name)).not.toContain("Waco");
    const before = await content.cityDirectory.load();
    renderSome(content, ["/", "/locations", "/locations/texas"]);
    const dropped = watchInvalidations(content);

    await content.locationWriter.saveCity({ stateId: texas.id, name: "Waco", population: 4_000_000 });

    expect(dropped()).toEqual(["locations", "sitemap", "cityDirectory"]);
    expect(content.renderedPages.size).toBe(0);
    expect((await content.locations.citiesOfState(texas.id)).map((city) => city.name)).toContain("Waco");
    const after = await content.cityDirectory.load();
    expect(after).not.toEqual(before);
    expect(after.featured.find((group) => group.state.name === "Texas")?.cities[0]?.name).toBe("Waco");
  });

  it("a content-research change drops the reads of its content type, the sitemap and every rendered page", async () => {
    const austin = await content.locations.cityBySlugs("texas", "austin");
    expect(austin).not.toBeNull();
    expect(await content.blog.list()).toEqual([]);
    expect(await content.cityServiceContent.forPage("rehab-marketing", austin!)).toBeNull();

    renderSome(content, ["/blog"]);
    let dropped = watchInvalidations(content);
    await content.contentResearchWriter.save(researchRow(BLOG_ARTICLE, "new-article", "A new article"));
    expect(dropped()).toEqual(["blog", "sitemap"]);
    expect(content.renderedPages.size).toBe(0);
    expect((await content.blog.list()).map((article) => article.slug)).toEqual(["new-article"]);

    vi.restoreAllMocks();
    renderSome(content, ["/rehab-marketing/texas/austin"]);
    dropped = watchInvalidations(content);
    await content.contentResearchWriter.save(
      researchRow(CITY_SERVICE_CONTENT_TYPE, "rehab-marketing/texas/austin", "Rehab marketing in Austin"),
    );
    expect(dropped()).toEqual(["cityServiceContent", "sitemap"]);
    expect(content.renderedPages.size).toBe(0);
    expect((await content.cityServiceContent.forPage("rehab-marketing", austin!))?.title).toBe("Rehab marketing in Austin");
  });
});
