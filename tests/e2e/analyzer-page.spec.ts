import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { type FixtureSite, startFixtureSite } from "../support/fixture-site";
import { seriousViolations } from "./support/page-helpers";

/**
 * The analyzer at /client-ingestion, in Chromium, on fixture websites served
 * here on loopback (the server runs with CRAWL_ALLOW_PRIVATE=true and a lab
 * of one page and one form factor: playwright.config.ts).
 */
const STEP_TEXTS = [
  // A new record's current step (spec §3), while it waits for a worker.
  "Initializing",
  "Vectorizing website content",
  "Analyzing site structure",
  "Evaluating SEO performance",
  "Generating optimization recommendations",
  "Finalizing analysis report",
];

async function openAnalyzer(page: Page) {
  await page.goto("/client-ingestion");
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
}

test("the form: disabled while empty, the spec's message for a whitespace-only address, axe-clean", async ({ page }) => {
  await openAnalyzer(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Website Analysis & Optimization");
  const url = page.getByLabel("Website URL");
  await expect(url).toHaveAttribute("type", "url");
  const button = page.getByRole("button", { name: "Analyze Website" });
  await expect(button).toBeDisabled();
  await url.fill("   ");
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.locator("#analyzer-url-error")).toHaveText("Please enter a website URL");
  await expect(page.locator("[data-sonner-toast]").getByText("Please enter a website URL")).toBeVisible();
  await url.fill("file:///etc/passwd");
  await button.click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .getByText("Failed to analyze website: Only http:// and https:// websites can be analyzed."),
    // The other tests' lab runs share this server and its 2 cores.
  ).toBeVisible({ timeout: 20_000 });
  await expect(button).toBeEnabled();
  // With the field's error and the toasts showing.
  expect(await seriousViolations(page)).toEqual([]);
});

test("an unknown analysis address shows No Results with a 404", async ({ page }) => {
  const response = await page.goto("/client-ingestion/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("No analysis found for this ID.")).toBeVisible();
});

test.describe("a real analysis", () => {
  // Two runs of crawl, Lighthouse and axe on a shared 2-core machine.
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  test.use({ viewport: { width: 1440, height: 900 } });
  let good: FixtureSite;
  let bad: FixtureSite;
  const overall: Record<string, number> = {};
  test.beforeAll(async () => {
    good = await startFixtureSite({ variant: "good" });
    bad = await startFixtureSite({ variant: "bad" });
  });
  test.afterAll(async () => {
    await good?.close();
    await bad?.close();
  });

  for (const variant of ["good", "bad"] as const) {
    test(`the ${variant} fixture: live progress through the spec's steps, measured scores, the PDF report`, async ({ page }) => {
      const site = variant === "good" ? good : bad;
      await openAnalyzer(page);
      // Every step text and percentage the page shows, in order.
      await page.evaluate(() => {
        const seen: { step: string; percent: number }[] = [];
        (window as unknown as { seen: typeof seen }).seen = seen;
        new MutationObserver(() => {
          const step = document.querySelector("[data-testid=analysis-step]")?.textContent ?? "";
          const percent = Number.parseInt(document.querySelector("[data-testid=analysis-percent]")?.textContent ?? "", 10);
          const last = seen.at(-1);
          if (step && !Number.isNaN(percent) && (last?.step !== step || last.percent !== percent)) seen.push({ step, percent });
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      // The move to the analysis's page is held back, so a moment with the button enabled again
      // (a second click, a second analysis) cannot slip between two samples.
      await page.route(/\/client-ingestion\/[0-9a-f-]{36}\.data/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await page.getByLabel("Website URL").fill(site.url);
      // Every frame from the click until the results arrive: was the submit button ever enabled?
      await page.evaluate(() => {
        const state = { enabledFrames: 0, frames: 0 };
        (window as unknown as { buttonWatch: typeof state }).buttonWatch = state;
        const sample = () => {
          if (document.getElementById("analysis-results-title")) return;
          const button = document.querySelector<HTMLButtonElement>('form[aria-label="Analyze a website"] button[type=submit]');
          state.frames++;
          if (button && !button.disabled && state.frames > 1) state.enabledFrames++;
          requestAnimationFrame(sample);
        };
        document
          .querySelector<HTMLButtonElement>('form[aria-label="Analyze a website"] button[type=submit]')
          ?.addEventListener("click", () => requestAnimationFrame(sample), { once: true });
      });
      await page.getByRole("button", { name: "Analyze Website" }).click();
      await expect(page.locator("[data-sonner-toast]").getByText("Website analysis started successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/client-ingestion\/[0-9a-f-]{36}$/);
      const progress = page.getByRole("progressbar", { name: "Analysis progress" });
      await expect(progress).toBeVisible();
      // At 1440x900 the progress is in view without scrolling, and then the results are brought into view and focused.
      await expect(progress).toBeInViewport();
      const resultsHeading = page.getByRole("heading", { name: "Analysis Results" });
      await expect(resultsHeading).toBeVisible({ timeout: 200_000 });
      await expect(resultsHeading).toBeInViewport();
      await expect(resultsHeading).toBeFocused();
      const watch = await page.evaluate(
        () => (window as unknown as { buttonWatch: { enabledFrames: number; frames: number } }).buttonWatch,
      );
      expect(watch.frames).toBeGreaterThan(10);
      expect(watch.enabledFrames).toBe(0);
      // The summary leads with the three fixes worth most.
      await expect(page.getByTestId("analysis-top-fixes").getByRole("heading")).toHaveText("The three fixes worth most");

      const seen = await page.evaluate(() => (window as unknown as { seen: { step: string; percent: number }[] }).seen);
      const percents = seen.map((entry) => entry.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      const steps = [...new Set(seen.map((entry) => entry.step))];
      for (const step of steps) expect(STEP_TEXTS).toContain(step);
      expect(steps).toEqual([...steps].sort((a, b) => STEP_TEXTS.indexOf(a) - STEP_TEXTS.indexOf(b)));
      expect(steps.filter((step) => step !== "Initializing").length).toBeGreaterThanOrEqual(3);

      // The busy state ends with the run: another site can be analyzed.
      await page.getByLabel("Website URL").fill(site.url);
      await expect(page.getByRole("button", { name: "Analyze Website" })).toBeEnabled();
      for (const tab of ["Summary", "SEO", "Performance", "Content", "Accessibility", "Compliance"]) {
        await expect(page.getByRole("tab", { name: tab })).toBeVisible();
      }
      const score = async (key: string) =>
        Number.parseInt((await page.locator(`[data-score=${key}] dd`).textContent()) ?? "", 10);
      overall[variant] = await score("overall");
      expect(overall[variant]).toBeGreaterThanOrEqual(0);
      expect(overall[variant]).toBeLessThanOrEqual(100);
      const seo = await score("seo");

      await page.getByRole("tab", { name: "Compliance" }).click();
      await expect(page.getByRole("tabpanel").locator("[data-check]").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("tab", { name: "Summary" }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download Full Report" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^website-analysis-.+\.pdf$/);
      const file = test.info().outputPath(`${variant}.pdf`);
      await download.saveAs(file);
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
      expect(text).toContain(String(overall[variant]));
      expect(text).toContain(String(seo));
    });
  }

  test("the good site scores higher than the bad one", () => {
    expect(overall.good).toBeGreaterThan(overall.bad ?? 100);
  });
});
