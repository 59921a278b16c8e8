/**
 * How pages load (docs/page-loading.md): a content page is its HTML with the
 * stylesheet inlined, and its only scripts are the inline island loader and
 * the islands it imports after the first contentful paint. Pages with forms
 * load the same way; their form is a React island (React, no React Router).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { adminApi } from "./support/inbox-session";
import { waitForIslands } from "./support/page-helpers";
import { BASE, E2E_PORT } from "./support/port";
import { PREVIEW_PAGE_ID } from "./support/preview-fixtures";
import { rawGet } from "./support/raw-http";
import { EDITOR_CODE_MARKERS, editorCodeIn, scriptClosure } from "./support/script-closure";

for (const path of ["/", "/faq", "/about"]) {
  test(`${path} is served without React Router's scripts, with the stylesheet inlined and the island loader`, async () => {
    const { body } = await rawGet(E2E_PORT, path, {});
    expect(body).not.toContain('<link rel="modulepreload"');
    expect(body).not.toContain("__reactRouterContext");
    expect(body).not.toMatch(/<link rel="stylesheet"/);
    expect(body).toMatch(/<style nonce="[^"]+">/);
    expect(body).toMatch(/<script type="module" nonce="[^"]+">[\s\S]*startIslands\(\{"site":"\/assets\/site-[\w-]+\.js"/);
  });
}

for (const path of ["/contact", "/schedule-session"]) {
  test(`${path} is served without React Router's scripts, its form's props beside the island`, async () => {
    const { body } = await rawGet(E2E_PORT, path, {});
    expect(body).not.toContain("__reactRouterContext");
    expect(body).not.toContain('<link rel="modulepreload"');
    expect(body).toMatch(/startIslands\(\{[^}]*"lead-form":"\/assets\/lead-form-[\w-]+\.js"/);
    const props = /<script type="application\/json" data-island-props="lead-form">([^<]*)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(props ?? "null")).toMatchObject({ tokens: { formToken: expect.any(String) } });
  });
}

test("the first contentful paint comes before the first script request, and the islands then mount", async ({ page }) => {
  await page.goto("/faq");
  await waitForIslands(page, "site", "faq");
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
    return {
      paint,
      scripts: scripts.map((script) => script.start),
      own: scripts.filter((script) => /\/(site|faq)-/.test(script.name)),
    };
  });
  expect(Number.isFinite(timing.paint)).toBe(true);
  // The page's two islands; the chat widget's files (loaded when the browser is idle) may come too.
  expect(timing.own).toHaveLength(2);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
});

for (const path of ["/contact", "/schedule-session"]) {
  test(`${path} requests no React Router runtime, and its form island hydrates without a mismatch`, async ({ page }) => {
    const scripts: string[] = [];
    const problems: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(path);
    await waitForIslands(page, "site", "lead-form");
    await page.waitForLoadState("networkidle");
    // The page's own islands (and the chat widget's, loaded when idle) and nothing else: no client entry, route modules or React Router chunks.
    expect(
      scripts.every((script) => /^\/assets\/(site|lead-form|chat|chat-window|lead-messages|analytics)-[\w-]+\.js$/.test(script)),
      scripts.join("\n"),
    ).toBe(true);
    expect(scripts.some((script) => script.includes("/lead-form-"))).toBe(true);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // React reports a hydration mismatch as a console error ("Hydration failed", "didn't match") or a recoverable error.
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

/**
 * Issue 22, Done-when: "the editor's code never loads on public pages". Each
 * public content template's whole script closure (what it runs now and every
 * chunk it could import later) is free of TipTap, dnd-kit and the studio's
 * components; the 20 KB budget itself is measured by `npm run bench -- weight`.
 */
test.describe("the content studio's editor code stays off public pages", () => {
  test("the markers still match the editor libraries as installed", () => {
    for (const file of ["node_modules/@tiptap/core/dist/index.js", "node_modules/@dnd-kit/core/dist/core.esm.js"]) {
      expect(EDITOR_CODE_MARKERS.test(readFileSync(file, "utf8")), file).toBe(true);
    }
  });

  test("the check can fail: the back-office editor's own closure carries the studio's code", async ({ baseURL }) => {
    const admin = await adminApi(baseURL ?? BASE);
    try {
      const html = await (await admin.get(`/admin/pages/${PREVIEW_PAGE_ID}`)).text();
      expect(editorCodeIn(await scriptClosure(BASE, html)).length).toBeGreaterThan(0);
    } finally {
      await admin.dispose();
    }
  });

  const templates = [
    { name: "home", path: "/" },
    { name: "service page", path: "/drug-rehab-seo" },
    { name: "guide (schema page)", path: "/how-to-start-rehab" },
    { name: "city service page", path: "/rehab-marketing/california/los-angeles" },
    { name: "blog article", path: "blog-article" },
  ];
  for (const template of templates) {
    test(`${template.name}: no chunk it loads or can load carries editor code`, async () => {
      let pathname = template.path;
      if (pathname === "blog-article") {
        const list = await rawGet(E2E_PORT, "/blog", {});
        pathname = /href="(\/blog\/[a-z0-9-]+)"/.exec(list.body)?.[1] ?? "";
        expect(pathname, "a blog article linked from /blog").not.toBe("");
      }
      const { status, body } = await rawGet(E2E_PORT, pathname, {});
      expect(status).toBe(200);
      const scripts = await scriptClosure(BASE, body);
      // The walk is real: the site island and the chat widget it loads later are in it.
      expect([...scripts.keys()].some((path) => /\/assets\/site-/.test(path))).toBe(true);
      expect(editorCodeIn(scripts)).toEqual([]);
    });
  }
});
