import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PageListStatus } from "~/lib/content/studio";
import { contentDrafts } from "../../db";
import type { SubjectType } from "./subject";

/**
 * What the pages list and the content_research list share: each subject is
 * joined to its pending draft, its status is the draft's state while one is
 * pending (else the subject's own), and its last change is the later of the
 * two rows' times.
 */
export function draftListColumns(type: SubjectType, live: { id: PgColumn; status: PgColumn; updatedAt: PgColumn }) {
  return {
    onDraft: and(eq(contentDrafts.subjectType, type), eq(contentDrafts.subjectId, live.id)),
    status: sql<string>`case when ${contentDrafts.status} is not null and ${contentDrafts.status} <> 'published' then ${contentDrafts.status} else ${live.status} end`,
    lastChange: sql<Date>`greatest(${live.updatedAt}, coalesce(${contentDrafts.updatedAt}, ${live.updatedAt}))`,
  };
}

/** A search term as a literal inside an ILIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A list row as the page shows it: its status typed, its last change as an ISO string. */
export function listRow<R extends { status: string; lastChange: Date | string }>(row: R) {
  return { ...row, status: row.status as PageListStatus, lastChange: new Date(row.lastChange).toISOString() };
}
