import { type BlogArticleSeed, blogArticles } from "~/content/blog-articles";
import { BLOG_ARTICLE } from "~/lib/content/research-types";
import type { Db } from "../../db";
import { addPublishedRecords } from "../research/seed-records";

export { BLOG_ARTICLE };

/**
 * The built-in blog articles as published `blog_article` rows. An article
 * whose slug is already stored is left as it is (admin edits survive).
 */
export async function seedBlogArticles(db: Db, articles: BlogArticleSeed[] = blogArticles): Promise<number> {
  return addPublishedRecords(
    db,
    articles.map((article) => ({
      contentType: BLOG_ARTICLE,
      slug: article.slug,
      title: article.title,
      content: article.content,
      excerpt: article.excerpt,
      seoTitle: article.seoTitle,
      seoDescription: article.seoDescription,
      service: article.service,
      author: article.author,
      publishedAt: article.publishedAt,
      updatedAt: article.updatedAt,
    })),
  );
}
