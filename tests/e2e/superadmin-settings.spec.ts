import { expect, test } from "@playwright/test";
import { adminApi } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { signInAsSuperAdmin } from "./support/superadmin";

/**
 * /super-admin/settings (issue 22 item 7: "Admins may publish their own pages
 * directly if the super admin allows it in settings"): a super admin turns
 * the switch on and off, each change audited; an admin's post is refused.
 */
const LABEL = "Staff may publish their own pages without a reviewer's approval";

test("a super admin turns direct publishing on and off; each change is in the audit log; axe is clean", async ({
  page,
  context,
}) => {
  await signInAsSuperAdmin(context);
  await page.goto("/super-admin/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: LABEL });
  await expect(row).toContainText("Now: Off");
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole("button", { name: `Turn on: ${LABEL}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${LABEL}: on.`);
  await expect(row).toContainText("Now: On");
  // Back off at once: other specs rely on the default (approval required).
  await row.getByRole("button", { name: `Turn off: ${LABEL}` }).click();
  await expect(row).toContainText("Now: Off");
  await page.goto("/super-admin/audit?action=setting.");
  await expect(page.locator('[data-audit-action="setting.change"]').filter({ hasText: "studio.direct_publish" })).toHaveCount(2);
});

test("an admin cannot change a super-admin setting, by page or by post", async ({ baseURL }) => {
  const api = await adminApi(baseURL ?? "");
  const response = await api.post("/super-admin/settings", {
    form: { key: "studio.direct_publish", value: "true" },
  });
  expect(response.status()).toBe(403);
});
