import { expect, type Page, test } from "@playwright/test";

/**
 * The mobile menu panel (< 768px): its entries, the active item, every way
 * it closes, and keyboard focus while it is open and after it closes.
 */
test.use({ viewport: { width: 390, height: 844 } });

import { BASE } from "./support/port";

/** By attribute, not role: while the modal is open everything outside it is aria-hidden. */
function openButton(page: Page) {
  return page.locator('header button[aria-label="Open menu"]');
}

function menuDialog(page: Page) {
  return page.getByRole("dialog", { name: "Menu" });
}

/**
 * Opens the panel once the page is hydrated: before that the button does
 * nothing, so click until the dialog shows (never twice once it is open).
 */
async function openMenu(page: Page) {
  const dialog = menuDialog(page);
  await expect(async () => {
    if (!(await dialog.isVisible())) await openButton(page).click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** Whether keyboard focus is inside the open dialog. */
function focusIsInDialog(page: Page) {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
}

test.describe("mobile menu", () => {
  test("the desktop menu is hidden and the Open menu button shows", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('nav[aria-label="Main"]')).toBeHidden();
    await expect(openButton(page)).toBeVisible();
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("opens a dialog titled Menu with the five entries and Get in Touch", async ({ page }) => {
    await page.goto("/");
    const dialog = await openMenu(page);
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("heading", { name: "Menu" })).toBeVisible();
    const nav = dialog.locator('nav[aria-label="Mobile"]');
    await expect(nav.getByRole("link")).toHaveText(["Home", "Services", "Blog", "About", "Contact"]);
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/services", "/blog", "/about", "/contact"]);
    await expect(dialog.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    await expect(dialog.getByRole("button", { name: "Close menu" })).toBeVisible();
    await expect(page.getByTestId("sheet-backdrop")).toBeVisible();

    // Once it has slid in, the panel sits against the right edge, leaving backdrop on the left.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && { left: Math.round(box.x) > 0, right: Math.round(box.x + box.width) };
      })
      .toEqual({ left: true, right: 390 });
    const backdrop = await page.getByTestId("sheet-backdrop").boundingBox();
    expect(backdrop).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  });

  for (const { path, label } of [
    { path: "/", label: "Home" },
    { path: "/blog/some-post", label: "Blog" },
    { path: "/contact", label: "Contact" },
  ]) {
    test(`${path} highlights ${label} in the panel`, async ({ page }) => {
      await page.goto(path);
      const dialog = await openMenu(page);
      const current = dialog.locator('nav[aria-label="Mobile"] a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
    });
  }

  test("closes on a click on the backdrop", async ({ page }) => {
    await page.goto("/");
    const dialog = await openMenu(page);
    // The panel takes the right four fifths; x=10 is on the backdrop.
    await page.getByTestId("sheet-backdrop").click({ position: { x: 10, y: 400 } });
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("sheet-backdrop")).toHaveCount(0);
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with the close button", async ({ page }) => {
    await page.goto("/");
    const dialog = await openMenu(page);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(`${BASE}/`);
  });

  test("closes when a link in the panel is clicked, and navigates", async ({ page }) => {
    await page.goto("/");
    const dialog = await openMenu(page);
    await dialog.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/blog`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admissions marketing, written for operators");

    // And again from the new page, with the Get in Touch button.
    const again = await openMenu(page);
    await expect(again.locator('a[aria-current="page"]')).toHaveText("Blog");
    await again.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(`${BASE}/contact`);
    await expect(again).toBeHidden();
  });

  test("closes on a path change: browser back after a client-side navigation", async ({ page }) => {
    await page.goto("/");
    // Opening once proves hydration, so the footer link below navigates client-side.
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(menuDialog(page)).toBeHidden();

    await page.evaluate(() => {
      (window as unknown as { __spaMarker: number }).__spaMarker = 1;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(`${BASE}/privacy-policy`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");

    const dialog = await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fill beds with patients who are ready for care");
    // The same document all along: the navigations happened in the client.
    expect(await page.evaluate(() => (window as unknown as { __spaMarker?: number }).__spaMarker)).toBe(1);

    // Forward is a path change too.
    const reopened = await openMenu(page);
    await page.goForward();
    await expect(page).toHaveURL(`${BASE}/privacy-policy`);
    await expect(reopened).toBeHidden();
  });

  test("closes on Escape", async ({ page }) => {
    await page.goto("/");
    const dialog = await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("keeps keyboard focus inside the open panel (Tab and Shift+Tab)", async ({ page }) => {
    await page.goto("/");
    await openMenu(page);
    await expect.poll(() => focusIsInDialog(page)).toBe(true);

    const visited = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInDialog(page), `focus left the dialog after Tab #${i + 1}`).toBe(true);
      visited.add(
        await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.ariaLabel || ""),
      );
    }
    // Twelve Tabs over the seven focusable elements went all around the panel.
    expect([...visited].sort()).toEqual(["About", "Blog", "Close menu", "Contact", "Get in Touch", "Home", "Services"]);

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusIsInDialog(page), `focus left the dialog after Shift+Tab #${i + 1}`).toBe(true);
    }
  });

  test("opens from the keyboard and focus moves into the panel", async ({ page }) => {
    await page.goto("/");
    // Hydrate first (open and close once), then use only the keyboard.
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(menuDialog(page)).toBeHidden();
    await openButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menuDialog(page)).toBeVisible();
    await expect.poll(() => focusIsInDialog(page)).toBe(true);
  });
});

/** On close, focus goes back to the button that opened the panel (Radix Dialog.Trigger). */
test.describe("mobile menu: focus returns to the Open menu button", () => {
  test("after Escape", async ({ page }) => {
    await page.goto("/");
    const dialog = await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(openButton(page)).toBeFocused({ timeout: 1_000 });
  });

  test("after the close button", async ({ page }) => {
    await page.goto("/");
    const dialog = await openMenu(page);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton(page)).toBeFocused({ timeout: 1_000 });
  });
});
