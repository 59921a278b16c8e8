import type { Db } from "~/.server/db/client";
import { pageSchemas } from "~/.server/db/schema";
import type { SeedPage } from "~/lib/content/page-schema";
import { fixturePage } from "../../fixtures/schema-pages";

/**
 * A published page for tests/e2e/page-preview.spec.ts, written before the e2e
 * server starts, at a fixed id so the spec can address the preview API
 * (/api/admin/pages/:id/preview) without a page list to read it from. The id
 * is far above what the seed's sequence reaches.
 */
export const PREVIEW_PAGE_ID = 900_001;
export const PREVIEW_PAGE_PATH = "/e2e-fixture/preview";
export const PREVIEW_PUBLISHED_TITLE = "Published words of the preview fixture";

export const previewPage: SeedPage = {
  path: PREVIEW_PAGE_PATH,
  type: "service",
  schema: {
    ...fixturePage.schema,
    // Its own SEO title and description: /services lists every stored page by title, and other specs find the fixture page by its own.
    seo: { ...fixturePage.schema.seo, title: "Preview fixture", description: "A page the preview spec drafts over." },
    breadcrumb: "Preview Fixture",
    sections: fixturePage.schema.sections.map((section, index) =>
      index === 0 ? { ...section, title: PREVIEW_PUBLISHED_TITLE } : section,
    ),
  },
};

export async function loadPreviewFixture(db: Db) {
  const row = { path: previewPage.path, type: previewPage.type, status: "published", schema: previewPage.schema, version: 1 };
  await db
    .insert(pageSchemas)
    .values({ id: PREVIEW_PAGE_ID, ...row })
    .onConflictDoUpdate({ target: pageSchemas.id, set: row });
}
