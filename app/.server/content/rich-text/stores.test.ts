import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { PageSchema } from "~/lib/content/page-schema";
import type { CityWithState } from "~/lib/seo/location-records";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { contentResearch, pageSchemas, pageSchemaVersions } from "../../db/schema";
import type { Logger } from "../../log";
import { createBlogReader } from "../blog/reader";
import { createCityServiceContentReader } from "../city-services/reader";
import { createPageStore } from "../pages/store";
import { createContentResearchWriter } from "../research/writer";
import { hostileCases } from "./hostile-cases";
import * as sanitizer from "./sanitize";

/**
 * Rich text is sanitised on every write path (page store publish and
 * rollback, the content_research writer) and on every read path of the
 * public site (page store, blog and city service readers), the read ones when
 * their cache is filled, not on a cache hit.
 */
vi.mock("./sanitize", { spy: true });
const { richTextForDisplay, sanitizeRichText } = sanitizer;

const HOSTILE = hostileCases.map((hostile) => hostile.html).join("\n");
const CLEAN = sanitizeRichText(HOSTILE);
const LIVE = /<script|<style|<iframe|<svg|<img|<form|<meta|<base|\son\w+\s*=|javascript:|data:|\/\/evil/i;

/** A page with one content section per hostile case, and one of an unknown type (rendered by the fallback). */
function hostilePage(): PageSchema {
  return {
    ...fixturePage.schema,
    sections: [
      { id: "hero", type: "hero", title: "Hostile rich text" },
      ...hostileCases.map((hostile, index) => ({
        id: `case-${index + 1}`,
        type: "content",
        title: hostile.name,
        content: hostile.html,
      })),
      { id: "odd", type: "carousel", content: HOSTILE },
    ],
  };
}

const contents = (schema: unknown) =>
  (schema as PageSchema).sections.flatMap((section) => (section.content === undefined ? [] : [section.content]));
const expected = [...hostileCases.map((hostile) => sanitizeRichText(hostile.html)), CLEAN];

describe.each(testDatabaseTargets)("rich text through the stores on $name", (target) => {
  const database = migratedDatabase(target);
  const log = { error: vi.fn() } as unknown as Logger;

  it("the hostile text is live before and inert after (guards the checks below)", () => {
    expect(HOSTILE).toMatch(LIVE);
    expect(CLEAN).not.toMatch(LIVE);
  });

  it("a published page stores only sanitised content, in the page and its version", async () => {
    const store = createPageStore({ db: () => database.db, log });
    const page = await store.publishPage({
      path: "/e2e-fixture/hostile",
      type: "service",
      schema: hostilePage(),
      publishedBy: "t",
    });
    const [row] = await database.db.select().from(pageSchemas).where(eq(pageSchemas.id, page.id));
    const [version] = await database.db.select().from(pageSchemaVersions).where(eq(pageSchemaVersions.pageSchemaId, page.id));
    expect(contents(row!.schema)).toEqual(expected);
    expect(contents(version!.schema)).toEqual(expected);
    expect(contents(page.schema)).toEqual(expected);
  });

  it("a row written past the store is sanitised when the read cache is filled, not on each hit", async () => {
    await database.db
      .insert(pageSchemas)
      .values({ path: "/e2e-fixture/raw", type: "service", status: "published", schema: hostilePage(), version: 1 });
    const store = createPageStore({ db: () => database.db, log });
    vi.mocked(sanitizer.sanitizePageSchema).mockClear();
    expect(contents((await store.byPath("/e2e-fixture/raw"))!.schema)).toEqual(expected);
    expect(contents((await store.byPath("/e2e-fixture/raw"))!.schema)).toEqual(expected);
    expect(sanitizer.sanitizePageSchema).toHaveBeenCalledTimes(1);
    expect((await store.list()).flatMap((page) => contents(page.schema))).toEqual(expected);
    expect((await store.listByType("service")).flatMap((page) => contents(page.schema))).toEqual(expected);
  });

  it("a rollback to a version stored unsanitised publishes it sanitised", async () => {
    const store = createPageStore({ db: () => database.db, log });
    const page = await store.publishPage({ ...fixturePage, publishedBy: "t" });
    await database.db.insert(pageSchemaVersions).values({ pageSchemaId: page.id, version: 99, schema: hostilePage() });
    const restored = await store.rollbackPage(page.id, 99);
    const [row] = await database.db.select().from(pageSchemas).where(eq(pageSchemas.id, page.id));
    expect(contents(row!.schema)).toEqual(expected);
    expect(contents(restored.schema)).toEqual(expected);
  });

  it("a publish whose sanitised HTML outgrows the contract is refused with the spec's message", async () => {
    const store = createPageStore({ db: () => database.db, log });
    // 12,500 ampersands fit in 50,000 characters; escaped (&amp;) they do not.
    const schema = { ...fixturePage.schema, sections: [{ id: "c", type: "content", content: `<p>${"&".repeat(12_500)}</p>` }] };
    await expect(store.publishPage({ path: "/e2e-fixture/long", type: "service", schema, publishedBy: "t" })).rejects.toThrow(
      /^Failed to save page schema: sections\.0\.content/,
    );
  });

  it("the content_research writer stores sanitised content", async () => {
    const writer = createContentResearchWriter({ db: () => database.db, bus: { publish: vi.fn() } });
    await writer.save({ contentType: "blog_article", slug: "hostile", title: "Hostile", content: HOSTILE, status: "published" });
    const [row] = await database.db.select().from(contentResearch).where(eq(contentResearch.slug, "hostile"));
    expect(row!.content).toBe(CLEAN);
  });

  it("the blog and city service readers sanitise rows written past the writer, once per cache fill", async () => {
    await database.db.insert(contentResearch).values([
      { contentType: "blog_article", slug: "raw", status: "published", title: "Raw", content: HOSTILE },
      {
        contentType: "service_type_location",
        serviceType: "seo",
        city: "Austin",
        state: "TX",
        status: "published",
        title: "Raw city",
        content: HOSTILE,
      },
    ]);
    const blog = createBlogReader({ db: () => database.db });
    const cities = createCityServiceContentReader({ db: () => database.db });
    const austin = {
      id: 1,
      name: "Austin",
      slug: "austin",
      stateId: 1,
      isMajor: true,
      population: null,
      state: { id: 1, name: "Texas", abbreviation: "TX", slug: "texas" },
    } satisfies CityWithState;
    // The readers give rich text for display (sanitised, library images through the image route: none here).
    vi.mocked(richTextForDisplay).mockClear();
    expect((await blog.bySlug("raw"))?.content).toBe(CLEAN);
    expect((await blog.bySlug("raw"))?.content).toBe(CLEAN);
    expect((await cities.forPage("seo", austin))?.content).toBe(CLEAN);
    expect((await cities.forPage("seo", austin))?.content).toBe(CLEAN);
    expect(richTextForDisplay).toHaveBeenCalledTimes(2);
  });
});
