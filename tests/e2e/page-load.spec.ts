import { expect, test } from "@playwright/test";
/**
 * How pages load (docs/page-loading.md): a content page is its HTML with the
 * stylesheet inlined, and its only scripts are the inline island loader and
 * the islands it imports after the first contentful paint. Pages with forms
 * hydrate React with React Router's own, unrewritten script.
 */
import { waitForHydration, waitForIslands } from "./support/page-helpers";
import { E2E_PORT } from "./support/port";
import { rawGet } from "./support/raw-http";

for (const path of ["/", "/faq", "/about"]) {
  test(`${path} is served without React Router's scripts, with the stylesheet inlined and the island loader`, async () => {
    const { body } = await rawGet(E2E_PORT, path, {});
    expect(body).not.toContain('<link rel="modulepreload"');
    expect(body).not.toContain("__reactRouterContext");
    expect(body).not.toMatch(/<link rel="stylesheet"/);
    expect(body).toMatch(/<style nonce="[^"]+">/);
    expect(body).toMatch(/<script type="module" nonce="[^"]+">[\s\S]*startIslands\(\{"site":"\/assets\/site-[\w-]+\.js"/);
  });
}

test("/contact keeps React Router's module script as the framework writes it", async () => {
  const { body } = await rawGet(E2E_PORT, "/contact", {});
  expect(body).toContain("__reactRouterContext");
  expect(body).toMatch(/<script nonce="[^"]+" type="module" async="">[\s\S]*?import \* as route0 from "\/assets\/root-/);
});

test("the first contentful paint comes before the first script request, and the islands then mount", async ({ page }) => {
  await page.goto("/faq");
  await waitForIslands(page, "site", "faq");
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { paint, scripts };
  });
  expect(Number.isFinite(timing.paint)).toBe(true);
  expect(timing.scripts).toHaveLength(2);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
});

test("/contact hydrates after loading its framework scripts", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await waitForIslands(page);
});
