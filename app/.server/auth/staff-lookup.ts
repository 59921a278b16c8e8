import { eq, sql } from "drizzle-orm";
import { type Db, users, verifications } from "../db";

/**
 * Finding the account someone is trying to sign in to, for the throttle's
 * account key and for phone sign-in. Never shown: callers answer the same
 * whether an account was found or not.
 */
export interface StaffRef {
  id: string;
  email: string;
}

/** E-mail addresses compare without case; better-auth stores them lower-case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Digits and a leading +: "(561) 555-0142" and "561-555-0142" are the same number. */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRef | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findStaffByPhone(db: Db, phone: string): Promise<StaffRef | null> {
  const wanted = normalisePhone(phone);
  if (wanted.replace("+", "").length < 6) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`regexp_replace(${users.phoneNumber}, '[^0-9+]', '', 'g') = ${wanted}`)
    .limit(1);
  return row ?? null;
}

/** The account of a pending two-factor step, from the identifier in better-auth's two_factor cookie. */
export async function findPendingTwoFactorStaff(db: Db, identifier: string | null): Promise<StaffRef | null> {
  if (!identifier?.startsWith("2fa-")) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(sql`${verifications.identifier} = ${identifier} and ${verifications.expiresAt} > now()`)
    .limit(1);
  return row ?? null;
}
