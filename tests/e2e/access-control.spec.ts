import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { ACCESS_RULES, accessRuleFor, neededFor } from "~/.server/auth/access-rules";
import { signInCookie } from "../support/staff";
import { allRoutePaths } from "./support/route-paths";
import { E2E_ADMIN } from "./support/staff-accounts";
import { superAdminCookie } from "./support/superadmin";

/**
 * Walks the access table and every route of app/routes.ts it covers, as an
 * anonymous visitor, an admin and a super admin (issue 11): anonymous pages
 * redirect to /auth?redirectTo=..., APIs answer 401; an admin gets 403 on
 * super-admin pages and APIs; a super admin gets through. Prefixes of tools
 * not built yet answer 404 after the guard. A back-office route added without
 * an entry fails app/.server/auth/access-rules.test.ts.
 */
const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

interface Target {
  path: string;
  method: "GET" | "POST";
  /** `client`: /client-dashboard, for client accounts only (staff get 403; tests/e2e/client-dashboard.spec.ts walks as a client). */
  need: "admin" | "super_admin" | "client";
  kind: "page" | "api";
  /** A route exists for it in app/routes.ts (else: a tool not built yet, 404 after the guard). */
  built: boolean;
  /** It names a record (a sample id that does not exist may answer 404). */
  hasParams: boolean;
}

const builtPaths = new Set(allRoutePaths());
const targets: Target[] = [];
for (const path of new Set([...builtPaths, ...ACCESS_RULES.map((rule) => rule.prefix)])) {
  const concrete = path.replace(/:[A-Za-z]+\??/g, SAMPLE_ID).replace(/\*$/, "");
  const rule = accessRuleFor(concrete);
  if (!rule) continue;
  for (const method of ["GET", "POST"] as const) {
    const need = neededFor(rule, method);
    if (need === "public") continue;
    // POST is walked for APIs, and for pages whose actions need more than their view (issue 35 A6: the role must
    // be checked before the action runs, for the form post and React Router's data request alike); other
    // back-office pages' actions are covered by their own specs.
    const built = builtPaths.has(path);
    if (method === "POST" && rule.kind === "page") {
      if (need === neededFor(rule, "GET")) continue;
      for (const address of [concrete, `${concrete}.data`]) {
        targets.push({ path: address, method, need, kind: rule.kind, built, hasParams: path !== concrete });
      }
      continue;
    }
    targets.push({ path: concrete, method, need, kind: rule.kind, built, hasParams: path !== concrete });
  }
}

async function call(context: APIRequestContext, target: Target) {
  return context.fetch(target.path, {
    method: target.method,
    maxRedirects: 0,
    headers: target.method === "POST" ? { Origin: new URL(test.info().project.use.baseURL!).origin } : {},
    data: target.method === "POST" ? {} : undefined,
  });
}

test.describe("the guard, route by route", () => {
  let anonymous: APIRequestContext;
  let admin: APIRequestContext;
  let superAdmin: APIRequestContext;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL!;
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

  test("the walk covers the back-office, the super-admin console, the tools and the APIs", () => {
    const paths = targets.map((target) => target.path);
    for (const expected of ["/admin", "/super-admin", "/dashboard", "/keyword-research", "/api/agent-metrics"]) {
      expect(paths).toContain(expected);
    }
  });

  test("anonymous: pages redirect to /auth with a same-site redirectTo, APIs answer 401", async () => {
    for (const target of targets) {
      const response = await call(anonymous, target);
      const label = `${target.method} ${target.path}`;
      // A script's post to a page is a 401, React Router's data request a redirect it follows (the test below).
      if (target.kind === "page" && target.method === "POST") {
        expect(response.status(), label).toBe(target.path.endsWith(".data") ? 204 : 401);
      } else if (target.kind === "page") {
        expect(response.status(), label).toBe(302);
        expect(response.headers().location, label).toBe(`/auth?redirectTo=${encodeURIComponent(target.path)}`);
      } else {
        expect(response.status(), label).toBe(401);
        expect(await response.json(), label).toEqual({ error: { code: "UNAUTHORIZED", message: "Auth session missing!" } });
      }
    }
  });

  test("anonymous posts to pages: 401 from a script; a browser's form post and React Router's data request go to sign-in", async () => {
    const origin = { Origin: new URL(test.info().project.use.baseURL ?? "").origin };
    for (const target of targets.filter((each) => each.kind === "page" && each.method === "GET")) {
      const script = await anonymous.post(target.path, { headers: origin, form: { intent: "anything" }, maxRedirects: 0 });
      expect(script.status(), target.path).toBe(401);
      expect(await script.json(), target.path).toEqual({ error: { code: "UNAUTHORIZED", message: "Auth session missing!" } });
    }
    const form = await anonymous.post("/admin/pages", {
      headers: { ...origin, Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate" },
      form: { intent: "create" },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(302);
    expect(form.headers().location).toBe(`/auth?redirectTo=${encodeURIComponent("/admin/pages")}`);
    const fetcher = await anonymous.post("/admin/pages.data", { headers: origin, form: { intent: "create" }, maxRedirects: 0 });
    expect(fetcher.status()).toBe(204);
    expect(fetcher.headers()["x-remix-redirect"]).toBe(`/auth?redirectTo=${encodeURIComponent("/admin/pages")}`);
  });

  test("an admin: 403 on super-admin pages and APIs, through elsewhere", async () => {
    for (const target of targets) {
      const response = await call(admin, target);
      const label = `${target.method} ${target.path}`;
      if (target.need === "super_admin" || target.need === "client") {
        expect(response.status(), label).toBe(403);
        // A script's post (this one) and React Router's data request get the envelope; a page view gets the 403 page.
        if (target.kind === "api" || target.method === "POST") expect((await response.json()).error.message, label).toBeTruthy();
        else expect(await response.text(), label).toContain("Access denied");
      } else {
        expect(response.status(), label).toBe(expectedThrough(target));
      }
    }
  });

  test("an admin's form post to a super-admin action gets the 403 page from the guard, before any action", async () => {
    const response = await admin.post("/lead-analyzer/scoring", {
      maxRedirects: 0,
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin, Accept: "text/html" },
      form: { intent: "save" },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Access denied");
  });

  test("a super admin (two-factor on): through everywhere but the client dashboard", async () => {
    for (const target of targets) {
      const response = await call(superAdmin, target);
      const label = `${target.method} ${target.path}`;
      // A page's action answers an empty post in its own way (a 400, or the page with its message); what matters
      // here is that the guard let it through, and that it did not fail.
      if (target.kind === "page" && target.method === "POST") {
        expect(response.status(), label).not.toBe(403);
        expect(response.status(), label).toBeLessThan(500);
        continue;
      }
      expect(response.status(), label).toBe(target.need === "client" ? 403 : expectedThrough(target));
    }
  });
});

/** APIs that take only a multipart upload: an empty JSON post is the wrong media type for them. */
const UPLOAD_APIS = new Set(["/api/admin/media"]);

/** Routes that answer only POST (the studio's previews, drafting): another method is a 405 before the id is read. */
const POST_ONLY_APIS = [
  /^\/api\/admin\/pages\/[^/]+\/preview$/,
  /^\/api\/admin\/content\/[^/]+\/preview$/,
  // Drafting from a brief (issue 24 item 3): a form's action only.
  /^\/content-research\/draft$/,
  // The inbox's bulk actions (issue 25 item 7): a form's action only.
  /^\/admin\/bulk-leads$/,
];
/** APIs that only read (an article's quality gates): a POST is a 405 before the id is read. */
const GET_ONLY_APIS = [/^\/api\/admin\/content\/[^/]+\/gates$/, /^\/api\/admin\/inbox\/events$/];

/** Downloads that name what they export in the query (keyword research): without it, a 400 that says what is missing. */
const QUERY_REQUIRED = new Set(["/keyword-research/export.csv", "/api/admin/inbox/events"]);

/**
 * Through the guard: 200, or 404 for a tool not built yet or a sample record id, 400 for an empty API
 * post (415 for an upload API, which reads only multipart bodies) or a download without its query.
 */
function expectedThrough(target: Target) {
  if (target.method === "GET" && POST_ONLY_APIS.some((pattern) => pattern.test(target.path))) return 405;
  if (target.method === "POST" && GET_ONLY_APIS.some((pattern) => pattern.test(target.path))) return 405;
  if (target.method === "GET" && QUERY_REQUIRED.has(target.path)) return 400;
  if (!target.built || target.hasParams) return 404;
  if (target.method === "POST") return UPLOAD_APIS.has(target.path) ? 415 : 400;
  return 200;
}
