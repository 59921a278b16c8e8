import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest, test } from "@playwright/test";
import { signInCookie } from "../support/staff";
import { E2E_ADMIN, E2E_SUPER_ADMIN } from "./support/staff-accounts";
import { superAdminCookie } from "./support/superadmin";

/**
 * Malformed and hostile requests to the sign-in, back-office and metrics
 * endpoints (issue 11): each gets a 4xx with a clear message, changes
 * nothing, and shows no stack trace. The back-office pages' own actions have
 * more of these in inbox-*.spec.ts and superadmin-hostile.spec.ts.
 */
let baseURL: string;
let origin: string;
let anonymous: APIRequestContext;
let admin: APIRequestContext;
let superAdmin: APIRequestContext;

test.beforeAll(async () => {
  baseURL = test.info().project.use.baseURL!;
  origin = new URL(baseURL).origin;
  anonymous = await playwrightRequest.newContext({ baseURL });
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: await signInCookie(baseURL, E2E_ADMIN) } });
  superAdmin = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: await superAdminCookie() },
  });
});

test.afterAll(async () => {
  await Promise.all([anonymous?.dispose(), admin?.dispose(), superAdmin?.dispose()]);
});

/** A 4xx, a message a person can read, and nothing of the server's insides. */
async function expectClearRefusal(response: APIResponse, label: string) {
  expect(response.status(), label).toBeGreaterThanOrEqual(400);
  expect(response.status(), label).toBeLessThan(500);
  const body = await response.text();
  expect(body, label).not.toMatch(/\n\s+at [\w.<]+ \(|node_modules|\.ts:\d+/);
  if ((response.headers()["content-type"] ?? "").includes("json")) {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string; code?: string };
    const message = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
    expect(message, `${label}: ${body}`).toMatch(/[A-Za-z]{3,}/);
  }
}

const json = (data: unknown, headers: Record<string, string> = {}) => ({
  data: typeof data === "string" ? data : JSON.stringify(data),
  headers: { "Content-Type": "application/json", Origin: origin, ...headers },
  maxRedirects: 0,
});

/** A staff account as the console lists it (better-auth's own admin API is closed over HTTP: auth-endpoints.ts). */
async function superAdminRole(email: string) {
  const response = await superAdmin.get("/super-admin");
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const start = html.indexOf(`data-user="${email}"`);
  if (start < 0) return undefined;
  const row = html.slice(start, html.indexOf("</tr>", start));
  const chosen = /<option value="(\w+)" selected/.exec(row)?.[1];
  const role = chosen ?? (row.includes(">Super admin<") ? "super_admin" : "admin");
  return { email, role, banned: row.includes(">Disabled<") };
}

test.describe("sign-in endpoints", () => {
  const cases: [string, () => Promise<APIResponse>][] = [
    ["bad JSON", () => anonymous.post("/api/auth/sign-in/email", json("{not json"))],
    ["email of the wrong type", () => anonymous.post("/api/auth/sign-in/email", json({ email: 42, password: "x" }))],
    ["email as a list", () => anonymous.post("/api/auth/sign-in/email", json({ email: [E2E_ADMIN.email], password: "x" }))],
    [
      "a 10,000-character password",
      () => anonymous.post("/api/auth/sign-in/email", json({ email: E2E_ADMIN.email, password: "p".repeat(10_000) })),
    ],
    [
      "a foreign Origin",
      () =>
        anonymous.post(
          "/api/auth/sign-in/email",
          json({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }, { Origin: "https://evil.example" }),
        ),
    ],
    [
      "a cross-site fetch without Origin",
      () =>
        anonymous.post("/api/auth/sign-in/email", {
          data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
          headers: { "Sec-Fetch-Site": "cross-site" },
        }),
    ],
    [
      "public sign-up",
      () =>
        anonymous.post(
          "/api/auth/sign-up/email",
          json({ email: "intruder@evil.example", password: "a long and unusual passphrase 7", name: "Intruder" }),
        ),
    ],
    ["a TOTP answer without the first step", () => anonymous.post("/api/auth/two-factor/verify-totp", json({ code: "123456" }))],
    [
      "a backup code without the first step",
      () => anonymous.post("/api/auth/two-factor/verify-backup-code", json({ code: "AAAAA-11111" })),
    ],
    [
      "a reset with a forged token",
      () => anonymous.post("/api/auth/reset-password", json({ newPassword: "a long and unusual passphrase 7", token: "forged" })),
    ],
    [
      "an e-mail code that was never sent",
      () => anonymous.post("/api/auth/sign-in/email-otp", json({ email: E2E_ADMIN.email, otp: "000000" })),
    ],
    ["a session list without a session", () => anonymous.get("/api/auth/list-sessions")],
    [
      "a forged session cookie",
      () => anonymous.get("/api/auth/list-sessions", { headers: { Cookie: "better-auth.session_token=forged.signature" } }),
    ],
  ];
  for (const [label, send] of cases) {
    test(`refuses ${label}`, async () => {
      await expectClearRefusal(await send(), label);
    });
  }

  test("public sign-up made no account", async () => {
    expect(await superAdminRole("intruder@evil.example")).toBeUndefined();
  });
});

test.describe("back-office and metrics endpoints", () => {
  const cases: [string, () => Promise<APIResponse>][] = [
    [
      "a forged session on a back-office API",
      () => anonymous.get("/api/admin/leads", { headers: { Cookie: "better-auth.session_token=forged.signature" } }),
    ],
    ["an admin on a super-admin API", () => admin.get("/api/super-admin/users")],
    [
      "an admin promoting itself through better-auth",
      () => admin.post("/api/auth/admin/set-role", json({ userId: "self", role: "super_admin" })),
    ],
    ["an admin listing users through better-auth", () => admin.get("/api/auth/admin/list-users")],
    ["an admin disabling the super admin", () => admin.post("/api/auth/admin/ban-user", json({ userId: "anyone" }))],
    [
      "an admin ending other users' sessions",
      () => admin.post("/api/auth/admin/revoke-user-sessions", json({ userId: "anyone" })),
    ],
    ["an admin reading metrics", () => admin.get("/api/agent-metrics")],
    [
      "a token that is not three parts",
      () => anonymous.get("/api/agent-metrics", { headers: { Authorization: "Bearer not-a-token" } }),
    ],
    ["a token of four parts", () => anonymous.get("/api/agent-metrics", { headers: { Authorization: "Bearer rgp_a_b_c" } })],
    [
      "a forged token of the right shape",
      () => anonymous.get("/api/agent-metrics", { headers: { Authorization: `Bearer rgp_abcdefgh12_${"x".repeat(40)}` } }),
    ],
    ["an empty bearer", () => anonymous.get("/api/agent-metrics", { headers: { Authorization: "Bearer " } })],
    [
      "a cross-site post to a back-office page",
      () => admin.post("/admin", { form: { intent: "status" }, headers: { Origin: "https://evil.example" }, maxRedirects: 0 }),
    ],
  ];
  for (const [label, send] of cases) {
    test(`refuses ${label}`, async () => {
      await expectClearRefusal(await send(), label);
    });
  }

  test("a malformed token is told the spec's message, with no data", async () => {
    const response = await anonymous.get("/api/agent-metrics", { headers: { Authorization: "Bearer one_two" } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: "Invalid security token format" } });
  });

  test("the admin is still an admin, and the super admin still enabled", async () => {
    expect(await superAdminRole(E2E_ADMIN.email)).toMatchObject({ role: "admin", banned: false });
    expect(await superAdminRole(E2E_SUPER_ADMIN.email)).toMatchObject({ role: "super_admin", banned: false });
  });
});
