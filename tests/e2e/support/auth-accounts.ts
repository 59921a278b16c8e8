import { eq } from "drizzle-orm";
import type { Auth } from "~/.server/auth/create-auth";
import { hashInvitationToken, invitationExpiry } from "~/.server/auth/invitation-token";
import type { Db } from "~/.server/db/client";
import { invitations, users } from "~/.server/db/schema";
import { createTestStaff, type TestStaff } from "../../support/staff";

/**
 * Accounts the auth-flows specs change (a reset password, two-factor turned
 * on, sessions signed out), one per test, so the shared E2E_ADMIN and
 * E2E_SUPER_ADMIN stay as every other spec expects. load-fixtures.ts makes
 * them afresh before each run (deleting last run's on a reused DATABASE_URL).
 */
const account = (name: string, extra: Partial<TestStaff> = {}): TestStaff => ({
  email: `auth-${name}@e2e.example`,
  password: `Sunlit-harbour 7 ${name} lantern`,
  role: "admin",
  name: `Auth ${name[0]?.toUpperCase()}${name.slice(1)}`,
  ...extra,
});

export const AUTH_PASSWORD_USER = account("password");
/** Signs in with this number instead of the e-mail address. */
export const AUTH_PASSWORD_PHONE = "+1 (555) 010-4477";
export const AUTH_CODE_USER = account("code");
export const AUTH_RESET_USER = account("reset");
export const AUTH_ENROL_USER = account("enrol");
export const AUTH_SESSIONS_USER = account("sessions");
/** A new super admin who has not turned on two-factor yet: the console sends them to enrol. */
export const AUTH_NEW_SUPER_ADMIN = account("newsuper", { role: "super_admin" });
export const AUTH_ACCOUNTS = [
  AUTH_PASSWORD_USER,
  AUTH_CODE_USER,
  AUTH_RESET_USER,
  AUTH_ENROL_USER,
  AUTH_SESSIONS_USER,
  AUTH_NEW_SUPER_ADMIN,
];

/** An open invitation with a token the spec knows (43 base64url characters, as createInvitationToken makes). */
export const AUTH_INVITATION = {
  email: "auth-invited@e2e.example",
  token: "e2eInvitationTokenForTheAuthFlowsSpec_00001",
  role: "admin" as const,
};

export async function loadAuthFlowAccounts(auth: Auth, db: Db) {
  for (const staff of AUTH_ACCOUNTS) {
    await db.delete(users).where(eq(users.email, staff.email));
    await createTestStaff(auth, staff);
  }
  await db.update(users).set({ phoneNumber: "+15550104477" }).where(eq(users.email, AUTH_PASSWORD_USER.email));
  await db.delete(users).where(eq(users.email, AUTH_INVITATION.email));
  await db.delete(invitations).where(eq(invitations.email, AUTH_INVITATION.email));
  await db.insert(invitations).values({
    email: AUTH_INVITATION.email,
    role: AUTH_INVITATION.role,
    name: "Invited Person",
    tokenHash: hashInvitationToken(AUTH_INVITATION.token),
    expiresAt: invitationExpiry(),
  });
}
