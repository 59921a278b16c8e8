import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/staff-accounts";
import { adminCookie, readRecentMetrics, superAdminCookie } from "./support/superadmin";

/**
 * Malformed and hostile requests to the metrics API and the super-admin
 * actions (issue 11, Done when): each gets a 4xx with a clear message,
 * changes nothing and shows no stack trace.
 */
const stackTrace = /\n\s+at .+[(:]\d+:\d+\)?|node_modules|\.server\//;

/** JSON answers carry the message as it is; pages (the console's actions) carry it HTML-escaped. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

async function refused(response: APIResponse, status: number, message: string) {
  const body = await response.text();
  expect(response.status(), `${status} ${message}`).toBe(status);
  expect(body.includes(message) || body.includes(escaped(message)), `${message} in ${body.slice(0, 300)}`).toBe(true);
  expect(body).not.toMatch(stackTrace);
}

test.describe("POST /api/agent-metrics", () => {
  const sessionId = `e2e-hostile-${Date.now().toString(36)}`;
  const good = { metricType: "widget_error", value: 1, sessionId };
  const json = (request: APIRequestContext, data: unknown, headers: Record<string, string> = {}) =>
    request.post("/api/agent-metrics", {
      // A Buffer goes as it is (a string with a JSON content type is encoded again unless it parses).
      data: Buffer.from(typeof data === "string" ? data : JSON.stringify(data)),
      headers: { "Content-Type": "application/json", ...headers },
    });

  test("bad bodies, wrong types, oversized fields, unknown types and foreign origins are refused and store nothing", async ({
    request,
  }) => {
    await refused(await json(request, '{"metricType":'), 400, "The request body is not valid JSON.");
    await refused(await json(request, [good]), 400, "The request body must be a JSON object");
    await refused(
      await request.post("/api/agent-metrics", { data: "<metric/>", headers: { "Content-Type": "application/xml" } }),
      415,
      "Send the metric as JSON (Content-Type: application/json).",
    );
    await refused(
      await json(request, { ...good, metricType: "drop_table_leads" }),
      400,
      "metricType must be one of: chat_opened",
    );
    await refused(await json(request, { ...good, metricType: "agent_metrics_read" }), 400, "metricType must be one of");
    await refused(await json(request, { ...good, metricType: "invalid_access_code_attempt" }), 400, "metricType must be one of");
    await refused(await json(request, { ...good, value: "12" }), 400, "value must be a number.");
    await refused(await json(request, { ...good, value: 1e300 }), 400, "value must be between -1000000000 and 1000000000.");
    await refused(
      await json(request, { ...good, sessionId: "<script>alert(1)</script>" }),
      400,
      "sessionId must be 8 to 64 letters",
    );
    await refused(
      await json(request, { ...good, priority: "urgent" }),
      400,
      "priority must be one of: low, normal, high, critical.",
    );
    await refused(
      await json(request, { ...good, details: { blob: "x".repeat(3000) } }),
      400,
      "details can be at most 2048 bytes as JSON.",
    );
    await refused(
      await json(request, { ...good, details: { blob: "x".repeat(20_000) } }),
      413,
      "The metric is too large: at most 8192 bytes.",
    );
    await refused(await json(request, { ...good, userId: "someone-elses-user-id" }), 400, "Unknown field: userId.");
    await refused(await json(request, good, { Origin: "https://evil.example" }), 403, "Cross-site requests are not allowed.");
    // Only POST is public: any other method is for super admins, so the guard answers first.
    await refused(await request.put("/api/agent-metrics", { data: JSON.stringify(good) }), 401, "Auth session missing!");

    const { rows } = await readRecentMetrics(request, { cookie: await superAdminCookie() });
    expect(rows.filter((row) => row.sessionId === sessionId)).toEqual([]);
  });
});

test.describe("GET /api/agent-metrics", () => {
  test("without a super admin or a good token: 401, 403 or 400, and no data", async ({ request }) => {
    await refused(await request.get("/api/agent-metrics"), 401, "Auth session missing!");
    await refused(
      await request.get("/api/agent-metrics", { headers: { Authorization: "Bearer rgp_abc_def_ghi" } }),
      400,
      "Invalid security token format",
    );
    await refused(
      await request.get("/api/agent-metrics", { headers: { Authorization: "Bearer not-a-token" } }),
      400,
      "Invalid security token format",
    );
    // Right shape, made up: the same answer as a wrong secret.
    await refused(
      await request.get("/api/agent-metrics", {
        headers: { Authorization: `Bearer rgp_forgedid0000_${"a".repeat(40)}` },
      }),
      401,
      "Invalid or expired token",
    );
    const admin = await adminCookie();
    await refused(
      await request.get("/api/agent-metrics", { headers: { Cookie: admin } }),
      403,
      "You do not have access to this page.",
    );
  });

  test("a super admin's bad dates and ranges: 400 with the reason", async ({ request }) => {
    const cookie = await superAdminCookie();
    const get = (query: string) => request.get(`/api/agent-metrics${query}`, { headers: { Cookie: cookie } });
    await refused(await get("?from=last-tuesday"), 400, "from must be an ISO 8601 date or time");
    await refused(await get("?from=2026-03-05&to=2026-03-01"), 400, "from must not be after to.");
    await refused(await get("?from=2020-01-01&to=2026-01-01"), 400, "The range can be at most 366 days");
    await refused(await get("?limit=100000"), 400, "limit must be a whole number from 1 to 1000.");
  });
});

test.describe("super-admin actions", () => {
  test("self-demotion, self-disabling, unknown ids and values, wrong roles and origins are refused and change nothing", async ({
    request,
  }) => {
    const cookie = await superAdminCookie();
    const session = await (await request.get("/api/auth/get-session", { headers: { Cookie: cookie } })).json();
    const myId = session.user.id as string;
    const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      request.post(path, { form, headers: { Cookie: cookie, ...headers }, maxRedirects: 0 });

    await refused(await post("/super-admin", { intent: "disable", userId: myId }), 403, "You cannot disable your own account.");
    await refused(
      await post("/super-admin", { intent: "change-role", userId: myId, role: "admin" }),
      403,
      "You cannot change your own role.",
    );
    await refused(
      await post("/super-admin", { intent: "end-sessions", userId: "someone-who-does-not-exist" }),
      404,
      "No such user.",
    );
    await refused(await post("/super-admin", { intent: "drop-everything", userId: myId }), 400, "Unknown action.");
    await refused(
      await post("/super-admin", { intent: "change-role", userId: myId, role: "owner" }),
      400,
      "Choose a role: admin or super admin.",
    );
    await refused(
      await post("/super-admin", { intent: "invite", email: "not-an-address", role: "admin" }),
      400,
      "Enter a valid e-mail address.",
    );
    await refused(
      await post("/super-admin", { intent: "invite", email: E2E_ADMIN.email, role: "admin" }),
      409,
      "An account with this e-mail address already exists.",
    );
    await refused(await post("/super-admin/tokens", { intent: "revoke", tokenId: "1 OR 1=1" }), 404, "No such token.");
    await refused(
      await post("/super-admin/tokens", { intent: "create", name: "x", scopes: "admin:everything", expiry: "30" }),
      400,
      "Scopes must be from: metrics:read.",
    );
    await refused(
      await post("/super-admin/tokens", { intent: "create", name: "n".repeat(500), scopes: "metrics:read", expiry: "30" }),
      400,
      "The name can be at most 80 characters.",
    );
    await refused(
      await post("/super-admin/tokens", { intent: "create", name: "Forever", scopes: "metrics:read", expiry: "3650" }),
      400,
      "Choose an expiry",
    );
    await refused(
      await request.post("/super-admin", {
        data: JSON.stringify({ intent: "disable" }),
        headers: { Cookie: cookie, "Content-Type": "application/json" },
      }),
      415,
      "Send the form as a form post.",
    );
    await refused(
      await post("/super-admin", { intent: "disable", userId: myId }, { Origin: "https://evil.example" }),
      403,
      "Cross-site requests are not allowed.",
    );

    // An admin (not a super admin) cannot use the console's actions at all.
    const admin = await adminCookie();
    const asAdmin = await request.post("/super-admin", {
      form: { intent: "change-role", userId: myId, role: "admin" },
      headers: { Cookie: admin },
    });
    expect(asAdmin.status()).toBe(403);
    expect(await asAdmin.text()).not.toMatch(stackTrace);

    // Nothing changed: still an enabled super admin, no token was made, the admin account is untouched.
    const after = await (await request.get("/api/auth/get-session", { headers: { Cookie: cookie } })).json();
    expect(after.user).toMatchObject({ id: myId, role: "super_admin", banned: false });
    const page = await (await request.get("/super-admin/tokens", { headers: { Cookie: cookie } })).text();
    expect(page).not.toContain("Forever");
    const users = await (await request.get("/super-admin", { headers: { Cookie: cookie } })).text();
    expect(users).not.toContain("not-an-address");
  });
});
