import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/staff-accounts";
import { addSessionCookies, adminCookie, readRecentMetrics, signInAsSuperAdmin, superAdminCookie } from "./support/superadmin";

/**
 * Header login options (spec §2): on /auth, on paths with /admin or
 * /super-admin, and on any page whose URL carries the right access_code
 * (ACCESS_CODE in playwright.config.ts). Links and one plain form: the
 * content page they appear on still ships no framework script.
 */
const ACCESS_CODE = "e2e-access-code-0123456789";

function loginOptions(page: Page) {
  return page.getByRole("banner").locator("[data-login-option]").first();
}

test("signed out: a Login link on /auth and on /admin (after the redirect to sign in)", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();
});

test("signed in: the admin entries, Super Admin only for a super admin, and a Sign out form", async ({
  page,
  context,
  browser,
}) => {
  await signInAsSuperAdmin(context);
  await page.goto("/super-admin");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Leads", exact: true })).toHaveAttribute("href", "/admin");
  await expect(header.getByRole("link", { name: "Super Admin", exact: true })).toHaveAttribute("href", "/super-admin");
  const signOut = header.getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeVisible();
  const form = header.locator("form").filter({ has: page.getByRole("button", { name: "Sign out" }) });
  await expect(form).toHaveAttribute("action", "/auth/sign-out");
  await expect(form).toHaveAttribute("method", "post");
  await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);

  const adminContext = await browser.newContext();
  try {
    await addSessionCookies(adminContext, await adminCookie());
    const adminPage = await adminContext.newPage();
    await adminPage.goto("/admin");
    const adminHeader = adminPage.getByRole("banner");
    await expect(adminHeader.getByRole("link", { name: "Leads", exact: true })).toBeVisible();
    await expect(adminHeader.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(adminHeader.getByRole("link", { name: "Super Admin", exact: true })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});

test("a content page shows the options only with the right access_code, with no script for them", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(loginOptions(page)).toHaveCount(0);

  const response = await page.goto(`/about?access_code=${ACCESS_CODE}`);
  expect(response?.headers()["x-cache"]).not.toBe("HIT");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toHaveAttribute(
    "href",
    "/auth?redirectTo=%2Fabout",
  );
  // Still a content page: no React Router runtime came with the options.
  const scripts = await page.locator("script[src]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("a wrong access_code shows nothing and is stored as an invalid_access_code_attempt, truncated", async ({
  page,
  request,
}) => {
  const path = `/faq`;
  const wrong = `wrong-${Date.now().toString(36)}-${"z".repeat(40)}`;
  await page.goto(`${path}?access_code=${wrong}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(loginOptions(page)).toHaveCount(0);

  const { rows } = await readRecentMetrics(request, { cookie: await superAdminCookie() });
  const attempt = rows.find((row) => row.metricType === "invalid_access_code_attempt" && row.details.code === wrong.slice(0, 32));
  expect(attempt).toBeDefined();
  expect(attempt?.details).toMatchObject({ path, userAgent: expect.stringContaining("Chrome") });
  expect(Date.parse(String(attempt?.details.time))).toBeGreaterThan(Date.now() - 600_000);
});

test("signing in on the /auth page updates the header without a reload, and /chat shows the staff entries (issue 20 D2)", async ({
  page,
  context,
}) => {
  await page.goto("/auth?redirectTo=/admin");
  // Hydrated, so the sign-in is a client-side submission (a document post would reload the header anyway).
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByLabel("E-mail address").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Leads", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);

  await addSessionCookies(context, await adminCookie());
  await page.goto("/chat");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("at 1440 px a super admin's header stays on one line (issue 20 D2)", async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsSuperAdmin(context);
  await page.goto("/super-admin");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
  const bar = await header.boundingBox();
  const heights = await header
    .locator("a:visible, button:visible")
    .evaluateAll((elements) =>
      elements.map((element) => [element.textContent?.trim(), element.getBoundingClientRect().height] as const),
    );
  // One line of text in each control, and the bar its usual 64 px (plus its border).
  for (const [label, height] of heights) expect(height, String(label)).toBeLessThanOrEqual(44);
  expect(bar?.height ?? 0).toBeLessThanOrEqual(66);
});
