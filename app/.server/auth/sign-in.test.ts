import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_TEXT } from "~/lib/auth/text";
import { authHarness, cookieJar, lastMailTo, TEST_SECRET } from "../../../tests/support/auth-harness";
import { createTestStaff, totpCode } from "../../../tests/support/staff";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { signInFailures, users } from "../db/schema";
import { requestSignInCode, signInWithCode, signInWithPassword, verifySecondFactor } from "./sign-in";
import { SEND_FAILED_MESSAGE } from "./staff-emails";

const PASSWORD = "Correct-horse 4 battery!";
const TOTP_SECRET = "signInTestTotpSecretSignInTest00";

describe.each(testDatabaseTargets)("sign-in flows on $name", (target) => {
  const database = migratedDatabase(target, { per: "file" });
  const harness = authHarness(() => database.db);

  it("refuses empty fields with the spec's message", async () => {
    for (const input of [
      {},
      { email: "a@b.example" },
      { phone: "5615550142" },
      { password: "x" },
      { email: "  ", phone: "", password: "x" },
    ]) {
      expect(await signInWithPassword(harness.deps, harness.request(), input)).toEqual({
        kind: "refused",
        status: 400,
        message: "You must provide either an email or phone number and a password.",
      });
    }
  });

  it("signs in with an e-mail address or a phone number, and answers an unknown account like a wrong password", async () => {
    const staff = await createTestStaff(harness.auth, {
      email: "pat@agency.example",
      password: PASSWORD,
      role: "admin",
      name: "Pat",
    });
    await database.db.update(users).set({ phoneNumber: "+1 (561) 555-0142" }).where(eq(users.id, staff.id));

    const byEmail = await signInWithPassword(harness.deps, harness.request(), {
      email: "Pat@Agency.example",
      password: PASSWORD,
    });
    expect(byEmail.kind).toBe("signed-in");
    const cookie = cookieJar(byEmail.kind === "signed-in" ? byEmail.cookies : []);
    const session = await harness.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe("pat@agency.example");

    const byPhone = await signInWithPassword(harness.deps, harness.request(), { phone: "+15615550142", password: PASSWORD });
    expect(byPhone.kind).toBe("signed-in");

    const wrong = await signInWithPassword(harness.deps, harness.request(), {
      email: "pat@agency.example",
      password: "Not-the-password-1!",
    });
    const unknown = await signInWithPassword(harness.deps, harness.request(), {
      email: "nobody@agency.example",
      password: PASSWORD,
    });
    const unknownPhone = await signInWithPassword(harness.deps, harness.request(), {
      phone: "+1 999 555 0000",
      password: PASSWORD,
    });
    for (const outcome of [wrong, unknown, unknownPhone]) {
      expect(outcome).toEqual({ kind: "refused", status: 401, message: AUTH_TEXT.invalidCredentials });
    }
  });

  it("blocks an account after repeated failures with the same message for a real and an unknown account", async () => {
    await createTestStaff(harness.auth, { email: "target@agency.example", password: PASSWORD, role: "admin" });
    const outcomes = async (email: string) => {
      const all = [];
      for (let i = 0; i < 7; i++) {
        // A different address each time: only the account's counter can block.
        all.push(
          await signInWithPassword(
            harness.deps,
            { ...harness.request(), clientIp: `192.0.2.${i}` },
            { email, password: "Wrong-password-123!" },
          ),
        );
      }
      return all;
    };
    const real = await outcomes("target@agency.example");
    const ghost = await outcomes("ghost@agency.example");
    expect(real.map((o) => (o.kind === "refused" ? o.status : 0))).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(ghost).toEqual(real);
    expect(real[5]).toMatchObject({ message: "Too many sign-in attempts. Please wait 1 minute and try again." });
    // Even the right password waits.
    const right = await signInWithPassword(
      harness.deps,
      { ...harness.request(), clientIp: "192.0.2.99" },
      { email: "target@agency.example", password: PASSWORD },
    );
    expect(right).toMatchObject({ kind: "refused", status: 429 });
  });

  it("sends a sign-in code by e-mail and signs in with it, once", async () => {
    await createTestStaff(harness.auth, { email: "code@agency.example", password: PASSWORD, role: "admin" });
    expect(await requestSignInCode(harness.deps, harness.request(), { email: "Code@agency.example" })).toEqual({
      ok: true,
      email: "code@agency.example",
    });
    const code = lastMailTo(harness.sent, "code@agency.example")?.text.match(/sign-in code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await signInWithCode(harness.deps, harness.request(), {
      email: "code@agency.example",
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong).toEqual({ kind: "refused", status: 400, message: AUTH_TEXT.codeInvalid });
    const outcome = await signInWithCode(harness.deps, harness.request(), { email: "code@agency.example", code });
    expect(outcome.kind).toBe("signed-in");
    expect((await signInWithCode(harness.deps, harness.request(), { email: "code@agency.example", code })).kind).toBe("refused");
  });

  it("answers a code request for an unknown address the same and sends nothing", async () => {
    const before = harness.sent.length;
    expect(await requestSignInCode(harness.deps, harness.request(), { email: "stranger@agency.example" })).toEqual({
      ok: true,
      email: "stranger@agency.example",
    });
    expect(harness.sent.length).toBe(before);
    expect(await requestSignInCode(harness.deps, harness.request(), { email: "not an address" })).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("says so when the code e-mail could not be sent", async () => {
    await createTestStaff(harness.auth, { email: "down@agency.example", password: PASSWORD, role: "admin" });
    harness.transport.failing = true;
    try {
      expect(await requestSignInCode(harness.deps, harness.request(), { email: "down@agency.example" })).toEqual({
        ok: false,
        status: 503,
        message: SEND_FAILED_MESSAGE,
      });
    } finally {
      harness.transport.failing = false;
    }
  });

  it("asks for the second factor after the password and after a code, and takes a TOTP or a backup code", async () => {
    await createTestStaff(harness.auth, {
      email: "boss@agency.example",
      password: PASSWORD,
      role: "super_admin",
      totpSecret: TOTP_SECRET,
      backupCodes: ["ABCDE-12345", "FGHIJ-67890"],
    });
    const first = await signInWithPassword(harness.deps, harness.request(), { email: "boss@agency.example", password: PASSWORD });
    expect(first.kind).toBe("two-factor");
    const pending = cookieJar(first.kind === "two-factor" ? first.cookies : []);
    expect(pending).toMatch(/two_factor=/);
    expect(pending).not.toMatch(/session_token=/);

    const wrong = await verifySecondFactor(harness.deps, harness.request(pending), { method: "totp", code: "12345x" });
    expect(wrong).toEqual({ kind: "refused", status: 401, message: AUTH_TEXT.twoFactorCodeInvalid });
    const done = await verifySecondFactor(harness.deps, harness.request(pending), {
      method: "totp",
      code: totpCode(TOTP_SECRET),
    });
    expect(done.kind).toBe("signed-in");
    const session = await harness.auth.api.getSession({
      headers: new Headers({ cookie: cookieJar(done.kind === "signed-in" ? done.cookies : [], pending) }),
    });
    expect(session?.user.email).toBe("boss@agency.example");

    // A code by e-mail does not skip the authenticator.
    await requestSignInCode(harness.deps, harness.request(), { email: "boss@agency.example" });
    const code = lastMailTo(harness.sent, "boss@agency.example")?.text.match(/sign-in code is (\d{6})/)?.[1];
    const byCode = await signInWithCode(harness.deps, harness.request(), { email: "boss@agency.example", code });
    expect(byCode.kind).toBe("two-factor");
    const pendingAgain = cookieJar(byCode.kind === "two-factor" ? byCode.cookies : []);
    const backup = await verifySecondFactor(harness.deps, harness.request(pendingAgain), {
      method: "backup",
      code: "ABCDE-12345",
    });
    expect(backup.kind).toBe("signed-in");

    // A used backup code is refused; without a pending step the page starts over.
    const third = await signInWithPassword(harness.deps, harness.request(), { email: "boss@agency.example", password: PASSWORD });
    const pendingThird = cookieJar(third.kind === "two-factor" ? third.cookies : []);
    expect(
      await verifySecondFactor(harness.deps, harness.request(pendingThird), { method: "backup", code: "ABCDE-12345" }),
    ).toEqual({
      kind: "refused",
      status: 401,
      message: AUTH_TEXT.backupCodeInvalid,
    });
    expect(await verifySecondFactor(harness.deps, harness.request(), { method: "totp", code: "123456" })).toMatchObject({
      restart: true,
    });
  });

  it("holds better-auth's own /api/auth endpoints to the same throttle, whatever hint a client sends", async () => {
    await createTestStaff(harness.auth, { email: "direct@agency.example", password: PASSWORD, role: "admin" });
    const post = (path: string, body: unknown, ip: string) =>
      harness.auth.handler(
        new Request(`http://localhost:3999/api/auth${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3999",
            "x-agency-client-ip": ip,
            // A client naming its own throttle key is ignored.
            "x-agency-sign-in-account": `random-${Math.random()}`,
          },
          body: JSON.stringify(body),
        }),
      );
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await post("/sign-in/email", { email: "direct@agency.example", password: "Wrong-password-123!" }, `203.0.113.${i}`))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await post("/sign-in/email", { email: "direct@agency.example", password: PASSWORD }, "203.0.113.50");
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // And our form says the same for that account.
    expect(
      await signInWithPassword(
        harness.deps,
        { ...harness.request(), clientIp: "203.0.113.51" },
        { email: "direct@agency.example", password: PASSWORD },
      ),
    ).toMatchObject({
      kind: "refused",
      status: 429,
    });
  });

  it("lets no more than the policy's guesses through when forty arrive at once, then refuses the right password (C6)", async () => {
    const swarm = await createTestStaff(harness.auth, { email: "swarm@agency.example", password: PASSWORD, role: "admin" });
    const accountKey = `account:${createHmac("sha256", TEST_SECRET).update(`sign-in-throttle:account:${swarm.id.toLowerCase()}`).digest("hex").slice(0, 40)}`;
    // Forty machines: each guess from its own address, as the server would tell better-auth.
    const from = (ip: string) => {
      const request = harness.request();
      request.headers.set("x-agency-client-ip", ip);
      return { ...request, clientIp: ip };
    };
    const guess = (i: number) =>
      signInWithPassword(harness.deps, from(`203.0.113.${100 + i}`), {
        email: "swarm@agency.example",
        password: `Wrong-password-${i}!`,
      });
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(i)));
    const checked = outcomes.filter((outcome) => outcome.kind === "refused" && outcome.status === 401);
    // Five free failures, and the sixth starts the block: never more proofs checked than that.
    expect(checked.length).toBeLessThanOrEqual(6);
    expect(outcomes.filter((outcome) => outcome.kind === "refused" && outcome.status === 429).length).toBeGreaterThanOrEqual(34);
    const [row] = await database.db.select().from(signInFailures).where(eq(signInFailures.key, accountKey));
    expect(row?.failures).toBe(6);
    const right = await signInWithPassword(
      harness.deps,
      { ...harness.request(), clientIp: "203.0.113.200" },
      {
        email: "swarm@agency.example",
        password: PASSWORD,
      },
    );
    expect(right).toMatchObject({ kind: "refused", status: 429 });
  });
});
