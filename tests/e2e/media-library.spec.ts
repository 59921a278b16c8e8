import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest, test } from "@playwright/test";
import sharp from "sharp";
import { adminApi, adminPage, unique } from "./support/inbox-session";
import { MEDIA_IN_USE_NAME, MEDIA_IN_USE_PAGE } from "./support/media-fixture-names";
import { seriousViolations } from "./support/page-helpers";

/**
 * The media library (/admin/media, issue 22 item 10) as an admin uses it,
 * and what it answers to requests no honest client sends. The planted use
 * (a draft page showing an upload) comes from tests/e2e/support/media-fixtures.ts.
 */
const png = (width: number, height: number, color = "#c0392b") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

test("upload, write the alt text, see it served at a responsive width; axe finds nothing serious", async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL ?? "");
  const name = `e2e-upload-${unique()}.png`;
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Image file").setInputFiles({ name, mimeType: "image/png", buffer: await png(800, 500) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status")).toContainText(`Uploaded ${name}. Write its alt text before it can be used on a page.`);

  await page.goto(`/admin/media?q=${encodeURIComponent(name)}`);
  const row = page.locator("tr[data-media-id]").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Missing: this image cannot be used yet.");
  await expect(row).toContainText("PNG");
  await row.getByRole("textbox", { name: `Alt text for ${name}`, exact: true }).fill("A red panel for the e2e test");
  await row.getByRole("button", { name: `Save alt text for ${name}` }).click();
  await expect(page.getByRole("status")).toContainText(`Alt text saved for ${name}.`);
  await expect(page.locator("tr[data-media-id]").filter({ hasText: name })).not.toContainText("Missing");
  expect(await seriousViolations(page)).toEqual([]);

  // Served through the image pipeline at the spec's widths, in the format the browser accepts.
  const src = (await row.getAttribute("data-media-src")) ?? "";
  expect(src).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
  for (const [width, accept, type] of [
    [320, "image/avif,image/webp,*/*", "image/avif"],
    [640, "image/webp,*/*", "image/webp"],
  ] as const) {
    const response = await page.request.get(`/images${src}?w=${width}`, { headers: { Accept: accept } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    expect((await sharp(await response.body()).metadata()).width).toBe(width);
  }
  expect((await page.request.get(`/images${src}?w=333`)).status()).toBe(400);
  // The original is never served as it is: its library address leads to a rendered variant (issue 35 B3).
  const library = await page.request.get(src, { maxRedirects: 0 });
  expect([library.status(), library.headers().location]).toEqual([301, `/images${src}?w=1536`]);

  // The editor's picker list offers it now that it has alt text.
  const usable = (await (await page.request.get("/api/admin/media")).json()) as { images: { src: string; alt: string }[] };
  expect(usable.images).toContainEqual(expect.objectContaining({ src, alt: "A red panel for the e2e test" }));
  await page.context().close();
});

test("without JavaScript the upload form still works, answered on the page", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "", { javaScriptEnabled: false });
  const name = `e2e-nojs-${unique()}.png`;
  await page.goto("/admin/media");
  await page.getByLabel("Image file").setInputFiles({ name, mimeType: "image/png", buffer: await png(40, 30) });
  await page.getByLabel("Alt text (needed before the image can be used)").fill("A small red panel");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`Uploaded ${name}.`);
  await page.goto(`/admin/media?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("textbox", { name: `Alt text for ${name}`, exact: true })).toHaveValue("A small red panel");
  await page.context().close();
});

test("an image used on a page cannot be deleted; the refusal says where", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto(`/admin/media?use=used&q=${MEDIA_IN_USE_NAME}`);
  const row = page.locator("tr[data-media-id]").filter({ hasText: MEDIA_IN_USE_NAME }).first();
  await expect(row).toContainText(MEDIA_IN_USE_PAGE);
  await row.getByRole("button", { name: `Delete ${MEDIA_IN_USE_NAME}` }).click();
  await expect(page.getByRole("alert")).toContainText(`This image is used on ${MEDIA_IN_USE_PAGE}.`);
  await page.goto(`/admin/media?use=used&q=${MEDIA_IN_USE_NAME}`);
  await expect(page.locator("tr[data-media-id]").filter({ hasText: MEDIA_IN_USE_NAME }).first()).toContainText(MEDIA_IN_USE_PAGE);
  await page.context().close();
});

test.describe("hostile requests", () => {
  // In order, on one worker: the last test checks that none of them stored anything.
  test.describe.configure({ mode: "default" });
  let admin: APIRequestContext;
  let anonymous: APIRequestContext;
  let origin: string;
  let inUseId: string;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL ?? "";
    origin = new URL(base).origin;
    admin = await adminApi(base);
    anonymous = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: origin }, maxRedirects: 0 });
    const html = await (await admin.get(`/admin/media?use=used&q=${MEDIA_IN_USE_NAME}`)).text();
    inUseId = /data-media-id="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";
    expect(inUseId).toMatch(/^[0-9a-f-]{36}$/);
  });
  test.afterAll(async () => {
    await admin?.dispose();
    await anonymous?.dispose();
  });

  const file = (name: string, buffer: Buffer, mimeType = "image/png") => ({ name, mimeType, buffer });
  const upload = (context: () => APIRequestContext, multipart: Record<string, unknown>, headers: Record<string, string> = {}) =>
    context().post("/api/admin/media", { multipart: multipart as never, headers });
  const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");

  const cases: { name: string; send: () => Promise<APIResponse>; status: number; message: string | RegExp }[] = [
    {
      name: "an anonymous upload",
      send: async () => upload(() => anonymous, { file: file("hostile-anon.png", await png(20, 20)) }),
      status: 401,
      message: "Auth session missing!",
    },
    {
      name: "an upload with a forged session cookie",
      send: async () =>
        upload(
          () => anonymous,
          { file: file("hostile-forged.png", await png(20, 20)) },
          { Cookie: "better-auth.session_token=forged.value" },
        ),
      status: 401,
      message: "Auth session missing!",
    },
    {
      name: "an anonymous read of the picker list",
      send: () => anonymous.get("/api/admin/media"),
      status: 401,
      message: "Auth session missing!",
    },
    {
      name: "an upload from a foreign origin",
      send: async () =>
        upload(() => admin, { file: file("hostile-foreign.png", await png(20, 20)) }, { Origin: "https://evil.example" }),
      status: 403,
      message: /cross-site|another site|origin/i,
    },
    {
      name: "a file over the size limit",
      send: () => upload(() => admin, { file: file("hostile-big.png", Buffer.alloc(10 * 1024 * 1024 + 200_000, 1)) }),
      status: 413,
      message: "The image is larger than 10 MB, the most the media library takes.",
    },
    {
      name: "HTML named .jpg",
      send: () => upload(() => admin, { file: file("hostile-page.jpg", html, "image/jpeg") }),
      status: 415,
      message: "This file contains HTML, not an image, whatever its name says. It was not stored.",
    },
    {
      name: "a polyglot: JPEG magic bytes with HTML behind them",
      send: () =>
        upload(() => admin, {
          file: file("hostile-polyglot.jpg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]), "image/jpeg"),
        }),
      status: 400,
      message: "The file looks like JPEG but could not be read as an image. It was not stored.",
    },
    {
      name: "an SVG with a script",
      send: () =>
        upload(() => admin, {
          file: file(
            "hostile.svg",
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            "image/svg+xml",
          ),
        }),
      status: 400,
      message: "This SVG was refused: it contains a <script> element. Remove it and upload the file again.",
    },
    {
      name: "a zero-byte file",
      send: () => upload(() => admin, { file: file("hostile-empty.png", Buffer.alloc(0)) }),
      status: 400,
      message: "The file is empty.",
    },
    {
      name: "path traversal in the file name",
      send: async () => upload(() => admin, { file: file("../../hostile/etc/passwd.png", await png(20, 20)) }),
      status: 400,
      message: "The file name must be a plain name, without folders or control characters.",
    },
    {
      name: "the file sent as a text field",
      send: () => upload(() => admin, { file: "hostile-not-a-file.png" }),
      status: 400,
      message: "Choose an image file to upload.",
    },
    {
      name: "the alt text sent as a file",
      send: async () =>
        upload(() => admin, {
          file: file("hostile-alt.png", await png(20, 20)),
          alt: file("alt.txt", Buffer.from("x"), "text/plain"),
        }),
      status: 400,
      message: "Alt text must be text.",
    },
    {
      name: "a JSON body instead of a form",
      send: () => admin.post("/api/admin/media", { data: { file: "hostile.png" } }),
      status: 415,
      message: 'Send the image as a multipart form (field "file").',
    },
    {
      name: "a GIF (a type the library does not take)",
      send: () =>
        upload(() => admin, {
          file: file("hostile.gif", Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;"), "image/gif"),
        }),
      status: 415,
      message: "This file is not a JPEG, PNG, WebP, AVIF or SVG image (its contents were checked, not its name).",
    },
    {
      name: "deleting an image in use",
      send: () => admin.post("/admin/media", { form: { intent: "delete", id: inUseId } }),
      status: 409,
      message: `This image is used on ${MEDIA_IN_USE_PAGE}.`,
    },
    {
      name: "alt text over 250 characters",
      send: () => admin.post("/admin/media", { form: { intent: "alt", id: inUseId, alt: "x".repeat(251) } }),
      status: 400,
      message: "alt: Alt text can be at most 250 characters.",
    },
    {
      name: "an id that is not an id",
      send: () => admin.post("/admin/media", { form: { intent: "delete", id: "../../etc/passwd" } }),
      status: 400,
      message: "id: This image does not exist (it may have been deleted).",
    },
    {
      name: "replacing an image with itself",
      send: () => admin.post("/admin/media", { form: { intent: "replace", id: inUseId, withId: inUseId } }),
      status: 400,
      message: "Choose a different image to replace this one with.",
    },
    {
      name: "an unknown action",
      send: () => admin.post("/admin/media", { form: { intent: "publish", id: inUseId } }),
      status: 400,
      message: "Unknown action.",
    },
  ];

  for (const hostile of cases) {
    test(`${hostile.name}: ${hostile.status}, with a clear message`, async () => {
      const response = await hostile.send();
      expect(response.status(), await response.text()).toBe(hostile.status);
      const text = await response.text();
      expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
      // The API answers the JSON envelope; the page's form posts answer the page, with the message in it.
      const json = response.headers()["content-type"]?.includes("application/json");
      const body = json ? (JSON.parse(text) as { error?: { message: string } }) : null;
      const message = body
        ? (body.error?.message ?? "")
        : text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
      if (typeof hostile.message === "string") expect(message).toContain(hostile.message);
      else expect(message).toMatch(hostile.message);
    });
  }

  test("none of them stored or changed anything", async () => {
    const page = await (await admin.get("/admin/media?q=hostile")).text();
    expect(page).toContain("0 images");
    const inUse = await (await admin.get(`/admin/media?use=used&q=${MEDIA_IN_USE_NAME}`)).text();
    expect(inUse).toContain(inUseId);
    expect(inUse).toContain('value="A blue panel used by the draft fixture page"');
  });
});
