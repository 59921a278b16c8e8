import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BASE } from "./support/port";
import { E2E_SUPERADMIN_TARGET } from "./support/staff-accounts";
import { signInAsSuperAdmin, signInPatiently } from "./support/superadmin";

/**
 * /super-admin users: invite by e-mail (the invitation is in the outbox),
 * change a role, disable (the person is signed out) and enable, end
 * sessions; each change is in the audit log. Only the disposable target
 * account is changed, so no other spec is disturbed.
 */
const outbox = path.join(process.env.PLAYWRIGHT_E2E_DATA_DIR ?? "", "outbox");

async function outboxMessageTo(address: string) {
  const files = await readdir(outbox).catch(() => [] as string[]);
  for (const file of files) {
    const text = await readFile(path.join(outbox, file), "utf8");
    if (text.includes(`To: ${address}`)) return text;
  }
  return null;
}

async function sessionWorks(cookie: string) {
  const response = await fetch(`${BASE}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
  return !(response.status === 302 && (response.headers.get("location") ?? "").startsWith("/auth"));
}

test("invite by e-mail: an open invitation and its e-mail with a one-time link", async ({ page, context }) => {
  test.skip(!process.env.PLAYWRIGHT_E2E_DATA_DIR, "the outbox is under the e2e server's DATA_DIR");
  await signInAsSuperAdmin(context);
  await page.goto("/super-admin");
  const email = `invitee-${Date.now().toString(36)}@clinic.example`;
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Admin");

  await expect.poll(() => outboxMessageTo(email)).not.toBeNull();
  const message = (await outboxMessageTo(email)) ?? "";
  expect(message.replace(/=\r?\n/g, "")).toMatch(/\/auth\/invitation\?token=[A-Za-z0-9_-]{40,}/);

  await page.getByRole("button", { name: `Revoke: ${email}` }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await page.goto(`/super-admin/audit?action=user.`);
  await expect(page.locator('[data-audit-action="user.invite"]').filter({ hasText: email })).toBeVisible();
});

test("role, disable and enable, end sessions: each takes effect and is audited", async ({ page, context }) => {
  const target = E2E_SUPERADMIN_TARGET;
  await signInAsSuperAdmin(context);
  await page.goto("/super-admin");
  const row = page.locator(`tr[data-user="${target.email}"]`);
  await expect(row).toBeVisible();
  // A rerun on a kept database may find the account as a failed run left it.
  if ((await row.textContent())?.includes("Disabled")) {
    await row.getByRole("button", { name: `Enable: ${target.email}` }).click();
    await expect(row).toContainText("Active");
  }

  await row.getByLabel(`Role of ${target.email}`, { exact: true }).selectOption("super_admin");
  await row.getByRole("button", { name: `Change role of ${target.email}` }).click();
  await expect(row.getByRole("status")).toHaveText(`${target.email} is now a super admin.`);
  await row.getByLabel(`Role of ${target.email}`, { exact: true }).selectOption("admin");
  await row.getByRole("button", { name: `Change role of ${target.email}` }).click();
  await expect(row.getByRole("status")).toHaveText(`${target.email} is now an admin.`);

  const cookie = await signInPatiently(target);
  expect(await sessionWorks(cookie)).toBe(true);
  await page.reload();
  await row.getByRole("button", { name: `End sessions: ${target.email}` }).click();
  await expect.poll(() => sessionWorks(cookie)).toBe(false);

  const again = await signInPatiently(target);
  await row.getByRole("button", { name: `Disable: ${target.email}` }).click();
  await expect(row).toContainText("Disabled");
  expect(await sessionWorks(again)).toBe(false);
  await row.getByRole("button", { name: `Enable: ${target.email}` }).click();
  await expect(row).toContainText("Active");
  expect(await sessionWorks(await signInPatiently(target))).toBe(true);

  await page.goto(`/super-admin/audit?actor=super%40e2e.example&action=user.`);
  for (const action of ["user.role", "user.end_sessions", "user.disable", "user.enable"]) {
    await expect(page.locator(`[data-audit-action="${action}"]`).filter({ hasText: target.email }).first()).toBeVisible();
  }
});
