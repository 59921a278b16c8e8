import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type DraftStatus, isDraftStatus, STUDIO_TEXT, type StudioCheck } from "~/lib/content/studio";
import type { SchemaChange } from "~/lib/content/studio-diff";
import { recordAudit } from "../../auth";
import type { ContentBus } from "../../content-bus";
import { contentDrafts, type contentResearchVersions, contentSchedules, type Db, type pageSchemaVersions } from "../../db";
import type { AppError } from "../../http";
import { type StudioDeps, type StudioRequest, StudioValidationError } from "./context";

/**
 * What the studio edits: a page (page_schemas) or a content_research record.
 * Drafts, review, versions, schedules and the queue are one implementation
 * (drafts.ts, workflow.ts, publish.ts, versions.ts, schedule.ts, queue.ts);
 * a StudioSubject supplies only what differs between the two: how the row
 * is read and locked, the view the editor gets, the draft and publish
 * checks, what a publish and an unpublish write, the versions table, the
 * audit names and how the change is announced. Drafts, comments and
 * schedules share their tables, told apart by subject_type.
 */
export type SubjectType = "page" | "content_research";

export type DraftRow = typeof contentDrafts.$inferSelect;

/** The types one subject works with. */
export interface SubjectShapes {
  row: { id: number; status: string };
  /** What the editor gets: the subject with its working draft. */
  view: unknown;
  /** What an unpublish answers. */
  gone: unknown;
  /** What an unpublish takes besides the id (a page: where to send its visitors). */
  unpublishInput: object;
  /** The subject's own fields in a queue row, and in a scheduled row. */
  entry: object;
  scheduled: object;
}

/** A subject row as read, with its latest published version (0: none). */
export interface Loaded<Row> {
  row: Row;
  version: number;
}

export interface StudioSubject<T extends SubjectShapes> {
  type: SubjectType;
  /** The audit action prefix: `page.publish`, `research.publish`. */
  actions: "page" | "research";
  /** How texts name one ("the page was not published when the schedule ran"). */
  noun: string;
  /** The audit key of the subject's own state: pageStatus, recordStatus. */
  statusKey: string;
  /** The row (locked for the transaction when `lock`: every writer's lock for the subject, taken first); NOT_FOUND when absent. */
  read(db: Db, id: number, lock?: boolean): Promise<Loaded<T["row"]>>;
  view(subject: Loaded<T["row"]>, draft: DraftRow | undefined): T["view"];
  /** The refusal of a stale revision, carrying the current view. */
  conflict(current: T["view"]): AppError;
  /** A draft's schema as it is stored (checked for shape; rich text sanitised), or a StudioValidationError. */
  storable(schema: unknown): unknown;
  /** A draft's schema as it may go live, or a StudioValidationError naming each problem. */
  publishable(draft: DraftRow): unknown;
  /** Writes the published schema to the subject row; answers the row and the version it becomes (publishInTx stores that version). */
  writePublish(tx: Db, subject: Loaded<T["row"]>, schema: unknown, by: { now: Date }): Promise<Loaded<T["row"]>>;
  /** Subjects that can send visitors elsewhere when unpublished: the checked target (null: none). */
  redirectTarget?(row: T["row"], raw: string | undefined | null): string | null;
  /** Takes the row off the site; answers it with the audit's before and after. */
  writeUnpublish(
    tx: Db,
    row: T["row"],
    redirectTo: string | null,
    now: Date,
  ): Promise<{ row: T["row"]; before: object; after: object }>;
  unpublished(row: T["row"]): T["gone"];
  /** Tells every instance the subject changed (read caches, sitemap, rendered pages). */
  announce(bus: ContentBus, row: T["row"]): void;
  /** Where every publish is kept: the table, its column naming the subject, and that column's property. */
  versions: VersionsTable;
  diff(before: unknown, after: unknown): SchemaChange[];
  /**
   * Subjects whose drafts must pass the quality gates (issue 24 item 5:
   * content_research) before approve, publish and schedule (studio/gates.ts).
   */
  gated?: boolean;
  /** The subject's table and columns the queue joins and shows. */
  queue: { table: PgTable; id: PgColumn; entry: Record<string, PgColumn>; scheduled: Record<string, PgColumn> };
}

export type VersionsTable =
  | { table: typeof pageSchemaVersions; subjectId: PgColumn; key: "pageSchemaId" }
  | { table: typeof contentResearchVersions; subjectId: PgColumn; key: "contentResearchId" };

/** Stores one published version of a subject. */
export async function insertVersion(
  tx: Db,
  versions: VersionsTable,
  id: number,
  fields: {
    version: number;
    schema: unknown;
    publishedBy: string;
    publishedAt: Date;
    authorId: string | null;
    note: string | null;
  },
) {
  // The two tables differ only in the name of the subject's column.
  const row = { ...fields, [versions.key]: id } as typeof pageSchemaVersions.$inferInsert &
    typeof contentResearchVersions.$inferInsert;
  await tx.insert(versions.table).values(row);
}

// biome-ignore lint/suspicious/noExplicitAny: a subject of either type, where the code reads only the common part
export type AnySubject = StudioSubject<any>;

/** The first row of `query`, locked FOR UPDATE for the transaction when `lock`. */
export async function firstRow<R>(
  query: PromiseLike<R[]> & { for(strength: "update"): PromiseLike<R[]> },
  lock: boolean,
): Promise<R | undefined> {
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export function readDraftRow(db: Db, type: SubjectType, id: number, lock = false): Promise<DraftRow | undefined> {
  const query = db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.subjectType, type), eq(contentDrafts.subjectId, id)))
    .limit(1);
  return firstRow(query, lock);
}

/** The audit log writer of one subject type: every studio write is audited with its before and after. */
export function auditOf(type: SubjectType) {
  return (
    tx: Db,
    deps: Pick<StudioDeps, "secret">,
    request: StudioRequest,
    action: string,
    id: number,
    before: unknown,
    after: unknown,
  ) =>
    recordAudit(
      tx,
      {
        actor: { id: request.actor.id, email: request.actor.email },
        action,
        subjectType: type,
        subjectId: id,
        before,
        after,
        clientIp: request.clientIp,
      },
      deps.secret,
    );
}

/** The checked schema, or a refusal naming each problem (its section and field), the first in the message. */
export function checkedOrRefused<S>(result: StudioCheck<S>, noun: string): S {
  if (result.ok) return result.schema;
  throw new StudioValidationError(STUDIO_TEXT.saveFailed(result.issues[0]?.message ?? `the ${noun} is not valid`), result.issues);
}

/** The working draft's part of an editor's view. */
export interface DraftViewFields {
  schema: unknown;
  /** The version the draft started from. */
  basedOnVersion: number;
  status: DraftStatus;
  /** null: no draft row yet (the live content is shown; the first save creates the draft). */
  revision: number | null;
  authorId: string | null;
  authorEmail: string | null;
  reviewerId: string | null;
  reviewerEmail: string | null;
  updatedById: string | null;
  updatedByEmail: string | null;
  updatedAt: string;
}

/** The draft's part of an editor's view; without a draft row yet, the live content's, and nobody's. */
export function draftFields(
  draft: DraftRow | undefined,
  live: { schema: unknown; version: number; status: DraftStatus; updatedAt: Date },
): DraftViewFields {
  return {
    schema: draft ? draft.schema : live.schema,
    basedOnVersion: draft ? draft.basedOnVersion : live.version,
    status: draft && isDraftStatus(draft.status) ? draft.status : live.status,
    revision: draft ? draft.revision : null,
    authorId: draft?.authorId ?? null,
    authorEmail: draft?.authorEmail ?? null,
    reviewerId: draft?.reviewerId ?? null,
    reviewerEmail: draft?.reviewerEmail ?? null,
    updatedById: draft?.updatedById ?? null,
    updatedByEmail: draft?.updatedByEmail ?? null,
    updatedAt: (draft?.updatedAt ?? live.updatedAt).toISOString(),
  };
}

/** Cancels the subject's pending scheduled publish (its draft changed, or it was published before the run). */
export async function cancelPendingPublish(tx: Db, type: SubjectType, id: number, outcome: string, now = new Date()) {
  await tx
    .update(contentSchedules)
    .set({ status: "cancelled", outcome, updatedAt: now })
    .where(
      and(
        eq(contentSchedules.subjectType, type),
        eq(contentSchedules.subjectId, id),
        eq(contentSchedules.action, "publish"),
        eq(contentSchedules.status, "pending"),
      ),
    );
}
