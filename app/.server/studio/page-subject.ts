import { eq } from "drizzle-orm";
import { isPagePath, normalizePagePath } from "~/lib/page-path";
import type { PageType } from "~/lib/page-schema";
import {
  checkDraft,
  checkPublish,
  type DraftPageSchema,
  type DraftStatus,
  isDraftStatus,
  STUDIO_TEXT,
  type StudioCheck,
} from "~/lib/studio";
import { diffPageSchemas } from "~/lib/studio-diff";
import type { Db } from "../db/client";
import { pageSchemas, pageSchemaVersions } from "../db/schema";
import { AppError } from "../http/app-error";
import { DraftConflictError, StudioValidationError } from "./context";
import type { DraftRow, StudioSubject } from "./subject";

/**
 * Pages (page_schemas) as a studio subject: the version is the page row's
 * own, a publish writes the schema to the row (which the site reads) and
 * page_schema_versions, an unpublish archives the page (404, or a 301 to a
 * path of the site), and changes go on the content bus by path.
 */
export const PAGE = "page" as const;

export type PageRow = typeof pageSchemas.$inferSelect;

export interface DraftView {
  pageId: number;
  path: string;
  type: PageType;
  /** The page's own state: draft (never published), published or archived. */
  pageStatus: string;
  /** The latest published version (0: none). */
  pageVersion: number;
  schema: DraftPageSchema | unknown;
  basedOnVersion: number;
  status: DraftStatus;
  /** null: no draft row yet (the published page is shown; the first save creates the draft). */
  revision: number | null;
  authorId: string | null;
  authorEmail: string | null;
  reviewerId: string | null;
  reviewerEmail: string | null;
  updatedById: string | null;
  updatedByEmail: string | null;
  updatedAt: string;
}

export function draftView(page: PageRow, draft: DraftRow | undefined): DraftView {
  return {
    pageId: page.id,
    path: page.path,
    type: page.type as PageType,
    pageStatus: page.status,
    pageVersion: page.version,
    schema: draft ? draft.schema : page.schema,
    basedOnVersion: draft ? draft.basedOnVersion : page.version,
    status: draft && isDraftStatus(draft.status) ? draft.status : "published",
    revision: draft ? draft.revision : null,
    authorId: draft?.authorId ?? null,
    authorEmail: draft?.authorEmail ?? null,
    reviewerId: draft?.reviewerId ?? null,
    reviewerEmail: draft?.reviewerEmail ?? null,
    updatedById: draft?.updatedById ?? null,
    updatedByEmail: draft?.updatedByEmail ?? null,
    updatedAt: (draft?.updatedAt ?? page.updatedAt).toISOString(),
  };
}

export async function readPageRow(db: Db, pageId: number, lock = false): Promise<PageRow> {
  const query = db.select().from(pageSchemas).where(eq(pageSchemas.id, pageId)).limit(1);
  const [page] = lock ? await query.for("update") : await query;
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

/** The checked schema, or a refusal naming each problem's section and field. */
function checked<S>(result: StudioCheck<S>): S {
  if (!result.ok) {
    throw new StudioValidationError(STUDIO_TEXT.saveFailed(result.issues[0]?.message ?? "the page is not valid"), result.issues);
  }
  return result.schema;
}

export interface PageQueueFields {
  pageId: number;
  path: string;
}

export const pageSubject: StudioSubject<{
  row: PageRow;
  view: DraftView;
  gone: { pageId: number; path: string; pageStatus: string; redirectTo: string | null };
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
  storable: (schema) => checked(checkDraft(schema)),
  publishable: (draft) => checked(checkPublish(draft.schema)),
  async writePublish(tx, { row: page }, draft, schema, by) {
    const version = page.version + 1;
    const [updated] = await tx
      .update(pageSchemas)
      .set({ schema, status: "published", version, redirectTo: null, updatedAt: by.now })
      .where(eq(pageSchemas.id, page.id))
      .returning();
    await tx.insert(pageSchemaVersions).values({
      pageSchemaId: page.id,
      version,
      schema,
      publishedBy: by.actorId,
      publishedAt: by.now,
      authorId: draft.authorId,
      note: by.note,
    });
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
  versions: { table: pageSchemaVersions, subjectId: pageSchemaVersions.pageSchemaId },
  diff: diffPageSchemas,
  queue: {
    table: pageSchemas,
    id: pageSchemas.id,
    entry: { pageId: pageSchemas.id, path: pageSchemas.path },
    scheduled: { pageId: pageSchemas.id, path: pageSchemas.path },
  },
};
