import { type APIRequestContext, expect, test } from "@playwright/test";
import { buildWxr, startImageSite, wxrItem } from "../support/wxr-fixture";
import { adminApi, adminPage, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";

/**
 * /content-migration/wordpress (issue 24 item 7) on the e2e server (whose
 * CRAWL_ALLOW_PRIVATE lets it fetch the loopback image site started here):
 * hostile uploads get a 4xx with a clear message and start nothing; an admin
 * uploads an export, watches it finish, reads the report (a 404 image), and
 * each old address answers 301 to its new page; the page is axe clean.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const PAGE = "/content-migration/wordpress";
let admin: APIRequestContext;
let site: Awaited<ReturnType<typeof startImageSite>>;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL ?? "");
  site = await startImageSite();
});
test.afterAll(async () => {
  await admin?.dispose();
  await site?.close();
});

const upload = (name: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  admin.post(PAGE, {
    multipart: { file: { name, mimeType: "text/xml", buffer: Buffer.isBuffer(body) ? body : Buffer.from(body) } },
    headers,
  });

/** The imports listed on the page: what a hostile upload could add to. */
async function importIds() {
  const html = await (await admin.get(PAGE)).text();
  return [...new Set([...html.matchAll(/\?import=(\d+)/g)].map((match) => match[1]))].sort();
}

test("hostile uploads get a 4xx with a clear message and start no import", async ({ baseURL }) => {
  const before = await importIds();
  const wxr = buildWxr({ imageOrigin: site.origin, posts: 1, prefix: `h${unique()}-` }).replace(/^<\?xml[^>]*>/, "");
  const hostile: HostileCase[] = [
    {
      name: "an XML entity bomb",
      send: () =>
        upload(
          "bomb.xml",
          `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${wxr.replace("Recovery article 1", "&b;")}`,
        ),
      status: 400,
      message: "declares a DOCTYPE with entities",
    },
    {
      name: "an external entity",
      send: () => upload("xxe.xml", `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wxr}`),
      status: 400,
      message: "declares a DOCTYPE with entities",
    },
    {
      name: "a file that is not XML",
      send: () => upload("photo.xml", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])),
      status: 400,
      message: "This file is not XML",
    },
    {
      name: "XML that is not a WordPress export",
      send: () => upload("feed.xml", `<?xml version="1.0"?><feed><entry/></feed>`),
      status: 400,
      message: "is not a WordPress export",
    },
    {
      name: "a WXR over the cap",
      send: () => upload("big.xml", Buffer.alloc(32 * 1024 * 1024 + 1, 32)),
      status: 413,
      message: "larger than 32",
    },
    {
      name: "no file",
      send: () => admin.post(PAGE, { multipart: { note: "x" } }),
      status: 400,
      message: "Choose the WordPress export file",
    },
    {
      name: "a foreign Origin",
      send: () => upload("export.xml", buildWxr({ imageOrigin: site.origin, posts: 1 }), { Origin: "https://evil.example" }),
      status: 403,
      message: "Cross-site requests are not allowed.",
    },
  ];
  await expectRefusals(hostile);
  expect(await importIds()).toEqual(before);
  expect(baseURL).toBeTruthy();
});

test("an admin uploads an export, follows it to the end, reads the report, and old addresses answer 301", async ({
  browser,
  baseURL,
}) => {
  const prefix = `e${unique()}-`;
  const xml = buildWxr({
    imageOrigin: site.origin,
    posts: 8,
    prefix,
    extraItems: [
      wxrItem({
        id: 9100,
        type: "post",
        title: "Lost picture",
        slug: `${prefix}lost-picture`,
        link: `https://old-rehab.example/${prefix}lost-picture/`,
        content: `<p>Words stay.</p><img src="${site.origin}/wp-content/uploads/gone.png"><img src="javascript:alert(1)">`,
      }),
    ],
  });
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "WordPress import" })).toBeVisible();
  await page
    .getByLabel("WordPress export file (.xml)")
    .setInputFiles({ name: "export.xml", mimeType: "text/xml", buffer: Buffer.from(xml) });
  await page.getByRole("button", { name: "Upload and import" }).click();
  await expect(page.getByRole("status")).toContainText("started with 9 items");
  await expect(page.getByRole("heading", { level: 2, name: /Import #\d+: Finished/ })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText("9 imported, 0 skipped, 0 failed, 0 to go.")).toBeVisible();
  const report = page.getByRole("table", { name: /Report of import/ });
  await expect(report).toContainText("gone.png answered 404");
  await expect(report).toContainText("An image with a javascript: address was removed.");
  expect(await seriousViolations(page)).toEqual([]);

  for (const n of [1, 5, 8]) {
    const old = await admin.get(`/2024/01/${prefix}post-${n}/`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/${prefix}post-${n}`);
  }
  // WordPress's short address of a post (its GUID): the server answers it from the import.
  const short = await admin.get("/?p=1002", { maxRedirects: 0 });
  expect(short.status()).toBe(301);
  expect(short.headers().location).toBe(`/blog/${prefix}post-2`);
  const article = await page.goto(`/blog/${prefix}post-1`);
  expect(article?.status()).toBe(200);
  await expect(page.getByText(`Paragraph one of article 1 about recovery.`)).toBeVisible();
  // The copied image is served through the responsive image route, and loads (issue 35 B3: it was a 404).
  const image = page.locator(`img[alt="Image 1"]`);
  await expect(image).toHaveAttribute("src", /^\/images\/media\/[0-9a-f]{32}\.png\?w=768$/);
  await expect(image).toHaveAttribute("srcset", /\?w=320 320w, .*\?w=1536 1536w$/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Its library address, where a feed or an old copy links it, leads to the image too.
  const key = (await image.getAttribute("src"))?.match(/media\/([0-9a-f]{32}\.png)/)?.[1];
  const library = await admin.get(`/media/${key}`, { maxRedirects: 0 });
  expect([library.status(), library.headers().location]).toEqual([301, `/images/media/${key}?w=1536`]);
  await page.context().close();
});
