import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contentResearch } from "~/.server/db/schema";

/**
 * An unpublished city service article for the article editor's spec
 * (tests/e2e/content-view.spec.ts): content marketing in El Paso, Texas, a
 * place no seeded article covers, so its page shows the default text (and
 * noindex) until the spec publishes it. The state is stored as its USPS code,
 * as some writers enter it. Its id goes to a file in the run's data
 * directory, which the spec reads.
 */
export const CONTENT_VIEW_ARTICLE = {
  serviceType: "content-marketing",
  city: "El Paso",
  state: "TX",
  path: "/content-marketing/texas/el-paso",
  title: "Working title, not ready",
} as const;
const FILE = "e2e-content-view.json";

export async function loadContentViewFixtures(db: Db, dataDir: string) {
  const { serviceType, city, state, title } = CONTENT_VIEW_ARTICLE;
  // A rerun on the same database finds it there: start it over as an unpublished draft.
  await db
    .delete(contentResearch)
    .where(and(eq(contentResearch.contentType, "service_type_location"), eq(contentResearch.slug, "e2e-content-view")));
  const [row] = await db
    .insert(contentResearch)
    .values({
      contentType: "service_type_location",
      slug: "e2e-content-view",
      serviceType,
      city,
      state,
      status: "draft",
      title,
      content: "<p>Notes for a future article.</p>",
    })
    .returning({ id: contentResearch.id });
  writeFileSync(path.join(dataDir, FILE), JSON.stringify({ article: row?.id }));
}

/** The fixture article's id, as the fixture loader stored it. */
export function contentViewArticleId(): number {
  const dir = process.env.PLAYWRIGHT_E2E_DATA_DIR;
  if (!dir) throw new Error("PLAYWRIGHT_E2E_DATA_DIR is not set: run the spec through playwright.config.ts");
  const { article } = JSON.parse(readFileSync(path.join(dir, FILE), "utf8")) as { article?: number };
  if (!article) throw new Error("no content-view fixture article");
  return article;
}
