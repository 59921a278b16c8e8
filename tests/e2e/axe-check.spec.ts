import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/page-helpers";

/**
 * The accessibility check 40 specs rely on can fail, and finds what axe's default mode finds: on a page with no
 * frame it runs axe in the page (legacy mode, faster), and on a page with a frame it keeps the default mode, the one
 * that looks inside frames.
 */
const GIF = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
const PLANTED = `<h1>Planted problems</h1>
  <img src="${GIF}" width="10" height="10">
  <p style="color:#777;background:#888">Grey on grey, hard to read.</p>
  <button></button>
  <label>Name</label><input type="text">`;
const pageWith = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Planted problems</title></head><body><main>${body}</main></body></html>`;

async function byDefaultMode(page: import("@playwright/test").Page) {
  return (await new AxeBuilder({ page }).exclude("iframe[sandbox]").analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => violation.id)
    .sort();
}

test("the check reports each planted problem, as axe's default mode does", async ({ page }) => {
  await page.setContent(pageWith(PLANTED));
  const ids = (await seriousViolations(page)).map((violation) => violation.id).sort();
  expect(ids).toEqual(["button-name", "color-contrast", "image-alt", "label"]);
  expect(ids).toEqual(await byDefaultMode(page));
});

test("a problem inside a frame is reported too", async ({ page }) => {
  await page.setContent(
    pageWith(
      `<h2>A frame</h2><iframe title="Inner frame" srcdoc="<!doctype html><html lang=en><body><main><img src='${GIF}'></main></body></html>"></iframe>`,
    ),
  );
  await expect(page.frameLocator("iframe").locator("img")).toHaveCount(1);
  const found = await seriousViolations(page);
  expect(found.find((violation) => violation.id === "image-alt")?.nodes).toEqual(["iframe img"]);
  expect(found.map((violation) => violation.id).sort()).toEqual(await byDefaultMode(page));
});
