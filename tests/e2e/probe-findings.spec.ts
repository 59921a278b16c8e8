import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { errorLinesFor } from "./support/log-lines";
import { E2E_PORT } from "./support/port";
import { rawRequest } from "./support/raw-http";
import { E2E_ADMIN } from "./support/staff-accounts";
import { adminCookie } from "./support/superadmin";

/**
 * What an outside probe of a fresh clone found (issue 20 C2, C3, C14), as the
 * probe sent it, over HTTP to the real server: each a clear 4xx, nothing
 * changed, no stack, and no error line in the server's log.
 */
const stack = /\n\s+at [\w.<]+ \(|node_modules|\.ts:\d+/;

const requestId = () => `probe-${randomUUID()}`;

test("malformed percent-encoding in a tool's address is a 400, not a 500 (C14)", async () => {
  const ids: string[] = [];
  for (const address of ["/client-ingestion/%ff", "/website-crawler/%ff", "/services/%e0%a4%a"]) {
    const id = requestId();
    ids.push(id);
    const response = await rawRequest(E2E_PORT, "GET", address, { "X-Request-Id": id });
    expect(response.status, address).toBe(400);
    expect(response.body).not.toMatch(stack);
  }
  expect(errorLinesFor(ids)).toEqual([]);
});

test("a NUL in any page's query is refused with a message, and no SQL reaches the log (C14, issue 35 B1)", async () => {
  const cookie = await adminCookie();
  const ids: string[] = [];
  for (const path of [
    "/admin?q=%00",
    "/admin/pages?q=%00",
    "/content-research?q=a%00b",
    "/location-manager?q=%00",
    "/sitemap-optimization?q=%00",
    "/admin/media?q=%00",
    "/admin/redirects?q=%00",
    "/admin.data?q=%00",
    "/api/crawls?status=%1b",
  ]) {
    const id = requestId();
    ids.push(id);
    const response = await rawRequest(E2E_PORT, "GET", path, { Cookie: cookie, "X-Request-Id": id });
    expect(response.status, path).toBe(400);
    expect(response.body, path).toContain("control character (such as %00)");
  }
  // Dates far outside our years are a 400 naming the years taken, not the database's 500 (issue 35 B5).
  for (const path of ["/admin?from=0001-01-01&to=9999-12-31", "/admin/leads.csv?from=0001-01-01&to=9999-12-31"]) {
    const id = requestId();
    ids.push(id);
    const response = await rawRequest(E2E_PORT, "GET", path, { Cookie: cookie, "X-Request-Id": id });
    expect(response.status, path).toBe(400);
    expect(response.body, path).toContain("2000-01-01 to 2100-12-31");
  }
  // A tab, a line feed and a carriage return are text a search may hold.
  expect((await rawRequest(E2E_PORT, "GET", "/admin?q=a%09b", { Cookie: cookie })).status).toBe(200);
  expect(errorLinesFor(ids)).toEqual([]);
});

test("a form post that is not a form is a 415, and one over the cap a 413, before it is read (C3, C14)", async () => {
  const cookie = await adminCookie();
  // rawRequest connects to 127.0.0.1, so that is the page's own origin.
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  const ids: string[] = [];
  for (const [address, headers] of [
    ["/auth", {}],
    ["/auth/forgot-password", {}],
    ["/auth/two-factor", {}],
    ["/admin/account", { Cookie: cookie }],
  ] as const) {
    const id = requestId();
    ids.push(id);
    const response = await rawRequest(
      E2E_PORT,
      "POST",
      address,
      { "Content-Type": "text/plain", Origin: origin, "Sec-Fetch-Site": "same-origin", "X-Request-Id": id, ...headers },
      "intent=password",
    );
    expect(response.status, address).toBe(415);
    expect(response.body).not.toMatch(stack);
  }
  // A 100 MB body announced: refused by its length, the connection closed, nothing buffered.
  const id = requestId();
  ids.push(id);
  const big = await rawRequest(
    E2E_PORT,
    "POST",
    "/auth",
    {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(100 * 1024 * 1024),
      Origin: origin,
      "X-Request-Id": id,
    },
    undefined,
    10_000,
  ).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }));
  expect(big.status).toBe(413);
  expect(errorLinesFor(ids)).toEqual([]);
});

test("after signing in, a redirectTo that collapses into another host goes to /admin (C2)", async ({ request }) => {
  const origin = `http://localhost:${E2E_PORT}`;
  await expect(async () => {
    const response = await request.post("/auth", {
      form: { intent: "password", email: E2E_ADMIN.email, password: E2E_ADMIN.password, redirectTo: "/.//evil.example/phish" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(response.status());
    expect(response.headers().location).toBe("/admin");
  }).toPass({ intervals: [1_000, 2_000, 3_000], timeout: 20_000 });

  const cookie = await adminCookie();
  for (const target of ["/.//evil.example/phish", "/..//evil.example/phish", "/%2e//evil.example/phish"]) {
    const page = await request.get(`/auth?redirectTo=${encodeURIComponent(target)}`, {
      headers: { Cookie: cookie },
      maxRedirects: 0,
    });
    expect(await page.text()).not.toContain("//evil.example");
  }
});
