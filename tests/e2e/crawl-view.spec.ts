import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { CRAWLER_TEXT } from "~/lib/audits/crawler-api";
import { CRAWL_VIEW_TEXT, PAGE_COLUMNS, type PageColumn, type PageRowJson } from "~/lib/audits/crawler-view";
import { adminPage } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";

/**
 * The crawl view a professional works in (issue 21, build 6): a real crawl
 * of a loopback site, then the page table sorted and filtered on every
 * column, the issues grouped by type, the three CSVs, two crawls compared
 * (the site changes in between: one issue fixed, one new), and Vectorize
 * kept from anonymous visitors in the page and in the API.
 *
 * Crawls are started by the e2e admin (the staff rate limit: every spec
 * crawls from one address), on a site of its own port, so no other spec's
 * crawl is "an earlier crawl of the same site".
 */
test.describe.configure({ mode: "serial" });

let site: Server;
let siteUrl: string;
let version: 1 | 2 = 1;

interface FixturePage {
  title: string;
  head?: string;
  body: string;
  delayMs: number;
}

/** v1 links to /old (a 404); v2 drops that link (fixed) and loses the H1 of /programs (new). */
function sitePages(): Record<string, FixturePage> {
  const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");
  return {
    "/": {
      title: "Riverbend Recovery | Home",
      head: '<meta name="description" content="Residential addiction treatment by the river."><link rel="canonical" href="/">',
      body: `<h1>Riverbend Recovery</h1><p>${words(60, "care")}</p>
        <a href="/programs">Programs</a> <a href="/about">About us</a> <a href="/contact">Contact</a>
        <a href="/private/notes">Staff notes</a> <a href="https://partner.example/referrals">Partner</a>
        ${version === 1 ? '<a href="/old">Old programme</a>' : ""}`,
      delayMs: 0,
    },
    "/programs": {
      title: "Programs and Levels of Care for Adults and Families | Riverbend Recovery Center",
      head: '<meta name="description" content="Detox, residential and outpatient programmes for adults and families, with aftercare for everyone who finishes treatment."><link rel="canonical" href="/programs">',
      body: `${version === 1 ? "<h1>Programs</h1>" : "<h2>Programs</h2>"}<p>${words(240, "programme")}</p><a href="/">Home</a> <a href="/about">About</a>`,
      delayMs: 150,
    },
    "/about": {
      title: "About",
      head: '<meta name="robots" content="noindex"><meta name="description" content="Who we are.">',
      body: `<h1>About Riverbend</h1><p>${words(20, "team")}</p><a href="/">Home</a>`,
      delayMs: 60,
    },
    "/contact": {
      title: "Contact Riverbend",
      head: '<link rel="canonical" href="/">',
      body: `<h1>Contact us</h1><p>${words(8, "call")}</p><a href="/">Home</a> <a href="/programs">Programs</a>`,
      delayMs: 250,
    },
  };
}

test.beforeAll(async () => {
  site = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/robots.txt")
      return res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nDisallow: /private\n");
    const page = sitePages()[path];
    if (!page) return res.writeHead(404, { "Content-Type": "text/html" }).end("<title>Not found</title><h1>Not found</h1>");
    setTimeout(() => {
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><head><title>${page.title}</title>${page.head ?? ""}</head><body>${page.body}</body></html>`,
        );
    }, page.delayMs);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});

/** Starts a crawl as staff and waits on its page until it has finished. */
async function crawl(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post("/api/crawls", {
    data: { url: siteUrl, options: { maxPages: 20 } },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(202);
  const { crawlId } = (await response.json()) as { crawlId: string };
  await page.goto(`/website-crawler/${crawlId}`);
  await expect(page.getByText(CRAWLER_TEXT.crawlCompleted).first()).toBeVisible({ timeout: 30_000 });
  return crawlId;
}

let firstCrawl = "";
let secondCrawl = "";

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const parseNumber = (text: string) => Number(text.replaceAll(",", ""));

/** The visible cells of one column, read from the table (the row header is the Address). */
async function columnTexts(table: Locator, index: number): Promise<string[]> {
  return table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts();
}

/** Values in order, empty values last in both directions (the table's documented order). */
function expectOrdered(values: string[], column: PageColumn, direction: "ascending" | "descending") {
  const filled = values.map((value) => value.trim());
  const firstEmpty = filled.indexOf("");
  if (firstEmpty !== -1)
    expect(
      filled.slice(firstEmpty).every((value) => value === ""),
      `${column.label}: empties last`,
    ).toBe(true);
  const present = firstEmpty === -1 ? filled : filled.slice(0, firstEmpty);
  const sign = direction === "ascending" ? 1 : -1;
  for (let i = 1; i < present.length; i += 1) {
    const [a, b] = [present[i - 1] ?? "", present[i] ?? ""];
    const compared = column.kind === "number" ? parseNumber(a) - parseNumber(b) : collator.compare(a, b);
    expect(sign * compared, `${column.label} ${direction}: "${a}" then "${b}"`).toBeLessThanOrEqual(0);
  }
}

async function csvOf(download: Download): Promise<string[]> {
  const chunks = await (await download.createReadStream()).toArray();
  return Buffer.concat(chunks).toString("utf8").trim().split("\r\n");
}

test("a crawl's pages: every column sorts both ways and filters, against the crawl's own rows", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser, baseURL ?? "");
  firstCrawl = await crawl(page, baseURL ?? "");
  const { pages: rows } = (await (await page.request.get(`/api/crawls/${firstCrawl}/pages?fields=table`)).json()) as {
    pages: PageRowJson[];
  };
  // Four pages, the 404 and the URL robots.txt blocks.
  expect(rows.map((row) => row.url.slice(siteUrl.length - 1)).sort()).toEqual(
    ["/", "/about", "/contact", "/old", "/private/notes", "/programs"].sort(),
  );
  const byPath = (path: string) => rows.find((row) => row.url === new URL(path, siteUrl).toString());
  expect(byPath("/")).toMatchObject({
    indexability: "Indexable",
    inlinks: 3,
    outlinks: 5,
    externalOutlinks: 1,
    h1: "Riverbend Recovery",
  });
  expect(byPath("/about")).toMatchObject({ indexability: "Non-indexable", indexabilityReason: "Noindex" });
  expect(byPath("/contact")).toMatchObject({ indexabilityReason: "Canonicalised" });
  expect(byPath("/old")).toMatchObject({ statusCode: 404, indexabilityReason: "Client error", inlinks: 1 });
  expect(byPath("/private/notes")).toMatchObject({ indexabilityReason: "Blocked by robots.txt" });

  const table = page.getByRole("table", { name: "Pages of this crawl" });
  await expect(table.locator("tbody tr")).toHaveCount(rows.length);
  const headers = await table.locator("thead th").allInnerTexts();
  expect(headers.map((text) => text.trim().toLowerCase())).toEqual(PAGE_COLUMNS.map((column) => column.label.toLowerCase()));

  // Sorting: every column, both directions, each with at least two distinct values so an order can be wrong.
  for (const [index, column] of PAGE_COLUMNS.entries()) {
    const values = new Set(rows.map((row) => String(row[column.id] ?? "")));
    expect(values.size, `${column.label} has distinct values in the fixture`).toBeGreaterThan(1);
    const header = table.locator("thead th").nth(index);
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    expectOrdered(await columnTexts(table, index), column, "ascending");
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    expectOrdered(await columnTexts(table, index), column, "descending");
  }

  // Filtering: every column, the rows shown are exactly those that match.
  for (const [index, column] of PAGE_COLUMNS.entries()) {
    await page.goto(`/website-crawler/${firstCrawl}?view=pages`);
    await page.getByText("Filter pages by any column").click();
    const filters = page.getByRole("search", { name: "Filter pages" });
    let expected: PageRowJson[];
    if (column.kind === "number") {
      const present = rows.map((row) => row[column.id]).filter((value): value is number => typeof value === "number");
      const sorted = [...new Set(present)].sort((a, b) => a - b);
      // From the second smallest value up: the smallest (and empty values) are left out.
      const min = sorted[1] ?? sorted[0] ?? 0;
      await filters.getByLabel(`${column.label} min`, { exact: true }).fill(String(min));
      expected = rows.filter((row) => typeof row[column.id] === "number" && (row[column.id] as number) >= min);
    } else if (column.kind === "enum") {
      const value = String(rows.find((row) => row[column.id] === "Non-indexable" || row[column.id] === "Noindex")?.[column.id]);
      await filters.getByLabel(column.label, { exact: true }).selectOption(value);
      expected = rows.filter((row) => row[column.id] === value);
    } else {
      const sample = String(rows.find((row) => typeof row[column.id] === "string" && row.url.endsWith("/programs"))?.[column.id]);
      // Its last six characters, in other case: "contains", case-blind.
      const needle = sample.slice(-6).toUpperCase();
      await filters.getByLabel(`${column.label} contains`, { exact: true }).fill(needle);
      expected = rows.filter((row) =>
        String(row[column.id] ?? "")
          .toLowerCase()
          .includes(needle.toLowerCase()),
      );
    }
    expect(expected.length, `${column.label}: the filter keeps some rows`).toBeGreaterThan(0);
    expect(expected.length, `${column.label}: the filter drops some rows`).toBeLessThan(rows.length);
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${String(column.id)}`));
    await expect(table.locator("tbody tr")).toHaveCount(expected.length);
    const shownUrls = await columnTexts(table, 0);
    expect(shownUrls.sort(), column.label).toEqual(expected.map((row) => row.url).sort());
    expect((await columnTexts(table, index)).length).toBe(expected.length);
  }
  await expect(page.getByTestId("pages-count")).toContainText(`of ${rows.length} pages match`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("issues grouped by type with counts and linking pages; the three CSVs", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto(`/website-crawler/${firstCrawl}?view=issues`);
  const { issues } = (await (await page.request.get(`/api/crawls/${firstCrawl}/issues`)).json()) as {
    issues: { type: string; url: string; severity: string }[];
  };
  const counts = new Map<string, number>();
  for (const issue of issues) counts.set(issue.type, (counts.get(issue.type) ?? 0) + 1);

  // One row per type, with its count.
  const groups = page.getByRole("table", { name: "Issues by type" });
  await expect(groups.locator("tbody tr")).toHaveCount(counts.size);
  for (const [type, count] of counts) {
    await expect(groups.locator(`tr[data-issue-type="${type}"] td`).nth(1)).toHaveText(String(count));
  }
  // Sort the groups by their page count, most first.
  const countHeader = groups.locator("thead th").nth(2);
  await countHeader.getByRole("button").click();
  await countHeader.getByRole("button").click();
  await expect(countHeader).toHaveAttribute("aria-sort", "descending");
  const shown = (await groups.locator("tbody tr td:nth-child(3)").allInnerTexts()).map(Number);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));

  // The broken link's pages, each with the page that links to it.
  await groups
    .locator('tr[data-issue-type="broken_internal_link"]')
    .getByRole("button", { name: "Show pages with broken internal link (1)" })
    .click();
  const broken = page.getByRole("table", { name: "Pages with broken internal link" });
  await expect(broken.locator("tbody tr")).toHaveCount(1);
  await expect(broken.locator("tbody tr th")).toHaveText(`${siteUrl}old`);
  await expect(broken.locator("tbody tr td").nth(1)).toHaveText(siteUrl);

  // Filter the groups by severity: only that severity is left.
  const filters = page.getByRole("search", { name: "Filter issues" });
  await filters.getByLabel("Severity").selectOption("low");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/issue-severity=low/);
  const lowTypes = [...new Set(issues.filter((issue) => issue.severity === "low").map((issue) => issue.type))];
  await expect(groups.locator("tbody tr")).toHaveCount(lowTypes.length);
  expect(await groups.locator("tbody tr td:nth-child(2)").allInnerTexts()).toEqual(lowTypes.map(() => "low"));
  expect(await seriousViolations(page)).toEqual([]);

  // Issues CSV: one row per issue and page, with its linking pages.
  let download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download issues CSV" }).click();
  const issueLines = await csvOf(await download);
  expect(issueLines[0]).toBe('"type","severity","url","details","linked_from","related_pages"');
  expect(issueLines).toHaveLength(issues.length + 1);
  expect(issueLines.find((line) => line.startsWith(`"broken_internal_link","high","${siteUrl}old",`))).toMatch(
    new RegExp(`,"${siteUrl}",[^,]*$`),
  );

  await page.goto(`/website-crawler/${firstCrawl}`);
  download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download pages CSV" }).click();
  const pageLines = await csvOf(await download);
  expect(pageLines[0]).toBe(
    `${PAGE_COLUMNS.map((column) => `"${column.label}"`).join(",")},"H1 count","External outlinks","Content type"`,
  );
  expect(pageLines).toHaveLength(7);
  // /about: noindex, no canonical, linked from / and /programs, links home; word count, time and size as measured.
  const about = pageLines.find((line) => line.startsWith(`"${siteUrl}about"`));
  expect(about).toMatch(
    /^"[^"]+","Non-indexable","Noindex",200,"About",5,"Who we are\.",11,"About Riverbend",,\d+,\d+,\d+,1,2,1,1,0,"text\/html; charset=utf-8"$/,
  );

  download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download links CSV" }).click();
  const linkLines = await csvOf(await download);
  expect(linkLines[0]).toBe('"source","target","anchor_text","target_status","internal","nofollow"');
  expect(linkLines).toContain(`"${siteUrl}","${siteUrl}old","Old programme",404,"yes","no"`);
  expect(linkLines).toContain(`"${siteUrl}","https://partner.example/referrals","Partner","","no","no"`);
  await page.context().close();
});

test("two crawls of the site compared: the fixed broken link, the new missing H1, the rest still open", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  version = 2;
  const page = await adminPage(browser, baseURL ?? "");
  secondCrawl = await crawl(page, baseURL ?? "");
  await page.getByRole("tab", { name: "Compare" }).click();
  await page.getByLabel("Earlier crawl of this site").selectOption(firstCrawl);
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  const table = page.getByRole("table", { name: "Issues compared with the earlier crawl" });
  await expect(table.locator(`tr[data-change="fixed"]`)).toHaveCount(1);
  await expect(table.locator(`tr[data-change="fixed"]`)).toContainText(`${siteUrl}old`);
  await expect(table.locator(`tr[data-change="fixed"]`)).toContainText("Broken internal link");
  await expect(table.locator(`tr[data-change="new"]`)).toHaveCount(1);
  await expect(table.locator(`tr[data-change="new"]`)).toContainText("Missing h1");
  await expect(table.locator(`tr[data-change="new"]`)).toContainText(`${siteUrl}programs`);
  const open = await table.locator(`tr[data-change="open"]`).count();
  expect(open).toBeGreaterThan(0);
  const counts = page.getByTestId("compare-counts");
  await expect(counts.locator('dd[data-change="new"]')).toHaveText("1");
  await expect(counts.locator('dd[data-change="fixed"]')).toHaveText("1");
  await expect(counts.locator('dd[data-change="open"]')).toHaveText(String(open));
  // Only the fixed ones.
  await page.getByLabel("Show", { exact: true }).selectOption("fixed");
  await expect(table.locator("tbody tr")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("an anonymous visitor: no Vectorize button, refused by the API, and offered no one else's crawls to compare", async ({
  page,
  baseURL,
}) => {
  await page.goto(`/website-crawler/${secondCrawl}`);
  await expect(page.getByRole("table", { name: "Pages of this crawl" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Vectorize Content" })).toHaveCount(0);
  const refused = await page.request.post(`/api/crawls/${secondCrawl}/vectorize`, {
    data: {},
    headers: { Origin: new URL(baseURL ?? "").origin },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: { code: "UNAUTHORIZED", message: CRAWL_VIEW_TEXT.vectorizeSignIn } });
  // The admin started both crawls: this visitor is offered neither.
  await page.getByRole("tab", { name: "Compare" }).click();
  await expect(page.getByText(CRAWL_VIEW_TEXT.compareNone)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
