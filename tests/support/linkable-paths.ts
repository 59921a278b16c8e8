// Test support for the content tests: which paths copy may link to, and the
// words of a piece of HTML. Kept here so each content test checks the same set.
import { cityServiceArticleSlug } from "~/.server/content/city-services/seed";
import { staticPages } from "~/.server/seo/sitemaps/reader";
import { plainText } from "~/lib/html-text";
import { blogArticles } from "../../app/content/blog-articles";
import { cityServiceArticles } from "../../app/content/city-service-articles";
import { seedPages } from "../../app/content/pages";

/**
 * Every public path an article may link to: the fixed pages, the seeded
 * schema pages, the blog articles, the local city pages, and the analyzer
 * (spec route /client-ingestion, which the home page links to as well).
 */
export function linkablePaths(): Set<string> {
  return new Set([
    ...staticPages.map((page) => page.path),
    "/client-ingestion",
    ...seedPages.map((page) => page.path),
    ...blogArticles.map((article) => `/blog/${article.slug}`),
    ...cityServiceArticles.map((article) => `/${cityServiceArticleSlug(article)}`),
  ]);
}

/** The lowercase words of an HTML text. */
export function wordsOf(html: string): string[] {
  return plainText(html)
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}
