import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { sendApiLead, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals } from "./support/refusals";
import { E2E_DASHBOARD_ADMIN } from "./support/staff-accounts";
import { addSessionCookies, adminCookie, signInPatiently, superAdminCookie } from "./support/superadmin";

/**
 * The staff dashboard (issue 25 item 5): every figure renders and opens the
 * list behind it, whose count equals the figure. The e2e server is shared
 * with every other spec, so the spec plants its own leads and reads each
 * figure and its list one right after the other (the links carry the
 * figure's instants, so later rows do not change the list); the dashboard's
 * own account keeps "since your last visit" ours alone.
 */
test.describe.configure({ mode: "serial" });

let cookie: Promise<string> | undefined;
const dashboardCookie = () => {
  cookie ??= signInPatiently(E2E_DASHBOARD_ADMIN);
  return cookie;
};

async function dashboardPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await addSessionCookies(context, await dashboardCookie());
  return context.newPage();
}

async function figureOf(page: Page, key: string): Promise<{ count: number | null; href: string }> {
  const card = page.locator(`[data-figure="${key}"]`);
  const text = (await card.getByTestId(`figure-${key}`).textContent())?.trim() ?? "";
  const href = (await card.getByRole("link").getAttribute("href")) ?? "";
  return { count: /^\d+$/.test(text) ? Number(text) : null, href };
}

/** The count a list shows: its caption's "N in all", the bookings day's "(N)", or 0 for its empty state. */
const EMPTY_LISTS = [
  "No leads match these filters.",
  "No analysis left an e-mail in this period.",
  "Nothing is scheduled to go out on this day.",
  "No background job failed in the last 7 days.",
];
async function listCount(page: Page): Promise<number> {
  const text = (await page.locator("main").first().textContent()) ?? "";
  const match = /Confirmed sessions on \d{4}-\d{2}-\d{2} \((\d+)\)/.exec(text) ?? /: (\d+) in all/.exec(text);
  if (match) return Number(match[1]);
  if (EMPTY_LISTS.some((empty) => text.includes(empty))) return 0;
  throw new Error(`no count on ${page.url()}`);
}

test("the dashboard counts new leads since my last visit, and each figure opens a list of that count; axe is clean", async ({
  browser,
  request,
  baseURL,
}) => {
  // Ten pages and four axe scans on a machine the whole suite shares.
  test.setTimeout(120_000);
  const page = await dashboardPage(browser);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back-office" }).getByRole("link").first()).toHaveText("Dashboard");
  expect(await seriousViolations(page)).toEqual([]);

  // Two leads of ours after this visit: the next visit counts at least them, and its list holds them.
  const tag = unique();
  await sendApiLead(request, baseURL ?? "", `Dash One ${tag}`, `dash1-${tag}@e2e.example`);
  await sendApiLead(request, baseURL ?? "", `Dash Two ${tag}`, `dash2-${tag}@e2e.example`);
  // A reload this soon is the same visit (loads less than 30 minutes apart): it still counts from where it started.
  await page.goto("/dashboard");
  const fresh = await figureOf(page, "newLeads");
  expect(fresh.count).toBeGreaterThanOrEqual(2);

  const keys = ["newLeads", "waitingLeads", "bookingsToday", "analyzerEmails", "scheduledToday", "failedJobs", "failedEmails"];
  const figures = new Map<string, { count: number | null; href: string }>();
  for (const key of keys) figures.set(key, await figureOf(page, key));
  expect(figures.get("newLeads")).toEqual(fresh);
  // /chat builds this filter (issue 25 item 8); the figure links to exactly it.
  expect((await figureOf(page, "chatHandoffs")).href).toBe("/chat?filter=waiting");

  for (const key of keys) {
    const { count, href } = figures.get(key) ?? { count: null, href: "" };
    await page.goto(href);
    if (key === "newLeads") {
      await expect(page.getByRole("link", { name: `Dash One ${tag}` })).toBeVisible();
      await expect(page.getByRole("link", { name: `Dash Two ${tag}` })).toBeVisible();
      await expect(page.getByTestId("dashboard-filter-note")).toContainText("received since");
    }
    if (count === null) {
      // The job store is not readable: the list says so too.
      await expect(page.getByText("failed jobs are not measured")).toBeVisible();
      continue;
    }
    expect(await listCount(page), `${key}: ${href}`).toBe(count);
    // The inbox and bookings have their own axe checks; the dashboard's own lists are checked here.
    if (href.startsWith("/dashboard/")) expect(await seriousViolations(page), href).toEqual([]);
  }

  // This week's and last week's leads open the inbox for those days, with those counts.
  await page.goto("/dashboard");
  for (const which of ["this", "last"] as const) {
    const link = page.getByTestId(`week-leads-${which}`);
    const count = Number(((await link.textContent()) ?? "").replace(/\D.*$/, ""));
    const href = (await link.getAttribute("href")) ?? "";
    const list = await dashboardPage(browser);
    await list.goto(href);
    // Leads arrive all the time from other specs: only days before today are settled.
    if (which === "last") expect(await listCount(list)).toBe(count);
    else expect(await listCount(list)).toBeGreaterThanOrEqual(count);
    await list.context().close();
  }
  await page.context().close();
});

test("the dashboard works without JavaScript", async ({ browser }) => {
  const page = await dashboardPage(browser, { javaScriptEnabled: false });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
  const { href } = await figureOf(page, "waitingLeads");
  await page.locator('[data-figure="waitingLeads"]').getByRole("link").click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByRole("heading", { name: "Leads inbox" })).toBeVisible();
  await page.context().close();
});

test.describe("hostile requests to the dashboard and its setting", () => {
  let anonymous: APIRequestContext;
  let admin: APIRequestContext;
  let superAdmin: APIRequestContext;
  test.beforeAll(async ({ baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    anonymous = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
    admin = await playwrightRequest.newContext({
      baseURL,
      maxRedirects: 0,
      extraHTTPHeaders: { Cookie: await adminCookie(), Origin: origin },
    });
    superAdmin = await playwrightRequest.newContext({
      baseURL,
      maxRedirects: 0,
      extraHTTPHeaders: { Cookie: await superAdminCookie(), Origin: origin },
    });
  });
  test.afterAll(async () => {
    await Promise.all([anonymous?.dispose(), admin?.dispose(), superAdmin?.dispose()]);
  });

  test("non-staff, bad parameters, foreign origins and out-of-bounds targets get a clear 4xx and change nothing", async () => {
    // Anonymous: the page sends to sign-in, its lists too; a script's post is 401.
    for (const path of ["/dashboard", "/dashboard/analyses", "/dashboard/failed-jobs"]) {
      const response = await anonymous.get(path);
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toContain("/auth?redirectTo=");
    }
    const setTarget = (client: APIRequestContext, value: string, headers?: Record<string, string>) =>
      client.post("/super-admin/settings", { form: { key: "dashboard.lead_response_target_minutes", value }, headers });
    const bound = "Enter a whole number from 1 to 10080.";
    await expectRefusals([
      { name: "anonymous post", send: () => anonymous.post("/dashboard", { form: { x: "1" } }), status: 401, message: "" },
      {
        name: "since not a time",
        send: () => admin.get("/dashboard/analyses?since=yesterday&before=2026-01-01T00:00:00Z"),
        status: 400,
        message: "since must be a date and time",
      },
      {
        name: "range backwards",
        send: () => admin.get("/dashboard/analyses?since=2026-02-01T00:00:00Z&before=2026-01-01T00:00:00Z"),
        status: 400,
        message: "since must be on or before before.",
      },
      {
        name: "ten-year range",
        send: () => admin.get("/dashboard/analyses?since=2016-01-01T00:00:00Z&before=2026-01-01T00:00:00Z"),
        status: 400,
        message: "Choose a range of at most 366 days.",
      },
      {
        name: "no such day",
        send: () => admin.get("/dashboard/scheduled?day=2026-02-30"),
        status: 400,
        message: "That day does not exist.",
      },
      {
        name: "bookings day",
        send: () => admin.get("/admin/bookings?day=tomorrow"),
        status: 400,
        message: "Choose a day like 2026-03-31.",
      },
      {
        name: "failed jobs of 1990",
        send: () => admin.get("/dashboard/failed-jobs?since=1990-01-01T00:00:00Z"),
        status: 400,
        message: "since must be in the last 366 days.",
      },
      { name: "unknown list", send: () => admin.get("/dashboard/everything"), status: 404, message: "" },
      {
        name: "inbox since",
        send: () => admin.get("/admin?since=%3Cscript%3E"),
        status: 400,
        message: "since must be a date and time",
      },
      { name: "inbox e-mail filter", send: () => admin.get("/admin?email=sent"), status: 400, message: "Unknown e-mail filter." },
      { name: "admin sets the target", send: () => setTarget(admin, "30"), status: 403, message: "" },
      {
        name: "foreign origin",
        send: () => setTarget(superAdmin, "30", { Origin: "https://evil.example" }),
        status: 403,
        message: "Cross-site requests are not allowed.",
      },
      { name: "target 0", send: () => setTarget(superAdmin, "0"), status: 400, message: bound },
      { name: "target negative", send: () => setTarget(superAdmin, "-15"), status: 400, message: bound },
      { name: "target 100000", send: () => setTarget(superAdmin, "100000"), status: 400, message: bound },
      { name: "target text", send: () => setTarget(superAdmin, "an hour"), status: 400, message: bound },
    ]);
    // Nothing changed: the target is still the default.
    const page = await superAdmin.get("/dashboard");
    expect(await page.text()).toContain("Response target: 60 minutes");
  });
});
