import type { Page } from "@playwright/test";

/**
 * Picks the nth offered session time on the booking form, as a visitor does:
 * only the first day is open, so a later day's group is opened first. Which day
 * the nth time falls on depends on the hour the suite runs (a late Friday leaves
 * few times on the first day), so no test may assume it is open.
 * Tests run side by side on one server, so each uses its own index.
 */
export async function pickSlot(page: Page, index: number): Promise<string> {
  const radio = page.locator('input[name="slot"]').nth(index);
  const iso = (await radio.getAttribute("value")) ?? "";
  const day = radio.locator("xpath=ancestor::details[1]");
  if (!(await day.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await day.locator("summary").click();
  }
  await page.locator(`label[for="${await radio.getAttribute("id")}"]`).click();
  return iso;
}
