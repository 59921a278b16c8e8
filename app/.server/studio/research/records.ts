import { and, eq, sql } from "drizzle-orm";
import { type DraftStatus, isDraftStatus, STUDIO_TEXT } from "~/lib/studio";
import type { ResearchDraft } from "~/lib/studio-research";
import { recordAudit } from "../../audit/record";
import type { Db } from "../../db/client";
import { contentDrafts, contentResearch, contentResearchVersions } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { StudioDeps, StudioRequest } from "../context";
import type { DraftRow } from "../drafts";

/**
 * The content_research subject of the studio (issue 22 item 11): how a
 * record is read and locked, what its draft looks like, how its changes are
 * audited and announced. The drafts, comments and schedules are the pages'
 * tables, told apart by subject_type; the versions are in
 * content_research_versions.
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

export async function readResearchDraft(db: Db, recordId: number, lock = false): Promise<DraftRow | undefined> {
  const query = db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.subjectType, RESEARCH), eq(contentDrafts.subjectId, recordId)))
    .limit(1);
  const [draft] = lock ? await query.for("update") : await query;
  return draft;
}

export async function latestVersion(db: Db, recordId: number): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${contentResearchVersions.version}), 0)::int` })
    .from(contentResearchVersions)
    .where(eq(contentResearchVersions.contentResearchId, recordId));
  return Number(row?.version ?? 0);
}

export function auditResearch(
  tx: Db,
  deps: Pick<StudioDeps, "secret">,
  request: StudioRequest,
  action: string,
  recordId: number,
  before: unknown,
  after: unknown,
) {
  return recordAudit(
    tx,
    {
      actor: { id: request.actor.id, email: request.actor.email },
      action,
      subjectType: RESEARCH,
      subjectId: recordId,
      before,
      after,
      clientIp: request.clientIp,
    },
    deps.secret,
  );
}

/** Tells every instance the record's kind changed: the blog or city service reads, the sitemap and rendered pages drop it. */
export function announceResearch(deps: Pick<StudioDeps, "bus">, contentType: string) {
  deps.bus.publish({ topic: "content-research", contentType });
}
