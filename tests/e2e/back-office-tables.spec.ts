import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/page-helpers";
import { signInAsSuperAdmin, testSessionId } from "./support/superadmin";

/**
 * The back-office's shared table (app/components/ui/data-table.tsx) as a
 * person uses it: a sortable header is a button that orders the rows and says
 * so (aria-sort), a second press reverses the order, and the filters are a
 * GET form whose view is an address.
 */
test("a sortable column orders the rows both ways, and the filters make an address", async ({ page, context, request }) => {
  const sessionId = testSessionId("table-sort");
  for (const value of [5, 1, 9]) {
    const sent = await request.post("/api/agent-metrics", { data: { metricType: "cta_click", value, sessionId } });
    expect(sent.status()).toBe(201);
  }
  await signInAsSuperAdmin(context);
  const today = new Date().toISOString().slice(0, 10);
  await page.goto("/super-admin/metrics");
  const search = page.getByRole("search", { name: "Metrics range" });
  await search.getByLabel("From").fill(today);
  await search.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));

  const table = page.getByRole("table", { name: "Latest metric rows" });
  const valueHeader = table.getByRole("columnheader", { name: "Value" });
  const mine = () =>
    table
      .getByRole("row")
      .filter({ hasText: sessionId })
      .evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll("td")[2]?.textContent)));

  await valueHeader.getByRole("button").click();
  await expect(valueHeader).toHaveAttribute("aria-sort", "ascending");
  expect(await mine()).toEqual([1, 5, 9]);
  await valueHeader.getByRole("button").click();
  await expect(valueHeader).toHaveAttribute("aria-sort", "descending");
  expect(await mine()).toEqual([9, 5, 1]);
  expect(await seriousViolations(page)).toEqual([]);
});
