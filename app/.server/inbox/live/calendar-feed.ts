import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte } from "drizzle-orm";
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { CALENDAR_TOKEN_PATTERN } from "~/lib/inbox/live";
import { type Actor, recordAudit } from "../../auth";
import { bookings, calendarFeeds, type Db, leads, users } from "../../db";
import { bookingUid, type MailContext } from "../../mail";
import type { InboxDeps, InboxResult } from "../list/deps";
import { refuse } from "../list/deps";

/**
 * The bookings calendar as an iCalendar feed (RFC 5545) behind a secret
 * address per staff member, /calendar/<token>.ics, for Google Calendar,
 * Outlook or Apple Calendar to subscribe to.
 *
 * - The token is 32 random bytes (base64url); only its SHA-256 is stored, and
 *   it is shown once. Making a new one replaces the old (rotation), revoking
 *   deletes it: the old address answers 404 at once. Each is audited, and so
 *   is every read of the feed (it carries leads' names).
 * - A calendar app cannot sign in, so the address is the credential: the
 *   guard's table lists /calendar as public and this module decides.
 * - What the feed says of a lead, decided: the lead's name and facility
 *   (what staff need to recognise the session), a link to the lead page
 *   (which asks for a sign-in), the times and the status. Never the lead's
 *   e-mail, phone or message: calendars are synced to phones and shared with
 *   assistants, and a subscription URL leaks more easily than a session.
 * - Sessions from 90 days back onwards, cancelled ones as STATUS:CANCELLED,
 *   so a subscriber's calendar drops them. The UID is the invitation's
 *   (bookingUid), so a staff member who also got the invitation sees one event.
 */
export const FEED_PAST_DAYS = 90;
const FEED_MAX_EVENTS = 2000;

export const hashFeedToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

type FeedDeps = Pick<InboxDeps, "db" | "secret" | "clientIp">;

export async function feedStatus(db: Db, userId: string): Promise<{ createdAt: Date; lastUsedAt: Date | null } | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** A new secret address for `actor`, replacing any earlier one. The token is returned once and never stored. */
export async function createFeedToken(
  deps: FeedDeps,
  actor: Actor & { id: string },
): Promise<{ token: string; rotated: boolean }> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashFeedToken(token);
  return deps.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, actor.id))
      .for("update");
    const now = new Date();
    await tx
      .insert(calendarFeeds)
      .values({ userId: actor.id, tokenHash, createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now, lastUsedAt: null } });
    await recordAudit(
      tx,
      {
        actor,
        clientIp: deps.clientIp,
        action: earlier ? "calendar_feed.rotate" : "calendar_feed.create",
        subjectType: "calendar_feed",
        subjectId: actor.id,
        before: earlier ? { createdAt: earlier.createdAt.toISOString() } : undefined,
        after: { createdAt: now.toISOString() },
      },
      deps.secret,
    );
    return { token, rotated: Boolean(earlier) };
  });
}

export async function revokeFeedToken(deps: FeedDeps, actor: Actor & { id: string }): Promise<InboxResult> {
  return deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, actor.id))
      .returning({ createdAt: calendarFeeds.createdAt });
    if (!gone) return refuse(404, "You have no calendar address to revoke.");
    await recordAudit(
      tx,
      {
        actor,
        clientIp: deps.clientIp,
        action: "calendar_feed.revoke",
        subjectType: "calendar_feed",
        subjectId: actor.id,
        before: { createdAt: gone.createdAt.toISOString() },
      },
      deps.secret,
    );
    return { ok: true as const };
  });
}

export interface FeedBooking {
  id: string;
  leadId: string;
  slotStart: Date;
  slotEnd: Date;
  status: string;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
  name: string;
  facility: string | null;
}

/**
 * The bookings of the feed whose token this is, or null (unknown, rotated,
 * revoked, malformed, or its staff member disabled): the route answers 404
 * for all alike. Records the read in the audit log.
 */
export async function readFeed(deps: FeedDeps, token: string, now = new Date()): Promise<FeedBooking[] | null> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return null;
  const [owner] = await deps.db
    .select({ userId: calendarFeeds.userId, email: users.email, banned: users.banned })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)))
    .limit(1);
  if (!owner || owner.banned) return null;
  const rows = await deps.db
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      slotStart: bookings.slotStart,
      slotEnd: bookings.slotEnd,
      status: bookings.status,
      sequence: bookings.sequence,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
      name: leads.name,
      facility: leads.facility,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(gte(bookings.slotStart, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000)), eq(leads.isSpam, false)))
    .orderBy(asc(bookings.slotStart))
    .limit(FEED_MAX_EVENTS);
  await deps.db.update(calendarFeeds).set({ lastUsedAt: now }).where(eq(calendarFeeds.userId, owner.userId));
  await recordAudit(
    deps.db,
    {
      actor: { id: owner.userId, email: owner.email },
      clientIp: deps.clientIp,
      action: "calendar_feed.read",
      subjectType: "calendar_feed",
      subjectId: owner.userId,
      after: { events: rows.length },
    },
    deps.secret,
  );
  return rows;
}

/** The feed's text: CRLF lines folded at 75 octets and escaped by ical-generator (as the invitations are). */
export function renderFeed(
  rows: readonly FeedBooking[],
  context: Pick<MailContext, "agency"> & { publicUrl: string; now?: Date },
): string {
  const calendar = ical({
    name: `${context.agency.name}: strategy sessions`,
    prodId: { company: "Recovery Growth Partners", product: "Bookings Feed", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
    ttl: 15 * 60,
  });
  const base = context.publicUrl.replace(/\/+$/, "");
  for (const row of rows) {
    const cancelled = row.status === "cancelled";
    calendar.createEvent({
      id: bookingUid(row, context),
      stamp: context.now ?? new Date(),
      lastModified: row.updatedAt,
      created: row.createdAt,
      start: row.slotStart,
      end: row.slotEnd,
      summary: `${cancelled ? "Cancelled: " : ""}Strategy session: ${oneLine(row.name)}${row.facility ? ` (${oneLine(row.facility)})` : ""}`,
      description: `The lead in the inbox (sign-in required): ${base}/admin/leads/${row.leadId}`,
      url: `${base}/admin/leads/${row.leadId}`,
      location: "Phone or video call",
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: row.sequence,
      transparency: cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** A name is one line in a calendar's summary (the library escapes the rest). */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();
