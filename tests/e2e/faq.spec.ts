import { expect, type Locator, type Page, test } from "@playwright/test";
import { accordionItem, accordionQuestion, jsonLd, seriousViolations, waitForIslands } from "./support/page-helpers";
import { BASE } from "./support/port";

/**
 * /faq: live search, the empty state, one open question per category,
 * structured data; and the same without JavaScript (exclusive <details>, the
 * search as a GET form answered by the server).
 */

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
  return accordionQuestion(page.getByRole("main"), text);
}

async function expectOpen(questionLocator: Locator, open: boolean) {
  if (open) await expect(accordionItem(questionLocator)).toHaveAttribute("open", "");
  else await expect(accordionItem(questionLocator)).not.toHaveAttribute("open");
}

test.describe("FAQ page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/faq");
    await waitForIslands(page, "faq");
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
    await expect(page.getByText("No questions found matching your search.")).toBeHidden();
  });

  test("one question per category is open, and clicking the open one closes it", async ({ page }) => {
    const first = question(page, "Where do your treatment leads come from?");
    const second = question(page, "How do you improve lead quality, not just volume?");
    const otherCategory = question(page, "How long does SEO take for a treatment center?");

    await oneOpenPerCategory(page, first, second, otherCategory);
  });

  test("axe finds nothing serious with a question open and with the empty state", async ({ page }) => {
    await question(page, "Where do your treatment leads come from?").click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Search the FAQ").fill("zzqx no such words");
    await expect(page.getByText("No questions found matching your search.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
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

/** One open question per category, and clicking the open one closes it: the same with or without JavaScript. */
async function oneOpenPerCategory(page: Page, first: Locator, second: Locator, otherCategory: Locator) {
  await expectOpen(first, false);
  await expect(page.getByText("We do not buy or resell leads")).toBeHidden();
  await first.click();
  await expectOpen(first, true);
  await expect(page.getByText("We do not buy or resell leads")).toBeVisible();

  await second.click();
  await expectOpen(second, true);
  await expectOpen(first, false);
  await expect(page.getByText("We do not buy or resell leads")).toBeHidden();

  // Another category keeps its own open item.
  await otherCategory.click();
  await expectOpen(otherCategory, true);
  await expectOpen(second, true);

  await second.click();
  await expectOpen(second, false);
  await expectOpen(otherCategory, true);
}

test.describe("FAQ page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the accordion keeps one question open per category", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(categoryHeadings(page)).toHaveText(categories);
    await oneOpenPerCategory(
      page,
      question(page, "Where do your treatment leads come from?"),
      question(page, "How do you improve lead quality, not just volume?"),
      question(page, "How long does SEO take for a treatment center?"),
    );
  });

  test("the search is a form the server answers, with the same empty state and Clear search", async ({ page }) => {
    await page.goto("/faq");
    const search = page.getByLabel("Search the FAQ");
    await expect(search).toHaveAttribute("placeholder", "Search questions...");
    await search.fill("narr AFFILIATE");
    await search.press("Enter");
    await expect(page).toHaveURL(`${BASE}/faq?q=narr+AFFILIATE`);
    await expect(categoryHeadings(page)).toHaveText(["Sober Living Marketing"]);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "Does certification matter for sober living marketing?",
    ]);
    await expect(page.getByLabel("Search the FAQ")).toHaveValue("narr AFFILIATE");

    await page.getByLabel("Search the FAQ").fill("zzqx no such words");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No questions found matching your search.")).toBeVisible();
    await expect(categoryHeadings(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(categoryHeadings(page)).toHaveText(categories);
    await expect(page.getByLabel("Search the FAQ")).toHaveValue("");
    await expect(page.getByText("No questions found matching your search.")).toBeHidden();
  });
});

test.describe("FAQ search and the page cache", () => {
  test("a search is rendered for its query, never served from or stored in the page cache", async ({ request }) => {
    await request.get("/faq");
    const searched = await request.get("/faq?q=sober");
    expect(searched.headers()["x-cache"]).toBe("BYPASS");
    const html = await searched.text();
    expect(html).toContain('value="sober"');
    expect(html).toMatch(/<section[^>]*data-category="lead-generation"[^>]*hidden=""/);
    // The plain page afterwards is the whole FAQ, from the cache.
    const plain = await request.get("/faq");
    expect(plain.headers()["x-cache"]).toBe("HIT");
    const plainHtml = await plain.text();
    expect(plainHtml).not.toMatch(/data-faq-category="" hidden/);
    expect(plainHtml).not.toContain('value="sober"');
  });
});
