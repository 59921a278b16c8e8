import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SchemaChange } from "~/lib/studio-diff";
import { recordAudit } from "../audit/record";
import type { ContentBus } from "../content-bus";
import type { Db } from "../db/client";
import { contentDrafts, type contentResearchVersions, contentSchedules, type pageSchemaVersions } from "../db/schema";
import type { AppError } from "../http/app-error";
import type { StudioDeps, StudioRequest } from "./context";

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
  /** Writes the published schema to the subject row and its versions table; answers the row and its new version. */
  writePublish(
    tx: Db,
    subject: Loaded<T["row"]>,
    draft: DraftRow,
    schema: unknown,
    by: { actorId: string; note: string | null; now: Date },
  ): Promise<Loaded<T["row"]>>;
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
  versions: { table: typeof pageSchemaVersions | typeof contentResearchVersions; subjectId: PgColumn };
  diff(before: unknown, after: unknown): SchemaChange[];
  /** The subject's table and columns the queue joins and shows. */
  queue: { table: PgTable; id: PgColumn; entry: Record<string, PgColumn>; scheduled: Record<string, PgColumn> };
}

// biome-ignore lint/suspicious/noExplicitAny: a subject of either type, where the code reads only the common part
export type AnySubject = StudioSubject<any>;

export async function readDraftRow(db: Db, type: SubjectType, id: number, lock = false): Promise<DraftRow | undefined> {
  const query = db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.subjectType, type), eq(contentDrafts.subjectId, id)))
    .limit(1);
  const [draft] = lock ? await query.for("update") : await query;
  return draft;
}

export function auditSubject(
  tx: Db,
  deps: Pick<StudioDeps, "secret">,
  type: SubjectType,
  request: StudioRequest,
  action: string,
  id: number,
  before: unknown,
  after: unknown,
) {
  return recordAudit(
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
