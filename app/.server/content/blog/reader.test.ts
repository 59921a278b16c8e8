import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BlogArticleSeed } from "~/content/blog-articles";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { createContentBus } from "../../content-bus";
import { contentResearch } from "../../db/schema";
import { createBlogReader } from "./reader";
import { seedBlogArticles } from "./seed";

const article = (slug: string, publishedAt: string, extra: Partial<BlogArticleSeed> = {}): BlogArticleSeed => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  seoTitle: `SEO title of ${slug}`,
  seoDescription: `SEO description of ${slug}`,
  author: "Dana Whitfield",
  publishedAt,
  service: "/rehab/seo",
  content: `<p>Body of ${slug}</p>`,
  ...extra,
});

describe.each(testDatabaseTargets)("blog on $name", (target) => {
  const database = migratedDatabase(target);

  it("seeds articles once as published rows, leaving stored slugs untouched", async () => {
    const articles = [article("older", "2026-01-10"), article("newer", "2026-02-20", { updatedAt: "2026-03-01" })];
    expect(await seedBlogArticles(database.db, articles)).toBe(2);
    await database.db.update(contentResearch).set({ title: "Edited" }).where(eq(contentResearch.slug, "older"));
    expect(await seedBlogArticles(database.db, articles)).toBe(0);
    const rows = await database.db.select().from(contentResearch).orderBy(contentResearch.slug);
    expect(rows.map((row) => [row.slug, row.contentType, row.status, row.title])).toEqual([
      ["newer", "blog_article", "published", "Title of newer"],
      ["older", "blog_article", "published", "Edited"],
    ]);
  });

  it("lists published articles newest first and reads one by slug; drafts and other kinds stay out", async () => {
    await seedBlogArticles(database.db, [
      article("older", "2026-01-10"),
      article("newer", "2026-02-20", { updatedAt: "2026-03-01" }),
    ]);
    await database.db.insert(contentResearch).values([
      { contentType: "blog_article", slug: "draft", status: "draft", title: "Draft", content: "<p>x</p>" },
      { contentType: "service_type_location", slug: "city", status: "published", title: "City", content: "<p>x</p>" },
    ]);
    const blog = createBlogReader({ db: () => database.db });
    expect((await blog.list()).map((summary) => summary.slug)).toEqual(["newer", "older"]);
    expect(await blog.bySlug("newer")).toMatchObject({
      title: "Title of newer",
      author: "Dana Whitfield",
      seoTitle: "SEO title of newer",
      service: "/rehab/seo",
      content: "<p>Body of newer</p>",
      publishedAt: "2026-02-20T00:00:00.000Z",
      updatedAt: "2026-03-01T00:00:00.000Z",
    });
    expect(await blog.bySlug("draft")).toBeNull();
    expect(await blog.bySlug("city")).toBeNull();
    expect(await blog.bySlug("Not A Slug")).toBeNull();
  });

  it("serves cached reads until content changes", async () => {
    await seedBlogArticles(database.db, [article("first", "2026-01-10")]);
    const blog = createBlogReader({ db: () => database.db });
    expect(await blog.list()).toHaveLength(1);
    await seedBlogArticles(database.db, [article("second", "2026-02-10")]);
    expect(await blog.list()).toHaveLength(1);
    blog.invalidate();
    expect((await blog.list()).map((summary) => summary.slug)).toEqual(["second", "first"]);

    const bus = createContentBus(console);
    const listening = createBlogReader({ db: () => database.db });
    bus.subscribe(["content-research"], () => listening.invalidate());
    expect(await listening.list()).toHaveLength(2);
    await seedBlogArticles(database.db, [article("third", "2026-03-10")]);
    expect(await listening.list()).toHaveLength(2);
    bus.publish({ topic: "content-research", contentType: "blog_article", paths: ["/blog/third"] });
    expect(await listening.list()).toHaveLength(3);
  });
});
