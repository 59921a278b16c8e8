import { expect, type Page, test } from "@playwright/test";
import { waitForIslands } from "./support/page-helpers";

/**
 * One visit, clicked through as a treatment-centre operator would: the menu
 * marks where they are on each top-level page, the directory leads to a city
 * service page with all its sections, the FAQ answers as they type, and a
 * mistyped city address shows the 404 page. Every step loads a whole
 * document (content pages have no client-side router), with its islands.
 */

const NOT_FOUND_TEXT = "We're sorry, but the page you are looking for doesn't exist or has been moved.";

async function current(page: Page) {
  return page.getByRole("navigation", { name: "Main" }).locator('a[aria-current="page"]');
}

async function clickMenu(page: Page, label: string, url: RegExp) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(await current(page)).toHaveText(label);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

test("a visitor tours the site from the home page to a city service page, the FAQ and a mistyped address", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await waitForIslands(page);
  await expect(await current(page)).toHaveText("Home");

  // Each top-level page of the menu, in turn.
  await clickMenu(page, "Services", /\/services$/);
  await clickMenu(page, "Case Studies", /\/case-studies$/);
  await clickMenu(page, "Blog", /\/blog$/);
  await clickMenu(page, "About", /\/about$/);
  await clickMenu(page, "Locations", /\/locations$/);

  // The directory: three featured states, at most five cities each.
  const featured = page.getByTestId("featured-state");
  await expect(featured).toHaveCount(3);
  for (let index = 0; index < 3; index++) {
    expect(await featured.nth(index).getByTestId("featured-city").count()).toBeLessThanOrEqual(5);
  }
  await expect(page.getByTestId("other-locations").getByRole("heading", { name: "Other Locations" })).toBeVisible();

  // A state, one of its cities, and that city's rehab marketing page.
  await featured.nth(0).getByRole("link", { name: "See all cities in California..." }).click();
  await expect(page).toHaveURL(/\/locations\/california$/);
  await expect(await current(page)).toHaveText("Locations");
  await page.getByTestId("state-cities").getByRole("link", { name: "San Diego", exact: true }).click();
  await expect(page).toHaveURL(/\/locations\/california\/san-diego$/);
  await page.getByTestId("city-services").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/[a-z-]+\/california\/san-diego$/);

  // The city service page's sections, in order.
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("San Diego");
  await expect(page.getByTestId("service-body")).toBeVisible();
  await expect(page.getByTestId("service-sidebar").locator("img")).toHaveCount(1);
  await expect(page.getByTestId("service-items").getByRole("heading")).toHaveText([
    "Strategy Development",
    "Implementation & Management",
    "Ongoing Optimization",
    "Performance Tracking",
    "Compliance Monitoring",
    "ROI Analysis",
  ]);
  await expect(page.getByTestId("service-sidebar").getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute(
    "href",
    "/contact",
  );
  const others = page.getByTestId("other-locations");
  for (const group of await others.locator("> div").all()) {
    expect(await group.getByRole("link").count()).toBeLessThanOrEqual(3);
  }
  await expect(main.getByRole("link", { name: /Schedule a Strategy Call/ })).toHaveAttribute("href", "/contact");

  // The FAQ, from the footer: search as you type, then nothing found, then clear.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await waitForIslands(page, "faq");
  const search = page.getByLabel("Search the FAQ");
  await search.fill("legitscript");
  const questions = main.getByRole("heading", { level: 3 });
  expect(await questions.count()).toBeGreaterThan(0);
  for (const text of await main.locator("[data-accordion-item]:visible").allTextContents())
    expect(text.toLowerCase()).toContain("legitscript");
  await search.fill("zzqx no such words");
  await expect(page.getByText("No questions found matching your search.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");

  // A mistyped city address: the 404 page, with its status.
  const response = await page.goto("/seo/california/san-dieggo");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
