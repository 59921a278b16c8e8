import type { PageStore } from "~/.server/content/pages/store";
import type { Db } from "~/.server/db/client";
import { pageSchemas } from "~/.server/db/schema";
import { richTextRawPage, richTextStoredPage } from "../../fixtures/rich-text-pages";

/**
 * The hostile rich-text pages of tests/e2e/rich-text-safety.spec.ts, written
 * before the e2e server starts (the embedded database belongs to one process,
 * so the spec cannot write while the server runs): one published through the
 * page store, as the editor will, and one inserted as it stands, as an old row
 * or a manual fix would be, so only the sanitising read stands in its way.
 */
export async function loadRichTextFixtures(db: Db, store: PageStore) {
  await store.publishPage({ ...richTextStoredPage, publishedBy: "e2e-fixtures" });
  const raw = { path: richTextRawPage.path, type: richTextRawPage.type, status: "published", schema: richTextRawPage.schema };
  await db
    .insert(pageSchemas)
    .values({ ...raw, version: 1 })
    .onConflictDoUpdate({ target: pageSchemas.path, set: raw });
}
