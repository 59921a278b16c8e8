import { expect, type Page, test } from "@playwright/test";

/**
 * The mobile menu panel (< 768px): its entries, the active item, every way
 * it closes, and keyboard focus while it is open and after it closes. It is
 * a modal <dialog>: its backdrop is the dialog's ::backdrop, and the page
 * behind it is inert. Content pages have no React: the site island
 * (app/islands/site.js) enhances the native dialog, and without JavaScript
 * the platform's invoker commands still open and close it.
 */
test.use({ viewport: { width: 390, height: 844 } });

import { seriousViolations, waitForIslands } from "./support/page-helpers";
import { BASE } from "./support/port";

/** By attribute, not role: while the modal is open everything outside it is aria-hidden. */
function openButton(page: Page) {
  return page.locator('header button[aria-label="Open menu"]');
}

function menuDialog(page: Page) {
  return page.getByRole("dialog", { name: "Menu" });
}

/** Opens the panel, clicking until the dialog shows (never twice once it is open). */
async function openMenu(page: Page) {
  const dialog = menuDialog(page);
  await expect(async () => {
    if (!(await dialog.isVisible())) await openButton(page).click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** The dimmed backdrop behind the open panel: the dialog's ::backdrop, covering the viewport. */
function backdropColor(page: Page) {
  return page
    .locator("dialog#mobile-menu")
    .evaluate((dialog) => (dialog.matches(":modal") ? getComputedStyle(dialog, "::backdrop").backgroundColor : ""));
}

/** Whether keyboard focus is inside the open dialog. */
function focusIsInDialog(page: Page) {
  return page.evaluate(() => Boolean(document.activeElement?.closest('dialog, [role="dialog"]')));
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
    // A modal dialog: a dimmed backdrop, and the page behind it inert.
    await expect.poll(async () => !["", "rgba(0, 0, 0, 0)", "transparent"].includes(await backdropColor(page))).toBe(true);
    expect(await page.evaluate(() => document.querySelector("main")?.matches(":modal") ?? true)).toBe(false);

    // Once it has slid in, the panel sits against the right edge, leaving backdrop on the left.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && { left: Math.round(box.x) > 0, right: Math.round(box.x + box.width) };
      })
      .toEqual({ left: true, right: 390 });
    // The page behind does not take clicks: a click on the left lands on the backdrop and closes the panel.
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
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
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
    expect(await backdropColor(page)).toBe("");
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

  test("closes on a path change: browser back and forward show the menu closed", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(menuDialog(page)).toBeHidden();

    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(`${BASE}/privacy-policy`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");

    const dialog = await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fill beds with patients who are ready for care");

    // Forward is a path change too.
    const reopened = await openMenu(page);
    await page.goForward();
    await expect(page).toHaveURL(`${BASE}/privacy-policy`);
    await expect(reopened).toBeHidden();
  });

  test("axe finds nothing serious with the panel open", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await openMenu(page);
    expect(await seriousViolations(page)).toEqual([]);
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
    // Wrapping at the ends is the site island's: the platform would move on to the browser's own controls.
    await waitForIslands(page);
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
    await waitForIslands(page);
    await openButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menuDialog(page)).toBeVisible();
    await expect.poll(() => focusIsInDialog(page)).toBe(true);
  });
});

/** On close, focus goes back to the button that opened the panel. */
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

test.describe("mobile menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the platform opens it as a modal dialog and closes it with the close button, Escape and the backdrop", async ({
    page,
  }) => {
    await page.goto("/about");
    const dialog = await openMenu(page);
    await expect(dialog.locator('a[aria-current="page"]')).toHaveText("About");
    await expect.poll(() => focusIsInDialog(page)).toBe(true);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(openButton(page)).toBeFocused();

    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await openMenu(page);
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();

    await openMenu(page);
    await dialog.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/blog`);
    await expect(menuDialog(page)).toBeHidden();
  });
});
