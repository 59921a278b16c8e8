import { and, desc, eq, gt, ne } from "drizzle-orm";
import { type Db, sessions } from "../db";
import type { Auth } from "./create-auth";
import { coarseAddress, deviceName } from "./device-name";

/**
 * A staff member's own sessions, for the account page: which browser, a
 * coarse network hint, when it was last used; and signing any of them out.
 * Only ids reach the page, never session tokens. Every query is scoped to
 * the signed-in user, so another person's session id does nothing.
 */
export interface OwnSession {
  id: string;
  current: boolean;
  device: string;
  network: string;
  signedInAt: string;
  lastActiveAt: string;
}

export async function listOwnSessions(db: Db, staff: { id: string; sessionId: string }, now = new Date()): Promise<OwnSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, staff.id), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === staff.sessionId,
      device: deviceName(row.userAgent),
      network: coarseAddress(row.ipAddress),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the staff member's other sessions; false when there is no such session of theirs. */
export async function endOwnSession(
  auth: Auth,
  db: Db,
  staff: { id: string; sessionId: string },
  sessionId: string,
): Promise<boolean> {
  if (!sessionId || sessionId === staff.sessionId) return false;
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, staff.id)))
    .limit(1);
  if (!row) return false;
  // Through better-auth's adapter, so any session store it keeps beside the table forgets it too.
  await (await auth.$context).internalAdapter.deleteSession(row.token);
  return true;
}

/** Ends every session of the staff member except this one; returns how many. */
export async function endOtherSessions(auth: Auth, db: Db, staff: { id: string; sessionId: string }): Promise<number> {
  const rows = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.userId, staff.id), ne(sessions.id, staff.sessionId)));
  const context = await auth.$context;
  for (const row of rows) await context.internalAdapter.deleteSession(row.token);
  return rows.length;
}
