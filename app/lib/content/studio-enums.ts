/**
 * The content studio's states (issue 22), apart from its zod schemas
 * (studio.ts) so the database schema and small screens import no zod.
 * db/schema.ts makes each list a CHECK constraint.
 */

/** What the studio edits: page schemas now; content_research records use the same tables later. */
export const STUDIO_SUBJECT_TYPES = ["page", "content_research"] as const;
export type StudioSubjectType = (typeof STUDIO_SUBJECT_TYPES)[number];

/**
 * A working draft's review state. `published`: the draft was published and
 * nothing is pending (the next save starts a new draft from it).
 */
export const DRAFT_STATUSES = ["draft", "in_review", "changes_requested", "approved", "scheduled", "published"] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  changes_requested: "Changes requested",
  approved: "Approved",
  scheduled: "Scheduled",
  published: "Published",
};

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** pending → done (ran), skipped (nothing to do when it ran), failed, or cancelled before it ran. */
export const SCHEDULE_STATUSES = ["pending", "done", "skipped", "failed", "cancelled"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
