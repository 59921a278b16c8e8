import { and, eq } from "drizzle-orm";
import { isPagePath, normalizePagePath } from "~/lib/page-path";
import type { PageType } from "~/lib/page-schema";
import {
  checkDraft,
  type DraftPageSchema,
  type DraftStatus,
  isDraftStatus,
  isReservedPath,
  pageTemplate,
  STUDIO_TEXT,
} from "~/lib/studio";
import { recordAudit } from "../audit/record";
import type { Db } from "../db/client";
import { contentDrafts, contentSchedules, pageSchemas } from "../db/schema";
import { AppError } from "../http/app-error";
import { DraftConflictError, type StudioDeps, type StudioRequest, StudioValidationError, savingPage } from "./context";

/**
 * Working drafts of pages (issue 22 items 1 and 6): one per page, in
 * content_drafts. A save names the revision it started from; the revision
 * moves on with every save, by a conditional update, so of two editors who
 * opened one revision the second is refused with the current draft and
 * nothing is overwritten. A save checks shapes and types only: a draft may
 * be incomplete, a publish may not (publish.ts).
 */
export const PAGE = "page" as const;

export type DraftRow = typeof contentDrafts.$inferSelect;
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

export async function readDraftRow(db: Db, pageId: number, lock = false): Promise<DraftRow | undefined> {
  const query = db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.subjectType, PAGE), eq(contentDrafts.subjectId, pageId)))
    .limit(1);
  const [draft] = lock ? await query.for("update") : await query;
  return draft;
}

/** The page's working draft, or its published schema when no draft was ever saved. */
export async function getDraft(deps: StudioDeps, pageId: number): Promise<DraftView> {
  const db = deps.db();
  const page = await readPageRow(db, pageId);
  return draftView(page, await readDraftRow(db, pageId));
}

/**
 * What a save does to the review state: editing an approved or scheduled
 * draft voids the approval (and the schedule), editing one in review takes
 * it back out; after a publish the next save starts a new draft.
 */
function statusAfterSave(status: DraftStatus): DraftStatus {
  return status === "changes_requested" ? "changes_requested" : "draft";
}

export async function saveDraft(
  deps: StudioDeps,
  request: StudioRequest,
  input: { pageId: number; expectedRevision: number | null; schema: unknown },
  /** How the audit log names the save (a restore is a save of an old version), and what it adds. */
  as: { action: string; extra?: Record<string, unknown> } = { action: "page.draft.save" },
): Promise<DraftView> {
  const checked = checkDraft(input.schema);
  if (!checked.ok) {
    throw new StudioValidationError(
      STUDIO_TEXT.saveFailed(checked.issues[0]?.message ?? "the page is not valid"),
      checked.issues,
    );
  }
  const { actor } = request;
  const now = deps.now?.() ?? new Date();
  let conflict: DraftView | null = null;
  const saved = await savingPage(deps, "draft save", () =>
    deps
      .db()
      .transaction(async (tx) => {
        // The page row is every writer's lock for the page, taken first, so writers of one page queue instead of deadlocking.
        const page = await readPageRow(tx, input.pageId, true);
        const draft = await readDraftRow(tx, input.pageId, true);
        if ((draft?.revision ?? null) !== input.expectedRevision) {
          conflict = draftView(page, draft);
          return null;
        }
        const by = { updatedById: actor.id, updatedByEmail: actor.email, updatedAt: now };
        if (!draft) {
          const [row] = await tx
            .insert(contentDrafts)
            .values({
              subjectType: PAGE,
              subjectId: page.id,
              schema: checked.schema,
              basedOnVersion: page.version,
              status: "draft",
              revision: 1,
              authorId: actor.id,
              authorEmail: actor.email,
              ...by,
            })
            .returning();
          await audit(tx, deps, request, as.action, page.id, { revision: null }, { revision: 1, status: "draft", ...as.extra });
          return { page, draft: row };
        }
        const before = draft.status as DraftStatus;
        const fresh = before === "published";
        const status = statusAfterSave(before);
        const [row] = await tx
          .update(contentDrafts)
          .set({
            schema: checked.schema,
            status,
            revision: draft.revision + 1,
            ...(fresh
              ? {
                  basedOnVersion: page.version,
                  authorId: actor.id,
                  authorEmail: actor.email,
                  reviewerId: null,
                  reviewerEmail: null,
                }
              : {}),
            ...by,
          })
          .where(eq(contentDrafts.id, draft.id))
          .returning();
        if (before === "scheduled") await cancelPendingPublish(tx, page.id, "the draft was edited after it was scheduled");
        await audit(
          tx,
          deps,
          request,
          as.action,
          page.id,
          { revision: draft.revision, status: before },
          { revision: draft.revision + 1, status, ...as.extra },
        );
        return { page, draft: row };
      })
      .catch((error: unknown) => {
        // Two first saves at once: the unique key refuses the second, which is a conflict like any other.
        if (input.expectedRevision === null && /content_drafts_subject_key|duplicate key/.test(String(error))) return null;
        throw error;
      }),
  );
  if (!saved) throw new DraftConflictError(conflict ?? (await getDraft(deps, input.pageId)));
  return draftView(saved.page, saved.draft);
}

/** Cancels the pending scheduled publish of a page (its draft changed, or the schedule was cancelled). */
export async function cancelPendingPublish(tx: Db, pageId: number, outcome: string) {
  await tx
    .update(contentSchedules)
    .set({ status: "cancelled", outcome, updatedAt: new Date() })
    .where(
      and(
        eq(contentSchedules.subjectType, PAGE),
        eq(contentSchedules.subjectId, pageId),
        eq(contentSchedules.action, "publish"),
        eq(contentSchedules.status, "pending"),
      ),
    );
}

export function audit(
  tx: Db,
  deps: Pick<StudioDeps, "secret">,
  request: StudioRequest,
  action: string,
  pageId: number,
  before: unknown,
  after: unknown,
) {
  return recordAudit(
    tx,
    {
      actor: { id: request.actor.id, email: request.actor.email },
      action,
      subjectType: "page",
      subjectId: pageId,
      before,
      after,
      clientIp: request.clientIp,
    },
    deps.secret,
  );
}

/**
 * A new page at a free, valid path, from a template or as a copy of another
 * page (its working draft if it has one, else its published schema). The
 * page is stored unpublished (status draft, version 0) with its first draft.
 */
export async function createPage(
  deps: StudioDeps,
  request: StudioRequest,
  input: { path: string; type: PageType; template?: Parameters<typeof pageTemplate>[0]; copyOf?: number },
): Promise<DraftView> {
  const path = normalizePagePath(input.path.trim());
  if (!input.path.startsWith("/") || !isPagePath(path)) {
    throw new AppError("BAD_REQUEST", STUDIO_TEXT.pathInvalid, { fields: { path: STUDIO_TEXT.pathInvalid } });
  }
  if (isReservedPath(path)) {
    throw new AppError("BAD_REQUEST", STUDIO_TEXT.pathReserved, { fields: { path: STUDIO_TEXT.pathReserved } });
  }
  const db = deps.db();
  let schema: unknown;
  if (input.copyOf !== undefined) {
    const source = await getDraft(deps, input.copyOf);
    schema = source.schema;
  } else {
    schema = pageTemplate(input.template ?? "service");
  }
  const checked = checkDraft(schema);
  if (!checked.ok) throw new StudioValidationError(STUDIO_TEXT.saveFailed(checked.issues[0]?.message ?? ""), checked.issues);
  const { actor } = request;
  const created = await savingPage(deps, "page creation", () =>
    db.transaction(async (tx) => {
      const [page] = await tx
        .insert(pageSchemas)
        .values({ path, type: input.type, status: "draft", schema: checked.schema, version: 0 })
        .onConflictDoNothing({ target: pageSchemas.path })
        .returning();
      if (!page) return null;
      const [draft] = await tx
        .insert(contentDrafts)
        .values({
          subjectType: PAGE,
          subjectId: page.id,
          schema: checked.schema,
          basedOnVersion: 0,
          status: "draft",
          revision: 1,
          authorId: actor.id,
          authorEmail: actor.email,
          updatedById: actor.id,
          updatedByEmail: actor.email,
        })
        .returning();
      await audit(tx, deps, request, "page.create", page.id, null, {
        path,
        type: input.type,
        ...(input.copyOf !== undefined ? { copyOf: input.copyOf } : { template: input.template ?? "service" }),
      });
      return draftView(page, draft);
    }),
  );
  if (!created) throw new AppError("CONFLICT", STUDIO_TEXT.pathTaken, { fields: { path: STUDIO_TEXT.pathTaken } });
  return created;
}
