import { describe, expect, it } from "vitest";
import { linkablePaths, wordsOf } from "../../tests/support/linkable-paths";
import { blogArticles } from "./blog-articles";

const sitePaths = linkablePaths();
const words = wordsOf;
describe("blog articles", () => {
  it("have unique, lowercase-hyphen slugs", () => {
    const slugs = blogArticles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("have titles of at most 70 characters, search titles of at most 60, and descriptions of 120-160", () => {
    for (const article of blogArticles) {
      expect(article.title.length, article.slug).toBeLessThanOrEqual(70);
      expect(article.seoTitle.length, article.slug).toBeLessThanOrEqual(60);
      expect(article.seoDescription.length, article.slug).toBeGreaterThanOrEqual(120);
      expect(article.seoDescription.length, article.slug).toBeLessThanOrEqual(160);
    }
    expect(new Set(blogArticles.map((article) => article.seoTitle)).size).toBe(blogArticles.length);
    expect(new Set(blogArticles.map((article) => article.seoDescription)).size).toBe(blogArticles.length);
  });

  it("are dated in 2026 before November, with updates after publication", () => {
    for (const article of blogArticles) {
      expect(article.publishedAt, article.slug).toMatch(/^2026-(0[1-9]|10)-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.publishedAt)), article.slug).toBe(false);
      if (article.updatedAt) expect(article.updatedAt > article.publishedAt, article.slug).toBe(true);
    }
  });

  it("contain no script and no h1, and link only to pages that exist on the site", () => {
    for (const article of blogArticles) {
      expect(article.content, article.slug).not.toMatch(/<script|<h1/i);
      const links = [...article.content.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1] ?? "");
      expect(links.length, `${article.slug} has no internal link`).toBeGreaterThan(0);
      for (const link of links) expect(sitePaths.has(link), `${article.slug} links to unknown ${link}`).toBe(true);
    }
  });

  it("are full articles of 900-1400 words", () => {
    for (const article of blogArticles) {
      const count = words(article.content).length;
      expect(count, article.slug).toBeGreaterThanOrEqual(900);
      expect(count, article.slug).toBeLessThanOrEqual(1400);
    }
  });
});
