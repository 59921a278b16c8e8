import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/page-helpers";
import { readRecentMetrics, signInAsSuperAdmin, testSessionId } from "./support/superadmin";

/**
 * API tokens end to end (issue 11, Done when: the metrics API): a super admin
 * makes a token in /super-admin/tokens, sees it once, reads GET
 * /api/agent-metrics with it (rows newest first), a malformed token gets the
 * spec's message, and after revoking it in the page the token gets 401.
 */
test("a token made in the console reads the metrics newest first until it is revoked", async ({ page, context, request }) => {
  const sessionId = testSessionId("tokens");
  for (const value of [1, 2, 3]) {
    const sent = await request.post("/api/agent-metrics", { data: { metricType: "cta_click", value, sessionId } });
    expect(sent.status()).toBe(201);
  }

  await signInAsSuperAdmin(context);
  await page.goto("/super-admin/tokens");
  await expect(page.getByRole("heading", { name: "Create an API token" })).toBeVisible();
  const name = `Reporting ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Expires after").selectOption("30");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText(`Copy the token ${name} now: it will not be shown again.`)).toBeVisible();
  const token = await page.getByLabel("New token").inputValue();
  expect(token).toMatch(/^rgp_[a-z0-9]+_[a-z0-9]+$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("metrics:read");
  await expect(row).toContainText("Active");
  expect(await page.content()).toContain(token);

  const { response, rows } = await readRecentMetrics(request, { token });
  expect(response.status()).toBe(200);
  const mine = rows.filter((row) => row.sessionId === sessionId);
  expect(mine.map((row) => row.value)).toEqual([3, 2, 1]);
  const times = rows.map((row) => Date.parse(row.createdAt));
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  // Shown once: a fresh load of the page lists the token but never its secret.
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  expect(await page.content()).not.toContain(token);

  const malformed = await request.get("/api/agent-metrics", { headers: { Authorization: "Bearer rgp_only-two-parts" } });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ error: { code: "BAD_REQUEST", message: "Invalid security token format" } });

  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Revoked");
  const revoked = await request.get("/api/agent-metrics", { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);
  expect(JSON.stringify(await revoked.json())).not.toContain("rows");

  // The reads were recorded, and the token's life is in the audit log.
  await page.goto("/super-admin/audit?action=token.");
  await expect(page.locator('[data-audit-action="token.create"]').filter({ hasText: name })).toBeVisible();
  await expect(page.locator('[data-audit-action="token.revoke"]').filter({ hasText: name })).toBeVisible();
});

for (const path of ["/super-admin", "/super-admin/tokens", "/super-admin/metrics", "/super-admin/audit"]) {
  test(`axe finds nothing serious on ${path}`, async ({ page, context }) => {
    test.slow();
    await signInAsSuperAdmin(context);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Super admin" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
