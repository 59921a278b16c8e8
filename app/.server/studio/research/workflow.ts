import { and, desc, eq } from "drizzle-orm";
import { type DraftStatus, STUDIO_TEXT } from "~/lib/studio";
import { checkResearchPublish } from "~/lib/studio-research";
import type { Db } from "../../db/client";
import {
  contentDraftComments,
  contentDrafts,
  contentResearch,
  contentResearchVersions,
  contentSchedules,
  users,
} from "../../db/schema";
import { AppError } from "../../http/app-error";
import { sanitizeRichText } from "../../rich-text/sanitize";
import { type StudioDeps, type StudioRequest, StudioValidationError, savingPage } from "../context";
import type { DraftRow } from "../drafts";
import { assertMayPublish } from "../publish";
import { withResearchDraft } from "./drafts";
import {
  announceResearch,
  auditResearch,
  RESEARCH,
  type ResearchRow,
  readResearchRow,
  researchView,
  schemaOfRecord,
} from "./records";

/**
 * The review workflow and publishing of content_research records, the same
 * state machine as pages (../workflow.ts): draft → in review → changes
 * requested or approved → published now or scheduled. Publishing writes the
 * record's title, excerpt, content (sanitised again) and SEO fields, sets it
 * published with its publication time, stores a version, and announces the
 * record's content type, so its city service page or blog article shows it
 * at once. Unpublishing sets the record back to draft: a city service page
 * returns to its default text (and noindex), a blog article answers 404.
 */

function requireStatus(draft: DraftRow, allowed: DraftStatus[], action: string) {
  const status = draft.status as DraftStatus;
  if (!allowed.includes(status)) throw new AppError("CONFLICT", STUDIO_TEXT.wrongState(action, status));
}

async function setStatus(tx: Db, draft: DraftRow, values: Partial<typeof contentDrafts.$inferInsert>, request: StudioRequest) {
  const [row] = await tx
    .update(contentDrafts)
    .set({ ...values, updatedById: request.actor.id, updatedByEmail: request.actor.email, updatedAt: new Date() })
    .where(eq(contentDrafts.id, draft.id))
    .returning();
  if (!row) throw new Error(`draft ${draft.id} vanished`);
  return row;
}

function assertReviewer(request: StudioRequest, draft: DraftRow) {
  if (request.actor.id === draft.authorId) throw new AppError("FORBIDDEN", STUDIO_TEXT.reviewerSelf);
  if (request.actor.id !== draft.reviewerId && request.actor.role !== "super_admin")
    throw new AppError("FORBIDDEN", STUDIO_TEXT.notReviewer);
}

async function addComment(tx: Db, recordId: number, revision: number, request: StudioRequest, body: string) {
  await tx.insert(contentDraftComments).values({
    subjectType: RESEARCH,
    subjectId: recordId,
    revision,
    authorId: request.actor.id,
    authorEmail: request.actor.email,
    body,
  });
}

export function submitResearch(
  deps: StudioDeps,
  request: StudioRequest,
  input: { recordId: number; expectedRevision: number; reviewerId: string },
) {
  return withResearchDraft(
    deps,
    input.recordId,
    input.expectedRevision,
    "submit for review",
    async (tx, record, draft, version) => {
      requireStatus(draft, ["draft", "changes_requested"], "submit");
      if (input.reviewerId === request.actor.id || input.reviewerId === draft.authorId) {
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
        request,
      );
      await auditResearch(
        tx,
        deps,
        request,
        "research.review.submit",
        record.id,
        { status: draft.status, reviewerId: draft.reviewerId },
        { status: "in_review", reviewerId: reviewer.id, reviewerEmail: reviewer.email, revision: draft.revision },
      );
      return { view: researchView(record, version, row) };
    },
  );
}

export function requestResearchChanges(
  deps: StudioDeps,
  request: StudioRequest,
  input: { recordId: number; expectedRevision: number; comment: string },
) {
  return withResearchDraft(
    deps,
    input.recordId,
    input.expectedRevision,
    "request changes",
    async (tx, record, draft, version) => {
      requireStatus(draft, ["in_review"], "request changes on");
      assertReviewer(request, draft);
      await addComment(tx, record.id, draft.revision, request, input.comment);
      const row = await setStatus(tx, draft, { status: "changes_requested" }, request);
      await auditResearch(
        tx,
        deps,
        request,
        "research.review.request_changes",
        record.id,
        { status: draft.status },
        { status: "changes_requested", revision: draft.revision, comment: input.comment },
      );
      return { view: researchView(record, version, row) };
    },
  );
}

export function approveResearch(
  deps: StudioDeps,
  request: StudioRequest,
  input: { recordId: number; expectedRevision: number; comment?: string },
) {
  return withResearchDraft(deps, input.recordId, input.expectedRevision, "approval", async (tx, record, draft, version) => {
    requireStatus(draft, ["in_review"], "approve");
    assertReviewer(request, draft);
    if (input.comment) await addComment(tx, record.id, draft.revision, request, input.comment);
    const row = await setStatus(tx, draft, { status: "approved" }, request);
    await auditResearch(
      tx,
      deps,
      request,
      "research.review.approve",
      record.id,
      { status: draft.status },
      { status: "approved", revision: draft.revision },
    );
    return { view: researchView(record, version, row) };
  });
}

/** The draft's fields as they may go live, or a refusal naming each problem ("Article: Title is required"). */
export function publishableResearch(draft: DraftRow) {
  const checked = checkResearchPublish(draft.schema);
  if (!checked.ok) {
    throw new StudioValidationError(
      STUDIO_TEXT.saveFailed(checked.issues[0]?.message ?? "the article is not valid"),
      checked.issues,
    );
  }
  return { ...checked.schema, content: sanitizeRichText(checked.schema.content) };
}

/**
 * Publishes a locked draft inside `tx`. A record published before the
 * studio first edited it gets its text kept as version 1 ("as it was"), so
 * a restore can bring the original back.
 */
export async function publishResearchInTx(
  tx: Db,
  deps: Pick<StudioDeps, "secret" | "now">,
  request: StudioRequest,
  record: ResearchRow,
  draft: DraftRow,
  current: number,
  note: string | null,
  extra: Record<string, unknown> = {},
) {
  const schema = publishableResearch(draft);
  const now = deps.now?.() ?? new Date();
  let version = current;
  if (version === 0 && record.status === "published") {
    version = 1;
    await tx.insert(contentResearchVersions).values({
      contentResearchId: record.id,
      version,
      schema: schemaOfRecord(record),
      publishedBy: "seed",
      publishedAt: record.publishedAt ?? record.updatedAt,
      note: "As it was before the content studio",
    });
  }
  version += 1;
  const [updated] = await tx
    .update(contentResearch)
    .set({
      title: schema.title,
      excerpt: schema.excerpt || null,
      content: schema.content,
      seoTitle: schema.seo.title || null,
      seoDescription: schema.seo.description || null,
      status: "published",
      publishedAt: now,
      updatedAt: now,
    })
    .where(eq(contentResearch.id, record.id))
    .returning();
  await tx.insert(contentResearchVersions).values({
    contentResearchId: record.id,
    version,
    schema,
    publishedBy: request.actor.id,
    publishedAt: now,
    authorId: draft.authorId,
    note,
  });
  const [published] = await tx
    .update(contentDrafts)
    .set({ status: "published", schema, basedOnVersion: version, updatedAt: now })
    .where(eq(contentDrafts.id, draft.id))
    .returning();
  await tx
    .update(contentSchedules)
    .set({ status: "cancelled", outcome: "published before it ran", updatedAt: now })
    .where(
      and(
        eq(contentSchedules.subjectType, RESEARCH),
        eq(contentSchedules.subjectId, record.id),
        eq(contentSchedules.action, "publish"),
        eq(contentSchedules.status, "pending"),
      ),
    );
  await auditResearch(
    tx,
    deps,
    request,
    "research.publish",
    record.id,
    { status: draft.status, version: current, recordStatus: record.status },
    { status: "published", version, recordStatus: "published", revision: draft.revision, note, ...extra },
  );
  if (!updated || !published) throw new Error(`article ${record.id} vanished while it was published`);
  return researchView(updated, version, published);
}

export function publishResearch(
  deps: StudioDeps,
  request: StudioRequest,
  input: { recordId: number; expectedRevision: number; note?: string },
) {
  return withResearchDraft(deps, input.recordId, input.expectedRevision, "publish", async (tx, record, draft, version) => {
    await assertMayPublish(tx, request.actor, draft);
    const view = await publishResearchInTx(tx, deps, request, record, draft, version, input.note ?? null);
    return { view, announce: record.contentType };
  });
}

/** Takes a published record off the site inside `tx` (status draft: its page shows the default text again). */
export async function unpublishResearchInTx(
  tx: Db,
  deps: Pick<StudioDeps, "secret" | "now">,
  request: StudioRequest,
  record: ResearchRow,
  extra: Record<string, unknown> = {},
) {
  if (record.status !== "published") throw new AppError("CONFLICT", STUDIO_TEXT.notPublished);
  const now = deps.now?.() ?? new Date();
  const [updated] = await tx
    .update(contentResearch)
    .set({ status: "draft", updatedAt: now })
    .where(eq(contentResearch.id, record.id))
    .returning();
  await auditResearch(
    tx,
    deps,
    request,
    "research.unpublish",
    record.id,
    { recordStatus: record.status },
    { recordStatus: "draft", ...extra },
  );
  if (!updated) throw new Error(`article ${record.id} vanished while it was unpublished`);
  return updated;
}

export async function unpublishResearch(deps: StudioDeps, request: StudioRequest, input: { recordId: number }) {
  const record = await savingPage(deps, "unpublish", () =>
    deps
      .db()
      .transaction(async (tx) => unpublishResearchInTx(tx, deps, request, await readResearchRow(tx, input.recordId, true))),
  );
  announceResearch(deps, record.contentType);
  return { recordId: record.id, recordStatus: record.status };
}

export function listResearchComments(deps: StudioDeps, recordId: number) {
  return deps
    .db()
    .select()
    .from(contentDraftComments)
    .where(and(eq(contentDraftComments.subjectType, RESEARCH), eq(contentDraftComments.subjectId, recordId)))
    .orderBy(desc(contentDraftComments.createdAt), desc(contentDraftComments.id));
}
