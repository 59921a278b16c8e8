import { and, desc, eq, ne } from "drizzle-orm";
import type { DraftStatus } from "~/lib/studio";
import { contentDrafts, contentResearch, contentSchedules } from "../../db/schema";
import type { StudioDeps } from "../context";
import { RESEARCH } from "./records";

/** The review queue's articles: my drafts not yet published, drafts waiting for my review, pending schedules. */
export interface ResearchQueueEntry {
  recordId: number;
  title: string;
  contentType: string;
  status: DraftStatus;
  revision: number;
  authorEmail: string | null;
  reviewerEmail: string | null;
  updatedAt: string;
}

export interface ResearchScheduledEntry {
  scheduleId: number;
  recordId: number;
  title: string;
  action: string;
  runAt: string;
  createdByEmail: string | null;
}

export async function researchQueue(deps: StudioDeps, actorId: string) {
  const db = deps.db();
  const columns = {
    recordId: contentResearch.id,
    title: contentResearch.title,
    contentType: contentResearch.contentType,
    status: contentDrafts.status,
    revision: contentDrafts.revision,
    authorEmail: contentDrafts.authorEmail,
    reviewerEmail: contentDrafts.reviewerEmail,
    updatedAt: contentDrafts.updatedAt,
  };
  const onRecord = and(eq(contentDrafts.subjectType, RESEARCH), eq(contentDrafts.subjectId, contentResearch.id));
  const [mine, toReview, scheduled] = await Promise.all([
    db
      .select(columns)
      .from(contentDrafts)
      .innerJoin(contentResearch, onRecord)
      .where(and(eq(contentDrafts.authorId, actorId), ne(contentDrafts.status, "published")))
      .orderBy(desc(contentDrafts.updatedAt)),
    db
      .select(columns)
      .from(contentDrafts)
      .innerJoin(contentResearch, onRecord)
      .where(and(eq(contentDrafts.reviewerId, actorId), eq(contentDrafts.status, "in_review")))
      .orderBy(contentDrafts.updatedAt),
    db
      .select({
        scheduleId: contentSchedules.id,
        recordId: contentResearch.id,
        title: contentResearch.title,
        action: contentSchedules.action,
        runAt: contentSchedules.runAt,
        createdByEmail: contentSchedules.createdByEmail,
      })
      .from(contentSchedules)
      .innerJoin(
        contentResearch,
        and(eq(contentSchedules.subjectType, RESEARCH), eq(contentSchedules.subjectId, contentResearch.id)),
      )
      .where(eq(contentSchedules.status, "pending"))
      .orderBy(contentSchedules.runAt),
  ]);
  const entry = (row: (typeof mine)[number]): ResearchQueueEntry => ({
    ...row,
    status: row.status as DraftStatus,
    updatedAt: row.updatedAt.toISOString(),
  });
  return {
    myDrafts: mine.map(entry),
    waitingForMyReview: toReview.map(entry),
    scheduled: scheduled.map((row): ResearchScheduledEntry => ({ ...row, runAt: row.runAt.toISOString() })),
  };
}
