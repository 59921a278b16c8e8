import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { CRAWLER_TEXT } from "~/lib/audits/crawler-api";
import { FIXTURE_CRAWL_ID, FIXTURE_PAGES } from "./support/crawler-fixtures";
import { adminPage } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";

/**
 * The /website-crawler page (issue 12 §4): the form and its messages, the
 * results viewer (page list, first page selected, Content and Metadata
 * tabs), the Issues view and CSV, Vectorize Content, the No Results panel,
 * and a real crawl of a small loopback site with live progress.
 */
const crawlPath = `/website-crawler/${FIXTURE_CRAWL_ID}`;

async function openForm(page: Page, path = "/website-crawler") {
  await page.goto(path);
  await expect(page.locator("form[data-live=true]")).toBeVisible();
}

test("a finished crawl: page list with the first page selected, Content and Metadata tabs, axe-clean", async ({ page }) => {
  await page.goto(crawlPath);
  // The page table comes first (tests/e2e/crawl-view.spec.ts); each page's text is under Page viewer.
  await page.getByRole("tab", { name: "Page viewer" }).click();
  const list = page.getByRole("navigation", { name: "Crawled pages" });
  await expect(list.getByRole("button")).toHaveCount(FIXTURE_PAGES.length);
  const first = list.getByRole("button").first();
  await expect(first).toHaveAttribute("aria-current", "true");
  await expect(first).toContainText(FIXTURE_PAGES[0].title);
  await expect(page.getByText(CRAWLER_TEXT.crawlCompleted)).toBeVisible();

  const contentTab = page.getByRole("tab", { name: "Content" });
  await expect(contentTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("textbox", { name: "Page content" })).toHaveValue(FIXTURE_PAGES[0].content);

  // Keyboard: the arrow key moves to Metadata and selects it.
  await contentTab.focus();
  await page.keyboard.press("ArrowRight");
  const metadataTab = page.getByRole("tab", { name: "Metadata" });
  await expect(metadataTab).toBeFocused();
  await expect(metadataTab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Metadata" });
  await expect(panel.getByText("Status code")).toBeVisible();
  await expect(panel.getByText("200", { exact: true })).toBeVisible();
  await expect(panel.getByText("text/html; charset=utf-8")).toBeVisible();
  await expect(panel.getByText(`${FIXTURE_PAGES[0].responseMs} ms`)).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Raw metadata" })).toHaveValue(
    /"finalUrl": "https:\/\/www\.harbor-recovery\.test\/"/,
  );

  // Another page: its own details.
  await list.getByRole("button", { name: /Medical Detox/ }).click();
  await expect(list.getByRole("button", { name: /Medical Detox/ })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("textbox", { name: "Page content" })).toHaveValue(FIXTURE_PAGES[1].content);

  expect(await seriousViolations(page)).toEqual([]);
});

test("the Issues view groups the crawl's problems by type and downloads them as CSV", async ({ page }) => {
  await page.goto(crawlPath);
  await page.getByRole("tab", { name: "Issues" }).click();
  const groups = page.getByRole("table", { name: "Issues by type" });
  await expect(groups.getByRole("row")).toHaveCount(3);
  await expect(groups.getByRole("row").nth(1)).toContainText("Broken internal link");
  const pages = page.getByRole("table", { name: "Pages with broken internal link" });
  await expect(pages.getByRole("row").nth(1)).toContainText("https://www.harbor-recovery.test/old-page");
  // Linked from (the cell after Details): the home page.
  await expect(pages.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText("https://www.harbor-recovery.test/");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download issues CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^crawl-issues-www\.harbor-recovery\.test-c0ffee00\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  // Every text cell quoted (app/.server/csv.ts).
  expect(Buffer.concat(text).toString("utf8")).toMatch(
    /^"type","severity","url","details","linked_from","related_pages"\r\n"broken_internal_link","high",/,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("Vectorize Content indexes the pages for staff and says how many were processed", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto(crawlPath);
  await expect(page.getByRole("table", { name: "Pages of this crawl" })).toBeVisible();
  await page.getByRole("button", { name: "Vectorize Content" }).click();
  await expect(page.getByText(CRAWLER_TEXT.toastVectorizing)).toBeVisible();
  await expect(page.getByText(CRAWLER_TEXT.toastVectorized)).toBeVisible();
  // Two of the three pages have text; the 404 has none.
  await expect(page.getByText("2 pages processed")).toBeVisible();
  await page.context().close();
});

test("an unknown or malformed id shows the No Results panel with a 404", async ({ page }) => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-crawl"]) {
    const response = await page.goto(`/website-crawler/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: CRAWLER_TEXT.noResults })).toBeVisible();
    await expect(page.getByText(CRAWLER_TEXT.notFound)).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test("the form refuses an empty URL and an out-of-range Maximum Pages with the spec's texts", async ({ page }) => {
  await openForm(page);
  await expect(page.getByLabel("Maximum Pages")).toHaveValue("50");
  await page.getByRole("button", { name: "Start Crawl" }).click();
  await expect(page.getByRole("textbox", { name: "Website URL" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#crawl-url-error")).toHaveText(CRAWLER_TEXT.invalidUrl);
  await expect(page.getByRole("textbox", { name: "Website URL" })).toBeFocused();

  await page.getByRole("textbox", { name: "Website URL" }).fill("https://www.example.com");
  await page.getByLabel("Maximum Pages").fill("501");
  await page.getByRole("button", { name: "Start Crawl" }).click();
  await expect(page.locator("#crawl-max-pages-error")).toHaveText("Maximum Pages must be a whole number from 1 to 500.");

  // The server's refusal reaches the visitor too.
  await page.getByLabel("Maximum Pages").fill("5");
  await page.getByRole("textbox", { name: "Website URL" }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Start Crawl" }).click();
  await expect(page.getByText(CRAWLER_TEXT.toastStartFailed)).toBeVisible();
  await expect(page.locator("#crawl-url-error")).toHaveText(CRAWLER_TEXT.invalidUrl);
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * A small site on loopback, one chain of links: each page is found only once
 * the one before it is fetched, and each but the first takes 700 ms, so the
 * crawl moves through several progress steps the page can show.
 */
let site: Server;
let siteUrl: string;
const SITE_PAGES: Record<string, { title: string; body: string }> = {
  "/": {
    title: "Lakeside Recovery",
    body: '<h1>Lakeside Recovery</h1><p>Residential addiction treatment on the lake.</p><a href="/programs">Programs</a>',
  },
  "/programs": {
    title: "Programs | Lakeside Recovery",
    body: '<h1>Programs</h1><p>Residential care and an intensive outpatient programme.</p><a href="/programs/detox">Detox</a>',
  },
  "/programs/detox": {
    title: "Detox | Lakeside Recovery",
    body: '<h1>Detox</h1><p>Medically supervised detox with nurses around the clock.</p><a href="/gone">Old page</a>',
  },
};

test.beforeAll(async () => {
  site = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/robots.txt") return res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    // An endless chain of slow pages, for canceling a crawl while it runs.
    const slow = /^\/slow\/(\d+)$/.exec(path);
    const next = Number(slow?.[1]) + 1;
    const page = slow
      ? { title: `Slow ${slow[1]}`, body: `<h1>Slow</h1><p>Page ${slow[1]}.</p><a href="/slow/${next}">Next</a>` }
      : SITE_PAGES[path];
    const known = page !== undefined || path === "/gone";
    setTimeout(
      () => {
        if (!page) return res.writeHead(404, { "Content-Type": "text/html" }).end("<title>Not found</title><h1>Not found</h1>");
        res
          .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
          .end(`<!doctype html><html lang="en"><head><title>${page.title}</title></head><body>${page.body}</body></html>`);
      },
      path === "/" || !known ? 0 : 700,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});

test("starting a crawl: the spec's toasts, a shareable address, and the crawl's own page", async ({ page }) => {
  await openForm(page);
  await page.getByRole("textbox", { name: "Website URL" }).fill(siteUrl);
  await page.getByLabel("Maximum Pages").fill("5");
  await page.getByRole("button", { name: "Start Crawl" }).click();
  await expect(page.getByText(CRAWLER_TEXT.toastStarting)).toBeVisible();
  await expect(page.getByText(CRAWLER_TEXT.toastStarted)).toBeVisible();
  await expect(page.getByText(/^Job ID: [0-9a-f-]{36}$/)).toBeVisible();
  await page.waitForURL(/\/website-crawler\/[0-9a-f-]{36}$/);
  const crawlId = page.url().split("/").pop();
  await expect(page.getByRole("link", { name: `/website-crawler/${crawlId}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Crawl of ${siteUrl}` })).toBeVisible();
});

test("a real crawl of a loopback site: live progress, then the pages in crawl order", async ({ page, browser, baseURL }) => {
  await openForm(page);
  await page.getByRole("textbox", { name: "Website URL" }).fill(siteUrl);
  await page.getByLabel("Maximum Pages").fill("10");
  await page.getByRole("button", { name: "Start Crawl" }).click();
  await page.waitForURL(/\/website-crawler\/[0-9a-f-]{36}$/);
  const crawlId = page.url().split("/").pop() ?? "";

  // Real progress: the bar shows pages done of 10 while the chain is being fetched, and never goes back.
  const bar = page.getByRole("progressbar");
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const value = await bar.getAttribute("aria-valuenow", { timeout: 200 }).catch(() => null);
        if (value !== null) seen.push(Number(value));
        return Math.max(0, ...seen);
      },
      { intervals: [100], timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByText(CRAWLER_TEXT.crawlCompleted).first()).toBeVisible({ timeout: 20_000 });
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
  // Pages done of 10 (never the old fixed 45%): steps of 10%.
  expect(seen.every((value) => value % 10 === 0)).toBe(true);

  await page.getByRole("tab", { name: "Page viewer" }).click();
  const list = page.getByRole("navigation", { name: "Crawled pages" });
  await expect(list.getByRole("button")).toHaveCount(4);
  await expect(list.getByRole("button").first()).toHaveAttribute("aria-current", "true");
  await expect(list.getByRole("button").first()).toContainText("Lakeside Recovery");
  await expect(list.getByRole("button").nth(2)).toContainText("Detox | Lakeside Recovery");
  await expect(page.getByRole("textbox", { name: "Page content" })).toHaveValue(/Residential addiction treatment/);
  await page.getByRole("tab", { name: "Metadata" }).click();
  await expect(page.getByRole("tabpanel", { name: "Metadata" }).getByText("200", { exact: true })).toBeVisible();

  // The missing page is among the issues.
  await page.getByRole("tab", { name: "Issues" }).click();
  await expect(page.getByRole("table", { name: "Pages with broken internal link" })).toContainText(`${siteUrl}gone`);
  // Vectorize is for staff: not offered to this anonymous visitor.
  await expect(page.getByRole("button", { name: "Vectorize Content" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Vectorize, as staff: as many pages as have text.
  const { pages } = (await (await page.request.get(`/api/crawls/${crawlId}/pages`)).json()) as {
    pages: { content: string | null }[];
  };
  const withText = pages.filter((each) => (each.content ?? "").trim() !== "").length;
  expect(withText).toBeGreaterThanOrEqual(3);
  const staff = await adminPage(browser, baseURL ?? "");
  await staff.goto(`/website-crawler/${crawlId}`);
  await staff.getByRole("button", { name: "Vectorize Content" }).click();
  await expect(staff.getByText(`${withText} pages processed`)).toBeVisible();
  await staff.context().close();
});

test("a running crawl can be canceled by whoever started it", async ({ page }) => {
  await openForm(page);
  await page.getByRole("textbox", { name: "Website URL" }).fill(`${siteUrl}slow/1`);
  await page.getByRole("button", { name: "Start Crawl" }).click();
  await page.waitForURL(/\/website-crawler\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^[1-9]/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Cancel crawl" }).click();
  await expect(page.getByText(/^Crawl canceled after \d+ pages?\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Cancel crawl" })).toHaveCount(0);
});
