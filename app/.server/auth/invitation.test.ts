import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "~/lib/auth/text";
import { authHarness, cookieJar } from "../../../tests/support/auth-harness";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { auditLog, invitations, users } from "../db/schema";
import { acceptInvitation, inspectInvitation } from "./invitation";
import { createInvitationToken, invitationExpiry } from "./invitation-token";
import { signInWithPassword } from "./sign-in";

const PASSWORD = "Welcome-aboard 9 sailor";

describe.each(testDatabaseTargets)("invitation acceptance on $name", (target) => {
  const database = migratedDatabase(target, { per: "file" });
  const harness = authHarness(() => database.db);

  async function invite(email: string, overrides: Partial<typeof invitations.$inferInsert> = {}) {
    const { token, tokenHash } = createInvitationToken();
    await database.db
      .insert(invitations)
      .values({ email, role: "admin", tokenHash, expiresAt: invitationExpiry(), ...overrides });
    return token;
  }

  it("creates the account with the invitation's role, signs it in, and uses the invitation up", async () => {
    const token = await invite("new.hire@agency.example", { role: "super_admin", name: "New Hire" });
    expect(await inspectInvitation(database.db, token)).toMatchObject({
      status: "valid",
      email: "new.hire@agency.example",
      role: "super_admin",
    });

    expect(
      await acceptInvitation(harness.deps, harness.request(), { token, name: " ", password: PASSWORD, confirm: PASSWORD }),
    ).toMatchObject({
      ok: false,
      message: AUTH_TEXT.nameMissing,
    });
    expect(
      await acceptInvitation(harness.deps, harness.request(), {
        token,
        name: "Ny Hire",
        password: "password1234",
        confirm: "password1234",
      }),
    ).toMatchObject({
      ok: false,
      message: AUTH_TEXT.weakPassword,
    });
    const accepted = await acceptInvitation(harness.deps, harness.request(), {
      token,
      name: "Ny Hire",
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(accepted).toMatchObject({ ok: true, role: "super_admin", email: "new.hire@agency.example" });
    const session = await harness.auth.api.getSession({
      headers: new Headers({ cookie: cookieJar(accepted.ok ? accepted.cookies : []) }),
    });
    expect(session?.user).toMatchObject({
      email: "new.hire@agency.example",
      name: "Ny Hire",
      role: "super_admin",
      emailVerified: true,
    });

    expect(await inspectInvitation(database.db, token)).toEqual({ status: "used" });
    expect(
      await acceptInvitation(harness.deps, harness.request(), { token, name: "Again", password: PASSWORD, confirm: PASSWORD }),
    ).toMatchObject({
      ok: false,
      message: AUTH_TEXT.invitationUsed,
    });
    expect(
      (await signInWithPassword(harness.deps, harness.request(), { email: "new.hire@agency.example", password: PASSWORD })).kind,
    ).toBe("signed-in");
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "user.accept_invitation"));
    expect(audit).toHaveLength(1);
  });

  it("explains unknown, expired and revoked invitations", async () => {
    expect(await inspectInvitation(database.db, "nonsense")).toEqual({ status: "unknown" });
    expect(await inspectInvitation(database.db, createInvitationToken().token)).toEqual({ status: "unknown" });
    const expired = await invite("late@agency.example", { expiresAt: new Date(Date.now() - 1000) });
    expect(await inspectInvitation(database.db, expired)).toEqual({ status: "expired" });
    const revoked = await invite("withdrawn@agency.example", { revokedAt: new Date() });
    expect(
      await acceptInvitation(harness.deps, harness.request(), {
        token: revoked,
        name: "X",
        password: PASSWORD,
        confirm: PASSWORD,
      }),
    ).toMatchObject({
      ok: false,
      message: AUTH_TEXT.invitationRevoked,
    });
    expect(await database.db.select().from(users).where(eq(users.email, "withdrawn@agency.example"))).toHaveLength(0);
  });

  it("makes one account when the link is used twice at once, and keeps the invitation open when the address already has one", async () => {
    const token = await invite("twice@agency.example");
    const both = await Promise.all(
      [1, 2].map(() =>
        acceptInvitation(harness.deps, harness.request(), { token, name: "Twice", password: PASSWORD, confirm: PASSWORD }),
      ),
    );
    expect(both.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await database.db.select().from(users).where(eq(users.email, "twice@agency.example"))).toHaveLength(1);

    const again = await invite("twice@agency.example");
    expect(
      await acceptInvitation(harness.deps, harness.request(), {
        token: again,
        name: "Twice",
        password: PASSWORD,
        confirm: PASSWORD,
      }),
    ).toMatchObject({
      ok: false,
      status: 409,
      message: AUTH_TEXT.invitationAccountExists,
    });
    expect(await inspectInvitation(database.db, again)).toMatchObject({ status: "valid" });
  });
});
