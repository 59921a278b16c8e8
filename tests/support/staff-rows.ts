import { randomUUID } from "node:crypto";
import type { Staff } from "~/.server/auth/staff";
import type { Db } from "~/.server/db/client";
import { sessions, users } from "~/.server/db/schema";
import type { StaffRole } from "~/lib/auth/staff-roles";

/**
 * Staff rows written straight into the tables, for integration tests of the
 * super-admin modules (no password: these tests never sign in). A session
 * row makes the returned Staff look like the guard resolved it.
 */
export async function insertStaff(
  db: Db,
  options: { email: string; role?: StaffRole; twoFactorEnabled?: boolean; sessions?: number },
): Promise<Staff> {
  const id = randomUUID();
  const role = options.role ?? "admin";
  await db.insert(users).values({
    id,
    name: options.email.split("@")[0] ?? "staff",
    email: options.email,
    role,
    twoFactorEnabled: options.twoFactorEnabled ?? false,
  });
  const sessionIds: string[] = [];
  for (let i = 0; i < (options.sessions ?? 1); i++) {
    const sessionId = randomUUID();
    sessionIds.push(sessionId);
    await db
      .insert(sessions)
      .values({ id: sessionId, token: randomUUID(), userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
  }
  return {
    id,
    email: options.email,
    name: options.email.split("@")[0] ?? "staff",
    role,
    twoFactorEnabled: options.twoFactorEnabled ?? false,
    sessionId: sessionIds[0] ?? "",
  };
}
