import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { ACCESS_RULES, accessRuleFor, neededFor } from "~/.server/auth/access-rules";
import { pdfToText } from "../support/pdf-text";
import { signInCookie } from "../support/staff";
import {
  CLIENT_RUNS,
  CLIENT_SITE,
  CLIENT_WALK_LEAD_ID,
  E2E_CLIENT,
  E2E_OTHER_CLIENT,
  OTHER_RUN,
  OTHER_SITE,
} from "./support/client-dashboard-fixtures";
import { nextMail } from "./support/outbox";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals } from "./support/refusals";
import { allRoutePaths } from "./support/route-paths";
import { E2E_ADMIN } from "./support/staff-accounts";
import { addSessionCookies, superAdminCookie } from "./support/superadmin";

/**
 * Client accounts and /client-dashboard (issue 25 item 6). Staff tie a site
 * to a client at /admin/clients; the client signs in, lands on its
 * dashboard, sees the site's analyses with their trend, the crawl diff and
 * the schedule, and downloads the white-labelled PDF. Then the client walks
 * every guarded route of app/routes.ts and the access table (as
 * access-control.spec.ts does for staff): 403 everywhere but its dashboard,
 * 404 for every other client's site, analysis and report; and hostile
 * requests get their 4xx and change nothing.
 */
const BRAND = "Lighthouse Growth Co";
const origin = () => new URL(test.info().project.use.baseURL!).origin;
const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

test("staff tie a site; the client lands on its dashboard, sees trends and the crawl diff, and downloads the white-label PDF", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL!;
  // A super admin sets the reports' name (the setting is theirs); the PDF below must carry it.
  const superAdmin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Cookie: await superAdminCookie() } });
  const branding = await superAdmin.post("/admin/clients", {
    headers: { Origin: origin() },
    form: { intent: "branding", agencyName: BRAND, logoMediaId: "" },
  });
  expect(branding.status()).toBe(200);
  await superAdmin.dispose();

  const staff = await browser.newContext();
  await addSessionCookies(staff, await signInCookie(baseURL, E2E_ADMIN));
  const staffPage = await staff.newPage();
  await staffPage.goto("/admin/clients");
  await expect(staffPage.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  const row = staffPage.locator(`tr[data-email="${E2E_CLIENT.email}"]`);
  await row.getByLabel(`Site address to tie to ${E2E_CLIENT.email}`).fill("www.sunrise-recovery.test");
  await row.getByRole("button", { name: `Tie the site to ${E2E_CLIENT.email}` }).click();
  // A retry finds it tied already: either way it is tied.
  await expect(staffPage.getByText(`tied to ${E2E_CLIENT.email}.`)).toBeVisible();
  await expect(row).toContainText(CLIENT_SITE.url);
  expect(await seriousViolations(staffPage)).toEqual([]);
  await staff.close();

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("E-mail address").first().fill(E2E_CLIENT.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_CLIENT.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your websites" })).toBeVisible();
  const card = page.locator(`li[data-site="${CLIENT_SITE.url}"]`);
  await expect(card).toContainText("Overall score 74");
  // Only its own site: the other client's is not listed.
  await expect(page.locator(`li[data-site="${OTHER_SITE.url}"]`)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole("link", { name: "www.sunrise-recovery.test" }).click();
  await expect(page).toHaveURL(new RegExp(`/client-dashboard/sites/${CLIENT_SITE.id}$`));
  await expect(page.getByTestId("score-chart")).toHaveAttribute("aria-label", /over 3 analyses; latest overall 74/);
  const table = page.getByTestId("score-table");
  const overall = await table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((tr) => tr.querySelectorAll("td")[0]?.textContent?.trim()));
  expect(overall).toEqual(["74", "61", "52"]);
  await expect(page.getByTestId("crawl-diff-counts")).toContainText("1 new, 1 fixed, 1 still open");
  const issues = page.getByTestId("crawl-issues");
  await expect(issues.locator('tr[data-change="fixed"]')).toContainText("broken internal link");
  await expect(issues.locator('tr[data-change="new"]')).toContainText("missing title");
  await expect(page.getByTestId("schedule")).toContainText("weekly, Monday at midnight");
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await table.getByRole("link", { name: /PDF report of Oct 15, 2026/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("website-report-www.sunrise-recovery.test-2026-10-15.pdf");
  const text = pdfToText(await readFile((await download.path())!));
  expect(text).toContain(BRAND);
  expect(text).toContain("www.sunrise-recovery.test");
  expect(text).not.toContain("Recovery Growth Partners");

  // Its own account page (password, sign out) and the header's entries: its dashboard, never the back office.
  await page.goto("/client-dashboard/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" }).first()).toHaveAttribute(
    "href",
    "/client-dashboard",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Leads" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect((await page.request.get("/client-dashboard", { maxRedirects: 0 })).status()).toBe(302);
  await context.close();
});

test.describe("a client account's walk and hostile requests", () => {
  let client: APIRequestContext;

  test.beforeAll(async () => {
    const baseURL = test.info().project.use.baseURL!;
    client = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: await signInCookie(baseURL, E2E_CLIENT) },
    });
  });
  test.afterAll(async () => {
    await client?.dispose();
  });

  test("every guarded route and API is a 403, every other client's site, analysis and report a 404", async () => {
    const paths = new Set([...allRoutePaths(), ...ACCESS_RULES.map((rule) => rule.prefix)]);
    let walked = 0;
    for (const pattern of paths) {
      const path = pattern.replace(/:[A-Za-z]+\??/g, SAMPLE_ID).replace(/\*$/, "");
      const rule = accessRuleFor(path);
      if (!rule) continue;
      for (const method of ["GET", "POST"] as const) {
        if (neededFor(rule, method) === "public") continue;
        const response = await client.fetch(path, {
          method,
          maxRedirects: 0,
          headers: method === "POST" ? { Origin: origin() } : {},
          data: method === "POST" ? {} : undefined,
        });
        const label = `${method} ${path}`;
        walked += 1;
        if (neededFor(rule, method) === "client") {
          // Its own area: its pages answer, a sample id (no site of its own) is a 404; an empty JSON post finds no
          // action (405) or is refused as no form (415).
          const own = path === "/client-dashboard" || path === "/client-dashboard/account";
          const expected = method === "POST" ? [404, 405, 415] : own ? [200] : [404];
          expect(expected, label).toContain(response.status());
        } else {
          expect(response.status(), label).toBe(403);
        }
      }
    }
    expect(walked).toBeGreaterThan(40);

    // Every other client's site, analysis and report; every lead.
    for (const path of [
      `/client-dashboard/sites/${OTHER_SITE.id}`,
      `/client-dashboard/reports/${OTHER_RUN.id}/report.pdf`,
      `/client-dashboard/reports/${CLIENT_RUNS[0].crawlId}/report.pdf`,
      `/client-dashboard/sites/${CLIENT_RUNS[0].id}`,
      // better-auth's admin endpoints: not served over HTTP at all.
      "/api/auth/admin/list-users",
    ]) {
      expect((await client.get(path)).status(), path).toBe(404);
    }
    for (const path of [
      `/admin/leads/${CLIENT_WALK_LEAD_ID}`,
      "/admin/leads.csv",
      "/admin",
      "/dashboard",
      "/chat",
      "/lead-analyzer",
    ]) {
      expect((await client.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    }
  });

  test("hostile requests with a client's session get their 4xx and change nothing", async () => {
    const baseURL = test.info().project.use.baseURL!;
    const other = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: await signInCookie(baseURL, E2E_OTHER_CLIENT) },
    });
    const admin = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: await signInCookie(baseURL, E2E_ADMIN) },
    });
    const json = { Origin: origin(), "Content-Type": "application/json" };
    const since = Date.now();
    await expectRefusals([
      {
        name: "a client reading another client's report",
        send: () => other.get(`/client-dashboard/reports/${CLIENT_RUNS[2].id}/report.pdf`),
        status: 404,
        message: "There is nothing at this address.",
      },
      {
        name: "a client asking for another client's site",
        send: () => client.get(`/client-dashboard/sites/${OTHER_SITE.id}`),
        status: 404,
        message: "Error 404",
      },
      {
        name: "a client opening a lead",
        send: () => client.get(`/admin/leads/${CLIENT_WALK_LEAD_ID}`, { maxRedirects: 0 }),
        status: 403,
        message: "Access denied",
      },
      {
        name: "a back-office API with a client's session",
        send: () => client.get("/api/admin/media"),
        status: 403,
        message: "You do not have access to this page.",
      },
      {
        name: "a forged role change through better-auth's admin endpoint",
        send: () => client.post("/api/auth/admin/set-role", { headers: json, data: { userId: "self", role: "super_admin" } }),
        status: 404,
        message: "There is nothing at this address.",
      },
      {
        name: "better-auth's user list and impersonation",
        send: () => client.post("/api/auth/admin/impersonate-user", { headers: json, data: { userId: "x" } }),
        status: 404,
        message: "There is nothing at this address.",
      },
      {
        name: "a forged role change through the super-admin console",
        send: () =>
          client.post("/super-admin", {
            headers: { Origin: origin() },
            form: { intent: "change-role", userId: "x", role: "admin" },
          }),
        status: 403,
        message: "Access denied",
      },
      {
        name: "a foreign Origin on the client's dashboard",
        send: () => client.post("/client-dashboard", { headers: { Origin: "https://evil.example" }, form: { a: "b" } }),
        status: 403,
        message: "Cross-site requests are not allowed.",
      },
      {
        name: "staff tying a site to an account that is not a client",
        send: () =>
          admin.post("/admin/clients", {
            headers: { Origin: origin() },
            form: { intent: "tie", userId: "x", website: "javascript:alert(1)" },
          }),
        status: 404,
        message: "No client account with this id.",
      },
      {
        name: "staff untying a malformed site id",
        send: () =>
          admin.post("/admin/clients", {
            headers: { Origin: origin() },
            form: { intent: "untie", userId: "x", ingestionId: "1 or 1=1" },
          }),
        status: 400,
        message: "Choose a site.",
      },
    ]);

    // A client invitation, accepted twice: one account, then 410.
    const email = `client-invited-${Date.now()}@e2e.example`;
    const invited = await admin.post("/admin/clients", {
      headers: { Origin: origin() },
      form: { intent: "invite", email, name: "Ivy Client", websites: CLIENT_SITE.url },
    });
    expect(invited.status()).toBe(200);
    const mail = await nextMail(email, since);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
    const password = "Quiet-meadow 5 under starlight";
    const anonymous = await playwrightRequest.newContext({ baseURL });
    const accept = () =>
      anonymous.post(`/auth/invitation?token=${token}`, {
        headers: { Origin: origin() },
        form: { token, name: "Ivy Client", password, confirm: password },
        maxRedirects: 0,
      });
    const first = await accept();
    expect(first.status()).toBe(302);
    expect(first.headers().location).toBe("/client-dashboard");
    const second = await accept();
    expect(second.status()).toBe(410);
    expect(await second.text()).toContain("This invitation has already been used.");
    // The new account is a client with the invited site, and nothing more.
    const invitedClient = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: await signInCookie(baseURL, { email, password }) },
    });
    expect((await invitedClient.get(`/client-dashboard/sites/${CLIENT_SITE.id}`)).status()).toBe(200);
    expect((await invitedClient.get("/admin", { maxRedirects: 0 })).status()).toBe(403);

    // Nothing changed for the clients refused above.
    expect((await client.get("/client-dashboard")).status()).toBe(200);
    expect((await client.get("/super-admin", { maxRedirects: 0 })).status()).toBe(403);
    expect((await other.get(`/client-dashboard/sites/${OTHER_SITE.id}`)).status()).toBe(200);
    await Promise.all([other.dispose(), admin.dispose(), anonymous.dispose(), invitedClient.dispose()]);
  });
});
