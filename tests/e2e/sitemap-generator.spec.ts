import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { startLoopbackHttp } from "../support/loopback-http";
import { FIXTURE_CRAWL_ID } from "./support/crawler-fixtures";
import { adminApi, adminPage } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";

/**
 * The sitemap generator end to end (issue 23 item 3): as admin, the counts
 * of our sitemaps and their protocol check; an exclusion drops a URL from
 * /sitemap.xml's child at once; image entries on; the IndexNow key served
 * at the site root; a prospect's sitemap from a stored crawl; axe clean;
 * hostile posts get a 4xx with a clear message and change nothing.
 */
test.describe.configure({ mode: "default" });

let admin: APIRequestContext;
let anonymous: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL ?? "");
  anonymous = await playwrightRequest.newContext({ baseURL: baseURL ?? "", maxRedirects: 0 });
});
test.afterAll(async () => {
  // Leave the settings as the other specs expect them.
  await admin?.post("/sitemap-generator", { form: { intent: "exclusions", patterns: "" } });
  await admin?.post("/sitemap-generator", { form: { intent: "images", images: "off" } });
  await admin?.post("/sitemap-generator", {
    form: { intent: "indexnow", enabled: "off", endpoint: "https://api.indexnow.org/indexnow" },
  });
  await admin?.dispose();
  await anonymous?.dispose();
});

/** Every <loc> of every child sitemap, by child. */
async function childLocs(): Promise<Map<string, string[]>> {
  const index = await (await anonymous.get("/sitemap.xml")).text();
  const children = new Map<string, string[]>();
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc ?? "").pathname;
    const xml = await (await anonymous.get(path)).text();
    children.set(
      path,
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname),
    );
  }
  return children;
}

test("as admin: the counts by type and a passing protocol check of every file; an exclusion drops a URL at once; image entries on; axe clean", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/sitemap-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Sitemap generator" })).toBeVisible();
  const before = await childLocs();
  const listed = [...before.values()].flat();
  // The page's counts are the public files' counts.
  await expect(page.getByTestId("sitemap-totals")).toContainText(
    `${listed.length.toLocaleString("en-US")} URLs in ${before.size} child sitemap`,
  );
  await expect(page.getByTestId("sitemap-totals")).toContainText("Static pages 12");
  for (const [path, locs] of before) {
    const row = page.locator(`tr[data-file="${path.replace("/sitemaps/", "")}"]`);
    await expect(row).toContainText(locs.length.toLocaleString("en-US"));
    await expect(row.locator("[data-validation]")).toHaveText("Pass");
  }
  expect(await seriousViolations(page)).toEqual([]);

  // An exclusion: the city leaves its child sitemap at once, the rest stays.
  const city = "/locations/ohio/columbus";
  expect(listed).toContain(city);
  await page.getByLabel("Exclusion patterns, one a line").fill("/locations/ohio/*");
  await page.getByRole("button", { name: "Save exclusions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved 1 exclusion pattern" })).toBeVisible();
  const after = [...(await childLocs()).values()].flat();
  expect(after).not.toContain(city);
  expect(after.filter((path) => path.startsWith("/locations/ohio/"))).toEqual([]);
  expect(after).toContain("/locations/ohio");
  expect(after).toContain("/locations/texas/austin");
  await expect(page.getByText(/published pages? left out by the rules/)).toBeVisible();

  // Image entries on: saved, and the page's image count is what the public files hold.
  await page.getByLabel("Image entries").selectOption("on");
  await page.getByRole("button", { name: "Save image entries" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image entries are on." })).toBeVisible();
  await expect(page.getByLabel("Image entries")).toHaveValue("on");
  let images = 0;
  for (const path of (await childLocs()).keys())
    images += ((await (await anonymous.get(path)).text()).match(/<image:image>/g) ?? []).length;
  const shown = await page.locator("tr[data-file] td:nth-last-child(4)").allTextContents();
  expect(shown.reduce((sum, text) => sum + Number(text.replaceAll(",", "")), 0)).toBe(images);

  // Cleared: the city is back.
  await page.getByLabel("Exclusion patterns, one a line").fill("");
  await page.getByRole("button", { name: "Save exclusions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No exclusion patterns" })).toBeVisible();
  expect([...(await childLocs()).values()].flat()).toContain(city);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("IndexNow: the key is served at the site root under its exact name only, and a rotation replaces it", async () => {
  expect((await anonymous.get("/0123456789abcdef0123456789abcdef.txt")).status()).toBe(404);
  // A loopback receiver (the e2e server allows loopback, CRAWL_ALLOW_PRIVATE): nothing leaves the machine.
  const receiver = await startLoopbackHttp((_request, response) => response.writeHead(200).end());
  const saved = await admin.post("/sitemap-generator", {
    form: { intent: "indexnow", enabled: "on", endpoint: `${receiver.origin}/indexnow` },
  });
  expect(saved.status()).toBe(200);
  expect(await saved.text()).toContain("IndexNow is on");
  const html = await (await admin.get("/sitemap-generator")).text();
  const key = /\/([0-9a-f]{32})\.txt/.exec(html)?.[1];
  expect(key).toBeTruthy();
  const served = await anonymous.get(`/${key}.txt`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("text/plain");
  expect(await served.text()).toBe(key);
  expect((await anonymous.get(`/${key}x.txt`)).status()).toBe(404);
  // Pages are not shadowed.
  expect((await anonymous.get("/about")).status()).toBe(200);
  expect((await anonymous.get("/robots.txt")).status()).toBe(200);

  expect((await admin.post("/sitemap-generator", { form: { intent: "rotate-key" } })).status()).toBe(200);
  expect((await anonymous.get(`/${key}.txt`)).status()).toBe(404);
  await admin.post("/sitemap-generator", {
    form: { intent: "indexnow", enabled: "off", endpoint: "https://api.indexnow.org/indexnow" },
  });
  await receiver.close();
});

test("for a prospect: a sitemap from a stored crawl, the left-out pages with the reason, downloadable", async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/sitemap-generator");
  await page.getByLabel("Crawl").selectOption(FIXTURE_CRAWL_ID);
  await page.getByRole("button", { name: "Generate" }).click();
  const result = page.getByTestId("prospect-sitemap");
  await expect(result).toContainText("2 URLs in the sitemap, 1 left out");
  await expect(page.locator('tr[data-url="https://www.harbor-recovery.test/old-page"]')).toContainText("Answered 404");
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();

  const download = await admin.get(`/sitemap-generator/prospect/${FIXTURE_CRAWL_ID}/sitemap.xml`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toBe('attachment; filename="sitemap-www.harbor-recovery.test.xml"');
  const xml = await download.text();
  expect(xml).toContain("<loc>https://www.harbor-recovery.test/</loc>");
  expect(xml).toContain("<loc>https://www.harbor-recovery.test/detox</loc>");
  expect(xml).not.toContain("old-page");
  const images = await admin.get(`/sitemap-generator/prospect/${FIXTURE_CRAWL_ID}/image-sitemap.xml`);
  expect(images.status()).toBe(200);
  expect(images.headers()["content-disposition"]).toContain("sitemap-images-");
});

const form = (fields: Record<string, string>) => ({ form: fields });
const hostile: HostileCase[] = [
  {
    name: "a pattern with regular-expression characters",
    send: () => admin.post("/sitemap-generator", form({ intent: "exclusions", patterns: "/blog/(.*)" })),
    status: 400,
    message: "may hold only letters",
  },
  {
    name: "a pattern that excludes the whole site",
    send: () => admin.post("/sitemap-generator", form({ intent: "exclusions", patterns: "/**" })),
    status: 400,
    message: "would exclude the whole site",
  },
  {
    name: "a pattern that is not a path",
    send: () => admin.post("/sitemap-generator", form({ intent: "exclusions", patterns: "https://evil.example/*" })),
    status: 400,
    message: "must start with /",
  },
  {
    name: "an unknown intent",
    send: () => admin.post("/sitemap-generator", form({ intent: "drop-table" })),
    status: 400,
    message: "That is not an action of this page.",
  },
  {
    name: "image entries neither on nor off",
    send: () => admin.post("/sitemap-generator", form({ intent: "images", images: "maybe" })),
    status: 400,
    message: "Choose on or off.",
  },
  {
    name: "a negative thin threshold",
    send: () => admin.post("/sitemap-generator", form({ intent: "thin", thinWords: "-5" })),
    status: 400,
    message: "Enter a whole number of words.",
  },
  {
    name: "a javascript: endpoint",
    send: () => admin.post("/sitemap-generator", form({ intent: "indexnow", enabled: "on", endpoint: "javascript:alert(1)" })),
    status: 400,
    message: "must be a full https:// address",
  },
  {
    name: "an endpoint with credentials",
    send: () =>
      admin.post(
        "/sitemap-generator",
        form({ intent: "indexnow", enabled: "on", endpoint: "https://user:pw@api.indexnow.org/x" }),
      ),
    status: 400,
    message: "must be a full https:// address",
  },
  {
    name: "an oversized body",
    send: () => admin.post("/sitemap-generator", form({ intent: "exclusions", patterns: "/a\n".repeat(40_000) })),
    status: 413,
    message: "The form is too large.",
  },
  {
    name: "a JSON body",
    send: () => admin.post("/sitemap-generator", { data: { intent: "images", images: "on" } }),
    status: 415,
    message: "Send the form as a form post.",
  },
  {
    name: "a crawl id that does not exist",
    send: () => admin.get("/sitemap-generator/prospect/00000000-0000-4000-8000-000000000000/sitemap.xml"),
    status: 404,
    message: "There is no such crawl.",
  },
  {
    name: "a crawl id that is not an id",
    send: () => admin.get("/sitemap-generator/prospect/'%20or%201=1--/sitemap.xml"),
    status: 404,
    message: "There is no such crawl.",
  },
  {
    name: "a download of another file name",
    send: () => admin.get(`/sitemap-generator/prospect/${FIXTURE_CRAWL_ID}/..%2f..%2fetc%2fpasswd`),
    status: 404,
    message: "Not Found",
  },
];

test("hostile requests to the sitemap generator get a 4xx with a clear message and change nothing", async ({ baseURL }) => {
  const settingsOf = async () => {
    const html = await (await admin.get("/sitemap-generator")).text();
    return [
      /<textarea[^>]*id="sitemap-exclusions"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? "",
      /id="sitemap-thin"[^>]*value="(\d+)"/.exec(html)?.[1] ?? /value="(\d+)"[^>]*id="sitemap-thin"/.exec(html)?.[1],
      /On: changes are sent|Off: nothing is sent/.exec(html)?.[0],
    ];
  };
  const index = async () => (await anonymous.get("/sitemap.xml")).text();
  const before = await settingsOf();
  const indexBefore = await index();
  await expectRefusals(hostile);

  // From another site: refused before the action runs.
  const foreign = await admin.post("/sitemap-generator", {
    form: { intent: "exclusions", patterns: "/about" },
    headers: { Origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);

  // Anonymous: no session, nothing runs; the download and the page are not shown either.
  const nobody = await playwrightRequest.newContext({
    baseURL,
    maxRedirects: 0,
    extraHTTPHeaders: { Origin: new URL(baseURL ?? "").origin },
  });
  const anonymousPost = await nobody.post("/sitemap-generator", form({ intent: "exclusions", patterns: "/about" }));
  expect(anonymousPost.status()).toBe(401);
  expect(await anonymousPost.text()).toContain("Auth session missing!");
  expect((await nobody.get(`/sitemap-generator/prospect/${FIXTURE_CRAWL_ID}/sitemap.xml`)).status()).not.toBe(200);
  await nobody.dispose();

  expect(await settingsOf()).toEqual(before);
  expect(await index()).toBe(indexBefore);
});
