import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { adminApi, adminPage, leadIdByEmail, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";

/**
 * The lead analyzer (issue 25 items 2-4) on the shared e2e server: a visitor
 * comes from a campaign whose name is a spreadsheet formula, sends a lead,
 * and the analyzer credits the campaign, shows the journey, exports it
 * neutralised, and refuses hostile queries. The server is shared, so the
 * test finds its own rows by a unique campaign and e-mail, never by totals.
 */
test.describe.configure({ mode: "default" });

const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const id = unique();
// Not "analyzer": isbot reads a user agent with that word as a bot, and analytics would drop the visit.
const UA = `${CHROME_UA} e2e/la-${id}`;
// Lower case: the analyzer groups campaigns without regard to case, as it does sources and media.
const CAMPAIGN = `=hyperlink("x") ${id}`;
const SOURCE = `e2e${id}`;
const EMAIL = `analyzer.${id}@clinic.example`;
let admin: APIRequestContext;
let leadId: string;

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL ?? "";
  const origin = new URL(base).origin;
  admin = await adminApi(base);
  const visitor = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { "User-Agent": UA, Origin: origin } });
  // Two page views of one visit from the campaign, then the lead from the same visitor (same address and browser).
  const events = await visitor.post("/api/events", {
    headers: { "Content-Type": "text/plain" },
    data: JSON.stringify({
      events: [
        { name: "pageview", path: "/services", utm: { source: SOURCE, medium: "cpc", campaign: CAMPAIGN } },
        { name: "pageview", path: "/contact", utm: { source: SOURCE, medium: "cpc", campaign: CAMPAIGN } },
      ],
    }),
  });
  expect(events.status()).toBe(204);
  const lead = await visitor.post("/api/leads", {
    data: { name: `Analyzer ${id}`, email: EMAIL, message: "Please call us about our outpatient program.", privacyPolicy: true },
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  await visitor.dispose();
  leadId = await leadIdByEmail(admin, EMAIL);
});
test.afterAll(async () => {
  await admin?.dispose();
});

test("renders attribution, funnel and speed tables with the EKRA note; credits the lead's campaign; axe finds nothing serious", async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/lead-analyzer?dimension=campaign");
  await expect(page.getByRole("heading", { level: 1, name: "Lead analyzer" })).toBeVisible();
  await expect(page.getByTestId("ekra-note")).toContainText("EKRA");
  for (const table of ["table-attribution", "table-funnel-totals", "table-speed-byHour"])
    await expect(page.getByTestId(table)).toBeVisible();
  const row = page.getByTestId("table-attribution").getByRole("row").filter({ hasText: CAMPAIGN });
  // One lead, one visit: 1 credit under every model.
  await expect(row.getByRole("cell")).toHaveText([CAMPAIGN, "1", "1", "1", "1", "1", "1"]);
  await expect(page.getByRole("link", { name: "Lead analyzer" })).toHaveAttribute("aria-current", "page");
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/lead-analyzer?funnelBy=channel");
  await expect(
    page
      .getByTestId("table-funnel")
      .getByRole("row")
      .filter({ hasText: `${SOURCE} / cpc` }),
  ).toBeVisible();
  await page.context().close();
});

test("shows the lead's journey: its visit, pages and channel", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  // From the lead page, as staff reach it.
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole("link", { name: "Visits and pages before this lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Journey of Analyzer ${id}` })).toBeVisible();
  const rows = page.getByTestId("table-journey").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("/services (landing page)");
  await expect(rows.nth(1)).toContainText(`${SOURCE} / cpc`);
  await expect(rows.nth(2)).toContainText("/contact");
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("a backwards range shows its error on the page with a 400", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  const response = await page.goto("/lead-analyzer?from=2026-03-10&to=2026-03-01");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("The start date (2026-03-10) is after the end date (2026-03-01).");
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("the CSV export neutralises a campaign named as a formula", async () => {
  const response = await admin.get("/lead-analyzer/export.csv?report=attribution&dimension=campaign");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const body = await response.text();
  expect(body).toContain(`"'=hyperlink(""x"") ${id}"`);
  expect(body).not.toContain(`"=hyperlink`);
  expect(body).not.toMatch(/admission|patient/i);
});

test("hostile requests get a clear 4xx", async ({ baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const cases: HostileCase[] = [
    {
      name: "a backwards range",
      send: () => admin.get("/lead-analyzer?from=2026-03-10&to=2026-03-01"),
      status: 400,
      message: "is after the end date",
    },
    {
      name: "a range of ten years",
      send: () => admin.get("/lead-analyzer/export.csv?from=2016-01-01&to=2025-12-31"),
      status: 400,
      message: "A range can be at most 366 days",
    },
    {
      name: "a malformed date",
      send: () => admin.get("/lead-analyzer?from=2026-13-45"),
      status: 400,
      message: "Not a real date",
    },
    {
      name: "a date that is not a date",
      send: () => admin.get("/lead-analyzer/export.csv?to=yesterday'--"),
      status: 400,
      message: "Use a date such as 2026-01-31",
    },
    {
      name: "an unknown model",
      send: () => admin.get("/lead-analyzer/export.csv?model=lastClick"),
      status: 400,
      message: "Unknown model",
    },
    {
      name: "an unknown dimension",
      send: () => admin.get("/lead-analyzer?dimension=patients"),
      status: 400,
      message: "Unknown dimension",
    },
    {
      name: "an unknown report",
      send: () => admin.get("/lead-analyzer/export.csv?report=admissions"),
      status: 400,
      message: "Unknown report",
    },
    {
      name: "an unknown parameter",
      send: () => admin.get("/lead-analyzer?perPatient=1"),
      status: 400,
      message: "Unknown parameter",
    },
    {
      name: "a repeated parameter",
      send: () => admin.get("/lead-analyzer/export.csv?from=2026-01-01&from=2026-02-01"),
      status: 400,
      message: "given more than once",
    },
    {
      name: "a lead id that is not an id",
      send: () => admin.get("/lead-analyzer/journeys/1%20or%201=1"),
      status: 404,
      message: "does not exist",
    },
    {
      name: "a lead that does not exist",
      send: () => admin.get("/lead-analyzer/journeys/7f1c9d8e-0000-4000-8000-000000000000"),
      status: 404,
      message: "does not exist",
    },
    {
      name: "no session (not staff): a script's post to the export",
      send: () => anonymous.post("/lead-analyzer/export.csv", { headers: { Origin: new URL(baseURL ?? "").origin } }),
      status: 401,
      message: "Auth session missing",
    },
  ];
  await expectRefusals(cases);
  // No session (not staff): a page or download redirects to sign-in and shows nothing of the reports.
  for (const path of ["/lead-analyzer/export.csv", `/lead-analyzer/journeys/${leadId}`, "/lead-analyzer"]) {
    const response = await anonymous.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  }
  // Refusals change nothing: the lead's journey is as it was, and no export was audited for them (only reads happened).
  const journey = await admin.get(`/lead-analyzer/journeys/${leadId}`);
  expect(journey.status()).toBe(200);
  await anonymous.dispose();
});
