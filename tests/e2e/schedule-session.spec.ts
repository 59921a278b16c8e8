import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, waitForIslands } from "./support/page-helpers";
import { chooseSlot, pickSlot } from "./support/slots";

/** Booking a strategy session: the visitor's time zone, one booking per slot, and no JavaScript needed. */
async function fillBooking(page: Page, email: string) {
  await page.getByLabel("Name").fill("Marcus Reyes");
  await page.getByLabel("Email").fill(email);
  await page
    .getByLabel("What would you like to discuss?")
    .fill("Our IOP groups run half empty on evenings; we want to fill them.");
  await page.getByLabel(/I have read and accept the/).check();
}

test("slots are rendered in New York time, then in the visitor's own zone", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "Europe/Berlin", javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/schedule-session");
  await expect(page.getByText(/Times shown in Eastern (Standard|Daylight) Time/)).toBeVisible();
  await context.close();

  const live = await browser.newContext({ timezoneId: "Europe/Berlin" });
  const hydrated = await live.newPage();
  await hydrated.goto("/schedule-session");
  await waitForIslands(hydrated, "lead-form");
  await expect(hydrated.getByText(/Times shown in Central European (Standard|Summer) Time/)).toBeVisible();
  // 9AM New York is 3PM in Berlin for most of the year (2PM or 4PM in the weeks the clocks change apart).
  const first = await hydrated.locator('input[name="slot"] + label').first().textContent();
  expect(first).toMatch(/^(1|2|3|4|5|6|7|8|9|10|11|12):\d\d (AM|PM)$/);
  await live.close();
});

test("a booking succeeds once; the slot disappears, and a second visitor holding it gets a clear message and fresh slots", async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await page.goto("/schedule-session");
    await waitForIslands(page, "lead-form");
  }
  const slot = await pickSlot(first, 2);
  // The same time, by its value: another spec booking a slot between the two page loads shifts the indices.
  const same = second.locator(`input[name="slot"][value="${slot}"]`);
  await expect(same).toHaveCount(1);
  await chooseSlot(second, slot);

  await fillBooking(first, "marcus.first@clinic.example");
  await first.getByRole("button", { name: "Book My Session" }).click();
  await expect(first.getByRole("status").filter({ hasText: "Your strategy session is booked for" })).toBeVisible();
  await expect(first.getByText("Session booked")).toBeVisible();
  await expect(first.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0);

  await fillBooking(second, "marcus.second@clinic.example");
  await second.getByRole("button", { name: "Book My Session" }).click();
  await expect(second.getByText("Sorry, someone just booked that time.")).toBeVisible();
  await expect(second.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0);
  await first.context().close();
  await second.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a booking is a plain form post", async ({ page }) => {
    await page.goto("/schedule-session");
    const slot = await pickSlot(page, 0);
    await fillBooking(page, "marcus.nojs@clinic.example");
    await page.getByRole("button", { name: "Book My Session" }).click();
    await expect(page.getByText("Your strategy session is booked for")).toBeVisible();
    await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0);
  });
});

test("axe finds nothing serious on /schedule-session", async ({ page }) => {
  await page.goto("/schedule-session");
  await waitForIslands(page, "lead-form");
  expect(await seriousViolations(page)).toEqual([]);
});
