import { expect, type Page, test } from "@playwright/test";
import { jsonLd, waitForHydration } from "./support/page-helpers";

/** /faq: live search, the empty state, one open question per category, structured data. */

const categories = [
  "Lead Generation",
  "SEO & Content Strategy",
  "Website Development",
  "Compliance & Ethics",
  "Marketing Strategy & ROI",
  "Sober Living Marketing",
  "Our Service Plans",
];

function categoryHeadings(page: Page) {
  return page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .filter({ hasText: new RegExp(`^(${categories.map(escapeRegExp).join("|")})$`) });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function question(page: Page, text: string) {
  return page.getByRole("button", { name: text, exact: true });
}

test.describe("FAQ page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/faq");
    await waitForHydration(page);
  });

  test("lists the seven categories and a labelled search box", async ({ page }) => {
    await expect(categoryHeadings(page)).toHaveText(categories);
    const search = page.getByLabel("Search the FAQ");
    await expect(search).toHaveAttribute("placeholder", "Search questions...");
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("search filters case-insensitively over questions and hides categories without matches", async ({ page }) => {
    await page.getByLabel("Search the FAQ").fill("SOBER LIVING");
    await expect(categoryHeadings(page)).toHaveText(["Sober Living Marketing"]);
    await expect(question(page, "How is marketing a sober living home different from a treatment center?")).toBeVisible();
    await expect(question(page, "Where do your treatment leads come from?")).toHaveCount(0);
  });

  test("search also matches text found only in an answer", async ({ page }) => {
    // "NARR affiliate" appears in one answer and in no question.
    await page.getByLabel("Search the FAQ").fill("narr AFFILIATE");
    await expect(categoryHeadings(page)).toHaveText(["Sober Living Marketing"]);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "Does certification matter for sober living marketing?",
    ]);
  });

  test("no match shows the empty state; Clear search restores everything and refocuses the box", async ({ page }) => {
    const search = page.getByLabel("Search the FAQ");
    await search.fill("zzqx no such words");
    await expect(page.getByText("No questions found matching your search.")).toBeVisible();
    await expect(categoryHeadings(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(categoryHeadings(page)).toHaveText(categories);
    await expect(page.getByText("No questions found matching your search.")).toHaveCount(0);
  });

  test("one question per category is open, and clicking the open one closes it", async ({ page }) => {
    const first = question(page, "Where do your treatment leads come from?");
    const second = question(page, "How do you improve lead quality, not just volume?");
    const otherCategory = question(page, "How long does SEO take for a treatment center?");

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("We do not buy or resell leads")).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("We do not buy or resell leads")).toBeHidden();

    // Another category keeps its own open item.
    await otherCategory.click();
    await expect(otherCategory).toHaveAttribute("aria-expanded", "true");
    await expect(second).toHaveAttribute("aria-expanded", "true");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(otherCategory).toHaveAttribute("aria-expanded", "true");
  });

  test("publishes FAQPage structured data with every question and a breadcrumb trail", async ({ page }) => {
    const data = await jsonLd(page);
    const faq = data.find((item) => item["@type"] === "FAQPage") as
      | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
      | undefined;
    expect(faq).toBeDefined();
    const onPage = await page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
    expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(onPage);
    expect(onPage.length).toBeGreaterThanOrEqual(21);
    for (const entry of faq?.mainEntity ?? []) expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40);
    expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });
});

test.describe("FAQ page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every answer and hides the search box that could not work", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(page.getByText("We do not buy or resell leads")).toBeVisible();
    await expect(page.getByText("Entry Level starts at $5,500 a month")).toBeVisible();
    await expect(page.getByLabel("Search the FAQ")).toBeHidden();
  });
});
