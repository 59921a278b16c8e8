import { type Browser, expect, type Page } from "@playwright/test";
import { waitForIslands } from "./page-helpers";

/**
 * Picks the nth offered session time on the booking form, as a visitor does:
 * only the first day is open, so a later day's group is opened first. Which day
 * the nth time falls on depends on the hour the suite runs (a late Friday leaves
 * few times on the first day), so no test may assume it is open.
 * Tests run side by side on one server, so each uses its own index.
 */
export async function pickSlot(page: Page, index: number): Promise<string> {
  const iso = (await page.locator('input[name="slot"]').nth(index).getAttribute("value")) ?? "";
  await chooseSlot(page, iso);
  return iso;
}

/**
 * Chooses the offered time `iso`, opening its day first when that day is folded: late in the agency's day the
 * first times offered are tomorrow's, in a day that starts closed.
 */
export async function chooseSlot(page: Page, iso: string) {
  const radio = page.locator(`input[name="slot"][value="${iso}"]`);
  const day = radio.locator("xpath=ancestor::details[1]");
  if (!(await day.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await day.locator("summary").click();
  }
  await page.locator(`label[for="${await radio.getAttribute("id")}"]`).click();
}

/**
 * Books the nth offered time on /schedule-session as a new visitor, and waits for the booking's confirmation.
 * Other specs book the first times; each test takes an index of its own.
 */
export async function bookSession(
  browser: Browser,
  visitor: { name: string; email: string; slotIndex: number; facility?: string; topic?: string },
) {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/schedule-session");
  await waitForIslands(page, "lead-form");
  await pickSlot(page, visitor.slotIndex);
  await page.getByLabel("Name").fill(visitor.name);
  await page.getByLabel("Email").fill(visitor.email);
  if (visitor.facility) await page.getByLabel("Facility").fill(visitor.facility);
  await page
    .getByLabel("What would you like to discuss?")
    .fill(visitor.topic ?? "Our IOP groups run half empty on evenings; we want to fill them.");
  await page.getByLabel(/I have read and accept the/).check();
  await page.getByRole("button", { name: "Book My Session" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your strategy session is booked for" })).toBeVisible();
  await page.context().close();
}
