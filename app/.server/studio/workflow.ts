import { and, desc, eq, ne } from "drizzle-orm";
import { type DraftStatus, STUDIO_TEXT } from "~/lib/studio";
import type { Db } from "../db/client";
import { contentDraftComments, contentDrafts, contentSchedules, pageSchemas, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { DraftConflictError, type StudioDeps, type StudioRequest, savingPage } from "./context";
import { audit, type DraftRow, type DraftView, draftView, PAGE, type PageRow, readDraftRow, readPageRow } from "./drafts";
import { announce, assertMayPublish, publishInTx, redirectTarget, unpublishInTx } from "./publish";

/**
 * The review workflow (issue 22 item 7) as a state machine:
 *
 *   draft ─submit(reviewer)→ in_review ─request changes(comment)→ changes_requested ─submit→ in_review
 *                            in_review ─approve→ approved ─publish→ published
 *                                                approved ─schedule→ scheduled ─run→ published
 *
 * A save moves in_review, approved and scheduled back to draft (the reviewer
 * approved what they saw, not what came after). Every transition names the
 * revision it acts on (a stale one is refused like a stale save), runs in one
 * transaction with its audit row (before and after), and is refused with a
 * 4xx when the state or the actor does not allow it.
 */

type Step = (tx: Db, page: PageRow, draft: DraftRow) => Promise<{ view: DraftView; announce?: string }>;

/** Locks the page's draft, checks the revision, runs `step`, then announces what went live. */
export async function withDraft(deps: StudioDeps, pageId: number, expectedRevision: number, what: string, step: Step) {
  let conflict: DraftView | null = null;
  const result = await savingPage(deps, what, () =>
    deps.db().transaction(async (tx) => {
      const page = await readPageRow(tx, pageId, true);
      const draft = await readDraftRow(tx, pageId, true);
      if (!draft) throw new AppError("NOT_FOUND", STUDIO_TEXT.noDraft);
      if (draft.revision !== expectedRevision) {
        conflict = draftView(page, draft);
        return null;
      }
      return step(tx, page, draft);
    }),
  );
  if (!result) throw new DraftConflictError(conflict ?? draftView(await readPageRow(deps.db(), pageId), undefined));
  if (result.announce) announce(deps, result.announce);
  return result.view;
}

function requireStatus(draft: DraftRow, allowed: DraftStatus[], action: string) {
  const status = draft.status as DraftStatus;
  if (!allowed.includes(status)) throw new AppError("CONFLICT", STUDIO_TEXT.wrongState(action, status));
}

async function setStatus(
  tx: Db,
  draft: DraftRow,
  values: Partial<typeof contentDrafts.$inferInsert>,
  actor: StudioRequest["actor"],
) {
  const [row] = await tx
    .update(contentDrafts)
    .set({ ...values, updatedById: actor.id, updatedByEmail: actor.email, updatedAt: new Date() })
    .where(eq(contentDrafts.id, draft.id))
    .returning();
  if (!row) throw new Error(`draft ${draft.id} vanished`);
  return row;
}

async function addComment(tx: Db, pageId: number, revision: number, actor: StudioRequest["actor"], body: string) {
  await tx.insert(contentDraftComments).values({
    subjectType: PAGE,
    subjectId: pageId,
    revision,
    authorId: actor.id,
    authorEmail: actor.email,
    body,
  });
}

export function submitForReview(
  deps: StudioDeps,
  request: StudioRequest,
  input: { pageId: number; expectedRevision: number; reviewerId: string },
) {
  const { actor } = request;
  return withDraft(deps, input.pageId, input.expectedRevision, "submit for review", async (tx, page, draft) => {
    requireStatus(draft, ["draft", "changes_requested"], "submit");
    if (input.reviewerId === actor.id || input.reviewerId === draft.authorId) {
      throw new AppError("BAD_REQUEST", STUDIO_TEXT.reviewerSelf, { fields: { reviewerId: STUDIO_TEXT.reviewerSelf } });
    }
    const [reviewer] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, input.reviewerId), eq(users.banned, false)))
      .limit(1);
    if (!reviewer)
      throw new AppError("BAD_REQUEST", STUDIO_TEXT.reviewerUnknown, { fields: { reviewerId: STUDIO_TEXT.reviewerUnknown } });
    const row = await setStatus(
      tx,
      draft,
      { status: "in_review", reviewerId: reviewer.id, reviewerEmail: reviewer.email },
      actor,
    );
    await audit(
      tx,
      deps,
      request,
      "page.review.submit",
      page.id,
      { status: draft.status, reviewerId: draft.reviewerId },
      { status: "in_review", reviewerId: reviewer.id, reviewerEmail: reviewer.email, revision: draft.revision },
    );
    return { view: draftView(page, row) };
  });
}

/** The chosen reviewer decides; a super admin may stand in, but nobody reviews their own draft. */
function assertReviewer(request: StudioRequest, draft: DraftRow) {
  const { actor } = request;
  if (actor.id === draft.authorId) throw new AppError("FORBIDDEN", STUDIO_TEXT.reviewerSelf);
  if (actor.id !== draft.reviewerId && actor.role !== "super_admin") throw new AppError("FORBIDDEN", STUDIO_TEXT.notReviewer);
}

export function requestChanges(
  deps: StudioDeps,
  request: StudioRequest,
  input: { pageId: number; expectedRevision: number; comment: string },
) {
  return withDraft(deps, input.pageId, input.expectedRevision, "request changes", async (tx, page, draft) => {
    requireStatus(draft, ["in_review"], "request changes on");
    assertReviewer(request, draft);
    await addComment(tx, page.id, draft.revision, request.actor, input.comment);
    const row = await setStatus(tx, draft, { status: "changes_requested" }, request.actor);
    await audit(
      tx,
      deps,
      request,
      "page.review.request_changes",
      page.id,
      { status: draft.status },
      { status: "changes_requested", revision: draft.revision, comment: input.comment },
    );
    return { view: draftView(page, row) };
  });
}

export function approve(
  deps: StudioDeps,
  request: StudioRequest,
  input: { pageId: number; expectedRevision: number; comment?: string },
) {
  return withDraft(deps, input.pageId, input.expectedRevision, "approval", async (tx, page, draft) => {
    requireStatus(draft, ["in_review"], "approve");
    assertReviewer(request, draft);
    if (input.comment) await addComment(tx, page.id, draft.revision, request.actor, input.comment);
    const row = await setStatus(tx, draft, { status: "approved" }, request.actor);
    await audit(
      tx,
      deps,
      request,
      "page.review.approve",
      page.id,
      { status: draft.status },
      { status: "approved", revision: draft.revision },
    );
    return { view: draftView(page, row) };
  });
}

/** Publishes the draft now (approved, or the author's own when the super admin allows direct publishing). */
export function publishNow(
  deps: StudioDeps,
  request: StudioRequest,
  input: { pageId: number; expectedRevision: number; note?: string },
) {
  return withDraft(deps, input.pageId, input.expectedRevision, "publish", async (tx, page, draft) => {
    await assertMayPublish(tx, request.actor, draft);
    const view = await publishInTx(tx, deps, request, page, draft, input.note ?? null);
    return { view, announce: page.path };
  });
}

/** Takes the page off the site now: 404, or a 301 to `redirectTo`. */
export async function unpublishNow(deps: StudioDeps, request: StudioRequest, input: { pageId: number; redirectTo?: string }) {
  const page = await savingPage(deps, "unpublish", () =>
    deps.db().transaction(async (tx) => {
      const locked = await readPageRow(tx, input.pageId, true);
      return unpublishInTx(tx, deps, request, locked, redirectTarget(locked, input.redirectTo));
    }),
  );
  announce(deps, page.path);
  return { pageId: page.id, path: page.path, pageStatus: page.status, redirectTo: page.redirectTo };
}

/** The comments on a page's drafts, newest first. */
export async function listComments(deps: StudioDeps, pageId: number) {
  return deps
    .db()
    .select()
    .from(contentDraftComments)
    .where(and(eq(contentDraftComments.subjectType, PAGE), eq(contentDraftComments.subjectId, pageId)))
    .orderBy(desc(contentDraftComments.createdAt), desc(contentDraftComments.id));
}

export interface QueueEntry {
  pageId: number;
  path: string;
  status: DraftStatus;
  revision: number;
  authorEmail: string | null;
  reviewerEmail: string | null;
  updatedAt: string;
}

export interface ScheduledEntry {
  scheduleId: number;
  pageId: number;
  path: string;
  action: string;
  runAt: string;
  createdByEmail: string | null;
}

/** The queue page: my drafts (not yet published), drafts waiting for my review, and everything scheduled. */
export async function studioQueue(deps: StudioDeps, actorId: string) {
  const db = deps.db();
  const draftColumns = {
    pageId: pageSchemas.id,
    path: pageSchemas.path,
    status: contentDrafts.status,
    revision: contentDrafts.revision,
    authorEmail: contentDrafts.authorEmail,
    reviewerEmail: contentDrafts.reviewerEmail,
    updatedAt: contentDrafts.updatedAt,
  };
  const onPage = and(eq(contentDrafts.subjectType, PAGE), eq(contentDrafts.subjectId, pageSchemas.id));
  const [mine, toReview, scheduled] = await Promise.all([
    db
      .select(draftColumns)
      .from(contentDrafts)
      .innerJoin(pageSchemas, onPage)
      .where(and(eq(contentDrafts.authorId, actorId), ne(contentDrafts.status, "published")))
      .orderBy(desc(contentDrafts.updatedAt)),
    db
      .select(draftColumns)
      .from(contentDrafts)
      .innerJoin(pageSchemas, onPage)
      .where(and(eq(contentDrafts.reviewerId, actorId), eq(contentDrafts.status, "in_review")))
      .orderBy(contentDrafts.updatedAt),
    db
      .select({
        scheduleId: contentSchedules.id,
        pageId: pageSchemas.id,
        path: pageSchemas.path,
        action: contentSchedules.action,
        runAt: contentSchedules.runAt,
        createdByEmail: contentSchedules.createdByEmail,
      })
      .from(contentSchedules)
      .innerJoin(pageSchemas, and(eq(contentSchedules.subjectType, PAGE), eq(contentSchedules.subjectId, pageSchemas.id)))
      .where(eq(contentSchedules.status, "pending"))
      .orderBy(contentSchedules.runAt),
  ]);
  const entry = (row: (typeof mine)[number]): QueueEntry => ({
    ...row,
    status: row.status as DraftStatus,
    updatedAt: row.updatedAt.toISOString(),
  });
  return {
    myDrafts: mine.map(entry),
    waitingForMyReview: toReview.map(entry),
    scheduled: scheduled.map((row): ScheduledEntry => ({ ...row, runAt: row.runAt.toISOString() })),
  };
}

/** Staff who may review a draft of `authorId`: every active staff member but the author. */
export async function reviewerChoices(deps: StudioDeps, authorId: string | null) {
  const rows = await deps
    .db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.banned, false), authorId ? ne(users.id, authorId) : undefined))
    .orderBy(users.name);
  return rows;
}
