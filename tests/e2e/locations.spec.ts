import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/page-helpers";

/**
 * The location directory, state and city pages, city service pages, their
 * 404 cases, and an accessibility scan of each kind of page.
 */

const NOT_FOUND_TEXT = "We're sorry, but the page you are looking for doesn't exist or has been moved.";

test.describe("directory on /locations", () => {
  test("three featured states with at most five cities each, See all cities, and Other Locations", async ({ page }) => {
    const response = await page.goto("/locations");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const featured = page.getByTestId("featured-state");
    await expect(featured).toHaveCount(3);
    const names = ["California", "New York", "Texas"];
    for (const [index, name] of names.entries()) {
      const card = featured.nth(index);
      await expect(card.getByRole("heading")).toHaveText(name);
      const cities = card.getByTestId("featured-city");
      expect(await cities.count()).toBeLessThanOrEqual(5);
      expect(await cities.count()).toBeGreaterThan(0);
      for (const href of await cities.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href).toMatch(new RegExp(`^/rehab-marketing/${name.toLowerCase().replace(" ", "-")}/[a-z0-9-]+$`));
      }
      // Each of these states has more than five cities.
      await expect(card.getByRole("link", { name: `See all cities in ${name}...` })).toHaveAttribute(
        "href",
        `/locations/${name.toLowerCase().replace(" ", "-")}`,
      );
    }
    await expect(featured.first().getByTestId("featured-city").first()).toHaveText("Los Angeles");

    const others = page.getByTestId("other-locations");
    await expect(others.getByRole("heading", { name: "Other Locations" })).toBeVisible();
    await expect(others.getByRole("link")).toHaveCount(48);
    await expect(others.getByRole("link").first()).toHaveText("Florida");
    await expect(others.getByRole("link", { name: "Wyoming" })).toHaveAttribute("href", "/locations/wyoming");

    await expect(page.getByTestId("all-states").getByRole("link")).toHaveCount(51);
    await expect(page.getByRole("link", { name: "GeoNames" })).toHaveAttribute("href", "https://www.geonames.org/");
  });

  test("following a city link opens its rehab marketing page", async ({ page }) => {
    await page.goto("/locations");
    await page.getByTestId("featured-state").nth(2).getByRole("link", { name: "Houston" }).click();
    await expect(page).toHaveURL(/\/rehab-marketing\/texas\/houston$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rehab Marketing in Houston, Texas");
  });
});

test("a state page lists all its cities alphabetically, each linking to its city page", async ({ page }) => {
  const response = await page.goto("/locations/texas");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Treatment center marketing in Texas");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Locations");
  const links = page.getByTestId("state-cities").getByRole("link");
  const names = await links.allTextContents();
  expect(names.length).toBeGreaterThan(60);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await expect(links.filter({ hasText: /^Austin$/ })).toHaveAttribute("href", "/locations/texas/austin");
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
});

test("a city page links the seven services, the levels of care and other cities of the state", async ({ page }) => {
  const response = await page.goto("/locations/texas/austin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Treatment center marketing in Austin, Texas");
  const services = page.getByTestId("city-services").getByRole("link");
  await expect(services).toHaveCount(7);
  for (const slug of [
    "rehab-marketing",
    "mental-health-marketing",
    "website-design",
    "seo",
    "ppc",
    "content-marketing",
    "lead-generation",
  ]) {
    await expect(page.locator(`a[href="/${slug}/texas/austin"]`).first()).toBeVisible();
  }
  await expect(page.getByTestId("treatment-links").locator('a[href="/detox-marketing/texas/austin"]')).toBeVisible();
  await expect(page.getByTestId("other-cities").getByRole("link", { name: "Houston" })).toHaveAttribute(
    "href",
    "/locations/texas/houston",
  );
  await expect(page.getByTestId("other-cities").getByRole("link", { name: "Austin" })).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/locations\/texas\/austin$/);
  await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute("content", "US-TX");
});

test.describe("city service page", () => {
  test("shows its sections in order, with noindex while it has only the default text", async ({ page }) => {
    const response = await page.goto("/seo/california/san-diego");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Engine Optimization in San Diego, California");

    const body = page.getByTestId("service-body");
    await expect(body).toContainText("Search Engine Optimization for treatment providers in San Diego, California.");
    const sidebar = page.getByTestId("service-sidebar");
    await expect(sidebar.locator('img[src*="city-sidebar"]')).toHaveCount(1);
    await expect(sidebar.getByTestId("service-items").getByRole("heading")).toHaveText([
      "Strategy Development",
      "Implementation & Management",
      "Ongoing Optimization",
      "Performance Tracking",
      "Compliance Monitoring",
      "ROI Analysis",
    ]);
    await expect(sidebar.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");

    const other = page.getByTestId("other-locations");
    for (const group of await other.locator("> div").all()) {
      expect(await group.getByRole("link").count()).toBeLessThanOrEqual(3);
    }
    for (const href of await other.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/rehab-marketing\//);
    }
    const cta = page.getByRole("link", { name: "Schedule a Strategy Call" });
    await expect(cta).toHaveAttribute("href", "/contact");

    // Order on the page: hero, body, sidebar, other locations, call to action.
    const tops = await Promise.all(
      [page.getByRole("heading", { level: 1 }), body, sidebar, other, cta].map(
        async (locator) => (await locator.boundingBox())!.y,
      ),
    );
    expect(tops[0]!).toBeLessThan(tops[1]!);
    expect(tops[1]!).toBeLessThanOrEqual(tops[2]!);
    expect(tops[2]!).toBeLessThan(tops[3]!);
    expect(tops[3]!).toBeLessThan(tops[4]!);

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const service = ld.find((item) => item["@type"] === "Service");
    expect(service.areaServed).toEqual([
      { "@type": "City", name: "San Diego", containedInPlace: { "@type": "State", name: "California" } },
      { "@type": "State", name: "California" },
    ]);
    expect(ld.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("treatment-type slugs the directory links to answer too", async ({ request }) => {
    for (const slug of ["inpatient-marketing", "sober-living-marketing", "dual-diagnosis-marketing", "mental-health-marketing"]) {
      expect((await request.get(`/${slug}/florida/miami`)).status(), slug).toBe(200);
    }
  });

  for (const [label, path] of [
    ["unknown service", "/link-building/texas/austin"],
    ["unknown state", "/seo/atlantis/austin"],
    ["unknown city", "/seo/texas/atlantis"],
    ["a city of another state", "/seo/texas/miami"],
    ["a missing parameter", "/seo/california"],
    ["a malformed slug", "/seo/Texas/Austin%20"],
    ["unknown state page", "/locations/atlantis"],
    ["unknown city page", "/locations/texas/atlantis"],
  ] as const) {
    test(`${label} answers the 404 page (${path})`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible();
    });
  }
});

test.describe("accessibility (axe-core)", () => {
  for (const path of ["/locations", "/locations/new-york", "/locations/new-york/buffalo", "/ppc/new-york/buffalo"]) {
    test(`no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
