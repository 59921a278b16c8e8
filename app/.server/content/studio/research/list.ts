import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PageListStatus } from "~/lib/content/studio";
import { RESEARCH_LIST_SIZE, type ResearchListQuery } from "~/lib/content/studio-research";
import { contentDrafts, contentResearch } from "../../../db";
import type { StudioDeps } from "../context";
import { draftListColumns, escapeLike, listRow } from "../list-columns";
import { RESEARCH } from "./subject";

/**
 * /content-research (issue 22 item 11): every content_research record with
 * its type, title, target (service, state and city, or slug), status (the
 * pending draft's state, else the record's own) and last change; searched in
 * title, slug and place, filtered, sorted, 50 a page.
 */
export interface ResearchListRow {
  id: number;
  contentType: string;
  title: string;
  slug: string | null;
  serviceType: string | null;
  state: string | null;
  city: string | null;
  status: PageListStatus;
  lastEditor: string | null;
  lastChange: string;
}

export async function listResearch(
  deps: StudioDeps,
  query: ResearchListQuery,
): Promise<{ rows: ResearchListRow[]; total: number; types: string[] }> {
  const { onDraft, status, lastChange } = draftListColumns(RESEARCH, contentResearch);
  const title = sql<string>`coalesce(${contentDrafts.schema} ->> 'title', ${contentResearch.title})`;
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        sql`${title} ilike ${pattern}`,
        ilike(contentResearch.slug, pattern),
        ilike(contentResearch.city, pattern),
        ilike(contentResearch.state, pattern),
        ilike(contentResearch.serviceType, pattern),
      ),
    );
  }
  if (query.status) filters.push(sql`${status} = ${query.status}`);
  if (query.type) filters.push(eq(contentResearch.contentType, query.type));
  const where = and(...filters);
  const order =
    query.sort === "title"
      ? [asc(title), asc(contentResearch.id)]
      : query.sort === "status"
        ? [asc(status), asc(title)]
        : [desc(lastChange), asc(contentResearch.id)];
  const db = deps.db();
  const [rows, counted, types] = await Promise.all([
    db
      .select({
        id: contentResearch.id,
        contentType: contentResearch.contentType,
        title,
        slug: contentResearch.slug,
        serviceType: contentResearch.serviceType,
        state: contentResearch.state,
        city: contentResearch.city,
        status,
        lastEditor: contentDrafts.updatedByEmail,
        lastChange,
      })
      .from(contentResearch)
      .leftJoin(contentDrafts, onDraft)
      .where(where)
      .orderBy(...order)
      .limit(RESEARCH_LIST_SIZE)
      .offset((query.page - 1) * RESEARCH_LIST_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(contentResearch).leftJoin(contentDrafts, onDraft).where(where),
    db.selectDistinct({ type: contentResearch.contentType }).from(contentResearch).orderBy(asc(contentResearch.contentType)),
  ]);
  return {
    rows: rows.map(listRow),
    total: Number(counted[0]?.total ?? 0),
    types: types.map((row) => row.type),
  };
}
