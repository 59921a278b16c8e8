import { and, desc, eq, gt, isNull, max, ne, sql } from "drizzle-orm";
import type { PendingInvitation, StaffUserRow } from "~/lib/auth/super-admin-views";
import { type Db, invitations, sessions, users } from "../../db";

export type { PendingInvitation, StaffUserRow };

export async function listStaffUsers(db: Db, superAdminEmail: string | undefined, now = new Date()): Promise<StaffUserRow[]> {
  const lastSession = db
    .select({
      userId: sessions.userId,
      lastAt: max(sessions.updatedAt).as("last_at"),
      active: sql<number>`count(*) filter (where ${sessions.expiresAt} > ${now})`.as("active"),
    })
    .from(sessions)
    .groupBy(sessions.userId)
    .as("last_session");
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      banned: users.banned,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      lastAt: lastSession.lastAt,
      active: lastSession.active,
    })
    .from(users)
    .leftJoin(lastSession, eq(lastSession.userId, users.id))
    // Client accounts (issue 25 item 6) are listed at /admin/clients, not among staff.
    .where(ne(users.role, "client"))
    .orderBy(users.email)
    .limit(1000);
  return rows.map((row) => {
    const fixed = Boolean(superAdminEmail) && row.email.toLowerCase() === superAdminEmail;
    const lastAt = row.lastAt as Date | string | null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: fixed ? "super_admin" : (row.role as StaffUserRow["role"]),
      disabled: row.banned,
      twoFactorEnabled: row.twoFactorEnabled,
      lastSessionAt: lastAt ? new Date(lastAt).toISOString() : null,
      activeSessions: Number(row.active ?? 0),
      fixedSuperAdmin: fixed,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Invitations not yet accepted, revoked or expired, newest first. */
export async function listPendingInvitations(db: Db, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedByEmail: users.email,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
        ne(invitations.role, "client"),
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    role: row.role as PendingInvitation["role"],
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}
