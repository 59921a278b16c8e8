import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminApi, adminPage, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";

/**
 * /content-automation end to end (issue 24 item 6): a rule made through the
 * form (its schedule read back in words), a dry run that lists the rule's
 * items and writes nothing, a run now taken by the server's job worker whose
 * log and items appear, the page axe clean; hostile posts answer a 4xx with
 * a clear message and make no rule.
 */
test.describe.configure({ mode: "default" });

let admin: APIRequestContext;
const id = unique();
const ruleName = `E2E sober living ${id}`;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL ?? "");
});
test.afterAll(async () => {
  await admin?.dispose();
});

/** The rules table's row count, as the page shows it. */
async function ruleCount(): Promise<number> {
  const html = await (await admin.get("/content-automation")).text();
  return (html.match(/name="intent" value="pause"|name="intent" value="resume"/g) ?? []).length;
}

test("create a rule, dry run it, run it now and read its run log", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/content-automation");
  await expect(page.getByRole("heading", { level: 1, name: "Content automation" })).toBeVisible();

  const form = page.getByRole("form", { name: "New rule" });
  await form.getByLabel("Name").fill(ruleName);
  await form.getByLabel("State").selectOption({ label: "Texas" });
  await form.getByLabel("Rehab Marketing").uncheck();
  await form.getByLabel("Sober Living Marketing").check();
  await form.getByLabel("Items per run").fill("2");
  await form.getByLabel("Schedule (cron, UTC)").fill("30 5 * * 2");
  await expect(form.getByText("Every Tuesday at 05:30 UTC")).toBeVisible();
  await form.getByLabel("Reviewer").selectOption({ label: "Rita Reviewer (reviewer@e2e.example)" });
  await form.getByLabel("Monthly budget (US dollars)").fill("2.50");
  await form.getByRole("button", { name: "Create rule" }).click();
  await expect(page.getByRole("status")).toContainText(`Rule created. ${ruleName}`);

  const row = page.getByTestId("automation-rules").getByRole("row").filter({ hasText: ruleName });
  await expect(row).toContainText("Every Tuesday at 05:30 UTC");
  await expect(row).toContainText("$2.50");

  await row.getByRole("button", { name: `Dry run: ${ruleName}` }).click();
  await expect(page.getByRole("status")).toContainText("Nothing was written.");
  const planned = page.getByTestId("automation-dry-run");
  await expect(planned.getByRole("row").filter({ hasText: "Sober Living Marketing in" }).first()).toBeVisible();
  await expect(planned).toContainText("no city service article yet");

  await page
    .getByTestId("automation-rules")
    .getByRole("row")
    .filter({ hasText: ruleName })
    .getByRole("button", { name: `Run now: ${ruleName}` })
    .click();
  await expect(page.getByRole("status")).toContainText("Run queued");

  // The web process's job worker takes the run; its log shows once it is done.
  await page.getByRole("link", { name: ruleName }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("automation-run-log")).toContainText("Done: 2 tried, 2 drafted", { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  const items = page.getByTestId("automation-run-items");
  await expect(items.getByRole("row")).toHaveCount(3);
  await expect(items).toContainText("Structured (no AI provider)");
  await expect(page.getByTestId("automation-runs")).toContainText("Finished");

  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test("hostile posts get a clear 4xx and make no rule", async ({ baseURL }) => {
  const html = await (await admin.get("/content-automation")).text();
  const reviewerId = /<option value="([^"]+)">[^<]*reviewer@e2e\.example/.exec(html)?.[1];
  expect(reviewerId).toBeTruthy();
  const rule = (fields: Record<string, string>) => ({
    form: {
      intent: "create",
      name: `Hostile ${id}`,
      kind: "draft-missing",
      state: "Texas",
      services: "iop-marketing",
      itemsPerRun: "3",
      cron: "0 6 * * 1",
      reviewerId: reviewerId ?? "",
      monthlyBudget: "1.00",
      ...fields,
    },
  });
  const before = await ruleCount();
  const cases: HostileCase[] = [
    {
      name: "a cron that is not one",
      send: () => admin.post("/content-automation", rule({ cron: "every monday" })),
      status: 400,
      message: "cron expression of five fields",
    },
    {
      name: "a cron with minute 61",
      send: () => admin.post("/content-automation", rule({ cron: "61 6 * * 1" })),
      status: 400,
      message: "cron expression of five fields",
    },
    {
      name: "a budget of -1",
      send: () => admin.post("/content-automation", rule({ monthlyBudget: "-1" })),
      status: 400,
      message: "monthly budget in US dollars",
    },
    {
      name: "a budget in words",
      send: () => admin.post("/content-automation", rule({ monthlyBudget: "ten dollars" })),
      status: 400,
      message: "monthly budget in US dollars",
    },
    {
      name: "a state that does not exist",
      send: () => admin.post("/content-automation", rule({ state: "Atlantis" })),
      status: 400,
      message: "That state does not exist",
    },
    {
      name: "a reviewer id that does not exist",
      send: () => admin.post("/content-automation", rule({ reviewerId: "no-such-user" })),
      status: 400,
      message: "Choose a reviewer among active staff",
    },
    {
      name: "a service that is not ours",
      send: () => admin.post("/content-automation", rule({ services: "casino-marketing" })),
      status: 400,
      message: "Choose services from the list",
    },
    {
      name: "pausing a rule that does not exist",
      send: () => admin.post("/content-automation", { form: { intent: "pause", ruleId: "987654321" } }),
      status: 404,
      message: "That rule does not exist.",
    },
    {
      name: "running a rule id that is not a number",
      send: () => admin.post("/content-automation", { form: { intent: "run", ruleId: "1; drop table users" } }),
      status: 400,
      message: "number",
    },
    {
      name: "drafting from a brief that does not exist",
      send: () => admin.post("/content-research/draft", { form: { briefId: "987654321" } }),
      status: 404,
      message: "That brief does not exist.",
    },
    {
      name: "a foreign Origin",
      send: () => admin.post("/content-automation", { ...rule({}), headers: { Origin: "https://evil.example" } }),
      status: 403,
      message: "Cross-site requests are not allowed.",
    },
  ];
  await expectRefusals(cases);
  expect(await ruleCount()).toBe(before);
  expect(await (await admin.get("/content-automation")).text()).not.toContain(`Hostile ${id}`);
  void baseURL;
});
