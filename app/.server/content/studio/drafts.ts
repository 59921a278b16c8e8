import { eq } from "drizzle-orm";
import type { DraftStatus } from "~/lib/content/studio";
import { contentDrafts, type Db } from "../../db";
import { type StudioDeps, type StudioRequest, savingPage } from "./context";
import { PAGE } from "./page-subject";
import { auditOf, cancelPendingPublish, readDraftRow, type StudioSubject, type SubjectShapes } from "./subject";

/**
 * Working drafts (issue 22 items 1 and 6): one per subject, in
 * content_drafts. A save names the revision it started from; the revision
 * moves on with every save, by a conditional update, so of two editors who
 * opened one revision the second is refused with the current draft and
 * nothing is overwritten. A save checks shapes and types only: a draft may
 * be incomplete, a publish may not (publish.ts).
 */
export { type DraftView, draftView, PAGE, type PageRow, readPageRow } from "./page-subject";
export type { DraftRow } from "./subject";

/** The subject's working draft, or its live content when no draft was ever saved. */
export async function getDraft<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  id: number,
): Promise<T["view"]> {
  const db = deps.db();
  const loaded = await subject.read(db, id);
  return subject.view(loaded, await readDraftRow(db, subject.type, id));
}

/**
 * What a save does to the review state: editing an approved or scheduled
 * draft voids the approval (and the schedule), editing one in review takes
 * it back out; after a publish the next save starts a new draft.
 */
function statusAfterSave(status: DraftStatus): DraftStatus {
  return status === "changes_requested" ? "changes_requested" : "draft";
}

export async function saveDraft<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  request: StudioRequest,
  input: { id: number; expectedRevision: number | null; schema: unknown },
  /** How the audit log names the save (a restore is a save of an old version), and what it adds. */
  as: { action: string; extra?: Record<string, unknown> } = { action: `${subject.actions}.draft.save` },
): Promise<T["view"]> {
  const schema = subject.storable(input.schema);
  const { actor } = request;
  const now = deps.now?.() ?? new Date();
  const auditSave = (tx: Db, before: unknown, after: unknown) =>
    auditOf(subject.type)(tx, deps, request, as.action, input.id, before, after);
  let conflict: T["view"] | null = null;
  const saved = await savingPage(deps, "draft save", () =>
    deps
      .db()
      .transaction(async (tx) => {
        // The subject row is every writer's lock for it, taken first, so writers of one subject queue instead of deadlocking.
        const loaded = await subject.read(tx, input.id, true);
        const draft = await readDraftRow(tx, subject.type, input.id, true);
        if ((draft?.revision ?? null) !== input.expectedRevision) {
          conflict = subject.view(loaded, draft);
          return null;
        }
        const by = { updatedById: actor.id, updatedByEmail: actor.email, updatedAt: now };
        if (!draft) {
          const [row] = await tx
            .insert(contentDrafts)
            .values({
              subjectType: subject.type,
              subjectId: input.id,
              schema,
              basedOnVersion: loaded.version,
              status: "draft",
              revision: 1,
              authorId: actor.id,
              authorEmail: actor.email,
              ...by,
            })
            .returning();
          await auditSave(tx, { revision: null }, { revision: 1, status: "draft", ...as.extra });
          return subject.view(loaded, row);
        }
        const before = draft.status as DraftStatus;
        const fresh = before === "published";
        const status = statusAfterSave(before);
        const [row] = await tx
          .update(contentDrafts)
          .set({
            schema,
            status,
            revision: draft.revision + 1,
            ...(fresh
              ? {
                  basedOnVersion: loaded.version,
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
        if (before === "scheduled") {
          await cancelPendingPublish(tx, subject.type, input.id, "the draft was edited after it was scheduled");
        }
        await auditSave(tx, { revision: draft.revision, status: before }, { revision: draft.revision + 1, status, ...as.extra });
        return subject.view(loaded, row);
      })
      .catch((error: unknown) => {
        // Two first saves at once: the unique key refuses the second, which is a conflict like any other.
        if (input.expectedRevision === null && /content_drafts_subject_key|duplicate key/.test(String(error))) return null;
        throw error;
      }),
  );
  if (saved === null) throw subject.conflict(conflict ?? (await getDraft(deps, subject, input.id)));
  return saved;
}

/** The audit log writer of pages (page creation and moves use it too). */
export const audit = auditOf(PAGE);
