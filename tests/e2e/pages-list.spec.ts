import { expect, type Page, test } from "@playwright/test";
import { adminApi, adminPage, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";

/**
 * The content studio's lists (issue 22 items 1, 7 and 11): /admin/pages
 * lists the seed pages, filters and searches them, and creates pages from a
 * template or as a copy at a free path, refusing a taken, reserved or
 * invalid one with its message; the review queue renders; /content-research
 * lists the seed articles. Each page is axe clean.
 */
const id = unique();
const SEED_PAGE = "/rehab/seo";

/** The list's row for a path, found by the row's data-path. */
const rowFor = (page: Page, path: string) => page.locator(`tr[data-path="${path}"]`);

async function createPage(page: Page, path: string, start: { template?: string; copyOf?: string }) {
  await page.goto("/admin/pages");
  const form = page.getByRole("region", { name: "New page" });
  await form.getByLabel("Path").fill(path);
  await form.getByLabel("Type").selectOption("service");
  if (start.copyOf) {
    await form.getByLabel("A copy of another page").check();
    await form.getByLabel("Page to copy").selectOption({ label: start.copyOf });
  } else {
    await form.getByLabel("A template").check();
    await form.getByLabel("Template", { exact: true }).selectOption(start.template ?? "service");
  }
  await form.getByRole("button", { name: "Create page" }).click();
}

test("the pages list shows the seed pages, and its search and filters narrow it", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/admin/pages");
  await expect(page.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  await expect(rowFor(page, SEED_PAGE)).toBeVisible();
  await expect(page.getByRole("link", { name: SEED_PAGE })).toHaveAttribute("href", /\/admin\/pages\/\d+$/);

  const filters = page.getByRole("search", { name: "Filter pages" });
  await filters.getByLabel("Search paths and titles").fill(SEED_PAGE);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=%2Frehab%2Fseo/);
  await expect(rowFor(page, SEED_PAGE)).toBeVisible();
  await expect(rowFor(page, "/rehab/ppc")).toHaveCount(0);

  await page.goto("/admin/pages?type=location");
  await expect(rowFor(page, SEED_PAGE)).toHaveCount(0);
  await page.goto("/admin/pages?type=service&status=published");
  await expect(rowFor(page, SEED_PAGE)).toBeVisible();
  await expect(rowFor(page, SEED_PAGE)).toContainText("Published");
  await page.goto("/admin/pages?status=archived");
  await expect(rowFor(page, SEED_PAGE)).toHaveCount(0);
  await page.context().close();
});

test("New page: from a template at a free path, as a copy of a seed page, and refusals for taken, reserved and invalid paths", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await adminPage(browser, baseURL ?? "");
  const fresh = `/e2e-studio/${id}`;
  await createPage(page, fresh, { template: "guide" });
  // The editor (/admin/pages/:id) is another part of the studio: the URL is what this spec relies on.
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await page.goto(`/admin/pages?q=${encodeURIComponent(fresh)}`);
  await expect(rowFor(page, fresh)).toContainText("Draft");
  await expect(rowFor(page, fresh)).toContainText("e2e");

  const copy = `/e2e-studio/${id}-copy`;
  await createPage(page, copy, { copyOf: SEED_PAGE });
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await page.goto(`/admin/pages?q=${encodeURIComponent(SEED_PAGE)}`);
  const seedTitle = (await rowFor(page, SEED_PAGE).locator("[data-page-title]").textContent())?.trim();
  expect(seedTitle).toBeTruthy();
  await page.goto(`/admin/pages?q=${encodeURIComponent(copy)}`);
  await expect(rowFor(page, copy)).toContainText(seedTitle as string);

  // Both new drafts are the admin's own, waiting in the review queue's "My drafts" with a link to their editor.
  await page.goto("/admin/pages/queue");
  const mine = page.getByRole("region", { name: "My drafts" });
  await expect(mine.getByRole("link", { name: fresh, exact: true })).toHaveAttribute("href", /\/admin\/pages\/\d+$/);
  await expect(mine.getByRole("link", { name: copy, exact: true })).toBeVisible();

  const refusals: [string, RegExp][] = [
    [SEED_PAGE, /Another page already uses this path\./],
    ["/about/team", /This path belongs to a fixed page of the site; choose another\./],
    ["Not a path", /A path is lowercase letters, digits and hyphens between slashes/],
  ];
  for (const [path, message] of refusals) {
    await createPage(page, path, { template: "service" });
    await expect(page.getByRole("alert")).toHaveText(message);
    await expect(page).toHaveURL(/\/admin\/pages$/);
    // What was typed stays in the form.
    await expect(page.getByRole("region", { name: "New page" }).getByLabel("Path")).toHaveValue(path);
  }
  await page.context().close();
});

test("a refused New page post answers 4xx and creates nothing", async ({ baseURL }) => {
  const admin = await adminApi(baseURL ?? "");
  const post = (form: Record<string, string>) => admin.post("/admin/pages", { form: { intent: "create", ...form } });
  expect((await post({ path: SEED_PAGE, type: "service", start: "template", template: "service" })).status()).toBe(409);
  expect((await post({ path: "/admin/x", type: "service", start: "template", template: "service" })).status()).toBe(400);
  expect((await post({ path: `/e2e-studio/${id}-x`, type: "nope", start: "template" })).status()).toBe(400);
  expect((await post({ path: `/e2e-studio/${id}-x`, type: "service", start: "copy", copyOf: "999999" })).status()).toBe(404);
  const list = await (await admin.get(`/admin/pages?q=${encodeURIComponent(`/e2e-studio/${id}-x`)}`)).text();
  expect(list).toContain("No pages match.");
  await admin.dispose();
});

test("the review queue renders its three lists", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/admin/pages/queue");
  await expect(page.getByRole("heading", { name: "Review queue", level: 1 })).toBeVisible();
  for (const name of ["Waiting for my review", "My drafts", "Scheduled"]) {
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }
  await page.context().close();
});

test("/content-research lists the seed articles, filtered by type and searched", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/content-research");
  await expect(page.getByRole("heading", { name: "Content research", level: 1 })).toBeVisible();
  await page.goto("/content-research?type=service_type_location&q=Houston");
  const houston = page.getByRole("link", { name: "SEO for Houston Treatment Centers Across a Metro Built on Distance" });
  await expect(houston).toHaveAttribute("href", /\/content-view\/\d+$/);
  // The seed article's own row (drafts that other specs make for Houston may sort above it).
  await expect(page.getByRole("row").filter({ has: houston })).toContainText("Published");
  await page.goto("/content-research?type=blog_article");
  await expect(page.getByRole("link", { name: "Cost Per Admission: The Rehab Marketing Metric That Matters" })).toBeVisible();
  await expect(page.locator('tr[data-type="service_type_location"]')).toHaveCount(0);
  await page.context().close();
});

for (const path of ["/admin/pages", "/admin/pages/queue", "/content-research"]) {
  test(`${path} has no serious axe violations`, async ({ browser, baseURL }) => {
    const page = await adminPage(browser, baseURL ?? "");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
}
