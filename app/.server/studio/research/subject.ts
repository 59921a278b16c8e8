import { eq, sql } from "drizzle-orm";
import { type DraftStatus, isDraftStatus, STUDIO_TEXT, type StudioCheck } from "~/lib/studio";
import { checkResearchDraft, checkResearchPublish, diffResearch, type ResearchDraft } from "~/lib/studio-research";
import type { Db } from "../../db/client";
import { contentResearch, contentResearchVersions } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { sanitizeRichText } from "../../rich-text/sanitize";
import { StudioValidationError } from "../context";
import type { DraftRow, StudioSubject } from "../subject";

/**
 * content_research records as a studio subject (issue 22 item 11): the
 * pages' drafts, review, versions and schedules (../subject.ts) by
 * `recordId`. What differs: the version is the highest in
 * content_research_versions; the draft is the record's title, excerpt,
 * content and SEO fields, its HTML sanitised against the rich-text
 * allow-list when stored and again when published; a publish writes those
 * fields to the record (which the blog or city service page reads) with its
 * publication time; an unpublish sets the record back to draft (a city
 * service page returns to its default text and noindex, a blog article
 * answers 404); changes are announced by content type.
 */
export const RESEARCH = "content_research" as const;

export type ResearchRow = typeof contentResearch.$inferSelect;

export interface ResearchDraftView {
  recordId: number;
  contentType: string;
  slug: string | null;
  serviceType: string | null;
  state: string | null;
  city: string | null;
  /** The record's own state: draft (not on the site), published or archived. */
  recordStatus: string;
  /** The latest published version (0: none through the studio yet). */
  recordVersion: number;
  schema: ResearchDraft | unknown;
  basedOnVersion: number;
  status: DraftStatus;
  revision: number | null;
  authorId: string | null;
  authorEmail: string | null;
  reviewerId: string | null;
  reviewerEmail: string | null;
  updatedById: string | null;
  updatedByEmail: string | null;
  updatedAt: string;
}

/** The record's live fields in the draft's shape. */
export function schemaOfRecord(record: ResearchRow): ResearchDraft {
  return {
    title: record.title,
    excerpt: record.excerpt ?? "",
    content: record.content,
    seo: { title: record.seoTitle ?? "", description: record.seoDescription ?? "" },
  };
}

export function researchView(record: ResearchRow, version: number, draft: DraftRow | undefined): ResearchDraftView {
  return {
    recordId: record.id,
    contentType: record.contentType,
    slug: record.slug,
    serviceType: record.serviceType,
    state: record.state,
    city: record.city,
    recordStatus: record.status,
    recordVersion: version,
    schema: draft ? draft.schema : schemaOfRecord(record),
    basedOnVersion: draft ? draft.basedOnVersion : version,
    status: draft && isDraftStatus(draft.status) ? draft.status : record.status === "published" ? "published" : "draft",
    revision: draft ? draft.revision : null,
    authorId: draft?.authorId ?? null,
    authorEmail: draft?.authorEmail ?? null,
    reviewerId: draft?.reviewerId ?? null,
    reviewerEmail: draft?.reviewerEmail ?? null,
    updatedById: draft?.updatedById ?? null,
    updatedByEmail: draft?.updatedByEmail ?? null,
    updatedAt: (draft?.updatedAt ?? record.updatedAt).toISOString(),
  };
}

/** The record, locked for the transaction when `lock` (every writer's lock for the record, taken first). */
export async function readResearchRow(db: Db, recordId: number, lock = false): Promise<ResearchRow> {
  const query = db.select().from(contentResearch).where(eq(contentResearch.id, recordId)).limit(1);
  const [record] = lock ? await query.for("update") : await query;
  if (!record) throw new AppError("NOT_FOUND", STUDIO_TEXT.noSuchRecord);
  return record;
}

export async function latestVersion(db: Db, recordId: number): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${contentResearchVersions.version}), 0)::int` })
    .from(contentResearchVersions)
    .where(eq(contentResearchVersions.contentResearchId, recordId));
  return Number(row?.version ?? 0);
}

/** A stale save or step: refused, carrying the current draft so the editor can show the difference. */
export class ResearchConflictError extends AppError {
  constructor(readonly current: ResearchDraftView) {
    super("CONFLICT", STUDIO_TEXT.conflict);
    this.name = "ResearchConflictError";
  }
}

/** The checked fields with their HTML sanitised, or a refusal naming each problem ("Article: Title is required"). */
function sanitised(result: StudioCheck<ResearchDraft>): ResearchDraft {
  if (!result.ok) {
    throw new StudioValidationError(
      STUDIO_TEXT.saveFailed(result.issues[0]?.message ?? "the article is not valid"),
      result.issues,
    );
  }
  return { ...result.schema, content: sanitizeRichText(result.schema.content) };
}

export interface ResearchQueueFields {
  recordId: number;
  title: string;
  contentType: string;
}

export const researchSubject: StudioSubject<{
  row: ResearchRow;
  view: ResearchDraftView;
  gone: { recordId: number; recordStatus: string };
  entry: ResearchQueueFields;
  scheduled: Omit<ResearchQueueFields, "contentType">;
}> = {
  type: RESEARCH,
  actions: "research",
  noun: "article",
  statusKey: "recordStatus",
  read: async (db, id, lock) => {
    const row = await readResearchRow(db, id, lock);
    return { row, version: await latestVersion(db, id) };
  },
  view: ({ row, version }, draft) => researchView(row, version, draft),
  conflict: (current) => new ResearchConflictError(current),
  storable: (schema) => sanitised(checkResearchDraft(schema)),
  publishable: (draft) => sanitised(checkResearchPublish(draft.schema)),
  /** A record published before the studio first edited it gets its text kept as version 1 ("as it was"), so a restore can bring it back. */
  async writePublish(tx, { row: record, version: current }, draft, schema, by) {
    const fields = schema as ResearchDraft;
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
        title: fields.title,
        excerpt: fields.excerpt || null,
        content: fields.content,
        seoTitle: fields.seo.title || null,
        seoDescription: fields.seo.description || null,
        status: "published",
        publishedAt: by.now,
        updatedAt: by.now,
      })
      .where(eq(contentResearch.id, record.id))
      .returning();
    await tx.insert(contentResearchVersions).values({
      contentResearchId: record.id,
      version,
      schema: fields,
      publishedBy: by.actorId,
      publishedAt: by.now,
      authorId: draft.authorId,
      note: by.note,
    });
    if (!updated) throw new Error(`article ${record.id} vanished while it was published`);
    return { row: updated, version };
  },
  async writeUnpublish(tx, record, _redirectTo, now) {
    const [updated] = await tx
      .update(contentResearch)
      .set({ status: "draft", updatedAt: now })
      .where(eq(contentResearch.id, record.id))
      .returning();
    if (!updated) throw new Error(`article ${record.id} vanished while it was unpublished`);
    return { row: updated, before: { recordStatus: record.status }, after: { recordStatus: "draft" } };
  },
  unpublished: (record) => ({ recordId: record.id, recordStatus: record.status }),
  announce: (bus, record) => bus.publish({ topic: "content-research", contentType: record.contentType }),
  versions: { table: contentResearchVersions, subjectId: contentResearchVersions.contentResearchId },
  diff: diffResearch,
  queue: {
    table: contentResearch,
    id: contentResearch.id,
    entry: { recordId: contentResearch.id, title: contentResearch.title, contentType: contentResearch.contentType },
    scheduled: { recordId: contentResearch.id, title: contentResearch.title },
  },
};
