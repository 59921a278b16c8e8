import { eq } from "drizzle-orm";
import { isPagePath, normalizePagePath } from "~/lib/content/page-path";
import type { PageType } from "~/lib/content/page-schema";
import { checkDraft, checkPublish, type DraftPageSchema, STUDIO_TEXT } from "~/lib/content/studio";
import { diffPageSchemas } from "~/lib/content/studio-diff";
import { type Db, pageSchemas, pageSchemaVersions } from "../../db";
import { AppError } from "../../http";
import { DraftConflictError } from "./context";
import { checkedOrRefused, type DraftRow, type DraftViewFields, draftFields, firstRow, type StudioSubject } from "./subject";

/**
 * Pages (page_schemas) as a studio subject: the version is the page row's
 * own, a publish writes the schema to the row (which the site reads) and
 * page_schema_versions, an unpublish archives the page (404, or a 301 to a
 * path of the site), and changes go on the content bus by path.
 */
export const PAGE = "page" as const;

export type PageRow = typeof pageSchemas.$inferSelect;

export interface DraftView extends DraftViewFields {
  pageId: number;
  path: string;
  type: PageType;
  /** The page's own state: draft (never published), published or archived. */
  pageStatus: string;
  /** The latest published version (0: none). */
  pageVersion: number;
  schema: DraftPageSchema | unknown;
}

export function draftView(page: PageRow, draft: DraftRow | undefined): DraftView {
  return {
    pageId: page.id,
    path: page.path,
    type: page.type as PageType,
    pageStatus: page.status,
    pageVersion: page.version,
    ...draftFields(draft, { schema: page.schema, version: page.version, status: "published", updatedAt: page.updatedAt }),
  };
}

export async function readPageRow(db: Db, pageId: number, lock = false): Promise<PageRow> {
  const page = await firstRow(db.select().from(pageSchemas).where(eq(pageSchemas.id, pageId)).limit(1), lock);
  if (!page) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchPage);
  return page;
}

/** A site path to send an unpublished page's visitors to, or null for a 404. */
export function redirectTarget(page: Pick<PageRow, "path">, redirectTo: string | undefined | null): string | null {
  if (redirectTo === undefined || redirectTo === null || redirectTo.trim() === "") return null;
  const target = normalizePagePath(redirectTo.trim());
  if (!redirectTo.trim().startsWith("/") || (target !== "/" && !isPagePath(target)) || target === page.path) {
    throw new AppError("BAD_REQUEST", STUDIO_TEXT.redirectInvalid, { fields: { redirectTo: STUDIO_TEXT.redirectInvalid } });
  }
  return target;
}

export interface PageQueueFields {
  pageId: number;
  path: string;
}

export const pageSubject: StudioSubject<{
  row: PageRow;
  view: DraftView;
  gone: { pageId: number; path: string; pageStatus: string; redirectTo: string | null };
  unpublishInput: { redirectTo?: string };
  entry: PageQueueFields;
  scheduled: PageQueueFields;
}> = {
  type: PAGE,
  actions: "page",
  noun: "page",
  statusKey: "pageStatus",
  read: async (db, id, lock) => {
    const row = await readPageRow(db, id, lock);
    return { row, version: row.version };
  },
  view: ({ row }, draft) => draftView(row, draft),
  conflict: (current) => new DraftConflictError(current),
  storable: (schema) => checkedOrRefused(checkDraft(schema), "page"),
  publishable: (draft) => checkedOrRefused(checkPublish(draft.schema), "page"),
  async writePublish(tx, { row: page }, schema, by) {
    const version = page.version + 1;
    const [updated] = await tx
      .update(pageSchemas)
      .set({ schema, status: "published", version, redirectTo: null, updatedAt: by.now })
      .where(eq(pageSchemas.id, page.id))
      .returning();
    if (!updated) throw new Error(`page ${page.id} vanished while it was published`);
    return { row: updated, version };
  },
  redirectTarget,
  async writeUnpublish(tx, page, redirectTo, now) {
    const [updated] = await tx
      .update(pageSchemas)
      .set({ status: "archived", redirectTo, updatedAt: now })
      .where(eq(pageSchemas.id, page.id))
      .returning();
    if (!updated) throw new Error(`page ${page.id} vanished while it was unpublished`);
    return {
      row: updated,
      before: { pageStatus: page.status, redirectTo: page.redirectTo },
      after: { pageStatus: "archived", redirectTo },
    };
  },
  unpublished: (page) => ({ pageId: page.id, path: page.path, pageStatus: page.status, redirectTo: page.redirectTo }),
  announce: (bus, page) => bus.publish({ topic: "pages", paths: [page.path] }),
  versions: { table: pageSchemaVersions, subjectId: pageSchemaVersions.pageSchemaId, key: "pageSchemaId" },
  diff: diffPageSchemas,
  queue: {
    table: pageSchemas,
    id: pageSchemas.id,
    entry: { pageId: pageSchemas.id, path: pageSchemas.path },
    scheduled: { pageId: pageSchemas.id, path: pageSchemas.path },
  },
};
