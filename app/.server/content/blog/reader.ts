import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { isSlug } from "~/lib/slug";
import { contentResearch, type Db } from "../../db";
import { READ_CACHE_TTL_MS, ReadCache } from "../../http";
import { richTextForDisplay } from "../rich-text/sanitize";
import { BLOG_ARTICLE } from "./seed";

/**
 * The blog: published `blog_article` rows of content_research. Reads are
 * cached with the same five-minute freshness as page schemas and dropped
 * whenever content changes. An article's HTML is sanitised as the cache is
 * filled (app/.server/content/rich-text), whatever wrote the row.
 */
export interface BlogArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string | null;
  /** ISO timestamps. */
  publishedAt: string;
  updatedAt: string;
}

export interface BlogArticle extends BlogArticleSummary {
  content: string;
  seoTitle: string;
  seoDescription: string;
  /** Path of the related service page, for example /rehab/seo. */
  service: string | null;
}

const summaryColumns = {
  slug: contentResearch.slug,
  title: contentResearch.title,
  excerpt: contentResearch.excerpt,
  author: contentResearch.author,
  publishedAt: contentResearch.publishedAt,
  createdAt: contentResearch.createdAt,
  updatedAt: contentResearch.updatedAt,
};

interface SummaryRow {
  slug: string | null;
  title: string;
  excerpt: string | null;
  author: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function toSummary(row: SummaryRow): BlogArticleSummary {
  const published = row.publishedAt ?? row.createdAt;
  const updated = row.updatedAt > published ? row.updatedAt : published;
  return {
    slug: row.slug ?? "",
    title: row.title,
    excerpt: row.excerpt ?? "",
    author: row.author,
    publishedAt: published.toISOString(),
    updatedAt: updated.toISOString(),
  };
}

export function createBlogReader(options: { db: () => Db; ttlMs?: number }) {
  const cache = new ReadCache<unknown>(options.ttlMs ?? READ_CACHE_TTL_MS);
  const publishedArticles = and(
    eq(contentResearch.contentType, BLOG_ARTICLE),
    eq(contentResearch.status, "published"),
    isNotNull(contentResearch.slug),
  );

  return {
    /** Published articles, newest first. */
    async list(): Promise<BlogArticleSummary[]> {
      return (await cache.get("list", async () => {
        const rows = await options
          .db()
          .select(summaryColumns)
          .from(contentResearch)
          .where(publishedArticles)
          .orderBy(desc(sql`coalesce(${contentResearch.publishedAt}, ${contentResearch.createdAt})`), desc(contentResearch.id));
        return rows.map(toSummary);
      })) as BlogArticleSummary[];
    },

    /** One published article by slug, or null. */
    async bySlug(slug: string): Promise<BlogArticle | null> {
      if (!isSlug(slug)) return null;
      return (await cache.get(`slug:${slug}`, async () => {
        const [row] = await options
          .db()
          .select({
            ...summaryColumns,
            content: contentResearch.content,
            seoTitle: contentResearch.seoTitle,
            seoDescription: contentResearch.seoDescription,
            service: contentResearch.service,
          })
          .from(contentResearch)
          .where(and(publishedArticles, eq(contentResearch.slug, slug)))
          .limit(1);
        if (!row) return null;
        return {
          ...toSummary(row),
          content: richTextForDisplay(row.content),
          seoTitle: row.seoTitle || row.title,
          seoDescription: row.seoDescription || row.excerpt || row.title,
          service: row.service,
        } satisfies BlogArticle;
      })) as BlogArticle | null;
    },

    invalidate: () => cache.clear(),
  };
}

export type BlogReader = ReturnType<typeof createBlogReader>;
