import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCityServiceContentReader } from "~/.server/content/city-services/reader";
import { cityServiceArticleSlug, seedCityServiceArticles } from "~/.server/content/city-services/seed";
import { contentResearch } from "~/.server/db/schema";
import { seeds } from "~/.server/seed";
import { createLocationReader } from "~/.server/seo/locations/reader";
import { seedDirectory } from "~/.server/seo/locations/seed";
import { cityServiceSlugs } from "~/lib/content/city-services";
import { plainText } from "~/lib/html-text";
import { slugify } from "~/lib/slug";
import { linkablePaths, wordsOf } from "../../tests/support/linkable-paths";
import { migratedDatabase, testDatabaseTargets } from "../../tests/support/test-databases";
import { cityServiceArticles } from "./city-service-articles";
import { usStates } from "./us-states";

const sitePaths = linkablePaths();
const words = wordsOf;
const label = (article: (typeof cityServiceArticles)[number]) => cityServiceArticleSlug(article);

describe("city service articles", () => {
  it("cover the flagship markets, one article per service and city, for services the site serves", () => {
    const combos = cityServiceArticles.map(label);
    expect(new Set(combos).size).toBe(combos.length);
    expect(combos).toEqual(
      expect.arrayContaining([
        "rehab-marketing/california/los-angeles",
        "seo/texas/houston",
        "ppc/florida/miami",
        "mental-health-marketing/new-york/new-york",
        "lead-generation/illinois/chicago",
        "website-design/california/san-diego",
      ]),
    );
    for (const article of cityServiceArticles) {
      expect(cityServiceSlugs, label(article)).toContain(article.serviceType);
      expect(
        usStates.map((state) => state.name),
        label(article),
      ).toContain(article.state);
    }
  });

  it("have search titles of at most 60 characters and descriptions of 120-160, all unique", () => {
    for (const article of cityServiceArticles) {
      expect(article.seoTitle.length, label(article)).toBeLessThanOrEqual(60);
      expect(article.seoDescription.length, label(article)).toBeGreaterThanOrEqual(120);
      expect(article.seoDescription.length, label(article)).toBeLessThanOrEqual(160);
      expect(article.title.length, label(article)).toBeLessThanOrEqual(90);
      expect(article.publishedAt, label(article)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.publishedAt)), label(article)).toBe(false);
    }
    const n = cityServiceArticles.length;
    expect(new Set(cityServiceArticles.map((article) => article.seoTitle)).size).toBe(n);
    expect(new Set(cityServiceArticles.map((article) => article.seoDescription)).size).toBe(n);
    expect(new Set(cityServiceArticles.map((article) => article.title)).size).toBe(n);
  });

  it("name their city in the title and body, contain no script and no h1, and link only to pages that exist", () => {
    for (const article of cityServiceArticles) {
      expect(article.title, label(article)).toContain(article.city);
      expect(plainText(article.content), label(article)).toContain(article.city);
      expect(article.content, label(article)).not.toMatch(/<script|<h1|<iframe|\son\w+=/i);
      const links = [...article.content.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1] ?? "");
      expect(links.length, `${label(article)} has no internal link`).toBeGreaterThan(0);
      for (const link of links) expect(sitePaths.has(link), `${label(article)} links to unknown ${link}`).toBe(true);
    }
  });

  it("are articles of 600-900 words", () => {
    for (const article of cityServiceArticles) {
      const count = words(article.content).length;
      expect(count, label(article)).toBeGreaterThanOrEqual(600);
      expect(count, label(article)).toBeLessThanOrEqual(900);
    }
  });
});

describe.each(testDatabaseTargets)("city service article seed on $name", (target) => {
  const database = migratedDatabase(target, { prepare: seedDirectory });

  const readers = () => ({
    locations: createLocationReader({ db: () => database.db, ttlMs: 0 }),
    content: createCityServiceContentReader({ db: () => database.db, ttlMs: 0 }),
  });

  it("is a versioned start-up seed", () => {
    expect(seeds.find((seed) => seed.name === "city-service-articles")?.version).toBe(cityServiceArticles.length);
  });

  it("publishes every article on the page of its city, service and state", async () => {
    expect(await seedCityServiceArticles(database.db)).toBe(cityServiceArticles.length);
    const { locations, content } = readers();
    for (const article of cityServiceArticles) {
      const place = await locations.cityBySlugs(slugify(article.state), slugify(article.city));
      expect(place, `${label(article)}: city not in the directory`).not.toBeNull();
      const record = await content.forPage(article.serviceType, place!);
      expect(record, label(article)).toMatchObject({
        title: article.title,
        content: article.content,
        seoTitle: article.seoTitle,
        seoDescription: article.seoDescription,
      });
    }
  });

  it("only adds: a second run adds nothing and an edited article keeps the admin's text", async () => {
    await seedCityServiceArticles(database.db);
    const [first] = cityServiceArticles;
    await database.db
      .update(contentResearch)
      .set({ title: "Edited by an admin" })
      .where(eq(contentResearch.slug, cityServiceArticleSlug(first!)));
    expect(await seedCityServiceArticles(database.db)).toBe(0);
    const rows = await database.db.select().from(contentResearch);
    expect(rows).toHaveLength(cityServiceArticles.length);
    expect(rows.find((row) => row.slug === cityServiceArticleSlug(first!))?.title).toBe("Edited by an admin");
  });

  it("leaves a city alone when the content tools already hold a record for it, even under a state code", async () => {
    const [first] = cityServiceArticles;
    const code = usStates.find((state) => state.name === first!.state)!.abbreviation;
    await database.db.insert(contentResearch).values({
      contentType: "service_type_location",
      city: first!.city.toUpperCase(),
      state: code,
      serviceType: first!.serviceType,
      status: "draft",
      title: "An admin's draft",
      content: "<p>Draft</p>",
    });
    expect(await seedCityServiceArticles(database.db)).toBe(cityServiceArticles.length - 1);
    const { locations, content } = readers();
    const place = await locations.cityBySlugs(slugify(first!.state), slugify(first!.city));
    expect(await content.forPage(first!.serviceType, place!)).toBeNull();
  });
});
