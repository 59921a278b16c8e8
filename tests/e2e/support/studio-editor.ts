import { type Browser, expect, type Page } from "@playwright/test";
import { signInCookie } from "../../support/staff";
import { E2E_REVIEWER } from "./staff-accounts";

/**
 * The content studio specs' shared steps: a second staff member (the
 * reviewer), opening the page editor once it has hydrated, and the review
 * steps that take a saved draft to a published version.
 */
let reviewerCookie: Promise<string> | undefined;

export async function signedIn(browser: Browser, baseURL: string, cookie: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
    }),
  );
  return context.newPage();
}

export function reviewerPage(browser: Browser, baseURL: string) {
  reviewerCookie ??= signInCookie(baseURL, E2E_REVIEWER).catch((error: unknown) => {
    reviewerCookie = undefined;
    throw error;
  });
  return reviewerCookie.then((cookie) => signedIn(browser, baseURL, cookie));
}

/**
 * Opens an editor and waits for it to hydrate (the save button works only
 * then): a page's by its id, or any studio editor by its path
 * ("/content-view/12" for an article).
 */
export async function openEditor(page: Page, target: number | string) {
  await page.goto(typeof target === "number" ? `/admin/pages/${target}` : target);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Edit");
  await expect(page.locator(":is([data-page-editor], [data-article-editor])[data-hydrated]")).toBeVisible();
}

export const saveState = (page: Page) => page.getByTestId("save-state");

/** "Save draft", then wait for the save bar to say so. */
export async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(saveState(page)).toContainText("Saved at");
}

/** The author submits the saved draft to the reviewer, who approves and publishes it with a note. */
export async function publishThroughReview(author: Page, reviewer: Page, target: number | string, note: string) {
  await author.getByLabel("Reviewer").selectOption({ label: `${E2E_REVIEWER.name} (${E2E_REVIEWER.email})` });
  await author.getByRole("button", { name: "Submit for review" }).click();
  await expect(author.getByTestId("draft-status")).toHaveText("In review");
  await openEditor(reviewer, target);
  await reviewer.getByRole("button", { name: "Approve" }).click();
  await expect(reviewer.getByTestId("draft-status")).toHaveText("Approved");
  await reviewer.getByLabel("Version note").fill(note);
  await reviewer.getByRole("button", { name: "Publish now", exact: true }).click();
  await expect(reviewer.getByText(/Published as version \d+\./)).toBeVisible();
}
