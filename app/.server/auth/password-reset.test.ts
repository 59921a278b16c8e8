import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "~/lib/auth/text";
import { authHarness, lastMailTo } from "../../../tests/support/auth-harness";
import { createTestStaff } from "../../../tests/support/staff";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { PASSWORD_REASONS } from "./password-strength";
import { signInWithPassword } from "./sign-in";

const OLD = "Old-password 4 testing!";
const NEW = "Brand-new 7 passphrase here";

describe.each(testDatabaseTargets)("password reset on $name", (target) => {
  const database = migratedDatabase(target, { per: "file" });
  const harness = authHarness(() => database.db);

  it("e-mails a single-use link to our page, refuses a weak password, and the new one signs in", async () => {
    await createTestStaff(harness.auth, { email: "lee@agency.example", password: OLD, role: "admin", name: "Lee Park" });
    expect(await requestPasswordReset(harness.deps, harness.request(), { email: "LEE@agency.example" })).toEqual({
      ok: true,
      message: AUTH_TEXT.resetSent,
    });
    const mail = lastMailTo(harness.sent, "lee@agency.example");
    const link = mail?.text.match(/http:\/\/localhost:3999\/auth\/reset-password\?token=\S+/)?.[0] ?? "";
    expect(link).not.toBe("");
    expect(mail?.text).toContain("for 60 minutes");
    const token = new URL(link).searchParams.get("token") ?? "";

    expect(await resetPassword(harness.deps, { token, password: NEW, confirm: "other" })).toMatchObject({
      ok: false,
      message: AUTH_TEXT.passwordsDiffer,
    });
    expect(await resetPassword(harness.deps, { token, password: "LeePark-2026!", confirm: "LeePark-2026!" })).toMatchObject({
      ok: false,
      message: AUTH_TEXT.weakPassword,
      reasons: [PASSWORD_REASONS.personal],
    });
    expect(await resetPassword(harness.deps, { token, password: NEW, confirm: NEW })).toEqual({
      ok: true,
      message: AUTH_TEXT.passwordReset,
    });
    // Once only.
    expect(await resetPassword(harness.deps, { token, password: NEW, confirm: NEW })).toMatchObject({
      ok: false,
      message: AUTH_TEXT.resetInvalid,
    });

    expect((await signInWithPassword(harness.deps, harness.request(), { email: "lee@agency.example", password: NEW })).kind).toBe(
      "signed-in",
    );
    expect((await signInWithPassword(harness.deps, harness.request(), { email: "lee@agency.example", password: OLD })).kind).toBe(
      "refused",
    );
  });

  it("answers the same for an unknown address and sends nothing; refuses made-up tokens", async () => {
    const before = harness.sent.length;
    expect(await requestPasswordReset(harness.deps, harness.request(), { email: "nobody@agency.example" })).toEqual({
      ok: true,
      message: AUTH_TEXT.resetSent,
    });
    expect(harness.sent.length).toBe(before);
    expect(await resetPassword(harness.deps, { token: "made-up-token-123456", password: NEW, confirm: NEW })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await resetPassword(harness.deps, { token: "", password: NEW, confirm: NEW })).toMatchObject({
      ok: false,
      message: AUTH_TEXT.resetInvalid,
    });
  });

  it("limits requests per mailbox", async () => {
    await createTestStaff(harness.auth, { email: "busy@agency.example", password: OLD, role: "admin" });
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await requestPasswordReset(harness.deps, harness.request(), { email: "busy@agency.example" }));
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, false]);
    expect(answers[3]).toMatchObject({ status: 429, message: AUTH_TEXT.tooManyRequests });
  });
});
