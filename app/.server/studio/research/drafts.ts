import { and, eq } from "drizzle-orm";
import { type DraftStatus, STUDIO_TEXT } from "~/lib/studio";
import { checkResearchDraft, type ResearchDraft } from "~/lib/studio-research";
import type { Db } from "../../db/client";
import { contentDrafts, contentSchedules } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { sanitizeRichText } from "../../rich-text/sanitize";
import { type StudioDeps, type StudioRequest, StudioValidationError, savingPage } from "../context";
import type { DraftRow } from "../drafts";
import {
  auditResearch,
  latestVersion,
  RESEARCH,
  type ResearchDraftView,
  type ResearchRow,
  readResearchDraft,
  readResearchRow,
  researchView,
} from "./records";

/**
 * Drafts of content_research records, with the pages' rules (drafts.ts):
 * one draft per record, a save names the revision it started from and a
 * stale one is refused with the current draft; the content is sanitised
 * against the rich-text allow-list before it is stored.
 */
export class ResearchConflictError extends AppError {
  constructor(readonly current: ResearchDraftView) {
    super("CONFLICT", STUDIO_TEXT.conflict);
    this.name = "ResearchConflictError";
  }
}

export async function getResearchDraft(deps: StudioDeps, recordId: number): Promise<ResearchDraftView> {
  const db = deps.db();
  const record = await readResearchRow(db, recordId);
  return researchView(record, await latestVersion(db, recordId), await readResearchDraft(db, recordId));
}

/** A draft's schema as it is stored: checked for shape, its HTML sanitised. */
export function storableDraft(schema: unknown): ResearchDraft {
  const checked = checkResearchDraft(schema);
  if (!checked.ok) {
    throw new StudioValidationError(
      STUDIO_TEXT.saveFailed(checked.issues[0]?.message ?? "the article is not valid"),
      checked.issues,
    );
  }
  return { ...checked.schema, content: sanitizeRichText(checked.schema.content) };
}

type Step = (
  tx: Db,
  record: ResearchRow,
  draft: DraftRow,
  version: number,
) => Promise<{ view: ResearchDraftView; announce?: string }>;

/** Locks the record and its draft, checks the revision, runs `step`, then announces what went live. */
export async function withResearchDraft(
  deps: StudioDeps,
  recordId: number,
  expectedRevision: number,
  what: string,
  step: Step,
): Promise<ResearchDraftView> {
  let conflict: ResearchDraftView | null = null;
  const result = await savingPage(deps, what, () =>
    deps.db().transaction(async (tx) => {
      const record = await readResearchRow(tx, recordId, true);
      const draft = await readResearchDraft(tx, recordId, true);
      const version = await latestVersion(tx, recordId);
      if (!draft) throw new AppError("NOT_FOUND", STUDIO_TEXT.noDraft);
      if (draft.revision !== expectedRevision) {
        conflict = researchView(record, version, draft);
        return null;
      }
      return step(tx, record, draft, version);
    }),
  );
  if (!result) throw new ResearchConflictError(conflict ?? (await getResearchDraft(deps, recordId)));
  if (result.announce) deps.bus.publish({ topic: "content-research", contentType: result.announce });
  return result.view;
}

export async function saveResearchDraft(
  deps: StudioDeps,
  request: StudioRequest,
  input: { recordId: number; expectedRevision: number | null; schema: unknown },
  as: { action: string; extra?: Record<string, unknown> } = { action: "research.draft.save" },
): Promise<ResearchDraftView> {
  const schema = storableDraft(input.schema);
  const { actor } = request;
  const now = deps.now?.() ?? new Date();
  let conflict: ResearchDraftView | null = null;
  const saved = await savingPage(deps, "article draft save", () =>
    deps
      .db()
      .transaction(async (tx) => {
        const record = await readResearchRow(tx, input.recordId, true);
        const draft = await readResearchDraft(tx, input.recordId, true);
        const version = await latestVersion(tx, input.recordId);
        if ((draft?.revision ?? null) !== input.expectedRevision) {
          conflict = researchView(record, version, draft);
          return null;
        }
        const by = { updatedById: actor.id, updatedByEmail: actor.email, updatedAt: now };
        if (!draft) {
          const [row] = await tx
            .insert(contentDrafts)
            .values({
              subjectType: RESEARCH,
              subjectId: record.id,
              schema,
              basedOnVersion: version,
              status: "draft",
              revision: 1,
              authorId: actor.id,
              authorEmail: actor.email,
              ...by,
            })
            .returning();
          await auditResearch(
            tx,
            deps,
            request,
            as.action,
            record.id,
            { revision: null },
            { revision: 1, status: "draft", ...as.extra },
          );
          return researchView(record, version, row);
        }
        const before = draft.status as DraftStatus;
        const fresh = before === "published";
        const status: DraftStatus = before === "changes_requested" ? "changes_requested" : "draft";
        const [row] = await tx
          .update(contentDrafts)
          .set({
            schema,
            status,
            revision: draft.revision + 1,
            ...(fresh
              ? { basedOnVersion: version, authorId: actor.id, authorEmail: actor.email, reviewerId: null, reviewerEmail: null }
              : {}),
            ...by,
          })
          .where(eq(contentDrafts.id, draft.id))
          .returning();
        if (before === "scheduled")
          await cancelPendingResearchPublish(tx, record.id, "the draft was edited after it was scheduled");
        await auditResearch(
          tx,
          deps,
          request,
          as.action,
          record.id,
          { revision: draft.revision, status: before },
          { revision: draft.revision + 1, status, ...as.extra },
        );
        return researchView(record, version, row);
      })
      .catch((error: unknown) => {
        if (input.expectedRevision === null && /content_drafts_subject_key|duplicate key/.test(String(error))) return null;
        throw error;
      }),
  );
  if (!saved) throw new ResearchConflictError(conflict ?? (await getResearchDraft(deps, input.recordId)));
  return saved;
}

export async function cancelPendingResearchPublish(tx: Db, recordId: number, outcome: string) {
  await tx
    .update(contentSchedules)
    .set({ status: "cancelled", outcome, updatedAt: new Date() })
    .where(
      and(
        eq(contentSchedules.subjectType, RESEARCH),
        eq(contentSchedules.subjectId, recordId),
        eq(contentSchedules.action, "publish"),
        eq(contentSchedules.status, "pending"),
      ),
    );
}
