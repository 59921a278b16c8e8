import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { adminApi, adminPage } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";

/**
 * /sitemap-optimization (issue 23 item 4) on the e2e server, whose PUBLIC_URL
 * is the address it answers on: hostile posts get a 4xx with a clear message
 * and change nothing; an admin starts an audit of our own site, follows its
 * progress, reads its findings by type and the trend; the page is axe clean;
 * the weekly audit switches off and on.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });

let admin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL ?? "");
});
test.afterAll(async () => {
  await admin?.dispose();
});

const PAGE = "/sitemap-optimization";
const form = (fields: Record<string, string>) => ({ form: fields });

/** What a hostile post could change: the audits listed and the weekly switch. */
async function state() {
  const html = await (await admin.get(PAGE)).text();
  const audits = new Set([...html.matchAll(/data-audit-id="(\d+)"/g)].map((match) => match[1]));
  const weekly = /<option value="(on|off)" selected/.exec(html)?.[1] ?? null;
  return { audits: [...audits].sort(), weekly };
}

const hostile: HostileCase[] = [
  {
    name: "an audit of another host",
    send: () => admin.post(PAGE, form({ intent: "start", url: "https://example.com/" })),
    status: 400,
    message: "This tool audits our own site only",
  },
  {
    name: "an audit of a private address",
    send: () => admin.post(PAGE, form({ intent: "start", url: "http://169.254.169.254/latest/meta-data/" })),
    status: 400,
    message: "This tool audits our own site only",
  },
  {
    name: "an audit of another port of our host",
    send: () => admin.post(PAGE, form({ intent: "start", url: "http://localhost:1/" })),
    status: 400,
    message: "This tool audits our own site only",
  },
  {
    name: "an unknown intent",
    send: () => admin.post(PAGE, form({ intent: "drop-table" })),
    status: 400,
    message: "Unknown action.",
  },
  {
    name: "a finding id that is not a number",
    send: () => admin.post(PAGE, form({ intent: "exclude", findingId: "abc", url: "http://localhost/" })),
    status: 400,
    message: "That finding does not exist.",
  },
  {
    name: "a negative finding id",
    send: () => admin.post(PAGE, form({ intent: "exclude", findingId: "-4", url: "http://localhost/" })),
    status: 400,
    message: "That finding does not exist.",
  },
  {
    name: "a finding id past the column's range",
    send: () => admin.post(PAGE, form({ intent: "exclude", findingId: "99999999999999", url: "http://localhost/" })),
    status: 400,
    message: "That finding does not exist.",
  },
  {
    name: "a finding that does not exist",
    send: () => admin.post(PAGE, form({ intent: "exclude", findingId: "2147483000", url: "http://localhost/" })),
    status: 404,
    message: "That finding does not exist.",
  },
  {
    name: "an exclusion without a page",
    send: () => admin.post(PAGE, form({ intent: "exclude", findingId: "1" })),
    status: 400,
    message: "Name the page to exclude.",
  },
  {
    name: "a weekly switch that is neither on nor off",
    send: () => admin.post(PAGE, form({ intent: "schedule", weekly: "sometimes" })),
    status: 400,
    message: "Choose on or off.",
  },
  {
    name: "a JSON body",
    send: () => admin.post(PAGE, { data: { intent: "start" } }),
    status: 415,
    message: "Send the form as a form post.",
  },
  {
    name: "a body of 100 KB",
    send: () => admin.post(PAGE, form({ intent: "start", url: "x".repeat(100_000) })),
    status: 413,
    message: "The form is too large.",
  },
  {
    name: "a page limit past the crawler's",
    send: () => admin.post(PAGE, form({ intent: "start", maxPages: "1000000" })),
    status: 400,
    message: "The page limit is 500 to 5,000 pages.",
  },
  {
    name: "a page limit that is not a number",
    send: () => admin.post(PAGE, form({ intent: "start", maxPages: "all" })),
    status: 400,
    message: "The page limit is 500 to 5,000 pages.",
  },
  {
    name: "an address longer than any URL",
    send: () => admin.post(PAGE, form({ intent: "start", url: `http://localhost/${"a".repeat(3000)}` })),
    status: 400,
    message: "The address is too long.",
  },
];

test("hostile posts to the sitemap optimization actions get a 4xx with a clear message and change nothing", async ({
  baseURL,
}) => {
  const before = await state();
  await expectRefusals(hostile);

  // From another site: refused before the action runs.
  const foreign = await admin.post(PAGE, { form: { intent: "start" }, headers: { Origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);

  // Anonymous: no session, nothing runs; the page itself sends a visitor to sign in.
  const nobody = await playwrightRequest.newContext({
    baseURL,
    maxRedirects: 0,
    extraHTTPHeaders: { Origin: new URL(baseURL ?? "").origin },
  });
  const anonymousPost = await nobody.post(PAGE, form({ intent: "start" }));
  expect(anonymousPost.status()).toBe(401);
  expect(await anonymousPost.text()).toContain("Auth session missing!");
  const anonymousGet = await nobody.get(PAGE);
  expect(anonymousGet.status()).toBe(302);
  expect(anonymousGet.headers().location).toContain("/auth?redirectTo=");
  await nobody.dispose();

  // An audit that does not exist is a 404, not the latest one.
  expect((await admin.get(`${PAGE}?audit=2147483000`)).status()).toBe(404);

  expect(await state()).toEqual(before);
});

test("an admin audits our own site: progress, findings by type with their pages, the trend, axe clean", async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "Sitemap optimization", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A limit that covers every sitemap URL (fetched first) keeps the shared test server's load short.
  await page.getByLabel("Page limit").selectOption("1000");
  await page.getByRole("button", { name: "Start an audit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The audit has started" })).toBeVisible();
  // A second start while it runs is refused, and starts nothing.
  const twice = await admin.post(PAGE, form({ intent: "start" }));
  expect(twice.status()).toBe(409);
  expect(await twice.text()).toContain("An audit is already running");

  // The page follows the audit by itself until it ends.
  const status = page.getByTestId("audit-status").locator("[data-status]");
  await expect(status).toHaveAttribute("data-status", "completed", { timeout: 240_000 });
  await expect(page.getByTestId("audit-status")).toContainText(
    /self-audit: [\d,]+ URLs, \d+ errors?, \d+ warnings?, \d+ notices? in/,
  );

  // Every type is listed with its count; the trend has this audit's column.
  const types = page.getByTestId("finding-types");
  await expect(types.locator("tr[data-type]")).toHaveCount(11);
  await expect(page.getByRole("heading", { name: "Trend" })).toBeVisible();
  // The first column names the type, the last the change: one column per completed audit between them.
  expect(await page.getByRole("table", { name: "Findings per audit" }).locator("thead th").count()).toBeGreaterThanOrEqual(3);
  expect(await seriousViolations(page)).toEqual([]);

  // Filtering by a type shows only that type.
  await page.getByLabel("Finding", { exact: true }).selectOption("thin_content");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/type=thin_content/);
  const rows = page.getByTestId("findings").locator("tbody tr");
  // Read once the filtered page has replaced the unfiltered one.
  await expect
    .poll(() => rows.evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute("data-type")))]))
    .toEqual(["thin_content"]);

  // The weekly audit: off, then on again.
  await page.goto(PAGE);
  await page.getByLabel("Weekly audit (Mondays, 06:00 UTC)").selectOption("off");
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The weekly audit is off." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Weekly audit (Mondays, 06:00 UTC)")).toHaveValue("off");
  await page.getByLabel("Weekly audit (Mondays, 06:00 UTC)").selectOption("on");
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The weekly audit is on" })).toBeVisible();
  await page.context().close();
});
