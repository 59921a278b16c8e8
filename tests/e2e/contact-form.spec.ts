import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, waitForIslands } from "./support/page-helpers";

/** The consultation form on /contact, in Chromium, with and without JavaScript. */
const MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  message: "Message must be at least 10 characters.",
  privacy: "You must accept the privacy policy.",
};
const SUCCESS = "Thank you for your message! We'll be in touch with you shortly.";

async function fillValid(page: Page, email: string) {
  await page.getByLabel("Name").fill("Dana Whitfield");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("(561) 555-0142");
  await page.getByLabel("Facility").fill("Harbor Recovery Center");
  await page.getByLabel("Message").fill("We run a 40-bed residential program and want more commercially insured admissions.");
  await page.getByLabel(/I have read and accept the/).check();
}

test("the page shows the details card, the services card, the form and the call to action", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch");
  const main = page.locator("#main");
  await expect(main.getByText("Monday-Friday 9AM-6PM EST", { exact: true })).toBeVisible();
  await expect(main.getByText("Weekend appointments available on request.")).toBeVisible();
  await expect(main.getByRole("link", { name: "(800) 555-0199" })).toHaveAttribute("href", "tel:+18005550199");
  await expect(main.getByRole("link", { name: "hello@recoverygrowthpartners.com" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Specialized services" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Schedule a Consultation" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/schedule-session");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await expect(page.getByLabel("Message")).toHaveAttribute("rows", "4");
  await expect(main.getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute("href", "/privacy-policy");
});

test("an empty form shows the spec's messages under the fields, and fixing a field clears its message", async ({ page }) => {
  await page.goto("/contact");
  await waitForIslands(page, "lead-form");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const text of Object.values(MESSAGES)) await expect(page.getByText(text)).toBeVisible();
  const name = page.getByLabel("Name");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAttribute("aria-describedby", /name-error/);
  await expect(name).toBeFocused();
  await expect(name).toHaveClass(/border-red-600/);
  await name.fill("Dana");
  await expect(page.getByText(MESSAGES.name)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.email)).toBeVisible();
  await page.getByLabel("Phone").fill("123");
  await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a valid submission shows the success text and the Message sent toast", async ({ page }) => {
  await page.goto("/contact?utm_source=google&utm_campaign=e2e");
  await waitForIslands(page, "lead-form");
  await fillValid(page, "dana.e2e@harborrecovery.example");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(page.getByText("We'll be in touch with you shortly.", { exact: true })).toBeVisible();
  // The form is ready for another message.
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("with JavaScript the form island posts the same fields to /contact, the way the booking form does", async ({ page }) => {
  await page.goto("/contact");
  await waitForIslands(page, "lead-form");
  const posts: string[] = [];
  page.on("request", (request) => {
    // The analytics beacon's batches (/api/events) are not the form's post.
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && path !== "/api/events") posts.push(path);
  });
  await fillValid(page, "dana.fetcher@harborrecovery.example");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^\/contact(\.data)?$/);
  // A fetcher, not a navigation: the page and its address stay.
  expect(new URL(page.url()).pathname).toBe("/contact");
});

test("a post that never reaches the server shows the inline error and the Error toast, and the form keeps its values", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForIslands(page, "lead-form");
  await page.route(/\/contact(\.data)?(\?.*)?$/, (route) =>
    route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
  );
  await fillValid(page, "dana.offline@harborrecovery.example");
  const button = page.getByRole("button", { name: "Send Message" });
  await button.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "There was an error submitting your form. Please try again." }),
  ).toBeVisible();
  await expect(page.getByText("There was a problem sending your message. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Dana Whitfield");
  await expect(button).toBeEnabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an empty post answers 400 with the messages, and a valid one succeeds", async ({ page }) => {
    await page.goto("/contact");
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    for (const text of Object.values(MESSAGES)) await expect(page.getByText(text)).toBeVisible();

    await fillValid(page, "dana.nojs@harborrecovery.example");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
  });
});

test("axe finds nothing serious on /contact", async ({ page }) => {
  await page.goto("/contact");
  await waitForIslands(page, "lead-form");
  expect(await seriousViolations(page)).toEqual([]);
});
