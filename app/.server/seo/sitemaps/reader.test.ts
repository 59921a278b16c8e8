import { describe, expect, it } from "vitest";
import { cityServiceArticles } from "~/content/city-service-articles";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { cityServiceArticleSlug } from "../../content/city-services/seed";
import { contentResearch, pageSchemas } from "../../db/schema";
import { runSeeds } from "../../seed";
import { collectSitemapGroups, staticPages } from "./reader";

describe.each(testDatabaseTargets)("sitemap URLs on $name", (target) => {
  const database = migratedDatabase(target, { prepare: runSeeds });

  const record = (values: Partial<typeof contentResearch.$inferInsert>) => ({
    contentType: "service_type_location",
    title: "A title",
    content: "<p>Body</p>",
    status: "published",
    ...values,
  });

  it("lists static pages, published schemas and articles, every location, and only city service pages with a published record", async () => {
    const changed = new Date("2026-10-10T10:00:00Z");
    // Enough words not to be thin (THIN_PAGE_WORDS_DEFAULT); thin pages are tested in sitemap-generator/generator.test.ts.
    const sections = [{ id: "body", type: "content", content: `<p>${"word ".repeat(60)}</p>` }];
    await database.db.insert(pageSchemas).values([
      { path: "/fixture-published", type: "service", status: "published", schema: { sections }, updatedAt: changed },
      { path: "/draft-page", type: "service", status: "draft", schema: { sections } },
      { path: "/hidden-page", type: "service", status: "published", schema: { seo: { noindex: true }, sections } },
      { path: "/shown-page", type: "service", status: "published", schema: { seo: { noindex: false }, sections } },
      {
        path: "/thin-page",
        type: "service",
        status: "published",
        schema: { sections: [{ id: "a", type: "hero", title: "Short" }] },
      },
    ]);
    await database.db
      .insert(contentResearch)
      .values([
        record({ contentType: "blog_article", slug: "census-and-seo", updatedAt: changed }),
        record({ contentType: "blog_article", slug: "unpublished", status: "draft" }),
        record({ city: "Austin", state: "Texas", serviceType: "seo", updatedAt: changed }),
        record({ city: "los angeles", state: "CA", serviceType: "Rehab-Marketing" }),
        record({ city: "Austin", state: "Texas", serviceType: "ppc", status: "draft" }),
        record({ city: "Atlantis", state: "Texas", serviceType: "seo" }),
        record({ city: "Austin", state: "Texas", serviceType: "link-building" }),
      ]);

    const groups = await collectSitemapGroups(database.db);
    const paths = (name: string) => groups.find((group) => group.name === name)!.entries.map((entry) => entry.path);

    // The seeds add the shipped pages and articles; the fixtures above add one of each, and drafts stay out.
    const pagePaths = paths("pages");
    expect(pagePaths.slice(0, staticPages.length)).toEqual(staticPages.map((page) => page.path));
    expect(pagePaths).toEqual(expect.arrayContaining(["/rehab/seo", "/fixture-published", "/blog/census-and-seo"]));
    expect(pagePaths).not.toContain("/draft-page");
    // A page marked noindex in the SEO panel is published but not offered to search engines.
    expect(pagePaths).not.toContain("/hidden-page");
    expect(pagePaths).toContain("/shown-page");
    // A page with fewer words than the thin threshold is left out until it has more.
    expect(pagePaths).not.toContain("/thin-page");
    expect(pagePaths).not.toContain("/blog/unpublished");
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    const schemaEntry = groups[0]!.entries.find((entry) => entry.path === "/fixture-published")!;
    expect(schemaEntry.lastmod.toISOString()).toBe(changed.toISOString());

    const locationPaths = paths("locations");
    expect(locationPaths.filter((path) => path.split("/").length === 3)).toHaveLength(51);
    expect(locationPaths).toContain("/locations/texas/austin");
    expect(locationPaths).toContain("/locations/district-of-columbia/washington");
    expect(new Set(locationPaths).size).toBe(locationPaths.length);

    // The seeded city service articles, plus the fixtures: Los Angeles matches once however its record is spelled.
    const seeded = cityServiceArticles.map((article) => `/${cityServiceArticleSlug(article)}`);
    const expected = [...new Set([...seeded, "/rehab-marketing/california/los-angeles", "/seo/texas/austin"])].sort();
    expect(paths("city-services")).toEqual(expected);
  });
});
