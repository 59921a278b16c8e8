import { sql } from "drizzle-orm";
import type { ContentBus } from "../../content-bus";
import { contentResearch, type Db } from "../../db";
import { sanitizeRichText } from "../rich-text/sanitize";

/**
 * Writes of content_research, the table behind the blog (`blog_article`)
 * and the city service pages (`service_type_location`). Each write announces
 * a `content-research` change of its content type, so the blog or city
 * service reads, the sitemap and rendered pages drop what they hold.
 * `content` is stored sanitised against the rich-text allow-list
 * (app/.server/content/rich-text); the readers sanitise it again when they fill
 * their caches.
 */
export type ContentResearchInput = Omit<typeof contentResearch.$inferInsert, "id" | "createdAt"> & {
  contentType: string;
  slug: string;
};

export function createContentResearchWriter(options: { db: () => Db; bus: Pick<ContentBus, "publish"> }) {
  return {
    /** Stores a record by content type and slug (a new row, or new values for the stored one). */
    async save(raw: ContentResearchInput): Promise<{ id: number }> {
      const input = { ...raw, content: sanitizeRichText(raw.content) };
      const { contentType, slug, ...values } = input;
      const [row] = await options
        .db()
        .insert(contentResearch)
        .values(input)
        .onConflictDoUpdate({
          target: [contentResearch.contentType, contentResearch.slug],
          set: { ...values, updatedAt: values.updatedAt ?? sql`now()` },
        })
        .returning({ id: contentResearch.id });
      if (!row) throw new Error(`saving ${contentType} ${slug} returned no row`);
      options.bus.publish({ topic: "content-research", contentType });
      return row;
    },
  };
}

export type ContentResearchWriter = ReturnType<typeof createContentResearchWriter>;
