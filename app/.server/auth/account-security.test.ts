import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "~/lib/auth/text";
import { authHarness, cookieJar, lastMailTo } from "../../../tests/support/auth-harness";
import { createTestStaff } from "../../../tests/support/staff";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import {
  changePassword,
  confirmEmail,
  confirmTwoFactorEnrolment,
  sendEmailConfirmation,
  startTwoFactorEnrolment,
} from "./account-security";
import { endOtherSessions, endOwnSession, listOwnSessions } from "./own-sessions";
import { signInWithPassword, verifySecondFactor } from "./sign-in";
import { signOut } from "./sign-out";

const PASSWORD = "Account-page 5 testing!";

describe.each(testDatabaseTargets)("the account page's server side on $name", (target) => {
  const database = migratedDatabase(target, { per: "file" });
  const harness = authHarness(() => database.db);

  async function signedIn(email: string, password = PASSWORD, userAgent?: string) {
    const request = harness.request();
    if (userAgent) request.headers.set("user-agent", userAgent);
    const outcome = await signInWithPassword(harness.deps, request, { email, password });
    if (outcome.kind !== "signed-in") throw new Error(`not signed in: ${JSON.stringify(outcome)}`);
    const cookie = cookieJar(outcome.cookies);
    const session = await harness.auth.api.getSession({ headers: new Headers({ cookie }) });
    if (!session) throw new Error("no session");
    return {
      cookie,
      staff: { id: session.user.id, email: session.user.email, name: session.user.name, sessionId: session.session.id },
      request: () => ({
        ...harness.request(cookie),
        staff: { id: session.user.id, email: session.user.email, name: session.user.name },
      }),
    };
  }

  it("enrols TOTP: secret and backup codes, then a code from the app turns it on and the next sign-in asks for it", async () => {
    await createTestStaff(harness.auth, {
      email: "enrol@agency.example",
      password: PASSWORD,
      role: "super_admin",
      name: "Enrol Me",
    });
    const me = await signedIn("enrol@agency.example");
    expect(await startTwoFactorEnrolment(harness.deps, me.request(), { password: "wrong-password-here" })).toMatchObject({
      ok: false,
      message: AUTH_TEXT.currentPasswordWrong,
    });
    const started = await startTwoFactorEnrolment(harness.deps, me.request(), { password: PASSWORD });
    if (!started.ok) throw new Error(started.message);
    expect(started.enrolment.totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.enrolment.backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = new URL(started.enrolment.totpUri).searchParams.get("secret") ?? "";
    expect(started.enrolment.secret.replaceAll(" ", "")).toBe(secret);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

    expect(
      await confirmTwoFactorEnrolment(harness.deps, me.request(), { code: "000000" === totp.generate() ? "111111" : "000000" }),
    ).toMatchObject({
      ok: false,
      message: AUTH_TEXT.enrolCodeInvalid,
    });
    const enrolmentCode = totp.generate();
    const confirmed = await confirmTwoFactorEnrolment(harness.deps, me.request(), { code: enrolmentCode });
    expect(confirmed).toMatchObject({ ok: true, message: AUTH_TEXT.twoFactorEnabled });
    const renewed = cookieJar(confirmed.ok ? confirmed.cookies : [], me.cookie);
    expect((await harness.auth.api.getSession({ headers: new Headers({ cookie: renewed }) }))?.user.twoFactorEnabled).toBe(true);

    const next = await signInWithPassword(harness.deps, harness.request(), { email: "enrol@agency.example", password: PASSWORD });
    expect(next.kind).toBe("two-factor");
    const pending = cookieJar(next.kind === "two-factor" ? next.cookies : []);
    // The enrolment's code is used up (auth/totp-replay.ts): it cannot sign in too.
    expect(
      await verifySecondFactor(harness.deps, harness.request(pending), { method: "totp", code: enrolmentCode }),
    ).toMatchObject({
      kind: "refused",
      message: AUTH_TEXT.twoFactorCodeUsed,
    });
    const backup = await verifySecondFactor(harness.deps, harness.request(pending), {
      method: "backup",
      code: started.enrolment.backupCodes[0],
    });
    expect(backup.kind).toBe("signed-in");
  });

  it("changes the password only with the current one and a strong new one, and signs other sessions out", async () => {
    await createTestStaff(harness.auth, {
      email: "change@agency.example",
      password: PASSWORD,
      role: "admin",
      name: "Chris Change",
    });
    const other = await signedIn("change@agency.example");
    const me = await signedIn("change@agency.example");
    const next = "Fresh-start 8 on Monday!?";
    expect(
      await changePassword(harness.deps, me.request(), { currentPassword: "nope-nope-nope", password: next, confirm: next }),
    ).toMatchObject({
      ok: false,
      message: AUTH_TEXT.currentPasswordWrong,
    });
    expect(
      await changePassword(harness.deps, me.request(), { currentPassword: PASSWORD, password: "short", confirm: "short" }),
    ).toMatchObject({
      ok: false,
      reasons: ["Use at least 12 characters."],
    });
    const changed = await changePassword(harness.deps, me.request(), {
      currentPassword: PASSWORD,
      password: next,
      confirm: next,
    });
    expect(changed).toMatchObject({ ok: true, message: AUTH_TEXT.passwordChanged });
    expect(await harness.auth.api.getSession({ headers: new Headers({ cookie: other.cookie }) })).toBeNull();
    expect(
      (await signInWithPassword(harness.deps, harness.request(), { email: "change@agency.example", password: next })).kind,
    ).toBe("signed-in");
  });

  it("lists one's own sessions with browser names and ends one, or all the others, never someone else's", async () => {
    await createTestStaff(harness.auth, { email: "many@agency.example", password: PASSWORD, role: "admin" });
    await createTestStaff(harness.auth, { email: "someone@agency.example", password: PASSWORD, role: "admin" });
    const phone = await signedIn(
      "many@agency.example",
      PASSWORD,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1",
    );
    const laptop = await signedIn(
      "many@agency.example",
      PASSWORD,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36",
    );
    const tablet = await signedIn("many@agency.example");
    const stranger = await signedIn("someone@agency.example");

    const list = await listOwnSessions(database.db, laptop.staff);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, device: "Chrome on Windows", network: "198.51.100.x" });
    expect(list.map((s) => s.device)).toContain("Safari on iOS");
    expect(JSON.stringify(list)).not.toContain(laptop.cookie.split("session_token=")[1]?.split(".")[0] ?? "none");

    expect(await endOwnSession(harness.auth, database.db, laptop.staff, stranger.staff.sessionId)).toBe(false);
    expect(await harness.auth.api.getSession({ headers: new Headers({ cookie: stranger.cookie }) })).not.toBeNull();
    expect(await endOwnSession(harness.auth, database.db, laptop.staff, phone.staff.sessionId)).toBe(true);
    expect(await harness.auth.api.getSession({ headers: new Headers({ cookie: phone.cookie }) })).toBeNull();

    expect(await endOtherSessions(harness.auth, database.db, laptop.staff)).toBe(1);
    expect(await harness.auth.api.getSession({ headers: new Headers({ cookie: tablet.cookie }) })).toBeNull();
    expect(await harness.auth.api.getSession({ headers: new Headers({ cookie: laptop.cookie }) })).not.toBeNull();
  });

  it("signs out, and still clears the cookies when the session is already gone", async () => {
    await createTestStaff(harness.auth, { email: "bye@agency.example", password: PASSWORD, role: "admin" });
    const me = await signedIn("bye@agency.example");
    const first = await signOut(harness.auth, harness.log, new Headers({ cookie: me.cookie }));
    expect(first.some((line) => /session_token=;/.test(line))).toBe(true);
    expect(await harness.auth.api.getSession({ headers: new Headers({ cookie: me.cookie }) })).toBeNull();
    const again = await signOut(harness.auth, harness.log, new Headers({ cookie: me.cookie }));
    expect(again.some((line) => /session_token=;.*Max-Age=0/.test(line))).toBe(true);
    expect((await signOut(harness.auth, harness.log, new Headers())).length).toBeGreaterThan(0);
  });

  it("sends an address confirmation link to our page, and the link confirms it", async () => {
    const made = await createTestStaff(harness.auth, {
      email: "unverified@agency.example",
      password: PASSWORD,
      role: "admin",
      emailVerified: false,
    } as never);
    expect(made.email).toBe("unverified@agency.example");
    const me = await signedIn("unverified@agency.example");
    expect(await sendEmailConfirmation(harness.deps, me.request())).toMatchObject({
      ok: true,
      message: AUTH_TEXT.verificationSent,
    });
    const link =
      lastMailTo(harness.sent, "unverified@agency.example")?.text.match(
        /http:\/\/localhost:3999\/auth\/verify-email\?token=\S+/,
      )?.[0] ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(await confirmEmail(harness.auth, "not-a-token")).toMatchObject({ ok: false, message: AUTH_TEXT.emailVerifyInvalid });
    expect(await confirmEmail(harness.auth, token)).toMatchObject({ ok: true, message: AUTH_TEXT.emailVerified });
    expect((await harness.auth.api.getSession({ headers: new Headers({ cookie: me.cookie }) }))?.user.emailVerified).toBe(true);
  });
});
