import { and, desc, eq, ne } from "drizzle-orm";
import { type DraftStatus, STUDIO_TEXT } from "~/lib/content/studio";
import { activeStaff } from "../../auth";
import { contentDraftComments, contentDrafts, type Db, users } from "../../db";
import { AppError } from "../../http";
import { type StudioDeps, type StudioRequest, savingPage } from "./context";
import { getDraft } from "./drafts";
import { assertGatesPass } from "./gates";
import { assertMayPublish, publishInTx, unpublishInTx } from "./publish";
import { auditOf, type DraftRow, type Loaded, readDraftRow, type StudioSubject, type SubjectShapes } from "./subject";

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

type Step<T extends SubjectShapes> = (
  tx: Db,
  current: Loaded<T["row"]>,
  draft: DraftRow,
) => Promise<{ view: T["view"]; announce?: T["row"] }>;

/** Locks the subject and its draft, checks the revision, runs `step`, then announces what went live. */
export async function withDraft<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  id: number,
  expectedRevision: number,
  what: string,
  step: Step<T>,
): Promise<T["view"]> {
  let conflict: T["view"] | null = null;
  const result = await savingPage(deps, what, () =>
    deps.db().transaction(async (tx) => {
      const loaded = await subject.read(tx, id, true);
      const draft = await readDraftRow(tx, subject.type, id, true);
      if (!draft) throw new AppError("NOT_FOUND", STUDIO_TEXT.noDraft);
      if (draft.revision !== expectedRevision) {
        conflict = subject.view(loaded, draft);
        return null;
      }
      return step(tx, loaded, draft);
    }),
  );
  if (!result) throw subject.conflict(conflict ?? (await getDraft(deps, subject, id)));
  if (result.announce) subject.announce(deps.bus, result.announce);
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

async function addComment(
  tx: Db,
  subject: StudioSubject<SubjectShapes>,
  id: number,
  revision: number,
  actor: StudioRequest["actor"],
  body: string,
) {
  await tx.insert(contentDraftComments).values({
    subjectType: subject.type,
    subjectId: id,
    revision,
    authorId: actor.id,
    authorEmail: actor.email,
    body,
  });
}

export function submitForReview<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  request: StudioRequest,
  id: number,
  input: { expectedRevision: number; reviewerId: string },
) {
  const { actor } = request;
  return withDraft(deps, subject, id, input.expectedRevision, "submit for review", async (tx, current, draft) => {
    requireStatus(draft, ["draft", "changes_requested"], "submit");
    // The publish contract at every step (issue 35 A3): a draft with an empty required field is refused here, with
    // its section and field named, not only at "Publish now".
    subject.publishable(draft);
    if (input.reviewerId === actor.id || input.reviewerId === draft.authorId) {
      throw new AppError("BAD_REQUEST", STUDIO_TEXT.reviewerSelf, { fields: { reviewerId: STUDIO_TEXT.reviewerSelf } });
    }
    const [reviewer] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, input.reviewerId), activeStaff()))
      .limit(1);
    if (!reviewer)
      throw new AppError("BAD_REQUEST", STUDIO_TEXT.reviewerUnknown, { fields: { reviewerId: STUDIO_TEXT.reviewerUnknown } });
    const row = await setStatus(
      tx,
      draft,
      { status: "in_review", reviewerId: reviewer.id, reviewerEmail: reviewer.email },
      actor,
    );
    await auditOf(subject.type)(
      tx,
      deps,
      request,
      `${subject.actions}.review.submit`,
      id,
      { status: draft.status, reviewerId: draft.reviewerId },
      { status: "in_review", reviewerId: reviewer.id, reviewerEmail: reviewer.email, revision: draft.revision },
    );
    return { view: subject.view(current, row) };
  });
}

/** The chosen reviewer decides; a super admin may stand in, but nobody reviews their own draft. */
function assertReviewer(request: StudioRequest, draft: DraftRow) {
  const { actor } = request;
  if (actor.id === draft.authorId) throw new AppError("FORBIDDEN", STUDIO_TEXT.reviewerSelf);
  if (actor.id !== draft.reviewerId && actor.role !== "super_admin") throw new AppError("FORBIDDEN", STUDIO_TEXT.notReviewer);
}

export function requestChanges<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  request: StudioRequest,
  id: number,
  input: { expectedRevision: number; comment: string },
) {
  return withDraft(deps, subject, id, input.expectedRevision, "request changes", async (tx, current, draft) => {
    requireStatus(draft, ["in_review"], "request changes on");
    assertReviewer(request, draft);
    await addComment(tx, subject, id, draft.revision, request.actor, input.comment);
    const row = await setStatus(tx, draft, { status: "changes_requested" }, request.actor);
    await auditOf(subject.type)(
      tx,
      deps,
      request,
      `${subject.actions}.review.request_changes`,
      id,
      { status: draft.status },
      { status: "changes_requested", revision: draft.revision, comment: input.comment },
    );
    return { view: subject.view(current, row) };
  });
}

export async function approve<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  request: StudioRequest,
  id: number,
  input: { expectedRevision: number; comment?: string },
) {
  await assertGatesPass(deps, subject, id, input.expectedRevision, "approved");
  return withDraft(deps, subject, id, input.expectedRevision, "approval", async (tx, current, draft) => {
    requireStatus(draft, ["in_review"], "approve");
    assertReviewer(request, draft);
    subject.publishable(draft);
    if (input.comment) await addComment(tx, subject, id, draft.revision, request.actor, input.comment);
    const row = await setStatus(tx, draft, { status: "approved" }, request.actor);
    await auditOf(subject.type)(
      tx,
      deps,
      request,
      `${subject.actions}.review.approve`,
      id,
      { status: draft.status },
      { status: "approved", revision: draft.revision },
    );
    return { view: subject.view(current, row) };
  });
}

/** Publishes the draft now (approved, or the author's own when the super admin allows direct publishing). */
export async function publishNow<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  request: StudioRequest,
  id: number,
  input: { expectedRevision: number; note?: string },
) {
  await assertGatesPass(deps, subject, id, input.expectedRevision, "published");
  return withDraft(deps, subject, id, input.expectedRevision, "publish", async (tx, current, draft) => {
    await assertMayPublish(tx, request.actor, draft);
    const view = await publishInTx(tx, deps, subject, request, current, draft, input.note ?? null);
    return { view, announce: current.row };
  });
}

/** Takes the subject off the site now (a page: 404, or a 301 to `redirectTo`). */
export async function unpublishNow<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  request: StudioRequest,
  id: number,
  input: { redirectTo?: string },
): Promise<T["gone"]> {
  const row = await savingPage(deps, "unpublish", () =>
    deps.db().transaction(async (tx) => {
      const { row: locked } = await subject.read(tx, id, true);
      const redirectTo = subject.redirectTarget ? subject.redirectTarget(locked, input.redirectTo) : null;
      return unpublishInTx(tx, deps, subject, request, locked, redirectTo);
    }),
  );
  subject.announce(deps.bus, row);
  return subject.unpublished(row);
}

/** The comments on a subject's drafts, newest first. */
export async function listComments(deps: StudioDeps, subject: StudioSubject<SubjectShapes>, id: number) {
  return deps
    .db()
    .select()
    .from(contentDraftComments)
    .where(and(eq(contentDraftComments.subjectType, subject.type), eq(contentDraftComments.subjectId, id)))
    .orderBy(desc(contentDraftComments.createdAt), desc(contentDraftComments.id));
}

/** Staff who may review a draft of `authorId`: every active staff member (never a client account) but the author. */
export async function reviewerChoices(deps: StudioDeps, authorId: string | null) {
  const rows = await deps
    .db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(activeStaff(), authorId ? ne(users.id, authorId) : undefined))
    .orderBy(users.name);
  return rows;
}
