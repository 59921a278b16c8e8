import { eq, sql } from "drizzle-orm";
import { type LeadListQuery, leadListQuerySchema } from "~/lib/inbox/query";
import { type Db, leads } from "../../db";
import { leadConditions, leadOrder } from "../list/list-leads";

/**
 * The lead before and after one lead in the inbox's list, with the list's
 * own filters and order (the lead page's "Previous" and "Next", keys p and n).
 * One query with window functions over the matching ids: the database orders
 * them as the list does, whatever the sort.
 */
export interface LeadNeighbours {
  previousId: string | null;
  nextId: string | null;
  /** 1-based place of the lead in the list, and the list's length. */
  position: number;
  total: number;
}

export async function leadNeighbours(
  db: Db,
  query: LeadListQuery,
  timeZone: string,
  leadId: string,
  /** Who "mine" (`owner=me`) is. */
  viewerId?: string | null,
): Promise<LeadNeighbours | null> {
  const order = sql.join(leadOrder(query.sort), sql`, `);
  const ordered = db
    .select({
      id: leads.id,
      previousId: sql<string | null>`lag(${leads.id}) over (order by ${order})`.as("previous_id"),
      nextId: sql<string | null>`lead(${leads.id}) over (order by ${order})`.as("next_id"),
      position: sql<number>`row_number() over (order by ${order})`.mapWith(Number).as("position"),
      total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
    })
    .from(leads)
    .where(leadConditions(query, timeZone, viewerId))
    .as("ordered");
  const [row] = await db.select().from(ordered).where(eq(ordered.id, leadId)).limit(1);
  if (!row) return null;
  return {
    previousId: row.previousId ?? null,
    nextId: row.nextId ?? null,
    position: Number(row.position),
    total: Number(row.total),
  };
}

/** The list's query carried on a lead page's address; null when there is none or the inbox would refuse it. */
export function listQueryOf(url: URL): { query: LeadListQuery; search: string } | null {
  const params = Object.fromEntries(url.searchParams);
  const parsed = leadListQuerySchema.safeParse(params);
  if (!parsed.success) return null;
  return { query: parsed.data, search: url.search };
}
