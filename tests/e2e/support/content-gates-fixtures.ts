import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { contentResearch } from "~/.server/db/schema";

/**
 * Unpublished city service articles for the quality gates' spec
 * (tests/e2e/content-gates.spec.ts): IOP marketing in Lubbock (the editor's
 * panels and the refused approval) and in Amarillo (the hostile posts), places
 * no other spec uses. Their ids go to a file in the run's data directory.
 */
export const GATED_ARTICLE = { serviceType: "iop-marketing", city: "Lubbock", state: "TX", title: "Lubbock IOP notes" } as const;
export const HOSTILE_ARTICLE = {
  serviceType: "iop-marketing",
  city: "Amarillo",
  state: "TX",
  title: "Amarillo IOP notes",
} as const;
const FILE = "e2e-content-gates.json";
const SLUGS = { gated: "e2e-content-gates", hostile: "e2e-content-gates-hostile" } as const;

export async function loadContentGatesFixtures(db: Db, dataDir: string) {
  const ids: Record<string, number | undefined> = {};
  for (const [name, fields] of [
    ["gated", GATED_ARTICLE],
    ["hostile", HOSTILE_ARTICLE],
  ] as const) {
    const slug = SLUGS[name];
    await db
      .delete(contentResearch)
      .where(and(eq(contentResearch.contentType, "service_type_location"), eq(contentResearch.slug, slug)));
    const [row] = await db
      .insert(contentResearch)
      .values({
        contentType: "service_type_location",
        slug,
        ...fields,
        status: "draft",
        content: "<p>Notes for a future article.</p>",
      })
      .returning({ id: contentResearch.id });
    ids[name] = row?.id;
  }
  writeFileSync(path.join(dataDir, FILE), JSON.stringify(ids));
}

export function contentGatesIds(): { gated: number; hostile: number } {
  const dir = process.env.PLAYWRIGHT_E2E_DATA_DIR;
  if (!dir) throw new Error("PLAYWRIGHT_E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  return JSON.parse(readFileSync(path.join(dir, FILE), "utf8"));
}
