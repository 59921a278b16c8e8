import { and, eq, gte, lte } from "drizzle-orm";
import { sessionSlots } from "~/lib/leads/session-slots";
import { bookings, type Db } from "../../db";

/** The session slots still free: the grid of the coming weeks minus confirmed bookings. */
export async function openSlots(db: Db, now = new Date()): Promise<string[]> {
  const slots = sessionSlots(now);
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return [];
  const taken = await db
    .select({ slotStart: bookings.slotStart })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.slotStart, first), lte(bookings.slotStart, last)));
  const booked = new Set(taken.map((row) => row.slotStart.getTime()));
  return slots.filter((slot) => !booked.has(slot.getTime())).map((slot) => slot.toISOString());
}
