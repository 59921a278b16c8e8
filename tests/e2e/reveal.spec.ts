import { expect, test } from "@playwright/test";
import { waitForIslands } from "./support/page-helpers";

/** Reveal on scroll (spec: threshold 0.1, 700 ms), with motion allowed and with reduced motion: the site island (app/islands/site.js). */

test.describe("reveal on scroll with motion allowed", () => {
  test.use({ contextOptions: { reducedMotion: "no-preference" } });

  test("content below the fold is hidden by the site island and shown once scrolled into view; content above it never hides", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForIslands(page);
    await expect(page.locator("h1")).toBeVisible();
    const hidden = page.locator('[data-reveal="hidden"]');
    expect(await hidden.count()).toBeGreaterThan(0);
    // Nothing in the first screen is hidden.
    const firstScreenHidden = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-reveal="hidden"]')].filter(
          (node) => node.getBoundingClientRect().top < window.innerHeight,
        ).length,
    );
    expect(firstScreenHidden).toBe(0);

    // Mark the element: the locator `[data-reveal="hidden"]` stops matching it once it is shown.
    await hidden.first().evaluate((node) => node.setAttribute("data-test-target", ""));
    const target = page.locator("[data-test-target]");
    await expect.poll(() => target.evaluate((node) => Number(getComputedStyle(node).opacity))).toBe(0);
    await target.scrollIntoViewIfNeeded();
    await expect(target).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => target.evaluate((node) => Number(getComputedStyle(node).opacity))).toBe(1);
  });
});

test.describe("reveal on scroll with reduced motion", () => {
  test("nothing is ever hidden", async ({ page }) => {
    await page.goto("/");
    await waitForIslands(page);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  });

  test("without JavaScript every section is visible in the server HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    await context.close();
  });
});
