import { and, asc, eq, gt } from "drizzle-orm";
import type { NewLeadEvent } from "~/lib/inbox/live";
import type { LeadListQuery } from "~/lib/inbox/query";
import { type Db, leads, sessions, users } from "../../db";
import { type EventSink, eventStream, pause } from "../../http";
import { leadConditions } from "../list/list-leads";

/**
 * New leads for a staff member's open inbox, as server-sent events
 * (GET /api/admin/inbox/events). The site runs several web processes and a
 * lead is stored by whichever one took the form, so the stream reads the
 * leads table itself, every `pollMs` (2 s): one indexed query per open inbox
 * (leads_created_idx), the same way the crawl and analysis streams read
 * their rows. No notification channel to miss, nothing held in memory
 * between processes, and PGlite (one process) works the same.
 *
 * A lead's created_at is its transaction's start, so a lead that committed
 * late can carry a time before one already announced: each poll looks back
 * `overlapMs` and skips the ids it has sent.
 *
 * Events: `lead` (NewLeadEvent, id = its created_at, so a reconnecting
 * EventSource resumes from the last one through Last-Event-ID), then
 * `signed-out` and the end of the stream when the session that opened it has
 * ended (signed out, revoked, expired or the account disabled). After
 * `maxMs` the stream ends and the browser reconnects.
 */
export interface NewLeadsStreamOptions {
  pollMs?: number;
  overlapMs?: number;
  maxMs?: number;
  heartbeatMs?: number;
}

const MAX_PER_POLL = 50;

/** Leads matching the filters stored after `since`. */
export async function newLeadsSince(
  db: Db,
  filters: LeadListQuery,
  timeZone: string,
  since: Date,
  viewerId?: string | null,
  limit = MAX_PER_POLL,
): Promise<NewLeadEvent[]> {
  const rows = await db
    .select({ id: leads.id, name: leads.name, createdAt: leads.createdAt })
    .from(leads)
    .where(and(leadConditions(filters, timeZone, viewerId), gt(leads.createdAt, since)))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString() }));
}

/** Whether the session still lets its staff member in: not signed out or revoked, not expired, the account not disabled. */
export async function sessionAlive(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ banned: users.banned })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return Boolean(row && !row.banned);
}

export function newLeadsStream(
  request: Request,
  deps: { db: Db; timeZone: string },
  /** `viewerId`: who "mine" (`owner=me`) is. */
  input: { filters: LeadListQuery; since: Date; sessionId: string; viewerId?: string | null },
  options: NewLeadsStreamOptions = {},
): Response {
  const pollMs = options.pollMs ?? 2000;
  const overlapMs = options.overlapMs ?? 60_000;
  const maxMs = options.maxMs ?? 10 * 60_000;
  return eventStream(
    request,
    async (sink: EventSink) => {
      const started = Date.now();
      let cursor = input.since;
      const sent = new Map<string, number>();
      while (!sink.signal.aborted && Date.now() - started < maxMs) {
        if (!(await sessionAlive(deps.db, input.sessionId))) {
          sink.send("signed-out", { message: "Your session has ended. Sign in again to see new leads." });
          return;
        }
        const lookBack = new Date(Math.max(input.since.getTime(), cursor.getTime() - overlapMs));
        for (const lead of await newLeadsSince(deps.db, input.filters, deps.timeZone, lookBack, input.viewerId)) {
          if (sent.has(lead.id)) continue;
          const at = Date.parse(lead.createdAt);
          sent.set(lead.id, at);
          if (at > cursor.getTime()) cursor = new Date(at);
          if (!sink.send("lead", lead, lead.createdAt)) return;
        }
        // Ids older than the look-back can never be read again: forget them.
        for (const [id, at] of sent) if (at < cursor.getTime() - overlapMs) sent.delete(id);
        await pause(pollMs, sink.signal);
      }
    },
    { retryMs: 3000, keepAliveMs: options.heartbeatMs ?? 15_000, onError: () => {} },
  );
}

/** The moment a list was read, as the page passes it: a lead stored after it is new. */
export const sinceOf = (value: string | null | undefined, lastEventId: string | null | undefined, now: Date): Date => {
  const candidates = [value, lastEventId]
    .map((text) => (text ? Date.parse(text) : Number.NaN))
    .filter((time) => Number.isFinite(time) && time <= now.getTime() && time > now.getTime() - 7 * 86_400_000);
  return candidates.length > 0 ? new Date(Math.max(...candidates)) : now;
};
