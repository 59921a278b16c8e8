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
 * as some writers enter it. A second article (Fort Worth) is the conflict
 * test's, so the two tests run side by side. Their ids go to a file in the
 * run's data directory, which the spec reads.
 */
export const CONTENT_VIEW_ARTICLE = {
  serviceType: "content-marketing",
  city: "El Paso",
  state: "TX",
  path: "/content-marketing/texas/el-paso",
  title: "Working title, not ready",
} as const;
export const CONFLICT_ARTICLE = {
  serviceType: "content-marketing",
  city: "Fort Worth",
  state: "Texas",
  title: "Fort Worth notes",
};
const FILE = "e2e-content-view.json";
const SLUGS = { article: "e2e-content-view", conflict: "e2e-content-view-conflict" } as const;

export async function loadContentViewFixtures(db: Db, dataDir: string) {
  const ids: Record<string, number | undefined> = {};
  for (const [name, fields] of [
    ["article", CONTENT_VIEW_ARTICLE],
    ["conflict", CONFLICT_ARTICLE],
  ] as const) {
    const slug = SLUGS[name];
    // A rerun on the same database finds it there: start it over as an unpublished draft.
    await db
      .delete(contentResearch)
      .where(and(eq(contentResearch.contentType, "service_type_location"), eq(contentResearch.slug, slug)));
    const [row] = await db
      .insert(contentResearch)
      .values({
        contentType: "service_type_location",
        slug,
        serviceType: fields.serviceType,
        city: fields.city,
        state: fields.state,
        status: "draft",
        title: fields.title,
        content: "<p>Notes for a future article.</p>",
      })
      .returning({ id: contentResearch.id });
    ids[name] = row?.id;
  }
  writeFileSync(path.join(dataDir, FILE), JSON.stringify(ids));
}

/** A fixture article's id, as the fixture loader stored it. */
export function contentViewArticleId(name: keyof typeof SLUGS = "article"): number {
  const dir = process.env.PLAYWRIGHT_E2E_DATA_DIR;
  if (!dir) throw new Error("PLAYWRIGHT_E2E_DATA_DIR is not set: run the spec through playwright.config.ts");
  const ids = JSON.parse(readFileSync(path.join(dir, FILE), "utf8")) as Record<string, number | undefined>;
  const id = ids[name];
  if (!id) throw new Error(`no content-view fixture article named ${name}`);
  return id;
}
