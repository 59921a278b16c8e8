import { expect, test } from "@playwright/test";
import { waitForIslands } from "./support/page-helpers";
import { readRecentMetrics, signInAsSuperAdmin, superAdminCookie } from "./support/superadmin";

/**
 * Agent metrics from the browser (issue 11 item 6): a send that fails is kept
 * in localStorage and sent again when the browser is back online or on the
 * next page load, then removed. /debug's test button sends through the
 * agent-metrics island, as the chat widget will.
 */
const PENDING = "agent_metrics_pending";
const SESSION = "agent_session_id";

const pending = (page: import("@playwright/test").Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { metricType: string; value: number; timestamp: number }[],
    PENDING,
  );

test("offline, the test metric waits in localStorage; back online it is sent and removed", async ({ page, context, request }) => {
  await page.goto("/debug");
  await waitForIslands(page, "site", "agent-metrics");
  // /debug hydrates React Router, which fetches its route manifest for the page's links after hydration: let that
  // finish first, or it fails offline and the router shows its error screen (not what this test is about).
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Send a test metric" }).click();
  await expect(page.getByRole("status").filter({ hasText: "kept in this browser" })).toBeVisible();
  // The agent session id is made at the first metric and kept for the next ones.
  const sessionId = await page.evaluate((key) => localStorage.getItem(key), SESSION);
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  const queued = await pending(page);
  expect(queued).toEqual([{ metricType: "widget_error", value: 1, timestamp: expect.any(Number) }]);

  await context.setOffline(false);
  await expect.poll(() => pending(page)).toEqual([]);

  const { rows } = await readRecentMetrics(request, { cookie: await superAdminCookie() });
  const resent = rows.find((row) => row.sessionId === sessionId && row.metricType === "widget_error");
  expect(resent?.details).toMatchObject({ resent: true, occurredAt: new Date(queued[0]?.timestamp ?? 0).toISOString() });

  // Online, the button sends at once.
  await page.getByRole("button", { name: "Send a test metric" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test metric sent." })).toBeVisible();
  expect(await pending(page)).toEqual([]);
});

test("a metric left from an earlier page is sent on the next page load of a content page", async ({ page, request }) => {
  await page.goto("/about");
  await waitForIslands(page, "site");
  const timestamp = Date.now() - 60_000;
  const sessionId = `e2e-next-load-${Date.now().toString(36)}`;
  await page.evaluate(
    ([pendingKey, sessionKey, entry, id]) => {
      localStorage.setItem(sessionKey as string, id as string);
      localStorage.setItem(pendingKey as string, JSON.stringify([entry]));
    },
    [PENDING, SESSION, { metricType: "cta_click", value: 7, timestamp }, sessionId] as const,
  );
  await page.reload();
  await expect.poll(() => pending(page)).toEqual([]);
  const { rows } = await readRecentMetrics(request, { cookie: await superAdminCookie() });
  expect(rows.find((row) => row.sessionId === sessionId)).toMatchObject({ metricType: "cta_click", value: 7 });
});

test("a content page with nothing queued never loads the metrics island", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/agent-metrics-")) loaded.push(request.url());
  });
  await page.goto("/faq");
  await waitForIslands(page, "site");
  expect(loaded).toEqual([]);
});

test("the metrics explorer charts each metric type in the range", async ({ page, context, request }) => {
  const sent = await request.post("/api/agent-metrics", {
    data: { metricType: "chat_opened", value: 1, sessionId: `e2e-explorer-${Date.now().toString(36)}` },
  });
  expect(sent.status()).toBe(201);
  await signInAsSuperAdmin(context);
  await page.goto("/super-admin/metrics");
  await expect(page.locator('[data-metric-chart="chat_opened"]')).toBeVisible();
  await expect(page.locator('[data-metric-chart="chat_opened"] svg').first()).toBeVisible();
  await expect(page.getByRole("table")).toContainText("chat_opened");
  // Days and times in the agency's zone (AGENCY_TIME_ZONE, New York by default), as every report counts them.
  await expect(page.getByRole("heading", { name: "Per metric type, per day (America/New_York)" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Time (America/New_York)" })).toBeVisible();

  await page.goto("/super-admin/metrics?from=2026-13-45");
  await expect(page.getByRole("alert")).toContainText("from is not a real date. Showing the last 30 days instead.");
});
