import { and, asc, eq, inArray } from "drizzle-orm";
import { STAFF_ROLES } from "~/lib/auth/staff-roles";
import { type Db, users } from "../db";

/** A staff member who can own leads and tasks: an account with a staff role that is not disabled. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

/**
 * The condition on `users` for an active staff member: a staff role (never a
 * client account, issue 25 item 6) and not disabled. Every list of people to
 * assign, own or review uses it.
 */
export const activeStaff = () => and(inArray(users.role, [...STAFF_ROLES]), eq(users.banned, false));
const isStaff = activeStaff();

/** Everyone leads can be assigned to, by name. */
export function listStaff(db: Db): Promise<StaffMember[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(isStaff)
    .orderBy(asc(users.name), asc(users.email));
}

/** The staff member with this id, or null (unknown, disabled or not staff). */
export async function staffMember(db: Db, id: string): Promise<StaffMember | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  return row ?? null;
}
