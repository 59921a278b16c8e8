import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "~/lib/auth/text";
import { authHarness, cookieJar } from "../../../tests/support/auth-harness";
import { createTestStaff, totpCode } from "../../../tests/support/staff";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { answerAuthRequest } from "./auth-endpoints";
import { AUTH_BASE_PATH } from "./create-auth";
import { signInWithPassword, verifySecondFactor } from "./sign-in";

/** One TOTP code, one sign-in (issue 20 C10): on our form, over /api/auth, and when two race. */
const PASSWORD = "Correct-horse 4 battery!";
const TOTP_SECRET = "totpReplayTestSecretTotpReplay00";
const ORIGIN = "http://localhost:3999";

describe.each(testDatabaseTargets)("TOTP codes on $name", (target) => {
  const database = migratedDatabase(target, { per: "file" });
  const harness = authHarness(() => database.db);

  /** A password sign-in that stops at the second step: the pending sign-in's cookies. */
  async function pendingSignIn(email: string) {
    const first = await signInWithPassword(harness.deps, harness.request(), { email, password: PASSWORD });
    expect(first.kind).toBe("two-factor");
    return cookieJar(first.kind === "two-factor" ? first.cookies : []);
  }

  it("signs in once with a code; a second sign-in with the same code is refused with its own message", async () => {
    await createTestStaff(harness.auth, {
      email: "once@agency.example",
      password: PASSWORD,
      role: "admin",
      totpSecret: TOTP_SECRET,
    });
    const code = totpCode(TOTP_SECRET);
    const first = await verifySecondFactor(harness.deps, harness.request(await pendingSignIn("once@agency.example")), {
      method: "totp",
      code,
    });
    expect(first.kind).toBe("signed-in");
    const second = await verifySecondFactor(harness.deps, harness.request(await pendingSignIn("once@agency.example")), {
      method: "totp",
      code,
    });
    expect(second).toMatchObject({ kind: "refused", status: 401, message: AUTH_TEXT.twoFactorCodeUsed });
  });

  it("refuses the code over /api/auth after the form used it", async () => {
    await createTestStaff(harness.auth, {
      email: "api@agency.example",
      password: PASSWORD,
      role: "admin",
      totpSecret: TOTP_SECRET,
    });
    const code = totpCode(TOTP_SECRET);
    const viaForm = await verifySecondFactor(harness.deps, harness.request(await pendingSignIn("api@agency.example")), {
      method: "totp",
      code,
    });
    expect(viaForm.kind).toBe("signed-in");
    const cookie = await pendingSignIn("api@agency.example");
    const viaApi = await answerAuthRequest(
      harness.auth,
      new Request(`${ORIGIN}${AUTH_BASE_PATH}/two-factor/verify-totp`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", cookie },
        body: JSON.stringify({ code }),
      }),
      "198.51.100.41",
    );
    expect(viaApi.status).toBe(401);
    expect(viaApi.headers.getSetCookie().some((line) => /session_token=[^;]+/.test(line) && !/max-age=0/i.test(line))).toBe(
      false,
    );
  });

  it("lets exactly one of two sign-ins racing with one code through", async () => {
    await createTestStaff(harness.auth, {
      email: "race@agency.example",
      password: PASSWORD,
      role: "admin",
      totpSecret: TOTP_SECRET,
    });
    const code = totpCode(TOTP_SECRET);
    const pending = [await pendingSignIn("race@agency.example"), await pendingSignIn("race@agency.example")];
    const outcomes = await Promise.all(
      pending.map((cookie) => verifySecondFactor(harness.deps, harness.request(cookie), { method: "totp", code })),
    );
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["refused", "signed-in"]);
  });
});
