import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authHarness, cookieJar } from "../../../tests/support/auth-harness";
import { createTestStaff } from "../../../tests/support/staff";
import { migratedDatabase, testDatabaseTargets } from "../../../tests/support/test-databases";
import { users } from "../db/schema";
import { AUTH_BODY_MAX_BYTES, answerAuthRequest, HTTP_AUTH_ENDPOINTS } from "./auth-endpoints";
import { AUTH_BASE_PATH } from "./create-auth";

/**
 * /api/auth as an attacker meets it (issue 20 C1, C3, C11): every endpoint
 * better-auth mounts is refused over HTTP unless our list names it, with a
 * super admin's session too; bodies are capped; no session token reaches a
 * script.
 */
const PASSWORD = "Correct-horse 4 battery!";
const ORIGIN = "http://localhost:3999";
const IP = "198.51.100.40";

describe.each(testDatabaseTargets)("better-auth's HTTP endpoints on $name", (target) => {
  const database = migratedDatabase(target, { per: "file" });
  const harness = authHarness(() => database.db);

  const send = (
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    answerAuthRequest(
      harness.auth,
      new Request(`${ORIGIN}${AUTH_BASE_PATH}${path}`, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers: {
          origin: ORIGIN,
          "content-type": "application/json",
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
      }),
      IP,
    );

  async function signIn(email: string) {
    const response = await send("/sign-in/email", { body: { email, password: PASSWORD } });
    expect(response.status).toBe(200);
    return cookieJar(response.headers.getSetCookie());
  }

  it("refuses every endpoint better-auth mounts that our list does not name, with a super admin's session too", async () => {
    await createTestStaff(harness.auth, { email: "owner@agency.example", password: PASSWORD, role: "super_admin" });
    const cookie = await signIn("owner@agency.example");
    const mounted = Object.values(harness.auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((path): path is string => typeof path === "string");
    expect(mounted.length).toBeGreaterThan(40);
    // Our list names only endpoints that exist (a rename upstream must not leave a dead entry).
    for (const path of Object.keys(HTTP_AUTH_ENDPOINTS)) expect(mounted).toContain(path);

    const answered: string[] = [];
    for (const path of mounted.filter((candidate) => !Object.hasOwn(HTTP_AUTH_ENDPOINTS, candidate))) {
      for (const method of ["GET", "POST"]) {
        const response = await send(path, { method, cookie, body: method === "POST" ? {} : undefined });
        if (response.status !== 404) answered.push(`${method} ${path}: ${response.status}`);
        else expect((await response.json()).error.code).toBe("NOT_FOUND");
      }
    }
    expect(answered).toEqual([]);
  });

  it("lets no account change through the admin plugin: ban, create, set role, set password, impersonate (C1)", async () => {
    const owner = await createTestStaff(harness.auth, { email: "boss@agency.example", password: PASSWORD, role: "super_admin" });
    const staff = await createTestStaff(harness.auth, { email: "staff@agency.example", password: PASSWORD, role: "admin" });
    // A super admin who has not enrolled two-factor: the console sends them to enrolment; the API must not let them past.
    const cookie = await signIn("boss@agency.example");
    const before = await database.db.select().from(users);
    const attempts: [string, unknown][] = [
      ["/admin/ban-user", { userId: owner.id }],
      ["/admin/create-user", { email: "new@agency.example", password: "password1234", name: "New", role: "super_admin" }],
      ["/admin/set-role", { userId: staff.id, role: "super_admin" }],
      ["/admin/set-user-password", { userId: staff.id, newPassword: "password1234" }],
      ["/admin/impersonate-user", { userId: staff.id }],
      ["/admin/remove-user", { userId: staff.id }],
      ["/change-password", { currentPassword: PASSWORD, newPassword: "password1234" }],
      ["/update-user", { name: "x".repeat(200_00) }],
      ["/request-password-reset", { email: "staff@agency.example" }],
      ["/email-otp/send-verification-otp", { email: "staff@agency.example", type: "sign-in" }],
      ["/forget-password/email-otp", { email: "staff@agency.example" }],
    ];
    for (const [path, body] of attempts) {
      const response = await send(path, { body, cookie });
      expect(response.status, path).toBe(404);
    }
    const listed = await send("/list-sessions", { cookie });
    expect(listed.status).toBe(404);
    const after = await database.db.select().from(users);
    expect(after).toEqual(before);
    expect(harness.sent).toEqual([]);
    const [row] = await database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.banned).not.toBe(true);
  });

  it("answers who is signed in without the session token (C11)", async () => {
    await createTestStaff(harness.auth, { email: "reader@agency.example", password: PASSWORD, role: "admin" });
    const cookie = await signIn("reader@agency.example");
    const session = await send("/get-session", { cookie });
    expect(session.status).toBe(200);
    const body = (await session.json()) as { user: { email: string }; session: Record<string, unknown> };
    expect(body.user.email).toBe("reader@agency.example");
    expect(body.session).not.toHaveProperty("token");
    expect(JSON.stringify(body)).not.toContain(decodeURIComponent(cookie.split("=")[1]?.split(".")[0] ?? "none"));
  });

  it("refuses a body over the cap without reading the rest (C3)", async () => {
    const declared = await send("/sign-in/email", {
      body: "{}",
      headers: { "content-length": String(100 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);

    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const streamed = await answerAuthRequest(
      harness.auth,
      new Request(`${ORIGIN}${AUTH_BASE_PATH}/sign-in/email`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: endless,
        duplex: "half",
      } as RequestInit),
      IP,
    );
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(AUTH_BODY_MAX_BYTES + 4 * 1024);
  });

  it("titles a forgotten-password code as a reset code, not a sign-in code (C7)", async () => {
    await createTestStaff(harness.auth, { email: "forgot@agency.example", password: PASSWORD, role: "admin" });
    await harness.auth.api.forgetPasswordEmailOTP({ body: { email: "forgot@agency.example" } });
    const [message] = harness.sent.filter((sent) => sent.to === "forgot@agency.example");
    expect(message?.subject).toMatch(/^Your Test Agency password reset code: \d{6}$/);
    expect(message?.text).not.toMatch(/sign-in code/i);
  });
});
