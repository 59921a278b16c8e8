import { and, eq, ne, sql } from "drizzle-orm";
import { type Db, users } from "../db";
import { normalisePhone } from "./staff-lookup";

/**
 * The phone number a staff member signs in with instead of the e-mail
 * address (with the password; there are no SMS codes). Kept normalised
 * (digits and a leading +), unique across accounts; empty removes it.
 */
export const PHONE_TEXT = {
  invalid: "Enter the phone number with its area code, for example +1 561 555 0142.",
  taken: "Another account uses this phone number.",
  saved: "Your phone number has been saved. You can sign in with it and your password.",
  removed: "Your phone number has been removed.",
} as const;

export async function setOwnPhoneNumber(
  db: Db,
  staff: { id: string },
  input: string,
): Promise<{ ok: true; message: string } | { ok: false; status: number; message: string }> {
  const trimmed = input.trim();
  if (!trimmed) {
    await db
      .update(users)
      .set({ phoneNumber: null, phoneNumberVerified: false, updatedAt: new Date() })
      .where(eq(users.id, staff.id));
    return { ok: true, message: PHONE_TEXT.removed };
  }
  const phone = normalisePhone(trimmed);
  const digits = phone.replace("+", "");
  if (!/^[\d\s()+.-]+$/.test(trimmed) || digits.length < 7 || digits.length > 15)
    return { ok: false, status: 400, message: PHONE_TEXT.invalid };
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, staff.id), sql`regexp_replace(${users.phoneNumber}, '[^0-9+]', '', 'g') = ${phone}`))
    .limit(1);
  if (taken) return { ok: false, status: 409, message: PHONE_TEXT.taken };
  try {
    await db
      .update(users)
      .set({ phoneNumber: phone, phoneNumberVerified: false, updatedAt: new Date() })
      .where(eq(users.id, staff.id));
  } catch (error) {
    // Two accounts saving the same number at once: the unique index decides.
    if (String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === "23505") {
      return { ok: false, status: 409, message: PHONE_TEXT.taken };
    }
    throw error;
  }
  return { ok: true, message: PHONE_TEXT.saved };
}
