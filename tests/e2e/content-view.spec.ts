import { type Browser, expect, type Page, test } from "@playwright/test";
import { CONTENT_VIEW_ARTICLE, contentViewArticleId } from "./support/content-view-fixtures";
import { adminApi, adminPage } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { openEditor, publishThroughReview, reviewerPage, saveDraft } from "./support/studio-editor";

/**
 * The article editor (/content-view/:id, issue 22 item 11) as admins use it:
 * an unpublished city service article (support/content-view-fixtures.ts)
 * opened from /content-research, its title and content changed in the form,
 * submitted, approved and published by a second admin; a visitor then reads
 * it on /{service}/{state}/{city}, which drops its noindex; unpublished, the
 * page shows its default text again; the diff compares by field. A second
 * article: two editors, the stale save refused and kept. axe on the editor,
 * the conflict and the diff.
 */

const NEW_TITLE = "Content marketing that fills beds in El Paso";
/**
 * The new body must pass the quality gates before it can be approved (issue 24 item 5): more than 600 words, at least
 * three local facts (El Paso, Texas, the service), and text no other page of the site shares. Sixty distinct
 * sentences, each a subject with a different predicate, and nothing the compliance linter flags.
 */
const SUBJECTS = [
  "Our El Paso writers",
  "The Fort Bliss families we interview",
  "Each article about Texas care",
  "A content calendar built for El Paso",
  "Local admissions coordinators",
  "Clinical directors on the west side",
  "Our editors in the border region",
  "Content marketing for El Paso programs",
  "Readers searching from Las Cruces",
  "Outpatient teams near the Franklin Mountains",
];
const PREDICATES = [
  "explain how intake works, one plain step after another, before anyone picks up the phone.",
  "answer the questions relatives ask about visiting hours, packing lists and what the first week feels like.",
  "describe which insurance plans a program accepts and how a benefits check is requested.",
  "publish one careful piece every fortnight instead of a flood of thin pages nobody reads.",
  "quote clinicians by name and role so that readers know who stands behind the advice.",
  "write in Spanish and English, because many households here read both and prefer either.",
];
const NEW_TEXT = SUBJECTS.flatMap((subject, row) =>
  PREDICATES.map((_, column) => `${subject} ${PREDICATES[(column + row) % PREDICATES.length]}`),
).join(" ");
const DEFAULT_TEXT = "Content Marketing for treatment providers in El Paso, Texas.";

/** The city service page as a visitor sees it: a fresh context with no cookie and no cache of ours. */
async function visitorView(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(CONTENT_VIEW_ARTICLE.path);
  expect(response?.status()).toBe(200);
  const body = (await page.getByTestId("service-body").textContent()) ?? "";
  const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
  await context.close();
  return { body, noindex: robots.some((content) => content?.includes("noindex")) };
}

const content = (page: Page) => page.getByRole("textbox", { name: "Content", exact: true });

test("a city service article edited, reviewed and published from /content-view shows on its city page; unpublished, the default text returns; the diff is axe clean", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? "";
  const id = contentViewArticleId();

  // Not published: the page shows its default text and asks search engines not to index it.
  const before = await visitorView(browser);
  expect(before.body).toContain(DEFAULT_TEXT);
  expect(before.noindex).toBe(true);

  const author = await adminPage(browser, base);
  await author.goto(`/content-research?q=${encodeURIComponent(CONTENT_VIEW_ARTICLE.title)}`);
  await author.getByRole("link", { name: CONTENT_VIEW_ARTICLE.title }).click();
  await expect(author).toHaveURL(new RegExp(`/content-view/${id}$`));
  await openEditor(author, `/content-view/${id}`);
  await expect(author.getByText(CONTENT_VIEW_ARTICLE.path)).toBeVisible();

  await author.getByLabel("Title", { exact: true }).fill(NEW_TITLE);
  // The rich-text editor replaces its plain fallback once it loads.
  await expect(content(author)).toHaveAttribute("contenteditable", "true");
  await content(author).fill(NEW_TEXT);
  // The preview shows the unsaved draft in its city service page, at both widths.
  for (const frame of ["Preview at desktop width", "Preview at 390 px width"]) {
    const body = author.frameLocator(`iframe[title="${frame}"]`).getByTestId("service-body");
    await expect(body, frame).toContainText(NEW_TITLE);
    await expect(body, frame).toContainText(NEW_TEXT);
  }
  await saveDraft(author);
  await expect(author.getByRole("heading", { level: 1 })).toContainText(NEW_TITLE);

  const reviewer = await reviewerPage(browser, base);
  await publishThroughReview(author, reviewer, `/content-view/${id}`, "First El Paso copy");
  await expect(reviewer.getByTestId("draft-status")).toHaveText("Published");
  await expect(reviewer.getByRole("row", { name: /Version 1/ })).toContainText("First El Paso copy");

  // A visitor reads it at once, and the page may now be indexed.
  const published = await visitorView(browser);
  expect(published.body).toContain(NEW_TITLE);
  expect(published.body).toContain(NEW_TEXT);
  expect(published.body).not.toContain(DEFAULT_TEXT);
  expect(published.noindex).toBe(false);

  // Unpublish from the author's editor: the city page shows the default text again.
  await author.reload();
  await author.getByRole("button", { name: "Unpublish now" }).click();
  await expect(author.getByText("Unpublished: the article is off the site.")).toBeVisible();
  const after = await visitorView(browser);
  expect(after.body).toContain(DEFAULT_TEXT);
  expect(after.body).not.toContain(NEW_TEXT);
  expect(after.noindex).toBe(true);

  // The versions diff compares by field: the working draft against version 1.
  await author.getByLabel("Excerpt").fill("An excerpt written after the first version");
  await saveDraft(author);
  await author.getByLabel("Compare").selectOption({ label: "Version 1" });
  await author.getByLabel("with", { exact: true }).selectOption({ label: "Working draft" });
  await author.getByRole("button", { name: "Show differences" }).click();
  await expect(author).toHaveURL(new RegExp(`/content-view/${id}/diff\\?from=1&to=0`));
  const row = author.getByRole("row", { name: /Article/ });
  await expect(row).toContainText("Excerpt");
  await expect(row).toContainText("An excerpt written after the first version");
  expect(await seriousViolations(author)).toEqual([]);

  await author.context().close();
  await reviewer.context().close();
});

test("the article editor is axe clean; a stale save is refused with the conflict choice and nothing typed is lost", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? "";
  const id = contentViewArticleId("conflict");
  const first = await adminPage(browser, base);
  const second = await reviewerPage(browser, base);
  await openEditor(first, `/content-view/${id}`);
  await openEditor(second, `/content-view/${id}`);
  expect(await seriousViolations(first)).toEqual([]);

  await first.getByLabel("Excerpt").fill("The first editor's excerpt");
  await saveDraft(first);
  await second.getByLabel("Excerpt").fill("The second editor's excerpt");
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByRole("heading", { name: "Not saved: someone else changed this article" })).toBeVisible();
  await expect(second.getByRole("row", { name: /Article/ })).toContainText("The first editor's excerpt");
  await expect(second.getByLabel("Excerpt")).toHaveValue("The second editor's excerpt");
  expect(await seriousViolations(second)).toEqual([]);
  await second.getByRole("button", { name: "Keep mine" }).click();
  await expect(second.getByTestId("save-state")).toContainText("Saved at");
  await first.reload();
  await expect(first.getByLabel("Excerpt")).toHaveValue("The second editor's excerpt");
  await first.context().close();
  await second.context().close();
});

test("the article preview API answers the draft as no-store HTML, and 4xx with a message for what no editor sends", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const id = contentViewArticleId("conflict");
  const endpoint = `/api/admin/content/${id}/preview`;
  const admin = await adminApi(base);
  const draft = { title: "Preview only title", excerpt: "", content: "<p>Preview <script>alert(1)</script>text</p>", seo: {} };
  const ok = await admin.post(endpoint, { data: { schema: draft } });
  expect(ok.status()).toBe(200);
  expect(ok.headers()["cache-control"]).toBe("no-store");
  const html = await ok.text();
  expect(html).toContain("Preview only title");
  expect(html).toContain("Fort Worth");
  expect(html).not.toContain("<script");

  const anonymous = await browser.newContext();
  const anonymousTry = await anonymous.request.post(`${base}${endpoint}`, {
    data: { schema: draft },
    headers: { Origin: new URL(base).origin },
  });
  expect([401, 403]).toContain(anonymousTry.status());
  await anonymous.close();
  const cases: [string, () => Promise<import("@playwright/test").APIResponse>, number, string?][] = [
    ["no schema", () => admin.post(endpoint, { data: { title: "x" } }), 400, "Send the draft as { schema }."],
    [
      "malformed JSON",
      () => admin.post(endpoint, { data: Buffer.from("{ nope"), headers: { "Content-Type": "application/json" } }),
      400,
    ],
    ["a form post", () => admin.post(endpoint, { form: { schema: "x" } }), 415],
    ["over 256 KB", () => admin.post(endpoint, { data: { schema: { content: "x".repeat(300 * 1024) } } }), 413],
    [
      "an unknown article",
      () => admin.post("/api/admin/content/2147483000/preview", { data: { schema: draft } }),
      404,
      "No such article.",
    ],
    ["an id that is no number", () => admin.post("/api/admin/content/abc/preview", { data: { schema: draft } }), 404],
    ["a GET", () => admin.get(endpoint), 405],
  ];
  for (const [name, send, status, message] of cases) {
    const response = await send();
    expect(response.status(), name).toBe(status);
    if (message) expect(((await response.json()) as { error: { message: string } }).error.message, name).toBe(message);
  }
  await admin.dispose();
});
