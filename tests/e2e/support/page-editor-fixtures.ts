import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { createPageStore } from "~/.server/content/pages/store";
import { fixturePage } from "../../fixtures/schema-pages";

/**
 * Pages of their own for the page editor's spec (tests/e2e/page-editor.spec.ts),
 * one per test, so a publish or a conflict there disturbs no other spec's
 * page. Their ids go to a file in the run's data directory, which the spec
 * reads (the e2e server's database is not the spec's to query).
 */
export const EDITOR_PAGES = ["conflict", "invalid", "review", "restore", "axe", "move"] as const;
export type EditorPage = (typeof EDITOR_PAGES)[number];
const FILE = "e2e-editor-pages.json";

export const editorPagePath = (name: EditorPage) => `/e2e-editor/${name}`;

export async function loadPageEditorFixtures(store: ReturnType<typeof createPageStore>, dataDir: string) {
  const ids: Record<string, number> = {};
  for (const name of EDITOR_PAGES) {
    const page = await store.publishPage({
      path: editorPagePath(name),
      type: "service",
      // Its own SEO title and description: /services lists every stored page by title, and other specs find the fixture page by its own.
      schema: {
        ...fixturePage.schema,
        seo: {
          ...fixturePage.schema.seo,
          title: `Editor fixture: ${name}`,
          description: `A page the editor spec changes (${name}).`,
        },
      },
      publishedBy: "e2e-fixtures",
    });
    ids[name] = page.id;
  }
  writeFileSync(path.join(dataDir, FILE), JSON.stringify(ids));
}

/** The id of an editor fixture page, as the fixture loader stored it. */
export function editorPageId(name: EditorPage): number {
  const dir = process.env.PLAYWRIGHT_E2E_DATA_DIR;
  if (!dir) throw new Error("PLAYWRIGHT_E2E_DATA_DIR is not set: run the spec through playwright.config.ts");
  const ids = JSON.parse(readFileSync(path.join(dir, FILE), "utf8")) as Record<string, number>;
  const id = ids[name];
  if (!id) throw new Error(`no editor fixture page named ${name}`);
  return id;
}
