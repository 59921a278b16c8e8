import { eq, sql } from "drizzle-orm";
import { STUDIO_TEXT, type StudioCheck } from "~/lib/content/studio";
import { checkResearchDraft, checkResearchPublish, diffResearch, type ResearchDraft } from "~/lib/content/studio-research";
import { contentResearch, contentResearchVersions, type Db } from "../../../db";
import { AppError } from "../../../http";
import { sanitizeRichText } from "../../rich-text/sanitize";
import { checkedOrRefused, type DraftRow, type DraftViewFields, draftFields, firstRow, type StudioSubject } from "../subject";

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

export interface ResearchDraftView extends DraftViewFields {
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
    ...draftFields(draft, {
      schema: schemaOfRecord(record),
      version,
      status: record.status === "published" ? "published" : "draft",
      updatedAt: record.updatedAt,
    }),
  };
}

/** The record, locked for the transaction when `lock` (every writer's lock for the record, taken first). */
export async function readResearchRow(db: Db, recordId: number, lock = false): Promise<ResearchRow> {
  const record = await firstRow(db.select().from(contentResearch).where(eq(contentResearch.id, recordId)).limit(1), lock);
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
  const fields = checkedOrRefused(result, "article");
  return { ...fields, content: sanitizeRichText(fields.content) };
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
  unpublishInput: Record<never, never>;
  entry: ResearchQueueFields;
  scheduled: Omit<ResearchQueueFields, "contentType">;
}> = {
  type: RESEARCH,
  actions: "research",
  noun: "article",
  statusKey: "recordStatus",
  gated: true,
  read: async (db, id, lock) => {
    const row = await readResearchRow(db, id, lock);
    return { row, version: await latestVersion(db, id) };
  },
  view: ({ row, version }, draft) => researchView(row, version, draft),
  conflict: (current) => new ResearchConflictError(current),
  storable: (schema) => sanitised(checkResearchDraft(schema)),
  publishable: (draft) => sanitised(checkResearchPublish(draft.schema)),
  /** A record published before the studio first edited it gets its text kept as version 1 ("as it was"), so a restore can bring it back. */
  async writePublish(tx, { row: record, version: current }, schema, by) {
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
  versions: {
    table: contentResearchVersions,
    subjectId: contentResearchVersions.contentResearchId,
    key: "contentResearchId",
  },
  diff: diffResearch,
  queue: {
    table: contentResearch,
    id: contentResearch.id,
    entry: { recordId: contentResearch.id, title: contentResearch.title, contentType: contentResearch.contentType },
    scheduled: { recordId: contentResearch.id, title: contentResearch.title },
  },
};
