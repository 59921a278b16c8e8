import type { AccountRole } from "~/lib/auth/staff-roles";
import type { Auth } from "./create-auth";

/**
 * Making a staff account outside a request: the first account
 * (`npm run admin:create`), accepted invitations and tests. The password is
 * hashed by better-auth itself, so sign-in works exactly as for any account.
 * Callers check the password's strength first (password-strength.ts).
 */
export class StaffAccountExistsError extends Error {
  override name = "StaffAccountExistsError";
}

export async function createStaffAccount(
  auth: Auth,
  account: { email: string; password: string; role: AccountRole; name?: string; emailVerified?: boolean },
) {
  const context = await auth.$context;
  const email = account.email.trim().toLowerCase();
  if (await context.internalAdapter.findUserByEmail(email)) {
    throw new StaffAccountExistsError(`An account for ${email} already exists.`);
  }
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: account.name?.trim() || email.split("@")[0] || email,
      role: account.role,
      // The address is verified by whoever created the account (the operator, or the invitation link).
      emailVerified: account.emailVerified ?? true,
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(account.password),
  });
  return { id: user.id, email, name: user.name, role: account.role };
}
