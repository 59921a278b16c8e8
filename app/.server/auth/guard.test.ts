import { describe, expect, it } from "vitest";
import { createTestStaff, totpCode } from "../../../tests/support/staff";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { parseConfig } from "../config";
import { createLogger } from "../log";
import { createAuth } from "./create-auth";
import { resolveStaff } from "./guard";

/**
 * Sessions become Staff the way the guard sees them: the effective role
 * (SUPER_ADMIN_EMAIL always super admin), two-factor state, and nothing for
 * a missing, signed-out or disabled session.
 */
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SUPER_ADMIN_EMAIL: "Owner@Agency.example" });
const origin = new URL(config.publicUrl).origin;

function cookiesOf(headers: Headers) {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe.each(testDatabaseTargets)("staff sessions ($name)", (target) => {
  const database = migratedDatabase(target);
  const makeAuth = () =>
    createAuth({
      config,
      db: database.db,
      secret: "a-test-secret-of-at-least-32-characters",
      log: createLogger("silent"),
      mail: { send: async () => {} },
    });

  async function signIn(auth: ReturnType<typeof makeAuth>, email: string, password: string) {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: new Headers({ origin }),
      returnHeaders: true,
    });
    return { cookie: cookiesOf(headers), response: response as { twoFactorRedirect?: boolean } };
  }

  it("resolves a signed-in admin, and nothing once signed out", async () => {
    const auth = makeAuth();
    await createTestStaff(auth, { email: "ada@agency.example", password: "a long and unusual passphrase 7", role: "admin" });
    const { cookie } = await signIn(auth, "ada@agency.example", "a long and unusual passphrase 7");
    const staff = await resolveStaff(auth, new Headers({ cookie }), config.superAdminEmail);
    expect(staff).toMatchObject({ email: "ada@agency.example", role: "admin", twoFactorEnabled: false });

    await auth.api.signOut({ headers: new Headers({ cookie, origin }) });
    expect(await resolveStaff(auth, new Headers({ cookie }), config.superAdminEmail)).toBeNull();
    expect(await resolveStaff(auth, new Headers({ cookie: "better-auth.session_token=forged.value" }), undefined)).toBeNull();
  });

  it("treats the SUPER_ADMIN_EMAIL account as super admin whatever its row says", async () => {
    const auth = makeAuth();
    await createTestStaff(auth, { email: "owner@agency.example", password: "a long and unusual passphrase 7", role: "admin" });
    const { cookie } = await signIn(auth, "owner@agency.example", "a long and unusual passphrase 7");
    expect((await resolveStaff(auth, new Headers({ cookie }), config.superAdminEmail))?.role).toBe("super_admin");
  });

  it("signs in with two-factor using a code computed from the stored secret", async () => {
    const auth = makeAuth();
    const staff = {
      email: "sam@agency.example",
      password: "a long and unusual passphrase 7",
      role: "super_admin" as const,
      totpSecret: "0123456789abcdefghijABCDEFGHIJ01",
    };
    await createTestStaff(auth, staff);
    const first = await signIn(auth, staff.email, staff.password);
    expect(first.response.twoFactorRedirect).toBe(true);
    // The first step alone is not a session.
    expect(await resolveStaff(auth, new Headers({ cookie: first.cookie }), undefined)).toBeNull();
    const { headers } = await auth.api.verifyTOTP({
      body: { code: totpCode(staff.totpSecret) },
      headers: new Headers({ cookie: first.cookie, origin }),
      returnHeaders: true,
    });
    const resolved = await resolveStaff(auth, new Headers({ cookie: cookiesOf(headers) }), undefined);
    expect(resolved).toMatchObject({ email: staff.email, role: "super_admin", twoFactorEnabled: true });
  });
});
