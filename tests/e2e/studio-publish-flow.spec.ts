import { expect, type Page, test } from "@playwright/test";
import { adminPage, unique } from "./support/inbox-session";
import { E2E_PORT } from "./support/port";
import { rawGet } from "./support/raw-http";
import { openEditor, publishThroughReview, reviewerPage, saveDraft } from "./support/studio-editor";

/**
 * Issue 22's first Done-when, as a writer does it: a page from a template,
 * the hero title and a FAQ item typed into the forms, the preview showing
 * them before any save, published through review, and read at once by a
 * visitor (the page cache answers the new version on its next request).
 * Then an edit, and a restore of the first version brings its text back.
 */
test.describe.configure({ timeout: 180_000 });

/** Opens a section's form when it is folded. */
async function expandSection(page: Page, index: number) {
  const toggle = page.locator(`#studio-sections-${index}`);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

const desktopPreview = (page: Page) => page.frameLocator('iframe[title="Preview at desktop width"]');
const narrowPreview = (page: Page) => page.frameLocator('iframe[title="Preview at 390 px width"]');

/**
 * The public page as a visitor who never signed in sees it; then, once the
 * page cache holds it (it is stored after the first answer has gone out),
 * a cached answer with the same text. The next publish must replace it.
 */
async function visitorReads(browserPage: Page, path: string, text: string) {
  const first = await browserPage.goto(path);
  expect(first?.status()).toBe(200);
  await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(text);
  await expect
    .poll(async () => {
      const again = await rawGet(E2E_PORT, path, {});
      return again.headers["x-cache"] === "HIT" && again.body.includes(text);
    })
    .toBe(true);
}

test("a page from a template: typed, previewed before saving, published through review, served at once; a restore brings the old text back", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const stamp = unique();
  const path = `/e2e-flow/harbor-${stamp}`;
  const firstTitle = `Harbor Recovery launch ${stamp}`;
  const secondTitle = `Harbor Recovery, second edition ${stamp}`;
  const author = await adminPage(browser, base);
  const reviewer = await reviewerPage(browser, base);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  // A new page from the location template.
  await author.goto("/admin/pages");
  const form = author.getByRole("region", { name: "New page" });
  await form.getByLabel("Path").fill(path);
  await form.getByLabel("Type").selectOption("location");
  await form.getByLabel("A template").check();
  await form.getByLabel("Template", { exact: true }).selectOption("location");
  await form.getByRole("button", { name: "Create page" }).click();
  await expect(author).toHaveURL(/\/admin\/pages\/\d+$/);
  const id = Number(new URL(author.url()).pathname.split("/").pop());
  await openEditor(author, id);

  // Record when the first save leaves the browser: the preview must show the typed title before it.
  let firstSaveAt = Number.POSITIVE_INFINITY;
  author.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === `/admin/pages/${id}`)
      firstSaveAt = Math.min(firstSaveAt, Date.now());
  });

  await expandSection(author, 0);
  await author.locator("#studio-sections-0-title").fill(firstTitle);
  await expect(desktopPreview(author).getByRole("heading", { level: 1 })).toHaveText(firstTitle);
  const previewedAt = Date.now();
  await expect(narrowPreview(author).getByRole("heading", { level: 1 })).toHaveText(firstTitle);
  expect(previewedAt, "the preview showed the title before any save was sent").toBeLessThan(firstSaveAt);

  // The rest of what a publish needs: body copy, one FAQ item, the CTA's title and the SEO texts.
  await expandSection(author, 1);
  await author.locator("#studio-sections-1-title").fill("How we grow admissions");
  const body = author.getByRole("textbox", { name: "Content" });
  await expect(body).toHaveAttribute("contenteditable", "true");
  await body.click();
  await author.keyboard.type("Local search pages for every city the centre serves.");
  await expandSection(author, 2);
  await author.getByRole("button", { name: "Add question" }).click();
  await author.locator("#studio-sections-2-items-0-title").fill("How soon do calls start?");
  await author.locator("#studio-sections-2-items-0-description").fill("Most centres see new calls within the first month.");
  await expect(desktopPreview(author).getByText("How soon do calls start?")).toBeAttached();
  await expandSection(author, 3);
  await author.locator("#studio-sections-3-title").fill("Ready to fill more beds?");
  await author.getByLabel("SEO title").fill(`Harbor Recovery ${stamp}`);
  await author.getByLabel("Meta description").fill("How a treatment centre grows admissions with local search pages.");
  await saveDraft(author);

  // Nothing is public before the publish.
  expect((await visitor.goto(path))?.status()).toBe(404);

  await publishThroughReview(author, reviewer, id, "Launch");
  await visitorReads(visitor, path, firstTitle);
  await expect(visitor.getByText("How soon do calls start?")).toBeAttached();

  // A second version: the cached page gives way to it on the next request.
  await openEditor(author, id);
  await expandSection(author, 0);
  await author.locator("#studio-sections-0-title").fill(secondTitle);
  await saveDraft(author);
  await publishThroughReview(author, reviewer, id, "Second edition");
  await visitorReads(visitor, path, secondTitle);

  // Restore version 1: a new draft from it (history stays), published, and the old text returns.
  await openEditor(author, id);
  await author.getByRole("button", { name: "Restore version 1" }).click();
  await expect(author.getByText("Version 1 restored as a new draft")).toBeVisible();
  await expandSection(author, 0);
  await expect(author.locator("#studio-sections-0-title")).toHaveValue(firstTitle);
  await publishThroughReview(author, reviewer, id, "Back to the launch text");
  await visitorReads(visitor, path, firstTitle);
  await expect(reviewer.getByRole("row", { name: /Version 3/ })).toContainText("Back to the launch text");

  await visitorContext.close();
  await author.context().close();
  await reviewer.context().close();
});
