import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { signInCookie } from "../support/staff";
import { adminApi, adminPage, sendApiLead, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals } from "./support/refusals";
import { bookSession } from "./support/slots";
import { E2E_REVIEWER } from "./support/staff-accounts";

/**
 * The live inbox (issue 25 item 7, Done when): a second browser context sees
 * a new lead appear without reloading; filters apply as they change; a saved
 * view goes round; the keyboard shortcuts walk the list and the lead pages;
 * e-mail, phone and landing page are links; a move asks first; the bookings
 * calendar feed parses and rotating its address makes the old one 404. Then
 * hostile requests, each a clear 4xx that changes nothing.
 */

test("a second browser context sees a new lead appear without reloading, with the list's filters", async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL ?? "";
  const id = unique();
  const page = await adminPage(browser, base);
  // The list filtered to this test's leads: other specs' leads never show in it.
  await page.goto(`/admin?q=${id}`);
  await expect(page.locator("[data-live-state]")).toHaveAttribute("data-live-state", "open");
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  expect(await seriousViolations(page)).toEqual([]);

  await sendApiLead(request, base, `Live Lead ${id}`, `live.${id}@clinic.example`);
  const bar = page.locator("[data-live-state]");
  await expect(bar).toContainText(`1 new lead match these filters: Live Lead ${id}.`);
  await bar.getByRole("button", { name: "Show it" }).click();
  await expect(page.getByRole("row").filter({ hasText: `live.${id}@clinic.example` })).toHaveCount(1);
  await expect(bar).not.toContainText("new lead");
  // The same document all along: no reload.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await page.context().close();
});

test("filters apply as they change; a saved view goes round: saved, listed, opened, deleted", async ({ browser, baseURL }) => {
  const id = unique();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/admin");
  await expect(page.locator("[data-shortcuts=on]")).toBeVisible();
  // Typing searches after a pause, without the Apply button.
  await page.getByLabel("Search").fill(id);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
  // The filter bar's Status (the bulk form beside a list with rows has one too).
  const filters = page.getByRole("search", { name: "Filter leads" });
  await filters.getByLabel("Status").selectOption("new");
  await expect(page).toHaveURL(/[?&]status=new/);
  await expect(filters.getByLabel("Search")).toHaveValue(id);

  const views = page.getByRole("region", { name: "Saved views" });
  await views.getByLabel("Name these filters").fill(`View ${id}`);
  await views.getByLabel("Share with all staff").check();
  await views.getByRole("button", { name: "Save view" }).click();
  await expect(views.getByRole("status")).toHaveText(`Saved the view "View ${id}", shared with all staff.`);

  // Back goes to the filters before: the fields (uncontrolled, a GET form) follow the address, not what was last chosen.
  await filters.getByLabel("Status").selectOption("contacted");
  await expect(page).toHaveURL(/[?&]status=contacted/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]status=new/);
  await expect(filters.getByLabel("Status")).toHaveValue("new");

  await page.goto("/admin");
  // Hydrated first, so the view's link is a client-side navigation.
  await expect(page.locator("[data-shortcuts=on]")).toBeVisible();
  await views.getByRole("link", { name: `View ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${id}&status=new$`));
  await expect(filters.getByLabel("Status")).toHaveValue("new");
  await views.getByRole("button", { name: `Delete the view View ${id}` }).click();
  await expect(views.getByRole("status")).toHaveText(`Deleted the view "View ${id}".`);
  await expect(views.getByRole("link", { name: `View ${id}` })).toHaveCount(0);
  await page.context().close();
});

test("keyboard shortcuts walk the list and the lead pages; contacts are links; axe finds nothing serious", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const id = unique();
  const admin = await adminApi(base);
  for (const n of [1, 2, 3]) await sendApiLead(admin, base, `Keys ${n} ${id}`, `keys.${n}.${id}@clinic.example`);
  await admin.dispose();

  const page = await adminPage(browser, base);
  await page.goto(`/admin?q=${id}&sort=name`);
  await expect(page.locator("[data-shortcuts=on]")).toBeVisible();
  const links = page.locator("a[data-lead-link]");
  await expect(links).toHaveCount(3);
  // Never inside a field: j typed in the search box is text. The search applies as it is typed (after a pause), so
  // the text goes back and the test waits for that list to load before walking it: otherwise the list filtered by
  // the typed j could replace it mid-walk on a slow machine.
  const search = page.getByLabel("Search");
  await search.focus();
  await page.keyboard.press("j");
  await expect(links.nth(0)).not.toBeFocused();
  await expect(search).not.toHaveValue(id);
  const reloaded = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith(".data") && url.searchParams.get("q") === id;
  });
  await search.fill(id);
  await reloaded;
  await expect(links).toHaveCount(3);
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("j");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(links.nth(2)).toBeFocused();
  await page.keyboard.press("k");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Keys 2 ${id}` })).toBeVisible();
  await expect(page.getByText("Lead 2 of 3 in this list")).toBeVisible();
  await expect(page.locator("[data-shortcuts=on]")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press("n");
  await expect(page.getByRole("heading", { level: 1, name: `Keys 3 ${id}` })).toBeVisible();
  await page.keyboard.press("p");
  await expect(page.getByRole("heading", { level: 1, name: `Keys 2 ${id}` })).toBeVisible();
  await page.keyboard.press("p");
  await expect(page.getByRole("heading", { level: 1, name: `Keys 1 ${id}` })).toBeVisible();
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Next lead (in the list's filters and order)");
  // Keys do nothing while the dialog is open.
  await page.keyboard.press("n");
  await expect(page.getByRole("heading", { level: 1, name: `Keys 1 ${id}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const details = page.getByRole("region", { name: "Details" });
  await expect(details.getByRole("link", { name: `keys.1.${id}@clinic.example` })).toHaveAttribute(
    "href",
    `mailto:keys.1.${id}@clinic.example`,
  );
  await page.getByRole("link", { name: "Back to the leads inbox" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${id}&sort=name$`));
  const row = page.getByRole("row").filter({ hasText: `keys.1.${id}@clinic.example` });
  await expect(row.getByRole("link", { name: `keys.1.${id}@clinic.example` })).toHaveAttribute("href", /^mailto:/);
  await page.context().close();
});

test("a move asks first; the calendar feed parses, keeps leads' e-mails out, and a new address makes the old one 404", async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const id = unique();
  const name = `Feed Visitor ${id}`;
  const email = `feed.${id}@clinic.example`;
  await bookSession(browser, {
    name: name,
    email: email,
    slotIndex: 31,
    facility: "Feedwater Recovery",
    topic: "Secret agenda: our census numbers.",
  });

  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/admin/bookings");
  const row = page.getByRole("table", { name: "Upcoming sessions" }).getByRole("row").filter({ hasText: email });
  const select = row.getByLabel(`New time for ${name}`);
  const target = await select.locator("option:not([disabled])").nth(45).getAttribute("value");
  await select.selectOption(target ?? "");
  await row.getByRole("button", { name: `Move the session with ${name}` }).click();
  const question = page.getByRole("alertdialog", { name: "Move this session?" });
  await expect(question).toBeFocused();
  await question.getByRole("link", { name: "Keep the current time" }).click();
  await expect(question).toBeHidden();

  const panel = page.getByRole("region", { name: "Subscribe in your calendar" });
  await panel.getByRole("button", { name: /Make a (calendar|new) address/ }).click();
  const address = panel.getByLabel("Your calendar address (shown only now)");
  const first = await address.inputValue();
  expect(first).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const path = new URL(first).pathname;

  const feed = await request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const text = await feed.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const event = unfolded.split("BEGIN:VEVENT").find((block) => block.includes(name)) ?? "";
  expect(event).toMatch(/\r\nUID:[0-9a-f-]{36}@/);
  expect(event).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(event).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(event).toContain("STATUS:CONFIRMED");
  expect(event).toContain("Feedwater Recovery");
  expect(text).not.toContain(email);
  expect(text).not.toContain("Secret agenda");

  await page.reload();
  await panel.getByRole("button", { name: "Make a new address (the old one stops working)" }).click();
  const second = await address.inputValue();
  expect(second).not.toBe(first);
  const old = await request.get(path);
  expect(old.status()).toBe(404);
  expect(await old.text()).toContain("No calendar at this address");
  expect((await request.get(new URL(second).pathname)).status()).toBe(200);
  await panel.getByRole("button", { name: "Revoke the address" }).click();
  await expect(panel.getByRole("status")).toContainText("Calendar address revoked");
  expect((await request.get(new URL(second).pathname)).status()).toBe(404);
  await page.context().close();
});

test.describe("hostile requests", () => {
  // The set-up books a session through the visitor's form: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  let admin: APIRequestContext;
  let reviewer: APIRequestContext;
  let anonymous: APIRequestContext;
  const id = unique();
  let privateViewId = "";
  let bookingId = "";

  test.beforeAll(async ({ baseURL, browser }) => {
    const base = baseURL ?? "";
    const origin = new URL(base).origin;
    admin = await adminApi(base);
    reviewer = await playwrightRequest.newContext({
      baseURL: base,
      extraHTTPHeaders: { Cookie: await signInCookie(base, E2E_REVIEWER), Origin: origin },
      maxRedirects: 0,
    });
    anonymous = await playwrightRequest.newContext({ baseURL: base, maxRedirects: 0 });
    const saved = await reviewer.post("/admin", { form: { intent: "save-view", name: `Private ${id}`, query: `q=${id}` } });
    expect(saved.status()).toBe(200);
    privateViewId = /name="viewId" value="([0-9a-f-]{36})"/.exec(await (await reviewer.get("/admin")).text())?.[1] ?? "";
    expect(privateViewId).toMatch(/^[0-9a-f-]{36}$/);
    await bookSession(browser, {
      name: `Hostile Move ${id}`,
      email: `hostile.move.${id}@clinic.example`,
      slotIndex: 33,
      facility: "Feedwater Recovery",
      topic: "Secret agenda: our census numbers.",
    });
    const bookingsPage = await (await admin.get("/admin/bookings")).text();
    const rowAt = bookingsPage.indexOf(`hostile.move.${id}@clinic.example`);
    bookingId = /name="bookingId" value="([0-9a-f-]{36})"/.exec(bookingsPage.slice(rowAt))?.[1] ?? "";
    expect(bookingId).toMatch(/^[0-9a-f-]{36}$/);
  });
  test.afterAll(async () => {
    await Promise.all([admin?.dispose(), reviewer?.dispose(), anonymous?.dispose()]);
  });

  test("each gets a clear 4xx and nothing changes", async () => {
    const beforeBookings = await (await admin.get("/admin/bookings")).text();
    const slotOf = (html: string) => {
      const at = html.indexOf(`hostile.move.${id}@clinic.example`);
      return html.slice(Math.max(0, at - 600), at);
    };
    const freeSlot = /<option value="(\d{4}-[^"]+)"/.exec(beforeBookings)?.[1] ?? "";
    await expectRefusals([
      {
        name: "the feed with a token nobody has",
        send: () => anonymous.get(`/calendar/${"A".repeat(43)}.ics`),
        status: 404,
        message: "No calendar at this address",
      },
      {
        name: "the feed with a malformed token",
        send: () => anonymous.get("/calendar/not-a-token.ics"),
        status: 404,
        message: "No calendar at this address",
      },
      {
        name: "the new-leads stream without a session",
        send: () => anonymous.get("/api/admin/inbox/events?since=2026-01-01T00:00:00Z"),
        status: 401,
        message: "Auth session missing!",
      },
      {
        name: "the new-leads stream without since",
        send: () => admin.get("/api/admin/inbox/events"),
        status: 400,
        message: "since: name the moment the list was read",
      },
      {
        name: "the new-leads stream with a filter the inbox refuses",
        send: () => admin.get(`/api/admin/inbox/events?since=${new Date().toISOString()}&status=archived`),
        status: 400,
        message: "status: Unknown pipeline status.",
      },
      {
        name: "a saved view with a huge name",
        send: () => admin.post("/admin", { form: { intent: "save-view", name: `Huge ${id} ${"x".repeat(5000)}`, query: "" } }),
        status: 400,
        message: "at most 60 characters",
      },
      {
        name: "a saved view with an empty name",
        send: () => admin.post("/admin", { form: { intent: "save-view", name: "   ", query: "" } }),
        status: 400,
        message: "Name the view.",
      },
      {
        name: "a saved view posted from another site",
        send: () =>
          admin.post("/admin", {
            headers: { Origin: "https://evil.example" },
            form: { intent: "save-view", name: `Foreign ${id}`, query: "" },
          }),
        status: 403,
        message: "Cross-site requests are not allowed.",
      },
      {
        name: "deleting another staff member's private view",
        send: () => admin.post("/admin", { form: { intent: "delete-view", viewId: privateViewId } }),
        status: 404,
        message: "This view does not exist",
      },
      {
        name: "a saved view with filters the inbox refuses",
        send: () =>
          admin.post("/admin", { form: { intent: "save-view", name: `Bad ${id}`, query: "from=2026-05-01&to=2016-01-01" } }),
        status: 400,
        message: "These filters cannot be saved",
      },
      {
        name: "a move without its confirmation",
        send: () => admin.post("/admin/bookings", { form: { intent: "move", bookingId, slot: freeSlot } }),
        status: 400,
        message: "Confirm the move first: nothing was changed or sent.",
      },
      {
        name: "revoking a calendar address one does not have",
        send: () => reviewer.post("/admin/bookings", { form: { intent: "calendar-revoke" } }),
        status: 404,
        message: "You have no calendar address to revoke.",
      },
    ]);
    // Nothing changed: the reviewer's view is still theirs and private, the admin saved nothing, the session did not move.
    const reviewerInbox = await (await reviewer.get("/admin")).text();
    expect(reviewerInbox).toContain(`Private ${id}`);
    const adminInbox = await (await admin.get("/admin")).text();
    expect(adminInbox).not.toContain(`Private ${id}`);
    expect(adminInbox).not.toContain(`Huge ${id}`);
    expect(adminInbox).not.toContain(`Foreign ${id}`);
    expect(adminInbox).not.toContain(`Bad ${id}`);
    expect(slotOf(await (await admin.get("/admin/bookings")).text())).toBe(slotOf(beforeBookings));
  });
});
