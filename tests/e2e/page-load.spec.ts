import { expect, test } from "@playwright/test";
/**
 * A page paints from its HTML before any of its script is fetched, then
 * hydrates (app/.server/render/hydrate-after-paint.ts). The served document
 * is checked too: if a React Router upgrade changed the script the rewrite
 * looks for, the rewrite would silently do nothing, and this test says so.
 */
import { waitForHydration } from "./support/page-helpers";
import { E2E_PORT } from "./support/port";
import { rawGet } from "./support/raw-http";

for (const path of ["/", "/faq", "/contact"]) {
  test(`${path} is served without preload links, its module script waiting for the first paint`, async () => {
    const { body } = await rawGet(E2E_PORT, path, {});
    expect(body).not.toContain('<link rel="modulepreload"');
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "";
    expect(script.startsWith("await new Promise")).toBe(true);
    expect(script).toContain(`"first-contentful-paint"`);
    expect(script).not.toMatch(/^import /m);
  });
}

test("the first contentful paint comes before the first script request, and the page then hydrates", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { paint, scripts };
  });
  expect(Number.isFinite(timing.paint)).toBe(true);
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);

  // Hydrated: the FAQ's questions open, and navigation stays in the client.
  const question = page.getByRole("button", { name: "Where do your treatment leads come from?", exact: true });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
