import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { PAGE_LIST_SIZE, type PageListQuery, type PageListStatus } from "~/lib/content/studio";
import { contentDrafts, pageSchemas } from "../../db";
import type { StudioDeps } from "./context";
import { PAGE } from "./drafts";
import { draftListColumns, escapeLike, listRow } from "./list-columns";

/**
 * The pages list (issue 22 item 1): every stored page with its path, type,
 * status (the pending draft's state, else the page's own: published,
 * archived, or draft when never published), last editor and last change;
 * searched in path and SEO title, filtered, sorted, 50 a page.
 */
export interface PageListRow {
  id: number;
  path: string;
  type: string;
  status: PageListStatus;
  title: string;
  lastEditor: string | null;
  lastChange: string;
}

export async function listPages(deps: StudioDeps, query: PageListQuery): Promise<{ rows: PageListRow[]; total: number }> {
  const { onDraft, status, lastChange } = draftListColumns(PAGE, pageSchemas);
  const title = sql<string>`coalesce(${contentDrafts.schema} -> 'seo' ->> 'title', ${pageSchemas.schema} -> 'seo' ->> 'title', '')`;
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(pageSchemas.path, pattern), sql`${title} ilike ${pattern}`));
  }
  if (query.status) filters.push(sql`${status} = ${query.status}`);
  if (query.type) filters.push(eq(pageSchemas.type, query.type));
  const where = and(...filters);
  const order =
    query.sort === "path"
      ? [asc(pageSchemas.path)]
      : query.sort === "status"
        ? [asc(status), asc(pageSchemas.path)]
        : [desc(lastChange), asc(pageSchemas.path)];
  const db = deps.db();
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: pageSchemas.id,
        path: pageSchemas.path,
        type: pageSchemas.type,
        status,
        title,
        lastEditor: contentDrafts.updatedByEmail,
        lastChange,
      })
      .from(pageSchemas)
      .leftJoin(contentDrafts, onDraft)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_LIST_SIZE)
      .offset((query.page - 1) * PAGE_LIST_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(pageSchemas).leftJoin(contentDrafts, onDraft).where(where),
  ]);
  return {
    rows: rows.map(listRow),
    total: Number(counted[0]?.total ?? 0),
  };
}

/** Every page's id and path, A to Z, for the "copy of another page" choice of the New page form. */
export async function pageChoices(deps: StudioDeps): Promise<{ id: number; path: string }[]> {
  return deps
    .db()
    .select({ id: pageSchemas.id, path: pageSchemas.path })
    .from(pageSchemas)
    .orderBy(asc(pageSchemas.path))
    .limit(2000);
}
