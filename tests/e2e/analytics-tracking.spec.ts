import { type Browser, type BrowserContext, chromium, expect, type Page, type Request, test } from "@playwright/test";
import { adminPage, unique } from "./support/inbox-session";
import { waitForIslands } from "./support/page-helpers";
import { testBrowserPath } from "./support/test-browser";

/**
 * First-party analytics end to end (issue 14): the beacon in Chromium, the
 * ingest endpoint, and the dashboard at /admin/analytics. Serial: the
 * dashboard's totals are compared before and after each step, so nothing
 * else in this file may count at the same time.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const CITY = "/rehab-marketing/texas/austin";
/** Each dashboard read rolls up the day: on a busy CI machine a poll needs more than the default 5 s. */
const SLOW = { timeout: 20_000 };

interface Totals {
  visitors: number;
  pageviews: number;
}

async function totals(admin: Page): Promise<Totals> {
  await admin.goto("/admin/analytics");
  const read = async (id: string) => Number(await admin.getByTestId(`total-${id}`).textContent());
  return { visitors: await read("visitors"), pageviews: await read("pageviews") };
}

/** The rows of a dashboard table as text cells. */
async function tableRows(admin: Page, testId: string, query = ""): Promise<string[][]> {
  await admin.goto(`/admin/analytics${query}`);
  return admin
    .getByTestId(testId)
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((cell) => (cell.textContent ?? "").trim())));
}

/** The dashboard rows this visit adds to, as counts: CTA clicks, city-template vitals samples, the city page's funnel, the form. */
async function figures(admin: Page) {
  const ctas = Object.fromEntries(
    (await tableRows(admin, "table-ctas")).map((row) => [`${row[0]}|${row[1]}|${row[2]}`, Number(row[3])]),
  );
  const vitals = Object.fromEntries(
    (await tableRows(admin, "table-vitals"))
      .filter((row) => row[0] === "/{service}/{state}/{city}")
      .map((row) => [row[1], Number(row[2])]),
  );
  const city = (await tableRows(admin, "table-city-funnel")).find((row) => row[0] === CITY) ?? [];
  const funnel = { visits: Number(city[1] ?? 0), cta: Number(city[2] ?? 0), leads: Number(city[3] ?? 0) };
  const form = (await tableRows(admin, "table-forms")).find((row) => row[0] === "Schedule a Consultation") ?? [];
  const forms = { started: Number(form[1] ?? 0), submitted: Number(form[2] ?? 0) };
  return { ctas, vitals, funnel, forms } as Record<"ctas" | "vitals" | "funnel" | "forms", Record<string, number>>;
}

/** Every event the page's beacon sent, from the request bodies. */
function beaconLog(context: BrowserContext) {
  const events: { name: string; path: string; props?: Record<string, unknown>; route?: string }[] = [];
  const requests: Request[] = [];
  context.on("request", (request) => {
    if (!request.url().endsWith("/api/events")) return;
    requests.push(request);
    try {
      events.push(...(JSON.parse(request.postData() ?? "{}").events ?? []));
    } catch {
      // Not ours to judge here.
    }
  });
  return { events, requests };
}

/**
 * A visitor: a browser of its own whose user agent (a browser-wide flag) is
 * new, so the visitor key is too. A context's user-agent override would not
 * reach the beacons a page sends as it is left: Chromium sends those with its
 * own "HeadlessChrome" agent, which isbot rightly drops.
 */
const visitors: Browser[] = [];
async function visitor(_browser: Browser, options: { gpc?: boolean } = {}) {
  const userAgent = `${CHROME_UA} e2e/${unique()}`;
  const browser = await chromium.launch({
    executablePath: testBrowserPath(),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", `--user-agent=${userAgent}`],
  });
  visitors.push(browser);
  // The same agent for the context too: inside a test, Playwright gives new contexts the project's device agent,
  // which every other spec's visits share (one visitor key), so without it this visit would not count as new.
  const context = await browser.newContext({ userAgent, viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  if (options.gpc) {
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  }
  return context;
}

test.afterAll(async () => {
  await Promise.all(visitors.map((browser) => browser.close()));
});

test("a visit through several pages with a CTA click and a lead: page views, the CTA with its section, web vitals, the funnel, and exactly those counts on the dashboard", async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL ?? "");
  // The dashboard before the visit: the rest of the suite has been counted already (this project runs after it).
  const before = await totals(admin);
  const tablesBefore = await figures(admin);
  const campaign = `camp-${unique()}`;

  const context = await visitor(browser);
  const log = beaconLog(context);
  const page = await context.newPage();

  // 1. The city service page, from a campaign link.
  await page.goto(`${CITY}?utm_source=e2e&utm_campaign=${campaign}`);
  await waitForIslands(page, "analytics");
  await expect.poll(() => log.events.filter((event) => event.name === "pageview").length, SLOW).toBe(1);
  expect(log.events[0]).toMatchObject({ path: CITY, route: "/{service}/{state}/{city}", utm: { source: "e2e", campaign } });
  await page.mouse.move(10, 10);
  await page.mouse.down();
  await page.mouse.up();
  // Its call to action to the contact form (marked in ButtonLink, its section from the page's markup).
  const cta = page.locator("main [data-cta][href='/contact']").first();
  const ctaText = ((await cta.textContent()) ?? "").trim().replace(/\s+/g, " ");
  await Promise.all([page.waitForURL("**/contact"), cta.click()]);

  // 2. The contact form: started and sent; the lead carries the visitor key and the landing page.
  await waitForIslands(page, "analytics", "lead-form");
  await page.getByLabel("Name").fill("Dana Analytics");
  await page.getByLabel("Email").fill(`dana.${unique()}@harborrecovery.example`);
  await page.getByLabel("Message").fill("We run a 40-bed residential program and want more admissions.");
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message!").first()).toBeVisible();

  // 3. One more page, so the contact page's last metrics go out as it is left.
  await page.goto("/about");
  await waitForIslands(page, "analytics");
  await expect.poll(() => log.events.filter((event) => event.name === "pageview").length, SLOW).toBe(3);
  await page.close();

  const clicks = log.events.filter((event) => event.name === "CTA Click");
  expect(clicks).toHaveLength(1);
  const section = String(clicks[0]?.props?.section);
  expect(clicks[0]?.props).toMatchObject({ ctaText, ctaLink: "/contact" });
  expect(section).not.toBe("");
  // FCP and TTFB go out while the page is open; LCP and CLS as it is left (beacons the browser may send after
  // the page is gone, so the dashboard, not this log, is where they are checked).
  const vitals = log.events
    .filter((event) => event.name === "web_vitals" && event.path === CITY)
    .map((event) => event.props?.metric);
  expect(vitals).toEqual(expect.arrayContaining(["FCP", "TTFB"]));
  expect(log.events.filter((event) => event.name.startsWith("form_")).map((event) => event.name)).toEqual([
    "form_start",
    "form_submit",
  ]);
  // No values of the form ever leave in an event.
  expect(JSON.stringify(log.events)).not.toContain("Dana Analytics");
  // No cookies and no storage for analytics.
  expect(await context.cookies()).toEqual([]);
  await context.close();

  await expect.poll(() => totals(admin), SLOW).toEqual({ visitors: before.visitors + 1, pageviews: before.pageviews + 3 });
  expect(await tableRows(admin, "table-campaigns")).toContainEqual([campaign, "1", "1"]);
  // Every other figure of this visit: exactly one more than before.
  const after = await figures(admin);
  const grew = (table: Record<string, number>, before: Record<string, number>, key: string) =>
    (table[key] ?? 0) - (before[key] ?? 0);
  expect(grew(after.ctas, tablesBefore.ctas, `${ctaText}|${section}|${CITY}`)).toBe(1);
  await expect
    .poll(async () => {
      const now = await figures(admin);
      return ["CLS", "FCP", "LCP", "TTFB"].map((metric) => `${metric}:${grew(now.vitals, tablesBefore.vitals, metric)}`);
    }, SLOW)
    .toEqual(["CLS:1", "FCP:1", "LCP:1", "TTFB:1"]);
  // The funnel: one visit landed on the city service page, clicked a call to action and became a lead.
  expect(["visits", "cta", "leads"].map((step) => grew(after.funnel, tablesBefore.funnel, step))).toEqual([1, 1, 1]);
  expect(["started", "submitted"].map((step) => grew(after.forms, tablesBefore.forms, step))).toEqual([1, 1]);
  await admin.context().close();
});

test("/admin and /auth load no beacon and send nothing", async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL ?? "");
  const staffLog = beaconLog(admin.context());
  for (const path of ["/admin", "/admin/analytics"]) {
    await admin.goto(path);
    await waitForIslands(admin);
    await expect(admin.locator("[data-island='analytics']")).toHaveCount(0);
  }
  await admin.context().close();

  const context = await visitor(browser);
  const log = beaconLog(context);
  const page = await context.newPage();
  await page.goto("/auth");
  await waitForIslands(page);
  await expect(page.locator("[data-island='analytics']")).toHaveCount(0);
  await page.goto("/auth/forgot-password");
  await waitForIslands(page);
  await page.close();
  await context.close();
  expect([...staffLog.requests, ...log.requests]).toHaveLength(0);
});

test("Global Privacy Control on: the beacon sends nothing", async ({ browser }) => {
  const context = await visitor(browser, { gpc: true });
  const log = beaconLog(context);
  const page = await context.newPage();
  await page.goto(CITY);
  await waitForIslands(page, "analytics");
  await page.mouse.click(5, 5);
  await Promise.all([page.waitForURL("**/contact"), page.locator("main [data-cta][href='/contact']").first().click()]);
  await waitForIslands(page, "analytics");
  await page.close();
  await context.close();
  expect(log.requests).toHaveLength(0);
});

test("a bot user agent is answered but not counted; the same batch from a browser is", async ({ browser, baseURL, request }) => {
  const admin = await adminPage(browser, baseURL ?? "");
  const origin = new URL(baseURL ?? "").origin;
  const before = await totals(admin);
  const send = (userAgent: string, path: string) =>
    request.post("/api/events", {
      headers: { Origin: origin, "Content-Type": "text/plain", "User-Agent": userAgent },
      data: JSON.stringify({ events: [{ name: "pageview", path, width: "desktop" }] }),
    });
  const botPath = `/bot-${unique()}`;
  const humanPath = `/human-${unique()}`;
  expect((await send("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", botPath)).status()).toBe(204);
  expect((await send(`${CHROME_UA} e2e/${unique()}`, humanPath)).status()).toBe(204);
  // Events are written within a second of their answer (write-behind): wait for the browser's, then look for the bot's.
  await expect.poll(async () => (await tableRows(admin, "table-pages")).map((row) => row[0]), SLOW).toContain(humanPath);
  expect((await tableRows(admin, "table-pages")).map((row) => row[0])).not.toContain(botPath);
  expect(await totals(admin)).toEqual({ visitors: before.visitors + 1, pageviews: before.pageviews + 1 });
  await admin.context().close();
});

test("30+ malformed or hostile batches answer 400 without a stack trace and store nothing", async ({
  browser,
  baseURL,
  request,
}) => {
  const admin = await adminPage(browser, baseURL ?? "");
  const before = await totals(admin);
  const origin = new URL(baseURL ?? "").origin;
  const view = (path: string, extra: Record<string, unknown> = {}) => ({ name: "pageview", path, ...extra });
  const batches: string[] = [
    "{events:",
    "",
    "null",
    "42",
    '"events"',
    "[]",
    "{}",
    '{"events":[]}',
    '{"events":"pageview"}',
    "\u0000\u0001\u0002",
    `{"events":[${"[".repeat(5000)}${"]".repeat(5000)}]}`,
    ...[
      [{ name: "purchase", path: "/" }],
      [{ name: "pageview" }],
      [view("no-slash")],
      [view("/with?query=1")],
      [view(`/${"x".repeat(500)}`)],
      [view("/admin")],
      [view("/super-admin/tokens")],
      [view("/auth")],
      [view("/sitemap.xml")],
      [view("/api/leads")],
      [view("/", { width: 1280 })],
      [view("/", { email: "someone@example.com" })],
      Array.from({ length: 26 }, () => view("/")),
      [{ name: "CTA Click", path: "/", props: { ctaText: 5, ctaLink: "/", source: "x", section: "y" } }],
      [{ name: "web_vitals", path: "/", props: { metric: "FID", value: 10 } }],
      [{ name: "web_vitals", path: "/", props: { metric: "LCP", value: "fast" } }],
      [{ name: "web_vitals", path: "/", props: { metric: "CLS", value: -3 } }],
      [{ name: "404_error", path: "/x", props: { title: "t".repeat(400) } }],
      [{ name: "form_submit", path: "/contact", props: { form: "contact", message: "private" } }],
      [view("/"), { name: "pageview", path: ["/"] }],
      [view("/", { utm: { source: "<script>alert(1)</script>".repeat(10) } })],
      [view("/", { route: "javascript:alert(1)" })],
    ].map((events) => JSON.stringify({ events })),
  ];
  expect(batches.length).toBeGreaterThanOrEqual(30);
  for (const data of batches) {
    const response = await request.post("/api/events", {
      headers: { Origin: origin, "Content-Type": "text/plain", "User-Agent": `${CHROME_UA} e2e/hostile` },
      data,
    });
    const body = await response.text();
    expect(response.status(), data.slice(0, 60)).toBe(400);
    expect(body).not.toMatch(/at .*\.(ts|js):\d+|Error:|stack/i);
  }
  const oversized = await request.post("/api/events", {
    headers: { Origin: origin, "Content-Type": "text/plain", "User-Agent": `${CHROME_UA} e2e/hostile` },
    data: JSON.stringify({ events: [view("/", { referrer: "r".repeat(40_000) })] }),
  });
  expect(oversized.status()).toBe(413);
  // A valid batch after them: once it shows, anything the hostile ones had left would have been written too.
  const control = `/control-${unique()}`;
  const valid = await request.post("/api/events", {
    headers: { Origin: origin, "Content-Type": "text/plain", "User-Agent": `${CHROME_UA} e2e/control-${unique()}` },
    data: JSON.stringify({ events: [view(control)] }),
  });
  expect(valid.status()).toBe(204);
  await expect.poll(async () => (await tableRows(admin, "table-pages")).map((row) => row[0]), SLOW).toContain(control);
  expect(await totals(admin)).toEqual({ visitors: before.visitors + 1, pageviews: before.pageviews + 1 });
  await admin.context().close();
});
