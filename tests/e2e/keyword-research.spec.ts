import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { searchConsoleZip, zipBomb } from "../support/search-console-fixture";
import { adminApi, adminPage, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";

/**
 * Keyword research end to end (issue 23 item 2): the Search Console export
 * fixture (tests/fixtures/search-console, in Google's column names) imported
 * through the page lists the planted opportunities (striking distance, the
 * cannibalised query with both pages, the low click-through query); the
 * views and the CSV export work; the page is axe clean; hostile posts get a
 * 4xx with a clear message and change nothing.
 */
test.describe.configure({ mode: "default" });

let admin: APIRequestContext;
const id = unique();

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL ?? "");
});
test.afterAll(async () => {
  await admin?.dispose();
});

async function setCount(): Promise<number> {
  const html = await (await admin.get("/keyword-research")).text();
  const match = /data-testid="keyword-set-count"[^>]*>([\d,]+) keyword set/.exec(html);
  if (!match?.[1]) throw new Error("the set count is not on the page");
  return Number(match[1].replaceAll(",", ""));
}

test("a Search Console export imports and the opportunities view lists the planted queries", async ({ browser, baseURL }) => {
  test.slow();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/keyword-research");
  await expect(page.getByRole("heading", { name: "Keyword research", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Kind of file").selectOption("search-console");
  await page.getByLabel(/File \(CSV or zip/).setInputFiles({
    name: `performance-${id}.zip`,
    mimeType: "application/zip",
    buffer: Buffer.from(searchConsoleZip({ withQueryPage: true })),
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 8 keywords" })).toBeVisible();

  await page.getByRole("navigation", { name: "Keyword views" }).getByRole("link", { name: "Opportunities" }).click();
  const table = page.getByTestId("opportunities");
  const rows = (kind: string) => table.locator(`tr[data-kind="${kind}"]`);
  await expect(rows("striking-distance")).toHaveCount(3);
  for (const query of ["rehab marketing agency", "addiction treatment seo", "detox center marketing"])
    await expect(table.locator(`tr[data-kind="striking-distance"][data-query="${query}"]`)).toHaveCount(1);
  await expect(rows("low-ctr")).toHaveCount(1);
  await expect(rows("low-ctr")).toHaveAttribute("data-query", "rehab marketing");
  const cannibal = rows("cannibalisation");
  await expect(cannibal).toHaveCount(1);
  await expect(cannibal).toHaveAttribute("data-query", "drug rehab seo");
  await expect(cannibal).toContainText("https://agency.example/rehab/seo");
  await expect(cannibal).toContainText("https://agency.example/services/seo-for-rehabs");
  expect(await seriousViolations(page)).toEqual([]);

  // The export says the same, formula-safe.
  const exportLink = page.getByRole("link", { name: "Export opportunities as CSV" });
  const csv = await (await admin.get((await exportLink.getAttribute("href")) ?? "")).text();
  expect(csv).toContain('"cannibalisation","drug rehab seo"');
  expect(csv).toContain('"https://agency.example/rehab/seo | https://agency.example/services/seo-for-rehabs"');

  // The keywords view says where no volume was imported.
  await page.getByRole("navigation", { name: "Keyword views" }).getByRole("link", { name: "Keywords" }).click();
  await expect(page.getByRole("row", { name: /rehab marketing company/ })).toContainText("not imported");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("navigation", { name: "Keyword views" }).getByRole("link", { name: "Clusters" }).click();
  await expect(page.getByTestId("clusters")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();
});

test("generating keywords clusters them and a gap becomes a content research draft", async ({ browser, baseURL }) => {
  test.slow();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/keyword-research");
  const services = page.getByRole("group", { name: "Services" });
  for (const box of await services.getByRole("checkbox").all()) await box.uncheck();
  await services.getByLabel("Rehab Marketing").check();
  const modifiers = page.getByRole("group", { name: /Modifiers/ });
  for (const box of await modifiers.getByRole("checkbox").all()) await box.uncheck();
  await modifiers.getByLabel(/what is/).check();
  await modifiers.getByLabel(/how to choose/).check();
  await page.getByRole("button", { name: "Generate keywords" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Generated 2 keywords." })).toBeVisible();
  await page.getByRole("navigation", { name: "Keyword views" }).getByRole("link", { name: "Clusters" }).click();
  const row = page.locator('tr[data-cluster="what is rehab marketing"]');
  await expect(row).toContainText("Gap");
  await row.getByRole("button", { name: "Create content research" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created the content research item" })).toBeVisible();
  // A second time is refused: the item exists.
  await page
    .locator('tr[data-cluster="what is rehab marketing"]')
    .getByRole("button", { name: "Create content research" })
    .click();
  await expect(page.getByRole("alert")).toContainText("already exists");

  // The competitor view offers the crawls and this set's clusters, and is axe clean too.
  await page.getByRole("navigation", { name: "Keyword views" }).getByRole("link", { name: "Competitor terms" }).click();
  await expect(page.getByLabel("Cluster")).toContainText("what is rehab marketing");
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();
});

const form = (fields: Record<string, string>) => ({ form: fields });
const upload = (name: string, buffer: Buffer, source = "search-console") => ({
  multipart: { intent: "import", source, file: { name, mimeType: "text/csv", buffer } },
});

const hostile: HostileCase[] = [
  {
    name: "a UTF-16 file",
    send: () => admin.post("/keyword-research", upload("q.csv", Buffer.from("\ufeffTop queries,Clicks\r\nx,1\r\n", "utf16le"))),
    status: 415,
    message: "not UTF-8",
  },
  {
    name: "invalid UTF-8 bytes",
    send: () => admin.post("/keyword-research", upload("q.csv", Buffer.from([0x54, 0x6f, 0x70, 0xc3, 0x28, 0x0a]))),
    status: 415,
    message: "not UTF-8",
  },
  {
    name: "a formula cell",
    send: () =>
      admin.post("/keyword-research", upload("q.csv", Buffer.from('Top queries,Clicks\n"=HYPERLINK(""http://evil"")",1\n'))),
    status: 400,
    message: "spreadsheet formula",
  },
  {
    name: "a formula cell in a generic CSV",
    send: () => admin.post("/keyword-research", upload("k.csv", Buffer.from("keyword,volume\n@SUM(A1),10\n"), "generic")),
    status: 400,
    message: "spreadsheet formula",
  },
  {
    name: "a zip bomb",
    send: () => admin.post("/keyword-research", upload("bomb.zip", Buffer.from(zipBomb(40)))),
    status: 413,
    message: "inflates to more than 20 MB",
  },
  {
    name: "an upload over 5 MB",
    send: () => admin.post("/keyword-research", upload("big.csv", Buffer.alloc(5 * 1024 * 1024 + 10_000, 97))),
    status: 413,
    message: "larger than 5 MB",
  },
  {
    name: "a 100 MB body",
    send: () => admin.post("/keyword-research", upload("huge.csv", Buffer.alloc(100 * 1024 * 1024, 97))),
    status: 413,
    message: "The form is too large.",
  },
  {
    name: "a file that is not a Search Console export",
    send: () => admin.post("/keyword-research", upload("c.csv", Buffer.from("Country,Clicks\nUS,1\n"))),
    status: 400,
    message: "not a Search Console export",
  },
  {
    name: "no file",
    send: () => admin.post("/keyword-research", form({ intent: "import", source: "search-console" })),
    status: 400,
    message: "Choose a file to import.",
  },
  {
    name: "an unknown source",
    send: () => admin.post("/keyword-research", form({ intent: "import", source: "ahrefs-api" })),
    status: 400,
    message: "Choose what kind of file this is.",
  },
  {
    name: "an unknown intent",
    send: () => admin.post("/keyword-research", form({ intent: "drop-table" })),
    status: 400,
    message: "intent",
  },
  {
    name: "another set's id that does not exist",
    send: () => admin.post("/keyword-research", form({ intent: "delete-set", setId: "999999999" })),
    status: 404,
    message: "That keyword set does not exist.",
  },
  {
    name: "a set id that is not a number",
    send: () => admin.post("/keyword-research", form({ intent: "delete-set", setId: "1 or 1=1" })),
    status: 400,
    message: "setId",
  },
  {
    name: "a gap for a set that does not exist",
    send: () => admin.post("/keyword-research", form({ intent: "create-research", setId: "999999999", cluster: "x" })),
    status: 404,
    message: "That keyword set does not exist.",
  },
  {
    name: "a city that does not exist",
    send: () =>
      admin.post("/keyword-research", form({ intent: "generate", services: "seo", modifiers: "place", cityIds: "999999999" })),
    status: 404,
    message: "One of the chosen cities does not exist.",
  },
  {
    name: "an unknown modifier",
    send: () => admin.post("/keyword-research", form({ intent: "generate", services: "seo", modifiers: "rm -rf" })),
    status: 400,
    message: "Unknown modifier.",
  },
  {
    name: "a JSON body",
    send: () => admin.post("/keyword-research", { data: { intent: "delete-set", setId: 1 } }),
    status: 415,
    message: "Send the form as a form post.",
  },
  {
    name: "an export of a set that does not exist",
    send: () => admin.get("/keyword-research/export.csv?view=keywords&set=999999999"),
    status: 404,
    message: "That keyword set does not exist.",
  },
  {
    name: "an export of an unknown view",
    send: () => admin.get("/keyword-research/export.csv?view=passwords&set=1"),
    status: 400,
    message: "Unknown export.",
  },
];

test("hostile requests to keyword research get a 4xx with a clear message and change nothing", async ({ baseURL }) => {
  test.slow();
  const before = await setCount();
  await expectRefusals(hostile);
  const foreign = await admin.post("/keyword-research", {
    form: { intent: "generate", services: "seo", modifiers: "what-is" },
    headers: { Origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  const nobody = await playwrightRequest.newContext({
    baseURL,
    maxRedirects: 0,
    extraHTTPHeaders: { Origin: new URL(baseURL ?? "").origin },
  });
  const anonymousPost = await nobody.post(
    "/keyword-research",
    form({ intent: "generate", services: "seo", modifiers: "what-is" }),
  );
  expect(anonymousPost.status()).toBe(401);
  expect((await nobody.get("/keyword-research/export.csv?view=keywords&set=1")).status()).not.toBe(200);
  await nobody.dispose();
  expect(await setCount()).toBe(before);
});
