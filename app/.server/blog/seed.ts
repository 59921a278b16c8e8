import { type BlogArticleSeed, blogArticles } from "~/content/blog-articles";
import type { Db } from "../db/client";
import { contentResearch } from "../db/schema";

export const BLOG_ARTICLE = "blog_article";

/**
 * The built-in blog articles as published `blog_article` rows. An article
 * whose slug is already stored is left as it is (admin edits survive).
 */
export async function seedBlogArticles(db: Db, articles: BlogArticleSeed[] = blogArticles): Promise<number> {
  if (articles.length === 0) return 0;
  const inserted = await db
    .insert(contentResearch)
    .values(
      articles.map((article) => {
        const publishedAt = new Date(article.publishedAt);
        return {
          contentType: BLOG_ARTICLE,
          slug: article.slug,
          status: "published",
          title: article.title,
          content: article.content,
          excerpt: article.excerpt,
          seoTitle: article.seoTitle,
          seoDescription: article.seoDescription,
          service: article.service,
          author: article.author,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: article.updatedAt ? new Date(article.updatedAt) : publishedAt,
        };
      }),
    )
    .onConflictDoNothing({ target: [contentResearch.contentType, contentResearch.slug] })
    .returning({ id: contentResearch.id });
  return inserted.length;
}
