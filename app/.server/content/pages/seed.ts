import { seedPages } from "~/content/pages";
import { pageSchema, type SeedPage } from "~/lib/content/page-schema";
import { type Db, pageSchemas, pageSchemaVersions } from "../../db";

/**
 * The site's built-in page schemas, as version 1 published by `seed`. Paths
 * already stored are left untouched, so an admin's edits survive every start.
 * Pages are validated first: a broken seed file stops the seed, never half-loads.
 */
export async function seedPageSchemas(db: Db, pages: SeedPage[] = seedPages): Promise<number> {
  if (pages.length === 0) return 0;
  const rows = pages.map((page) => ({
    path: page.path,
    type: page.type,
    status: "published",
    schema: pageSchema.parse(page.schema),
    version: 1,
  }));
  const inserted = await db
    .insert(pageSchemas)
    .values(rows)
    .onConflictDoNothing({ target: pageSchemas.path })
    .returning({ id: pageSchemas.id, path: pageSchemas.path });
  if (inserted.length === 0) return 0;
  const schemaByPath = new Map(rows.map((row) => [row.path, row.schema]));
  await db.insert(pageSchemaVersions).values(
    inserted.map((row) => ({
      pageSchemaId: row.id,
      version: 1,
      schema: schemaByPath.get(row.path) ?? {},
      publishedBy: "seed",
    })),
  );
  return inserted.length;
}
