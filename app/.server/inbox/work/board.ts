import { and, count, desc, eq, sum } from "drizzle-orm";
import { BOARD_CARDS_PER_COLUMN } from "~/lib/inbox/work";
import { LEAD_PIPELINE_STATUSES, type LeadPipelineStatus } from "~/lib/leads/lead-enums";
import { type Db, leads, users } from "../../db";

export interface BoardCard {
  id: string;
  name: string;
  facility: string | null;
  ownerName: string | null;
  dealValueCents: number | null;
  createdAt: Date;
}
export interface BoardColumn {
  status: LeadPipelineStatus;
  total: number;
  /** The sum of the deal values in the column (all its leads, not only the cards shown). */
  dealValueCents: number;
  cards: BoardCard[];
}

/**
 * The pipeline board: one column per status with its newest leads (spam
 * left out), how many there are and the sum of their deal values. `mine`:
 * only the viewer's leads.
 */
export async function readBoard(db: Db, options: { ownerId?: string } = {}): Promise<BoardColumn[]> {
  return Promise.all(
    LEAD_PIPELINE_STATUSES.map(async (status) => {
      const where = and(
        eq(leads.isSpam, false),
        eq(leads.status, status),
        options.ownerId ? eq(leads.ownerId, options.ownerId) : undefined,
      );
      const [totals] = await db
        .select({ total: count(), value: sum(leads.dealValueCents) })
        .from(leads)
        .where(where);
      const cards = await db
        .select({
          id: leads.id,
          name: leads.name,
          facility: leads.facility,
          ownerName: users.name,
          dealValueCents: leads.dealValueCents,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.ownerId))
        .where(where)
        .orderBy(desc(leads.updatedAt), desc(leads.id))
        .limit(BOARD_CARDS_PER_COLUMN);
      return { status, total: totals?.total ?? 0, dealValueCents: Number(totals?.value ?? 0), cards };
    }),
  );
}
