import { and, desc, eq, lte, ne } from "drizzle-orm";
import type { DraftStatus } from "~/lib/content/studio";
import { contentDrafts, contentSchedules } from "../../db";
import type { StudioDeps } from "./context";
import type { StudioSubject, SubjectShapes } from "./subject";

/** A queue row: the subject's own fields (a page's id and path, a record's id, title and type) and its draft's state. */
export type QueueEntry<T extends SubjectShapes> = T["entry"] & {
  status: DraftStatus;
  revision: number;
  authorEmail: string | null;
  reviewerEmail: string | null;
  updatedAt: string;
  /** Why its scheduled publish was refused when it ran (issue 35 A4), while the draft has not changed since; else null. */
  refusal: string | null;
};

export type ScheduledEntry<T extends SubjectShapes> = T["scheduled"] & {
  scheduleId: number;
  action: string;
  runAt: string;
  createdByEmail: string | null;
};

/** The queue page: my drafts (not yet published), drafts waiting for my review, and everything scheduled, of one subject type. */
export async function studioQueue<T extends SubjectShapes>(deps: StudioDeps, subject: StudioSubject<T>, actorId: string) {
  const db = deps.db();
  const { table, id, entry, scheduled: scheduledColumns } = subject.queue;
  const draftColumns = {
    ...entry,
    subjectId: contentDrafts.subjectId,
    status: contentDrafts.status,
    revision: contentDrafts.revision,
    authorEmail: contentDrafts.authorEmail,
    reviewerEmail: contentDrafts.reviewerEmail,
    updatedAt: contentDrafts.updatedAt,
  };
  const onSubject = and(eq(contentDrafts.subjectType, subject.type), eq(contentDrafts.subjectId, id));
  const [mine, toReview, scheduled, refused] = await Promise.all([
    db
      .select(draftColumns)
      .from(contentDrafts)
      .innerJoin(table, onSubject)
      .where(and(eq(contentDrafts.authorId, actorId), ne(contentDrafts.status, "published")))
      .orderBy(desc(contentDrafts.updatedAt)),
    db
      .select(draftColumns)
      .from(contentDrafts)
      .innerJoin(table, onSubject)
      .where(and(eq(contentDrafts.reviewerId, actorId), eq(contentDrafts.status, "in_review")))
      .orderBy(contentDrafts.updatedAt),
    db
      .select({
        scheduleId: contentSchedules.id,
        ...scheduledColumns,
        action: contentSchedules.action,
        runAt: contentSchedules.runAt,
        createdByEmail: contentSchedules.createdByEmail,
      })
      .from(contentSchedules)
      .innerJoin(table, and(eq(contentSchedules.subjectType, subject.type), eq(contentSchedules.subjectId, id)))
      .where(eq(contentSchedules.status, "pending"))
      .orderBy(contentSchedules.runAt),
    // Scheduled publishes refused when they ran, of drafts not changed since (oldest first, so the latest wins below).
    db
      .select({ subjectId: contentSchedules.subjectId, outcome: contentSchedules.outcome })
      .from(contentSchedules)
      .innerJoin(
        contentDrafts,
        and(eq(contentDrafts.subjectType, contentSchedules.subjectType), eq(contentDrafts.subjectId, contentSchedules.subjectId)),
      )
      .where(
        and(
          eq(contentSchedules.subjectType, subject.type),
          eq(contentSchedules.status, "failed"),
          eq(contentDrafts.authorId, actorId),
          lte(contentDrafts.updatedAt, contentSchedules.updatedAt),
        ),
      )
      .orderBy(contentSchedules.updatedAt),
  ]);
  const refusals = new Map(refused.map((row) => [row.subjectId, row.outcome]));
  const toEntry = (row: (typeof mine)[number]) =>
    ({
      ...row,
      status: row.status as DraftStatus,
      updatedAt: row.updatedAt.toISOString(),
      refusal: refusals.get(row.subjectId) ?? null,
    }) as QueueEntry<T>;
  return {
    myDrafts: mine.map(toEntry),
    waitingForMyReview: toReview.map(toEntry),
    scheduled: scheduled.map((row) => ({ ...row, runAt: row.runAt.toISOString() }) as ScheduledEntry<T>),
  };
}
