import { eq } from "drizzle-orm";
import { CLIENT_ROLE } from "~/lib/auth/staff-roles";
import { type Db, users } from "../db";
import { findStaffByEmail, findStaffByPhone } from "./staff-lookup";

/** Where a client account lands after signing in (issue 25 item 6). */
export const CLIENT_HOME = "/client-dashboard";

/**
 * The page to open after a successful sign-in. Staff go where they asked
 * (default /admin); a client account goes to its dashboard, since every
 * other private page would answer it 403. Asked only after the proof was
 * right, so it reveals nothing about accounts.
 */
export async function landingAfterSignIn(db: Db, who: { email?: string; phone?: string }, target: string): Promise<string> {
  const ref = who.email ? await findStaffByEmail(db, who.email) : who.phone ? await findStaffByPhone(db, who.phone) : null;
  if (!ref) return target;
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, ref.id)).limit(1);
  if (row?.role !== CLIENT_ROLE) return target;
  const path = target.split(/[?#]/)[0]?.toLowerCase() ?? "";
  return path === CLIENT_HOME || path.startsWith(`${CLIENT_HOME}/`) ? target : CLIENT_HOME;
}
