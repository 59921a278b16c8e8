import { contentResearch, type Db } from "../../db";

/** A built-in record: its fields, with ISO dates as the content files keep them. */
export type PublishedRecordSeed = Omit<
  typeof contentResearch.$inferInsert,
  "id" | "status" | "publishedAt" | "createdAt" | "updatedAt"
> & {
  contentType: string;
  slug: string;
  publishedAt: string;
  /** Default: the publication date. */
  updatedAt?: string;
};

/**
 * Built-in content (blog articles, city service articles) as published
 * content_research rows, dated as published. A record whose content type and
 * slug are already stored is left as it is, so an admin's edits survive every
 * later seed. Returns how many rows were added.
 */
export async function addPublishedRecords(db: Db, records: PublishedRecordSeed[]): Promise<number> {
  if (records.length === 0) return 0;
  const inserted = await db
    .insert(contentResearch)
    .values(
      records.map(({ publishedAt, updatedAt, ...record }) => {
        const published = new Date(publishedAt);
        return {
          ...record,
          status: "published" as const,
          publishedAt: published,
          createdAt: published,
          updatedAt: updatedAt ? new Date(updatedAt) : published,
        };
      }),
    )
    .onConflictDoNothing({ target: [contentResearch.contentType, contentResearch.slug] })
    .returning({ id: contentResearch.id });
  return inserted.length;
}
