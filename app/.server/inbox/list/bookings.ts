import { and, asc, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import { slotEnd } from "~/lib/leads/session-slots";
import type { Actor } from "../../auth";
import { bookings, isUniqueViolation, leads } from "../../db";
import { openSlots } from "../../leads";
import { type BookingChange, composeBookingChangeEmail } from "../../mail";
import { audit, type InboxDeps, type InboxMailDeps, type InboxResult, NOT_FOUND, nowOf, refuse } from "./deps";

/**
 * Strategy sessions as the agency manages them: upcoming and past, cancel,
 * or move to another free slot. The bookings table's partial unique index
 * decides a race for a slot, as it does for visitors. Each change raises the
 * booking's SEQUENCE and e-mails the visitor a revision of their invitation.
 *
 * That e-mail goes straight through the mailer after the change is stored:
 * lead_emails holds one row per kind per lead, so it is not the place for
 * later messages. When sending fails the change stands and staff are told,
 * so they can call the visitor.
 */
/** The columns every list of bookings shows (also the dashboard's day list, app/.server/dashboard/lists.ts). */
export const bookingColumns = {
  id: bookings.id,
  leadId: bookings.leadId,
  slotStart: bookings.slotStart,
  slotEnd: bookings.slotEnd,
  timeZone: bookings.timeZone,
  status: bookings.status,
  sequence: bookings.sequence,
  updatedAt: bookings.updatedAt,
  name: leads.name,
  email: leads.email,
  facility: leads.facility,
};

export async function listBookings(deps: Pick<InboxDeps, "db" | "now">, pastLimit = 100) {
  const now = nowOf(deps);
  const [upcoming, past] = await Promise.all([
    deps.db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(and(eq(bookings.status, "confirmed"), gte(bookings.slotStart, now)))
      .orderBy(asc(bookings.slotStart)),
    deps.db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(or(lt(bookings.slotStart, now), eq(bookings.status, "cancelled")))
      .orderBy(desc(bookings.slotStart))
      .limit(pastLimit),
  ]);
  return { upcoming, past, openSlots: await openSlots(deps.db, now) };
}

export type BookingListRow = Awaited<ReturnType<typeof listBookings>>["upcoming"][number];

type ChangeResult = InboxResult<{ emailed: boolean; emailError?: string; leadId: string }>;

export async function cancelBooking(deps: InboxMailDeps, actor: Actor, bookingId: string): Promise<ChangeResult> {
  const now = nowOf(deps);
  return changeBooking(deps, bookingId, "cancelled", async (tx, booking) => {
    if (booking.status === "cancelled") return refuse(409, "This booking is already cancelled.");
    if (booking.slotStart.getTime() < now.getTime()) return refuse(409, "This session is in the past; it cannot be cancelled.");
    const [changed] = await tx
      .update(bookings)
      .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed")))
      .returning();
    if (!changed) return refuse(409, "This booking is already cancelled.");
    await audit(deps, tx, actor, {
      action: "booking.cancel",
      subjectType: "booking",
      subjectId: bookingId,
      before: { status: booking.status, sequence: booking.sequence },
      after: { status: changed.status, sequence: changed.sequence, leadId: booking.leadId },
    });
    return { ok: true, booking: changed };
  });
}

export async function moveBooking(deps: InboxMailDeps, actor: Actor, bookingId: string, slot: string): Promise<ChangeResult> {
  const now = nowOf(deps);
  const start = new Date(slot);
  // Only slots offered to visitors and still free: the same list /schedule-session shows.
  const free = await openSlots(deps.db, now);
  if (!free.includes(start.toISOString())) return refuse(409, "That slot is not free any more. Choose another.");
  return changeBooking(deps, bookingId, "moved", async (tx, booking) => {
    if (booking.status === "cancelled") return refuse(409, "This booking is cancelled; it cannot be moved.");
    if (booking.slotStart.getTime() < now.getTime()) return refuse(409, "This session is in the past; it cannot be moved.");
    try {
      // A savepoint, so a lost race for the slot leaves the transaction usable (PostgreSQL aborts it otherwise).
      const [changed] = await tx.transaction((inner) =>
        inner
          .update(bookings)
          .set({ slotStart: start, slotEnd: slotEnd(start), sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
          .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed")))
          .returning(),
      );
      if (!changed) return refuse(409, "This booking is cancelled; it cannot be moved.");
      await audit(deps, tx, actor, {
        action: "booking.move",
        subjectType: "booking",
        subjectId: bookingId,
        before: { slotStart: booking.slotStart.toISOString(), sequence: booking.sequence },
        after: { slotStart: changed.slotStart.toISOString(), sequence: changed.sequence, leadId: booking.leadId },
      });
      return { ok: true, booking: changed };
    } catch (error) {
      if (isUniqueViolation(error, "bookings_confirmed_slot_key"))
        return refuse(409, "That slot is not free any more. Choose another.");
      throw error;
    }
  });
}

type BookingRow = typeof bookings.$inferSelect;
type Tx = Parameters<Parameters<InboxMailDeps["db"]["transaction"]>[0]>[0];

/** Locks the booking, applies `change` in one transaction, then e-mails the visitor the revised invitation. */
async function changeBooking(
  deps: InboxMailDeps,
  bookingId: string,
  kind: BookingChange,
  change: (tx: Tx, booking: BookingRow) => Promise<InboxResult<{ booking: BookingRow }>>,
): Promise<ChangeResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) return refuse(404, NOT_FOUND.booking);
    return change(tx, booking);
  });
  if (!outcome.ok) return outcome;
  const booking = outcome.booking;
  const [lead] = await deps.db.select({ name: leads.name, email: leads.email }).from(leads).where(eq(leads.id, booking.leadId));
  if (!lead) return { ok: true, emailed: false, emailError: NOT_FOUND.lead, leadId: booking.leadId };
  try {
    await deps.mailer.send(composeBookingChangeEmail(kind, lead, booking, deps.config));
    deps.log.info({ bookingId, change: kind }, "booking change e-mailed to the visitor");
    return { ok: true, emailed: true, leadId: booking.leadId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.warn({ bookingId, change: kind, err: reason }, "booking change e-mail failed");
    return { ok: true, emailed: false, emailError: reason.slice(0, 200), leadId: booking.leadId };
  }
}
