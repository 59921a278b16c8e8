import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { fixturePage } from "../fixtures/schema-pages";
import { adminApi, adminPage, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { PREVIEW_PAGE_ID, PREVIEW_PAGE_PATH, PREVIEW_PUBLISHED_TITLE } from "./support/preview-fixtures";

/**
 * The editor's live preview (issue 22 item 3) over HTTP: an admin's unsaved
 * draft comes back as the page, with no script and nothing any cache keeps,
 * and the public page (and the page cache in front of it) never shows it.
 */
const endpoint = `/api/admin/pages/${PREVIEW_PAGE_ID}/preview`;
let admin: APIRequestContext;
let anonymous: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL ?? "");
  anonymous = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
});
test.afterAll(async () => {
  await admin?.dispose();
  await anonymous?.dispose();
});

function draftWith(heroTitle: string, extra: object[] = []) {
  const schema = structuredClone(fixturePage.schema);
  (schema.sections[0] as { title?: string }).title = heroTitle;
  schema.sections.push(...(extra as typeof schema.sections));
  return schema;
}

test("an admin's unsaved draft is answered as the page, with no script and nothing a cache may keep", async () => {
  const words = `Unsaved preview words ${unique()}`;
  const hostile = {
    id: "evil",
    type: "content",
    title: "Hostile",
    content: '<p>Ok</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  };
  const response = await admin.post(endpoint, { data: { schema: draftWith(words, [hostile]) } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["x-robots-tag"]).toContain("noindex");
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
  expect(headers["content-security-policy"]).not.toContain("script-src");
  expect(headers["x-cache"]).not.toBe("HIT");
  const html = await response.text();
  expect(html).toContain(words);
  expect(html).toContain('<meta name="robots" content="noindex">');
  // The public page's frame and the site's stylesheet (inlined in production, as on the public page).
  expect(html).toMatch(/<header[\s\S]*<main id="main"[\s\S]*<footer/);
  expect(html).toMatch(/<style>\/\*! tailwindcss/);
  expect(html).not.toMatch(/<script|onerror|alert\(/i);
});

test("the public page and the page cache never show a previewed draft", async () => {
  const words = `Draft words no visitor sees ${unique()}`;
  // Asked for before the preview (so a cache holding the page has it) and twice after it (a cache's answer included).
  await anonymous.get(PREVIEW_PAGE_PATH);
  expect((await admin.post(endpoint, { data: { schema: draftWith(words) } })).status()).toBe(200);
  for (let i = 0; i < 2; i++) {
    const page = await anonymous.get(PREVIEW_PAGE_PATH);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(PREVIEW_PUBLISHED_TITLE);
    expect(html).not.toContain(words);
  }
  // Signed-in staff see the published page too: a preview saves nothing.
  expect(await (await admin.get(PREVIEW_PAGE_PATH)).text()).not.toContain(words);
});

test("requests no editor sends get a 4xx with a clear message", async () => {
  const schema = draftWith("Anything");
  const anonymousTry = await anonymous.post(endpoint, {
    data: { schema },
    headers: { Origin: new URL(endpoint, "http://x").origin },
  });
  expect([401, 403]).toContain(anonymousTry.status());
  const cases: { name: string; send: () => Promise<import("@playwright/test").APIResponse>; status: number; message?: string }[] =
    [
      {
        name: "malformed JSON",
        send: () => admin.post(endpoint, { data: Buffer.from("{ nope"), headers: { "Content-Type": "application/json" } }),
        status: 400,
        message: "The request body is not valid JSON.",
      },
      {
        name: "no schema",
        send: () => admin.post(endpoint, { data: { sections: [] } }),
        status: 400,
        message: "Send the draft as { schema }.",
      },
      {
        name: "a form post",
        send: () => admin.post(endpoint, { form: { schema: "x" } }),
        status: 415,
      },
      {
        name: "over 256 KB",
        send: () => admin.post(endpoint, { data: { schema: { pad: "x".repeat(300 * 1024) } } }),
        status: 413,
      },
      {
        name: "an unknown page",
        send: () => admin.post("/api/admin/pages/2147483000/preview", { data: { schema } }),
        status: 404,
        message: "No such page.",
      },
      { name: "a GET", send: () => admin.get(endpoint), status: 405 },
    ];
  for (const { name, send, status, message } of cases) {
    const response = await send();
    expect(response.status(), name).toBe(status);
    if (message) expect(((await response.json()) as { error: { message: string } }).error.message, name).toBe(message);
  }
});

test("in a back-office page's sandboxed frame the preview is styled like the public page and runs nothing", async ({
  browser,
  baseURL,
}) => {
  const words = `Framed preview words ${unique()}`;
  const hostile = { id: "evil", type: "content", title: "Hostile", content: '<img src=x onerror="window.top.__ran=1">' };
  const html = await (await admin.post(endpoint, { data: { schema: draftWith(words, [hostile]) } })).text();
  const page = await adminPage(browser, baseURL ?? "");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // A back-office page's own policy (which a srcdoc frame inherits), as the editor will embed it.
  await page.goto("/admin");
  await page.evaluate((doc) => {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", "allow-same-origin");
    frame.title = "Preview at 390 px width";
    frame.style.width = "390px";
    frame.style.height = "800px";
    frame.srcdoc = doc;
    document.body.append(frame);
  }, html);
  const preview = page.frameLocator('iframe[title="Preview at 390 px width"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(words);
  // The site's stylesheet applies: the hero is a dark band with white text, and at 390 px the main menu is hidden.
  await expect(preview.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(preview.getByRole("navigation", { name: "Main" })).toBeHidden();
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  expect(problems.filter((text) => /Content Security Policy|Blocked script/i.test(text))).toEqual([]);
  await page.context().close();
});

test("the editor shows the page at desktop and 390 px beside the form, and the pane is axe clean", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto(`/admin/pages/${PREVIEW_PAGE_ID}`);
  const pane = page.locator("[data-preview-updated-at]");
  await expect(pane).not.toHaveAttribute("data-preview-updated-at", "0");
  await expect(pane).toHaveAttribute("data-preview-state", "ready");
  await expect(pane.getByText(/Updated at/)).toBeVisible();
  for (const title of ["Preview at desktop width", "Preview at 390 px width"]) {
    await expect(page.frameLocator(`iframe[title="${title}"]`).getByRole("heading", { level: 1 })).toHaveText(
      PREVIEW_PUBLISHED_TITLE,
    );
  }
  // Real widths, so the page's breakpoints apply: the phone frame hides the desktop menu, the desktop frame shows it.
  expect(await page.locator('iframe[title="Preview at 390 px width"]').getAttribute("width")).toBe("390");
  await expect(
    page.frameLocator('iframe[title="Preview at 390 px width"]').getByRole("navigation", { name: "Main" }),
  ).toBeHidden();
  await expect(
    page.frameLocator('iframe[title="Preview at desktop width"]').getByRole("navigation", { name: "Main" }),
  ).toBeVisible();
  expect(
    await page.locator("iframe[sandbox]").evaluateAll((frames) => frames.map((frame) => frame.getAttribute("sandbox"))),
  ).toEqual(["allow-same-origin", "allow-same-origin"]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
