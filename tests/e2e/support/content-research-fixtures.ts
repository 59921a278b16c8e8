import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contentResearch } from "~/.server/db/schema";

/**
 * A city service article for the content research spec
 * (tests/e2e/content-research.spec.ts): IOP marketing in Austin, Texas, the
 * target of the planted competitor sites, so the score panel beside its
 * editor reads the brief the spec builds. Its id goes to a file in the run's
 * data directory, which the spec reads.
 */
export const CONTENT_RESEARCH_ARTICLE = {
  serviceType: "iop-marketing",
  city: "Austin",
  state: "Texas",
  title: "IOP marketing in Austin (e2e score)",
  slug: "e2e-content-research",
} as const;
const FILE = "e2e-content-research.json";

export async function loadContentResearchFixtures(db: Db, dataDir: string) {
  const { slug, ...fields } = CONTENT_RESEARCH_ARTICLE;
  await db
    .delete(contentResearch)
    .where(and(eq(contentResearch.contentType, "service_type_location"), eq(contentResearch.slug, slug)));
  const [row] = await db
    .insert(contentResearch)
    .values({ contentType: "service_type_location", slug, ...fields, status: "draft", content: "<p>Notes.</p>" })
    .returning({ id: contentResearch.id });
  writeFileSync(path.join(dataDir, FILE), JSON.stringify({ id: row?.id }));
}

/** The fixture article's id, read in the spec (the runner and the server share DATA_DIR). */
export function contentResearchArticleId(): number {
  const dir = process.env.PLAYWRIGHT_E2E_DATA_DIR ?? "";
  return (JSON.parse(readFileSync(path.join(dir, FILE), "utf8")) as { id: number }).id;
}
