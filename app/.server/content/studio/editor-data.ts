import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { StudioSubjectType } from "~/lib/content/studio-enums";
import { contentSchedules, pageSchemas, users } from "../../db";
import type { StudioDeps } from "./context";
import { PAGE } from "./drafts";

/**
 * Reads the page editor needs besides the draft (issue 22 items 4 and 8):
 * the page's pending schedules, and the other pages' SEO titles and
 * descriptions for the SEO panel's duplicate warnings (one narrow query of
 * two JSON fields, not the schemas).
 */
export interface PendingSchedule {
  scheduleId: number;
  action: string;
  runAt: string;
  redirectTo: string | null;
  note: string | null;
  createdByEmail: string | null;
}

export async function pendingSchedules(
  deps: Pick<StudioDeps, "db">,
  pageId: number,
  subjectType: StudioSubjectType = PAGE,
): Promise<PendingSchedule[]> {
  const rows = await deps
    .db()
    .select({
      scheduleId: contentSchedules.id,
      action: contentSchedules.action,
      runAt: contentSchedules.runAt,
      redirectTo: contentSchedules.redirectTo,
      note: contentSchedules.note,
      createdByEmail: contentSchedules.createdByEmail,
    })
    .from(contentSchedules)
    .where(
      and(
        eq(contentSchedules.subjectType, subjectType),
        eq(contentSchedules.subjectId, pageId),
        eq(contentSchedules.status, "pending"),
      ),
    )
    .orderBy(asc(contentSchedules.runAt));
  return rows.map((row) => ({ ...row, runAt: row.runAt.toISOString() }));
}

/** The page (or article) a schedule belongs to, or null: a schedule id from another subject is refused by the caller. */
export async function scheduleOwner(
  deps: Pick<StudioDeps, "db">,
  scheduleId: number,
  subjectType: StudioSubjectType = PAGE,
): Promise<number | null> {
  const [row] = await deps
    .db()
    .select({ pageId: contentSchedules.subjectId })
    .from(contentSchedules)
    .where(and(eq(contentSchedules.id, scheduleId), eq(contentSchedules.subjectType, subjectType)))
    .limit(1);
  return row?.pageId ?? null;
}

/** Every other page's published SEO title and description (the live site is what a duplicate competes with). */
export async function otherPagesSeo(deps: Pick<StudioDeps, "db">, pageId: number) {
  const rows = await deps
    .db()
    .select({
      path: pageSchemas.path,
      title: sql<string | null>`${pageSchemas.schema} -> 'seo' ->> 'title'`,
      description: sql<string | null>`${pageSchemas.schema} -> 'seo' ->> 'description'`,
    })
    .from(pageSchemas)
    .where(ne(pageSchemas.id, pageId))
    .orderBy(asc(pageSchemas.path));
  return rows.map((row) => ({ path: row.path, title: row.title ?? "", description: row.description ?? "" }));
}

/** E-mail addresses of the staff who authored and published versions, by id (versions store ids only). */
export async function staffEmailsById(deps: Pick<StudioDeps, "db">, ids: (string | null)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return {};
  const rows = await deps.db().select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, wanted));
  return Object.fromEntries(rows.map((row) => [row.id, row.email]));
}
