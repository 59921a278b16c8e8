import { stat } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEFAULT_AGENCY_TIME_ZONE } from "~/lib/agency-day";
import { utcToWallTime } from "~/lib/inbox/work";
import { adminApi, adminPage, leadIdByEmail, sendApiLead, unique } from "./support/inbox-session";
import { nextMail } from "./support/outbox";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";
import { E2E_ADMIN } from "./support/staff-accounts";

/**
 * The inbox for a daily user (issue 25 item 7, Done when): a lead is
 * assigned, given a next step whose reminder reaches the owner's outbox at
 * its due time, e-mailed from a template (outbox and timeline) and moved on
 * the board; five leads are selected and marked spam together; and the
 * hostile posts to these forms are refused with nothing changed. The e2e
 * server runs in the default agency zone (New York).
 */
const ZONE = DEFAULT_AGENCY_TIME_ZONE;

test("a lead is assigned, given a next step whose reminder arrives at its due time, e-mailed from a template and moved on the board", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? "";
  const id = unique();
  const name = `Dana Work ${id}`;
  const email = `dana.work.${id}@harborrecovery.example`;
  const api = await adminApi(base);
  await sendApiLead(api, base, name, email);
  const leadId = await leadIdByEmail(api, email);
  await api.dispose();

  const page = await adminPage(browser, base);
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Assign it to me; the inbox's "Mine" lists it with its owner.
  const owner = page.getByRole("region", { name: "Owner and deal" });
  await owner.getByLabel("Owner").selectOption({ label: `${E2E_ADMIN.name} (${E2E_ADMIN.email})` });
  await owner.getByRole("button", { name: "Assign" }).click();
  await expect(owner.getByRole("status")).toHaveText(`Assigned to ${E2E_ADMIN.name}.`);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(`assigned it to ${E2E_ADMIN.name}`);
  await owner.getByLabel(/Deal value/).fill("12,500");
  await owner.getByRole("button", { name: "Save deal value" }).click();
  await expect(owner.getByRole("status")).toHaveText("Deal value saved.");

  // A next step due a few seconds from now: its reminder reaches my outbox at (not before) the due time.
  const steps = page.getByRole("region", { name: "Next steps" });
  const title = `Call ${name} back`;
  const dueAt = new Date(Math.ceil((Date.now() + 6000) / 1000) * 1000);
  const since = Date.now();
  await steps.getByLabel("Next step").fill(title);
  await steps.getByLabel(/Due/).fill(utcToWallTime(dueAt, ZONE));
  await steps.getByLabel("Owner").selectOption({ label: E2E_ADMIN.name });
  await steps.getByRole("button", { name: "Add next step" }).click();
  await expect(steps.getByRole("status")).toHaveText("Next step added; its owner gets a reminder e-mail at the due time.");
  await expect(steps.getByRole("listitem").filter({ hasText: title })).toBeVisible();
  await expect(timeline).toContainText(`added the next step "${title}"`);
  const reminder = await nextMail(E2E_ADMIN.email, since);
  expect(reminder.subject).toBe(`Reminder: ${title}`);
  expect(reminder.text).toContain(`/admin/leads/${leadId}`);
  expect((await stat(reminder.file)).mtimeMs).toBeGreaterThanOrEqual(dueAt.getTime() - 1000);

  // My open tasks list it.
  await page.goto("/admin/tasks");
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();

  // A template, then an e-mail to the lead from it.
  await page.goto("/admin/email-templates");
  const templateName = `Intro ${id}`;
  const form = page.getByRole("region", { name: "New template" });
  await form.getByLabel("Name").fill(templateName);
  await form.getByLabel("Subject").fill("Hello {{first_name}}, about {{facility}}");
  await form.getByLabel("Message").fill("Hi {{name}},\n\nThanks for writing to {{agency}}.\n\n{{staff_name}}");
  await form.getByRole("button", { name: "Add template" }).click();
  await expect(form.getByRole("status")).toHaveText(`Template "${templateName}" added.`);

  await page.goto(`/admin/leads/${leadId}`);
  const mail = page.getByRole("region", { name: "E-mail the lead" });
  await mail.getByLabel("Template").selectOption({ label: templateName });
  await mail.getByRole("button", { name: "Use template" }).click();
  await expect(mail.getByLabel("Subject")).toHaveValue(/^Hello Dana, about /);
  await expect(mail.getByLabel("Message")).toHaveValue(new RegExp(`^Hi ${name},`));
  const subject = await mail.getByLabel("Subject").inputValue();
  const mailSince = Date.now();
  await mail.getByRole("button", { name: "Send e-mail" }).click();
  await expect(mail.getByRole("status")).toHaveText(`E-mail sent to ${email}.`);
  const sent = await nextMail(email, mailSince);
  expect(sent.subject).toBe(subject);
  expect(sent.text).toContain(`Hi ${name},`);
  expect(sent.text).toContain(E2E_ADMIN.name);
  await expect(timeline).toContainText(`e-mailed the lead "${subject}" (sent)`);
  await timeline.getByText("Message").first().click();
  await expect(timeline).toContainText("Thanks for writing to");

  // A call, on the timeline.
  const calls = page.getByRole("region", { name: "Calls" });
  await calls.getByLabel("Outcome").selectOption("voicemail");
  await calls.getByLabel("Notes").fill("Left the proposal details.");
  await calls.getByRole("button", { name: "Log call" }).click();
  await expect(calls.getByRole("status")).toHaveText("Call logged.");
  await expect(timeline).toContainText("logged a call");
  expect(await seriousViolations(page)).toEqual([]);

  // The board: the card, with its owner and deal value, moved by its menu and button.
  await page.goto("/admin/pipeline");
  const card = page.locator(`li[data-lead="${leadId}"]`);
  await expect(card).toContainText(name);
  await expect(card).toContainText(`Owner: ${E2E_ADMIN.name}`);
  await expect(card).toContainText("$12,500.00");
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByLabel(`Status of ${name}`).selectOption("qualified");
  await card.getByRole("button", { name: `Move ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText("Moved from New to Qualified.");
  await expect(page.locator('section[data-status="qualified"]').locator(`li[data-lead="${leadId}"]`)).toBeVisible();

  // The same status change as the lead page's: audited, and the first contact stamped.
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByRole("region", { name: "Pipeline" }).getByLabel("Status")).toHaveValue("qualified");
  await expect(timeline).toContainText("moved it from New to Qualified");
  await expect(page.getByRole("region", { name: "Details" })).not.toContainText("Not yet");
  await page.context().close();
});

test("five leads are selected and marked spam together", async ({ browser, baseURL }) => {
  test.slow();
  const base = baseURL ?? "";
  const tag = `bulkspam${unique()}`;
  const api = await adminApi(base);
  const names = Array.from({ length: 5 }, (_, index) => `Bulk ${tag} ${index}`);
  for (const [index, name] of names.entries()) await sendApiLead(api, base, name, `${tag}.${index}@clinic.example`);
  await api.dispose();

  // Without JavaScript: "every lead on this page" and Assign, a plain form post answered with a redirect.
  const plain = await adminPage(browser, base, { javaScriptEnabled: false });
  await plain.goto(`/admin?q=${tag}`);
  await plain.getByLabel(/Every lead on this page/).check();
  await plain.getByLabel("Owner", { exact: true }).selectOption({ label: E2E_ADMIN.name });
  await plain.getByRole("button", { name: "Assign" }).click();
  await expect(plain.getByRole("status")).toHaveText("5 leads selected: 5 owner set.");
  await expect(plain.getByRole("row").filter({ hasText: tag }).filter({ hasText: E2E_ADMIN.name })).toHaveCount(5);
  await plain.context().close();

  const page = await adminPage(browser, base);
  await page.goto(`/admin?q=${tag}&owner=me`);
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(5);
  // The header's select-all ticks the page's rows and unticks them again.
  const selectAll = page.getByRole("checkbox", { name: /^Select every row of/ });
  await selectAll.check();
  await expect(page.getByText("5 selected")).toBeVisible();
  await selectAll.uncheck();
  await expect(page.getByText("0 selected")).toBeVisible();
  for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await expect(page.getByText("5 selected")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByRole("status").filter({ hasText: "selected" })).toHaveText("5 leads selected: 5 marked as spam.");
  await expect(page).toHaveURL(new RegExp(`q=${tag}&owner=me`));
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(0);
  await page.goto(`/admin?folder=spam&q=${tag}`);
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(5);

  // The selection's CSV: the same rows, formula-safe.
  await page.goto(`/admin?folder=spam&q=${tag}`);
  await page.getByLabel(/Every lead on this page/).check();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export selection (CSV)" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const csv = await readFile(file, "utf8");
  for (const name of names) expect(csv).toContain(name);
  await page.context().close();
});

test.describe("hostile posts to the inbox's work forms", () => {
  let admin: APIRequestContext;
  let leadId: string;
  let otherLead: string;
  const id = unique();
  const RANDOM_UUID = "7f1c9d8e-0000-4000-8000-00000000abcd";

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL ?? "";
    admin = await adminApi(base);
    await sendApiLead(admin, base, `Hostile Work ${id}`, `hostile.work.${id}@clinic.example`);
    await sendApiLead(admin, base, `Hostile Other ${id}`, `hostile.other.${id}@clinic.example`);
    leadId = await leadIdByEmail(admin, `hostile.work.${id}@clinic.example`);
    otherLead = await leadIdByEmail(admin, `hostile.other.${id}@clinic.example`);
  });
  test.afterAll(async () => {
    await admin?.dispose();
  });

  test("each gets a clear 4xx and changes nothing", async ({ browser, baseURL }) => {
    const lead = (fields: Record<string, string>) => admin.post(`/admin/leads/${leadId}`, { form: fields });
    const bulk = (body: string) =>
      admin.post("/admin/bulk-leads", { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: body });
    const ids = (list: string[]) => list.map((each) => `ids=${each}`).join("&");
    const tooMany = Array.from({ length: 501 }, () => crypto.randomUUID());
    const past = utcToWallTime(new Date(Date.now() - 2 * 86_400_000), ZONE);
    const cases: HostileCase[] = [
      {
        name: "bulk with an unknown id beside a real one",
        send: () => bulk(`op=spam&${ids([leadId, RANDOM_UUID])}`),
        status: 404,
        message: "Some of the selected leads do not exist",
      },
      {
        name: "bulk with a non-id",
        send: () => bulk(`op=spam&${ids(["1 or 1=1"])}`),
        status: 400,
        message: "Unknown lead in the selection.",
      },
      {
        name: "bulk over the cap",
        send: () => bulk(`op=spam&${ids(tooMany)}`),
        status: 400,
        message: "At most 500 leads can be changed at once",
      },
      {
        name: "bulk with an unknown operation",
        send: () => bulk(`op=delete&${ids([leadId])}`),
        status: 400,
        message: "Unknown bulk action.",
      },
      {
        name: "bulk assigning a non-staff owner",
        send: () => bulk(`op=owner&ownerId=user_nobody&${ids([leadId])}`),
        status: 400,
        message: "not a staff member",
      },
      {
        name: "a template whose subject carries a header",
        send: () =>
          admin.post("/admin/email-templates", {
            form: { intent: "save", name: `Evil ${id}`, subject: "Hi\r\nBcc: everyone@evil.example", body: "x" },
          }),
        status: 400,
        message: "The subject must be one line",
      },
      {
        name: "a template of 300 KB",
        send: () =>
          admin.post("/admin/email-templates", {
            form: { intent: "save", name: `Huge ${id}`, subject: "Hi", body: "x".repeat(300_000) },
          }),
        status: 413,
        message: "a message can be at most 20,000 characters",
      },
      {
        name: "a template whose subject is an encoded word",
        send: () =>
          admin.post("/admin/email-templates", {
            form: { intent: "save", name: `Encoded ${id}`, subject: "=?utf-8?b?QWRtaW4gVGVhbQ==?=", body: "x" },
          }),
        status: 400,
        message: "Write the subject as plain text.",
      },
      {
        name: "a template with an unknown placeholder",
        send: () =>
          admin.post("/admin/email-templates", {
            form: { intent: "save", name: `Unknown ${id}`, subject: "Hi {{name}}", body: "Your {{ssn}}" },
          }),
        status: 400,
        message: "unknown placeholder: {{ssn}}",
      },
      {
        name: "an e-mail to the lead whose subject carries a header",
        send: () => lead({ intent: "email", subject: "Hi\nBcc: x@evil.example", body: "hello" }),
        status: 400,
        message: "The subject must be one line",
      },
      {
        name: "an oversized e-mail body",
        send: () => lead({ intent: "email", subject: "Hi", body: "x".repeat(20_001) }),
        status: 400,
        message: "at most 20000 characters",
      },
      {
        name: "a task due in the past",
        send: () => lead({ intent: "task", title: "Late", due: past }),
        status: 400,
        message: "in the past",
      },
      {
        name: "a malformed due time",
        send: () => lead({ intent: "task", title: "Soon", due: "next tuesday" }),
        status: 400,
        message: "must be a date and time",
      },
      {
        name: "assigning an unknown user",
        send: () => lead({ intent: "owner", ownerId: "user_nobody" }),
        status: 400,
        message: "not a staff member",
      },
      {
        name: "assigning a value that is not an id",
        send: () => lead({ intent: "owner", ownerId: "<script>" }),
        status: 400,
        message: "Unknown staff member.",
      },
      {
        name: "a negative deal value",
        send: () => lead({ intent: "deal-value", dealValue: "-500" }),
        status: 400,
        message: "cannot be negative",
      },
      {
        name: "a huge deal value",
        send: () => lead({ intent: "deal-value", dealValue: "99999999999" }),
        status: 400,
        message: "at most $10,000,000",
      },
      {
        name: "another lead's task in this lead's form",
        send: () => lead({ intent: "task-done", taskId: RANDOM_UUID }),
        status: 404,
        message: "This task does not exist on this lead.",
      },
      {
        name: "a call in the future",
        send: () =>
          lead({
            intent: "call",
            calledAt: utcToWallTime(new Date(Date.now() + 86_400_000), ZONE),
            direction: "outbound",
            outcome: "connected",
          }),
        status: 400,
        message: "cannot be logged in the future",
      },
      {
        name: "a board move to an unknown status",
        send: () => admin.post("/admin/pipeline", { form: { intent: "move", leadId, status: "archived" } }),
        status: 400,
        message: "Unknown pipeline status.",
      },
      {
        name: "a board move of an unknown lead",
        send: () => admin.post("/admin/pipeline", { form: { intent: "move", leadId: RANDOM_UUID, status: "won" } }),
        status: 404,
        message: "This lead does not exist",
      },
      {
        name: "a bulk post from another origin",
        send: () =>
          admin.post("/admin/bulk-leads", {
            headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
            data: `op=spam&${ids([leadId, otherLead])}`,
          }),
        status: 403,
        message: "Cross-site requests are not allowed.",
      },
      {
        name: "a GET of the bulk action",
        send: () => admin.get("/admin/bulk-leads"),
        status: 405,
        message: "Use the inbox's selection",
      },
    ];
    await expectRefusals(cases);

    // Nothing changed: no owner, no deal value, no task, not spam, status New.
    const page = await adminPage(browser, baseURL ?? "");
    for (const target of [leadId, otherLead]) {
      await page.goto(`/admin/leads/${target}`);
      await expect(page.getByRole("region", { name: "Pipeline" }).getByLabel("Status")).toHaveValue("new");
      const owner = page.getByRole("region", { name: "Owner and deal" });
      await expect(owner.getByLabel("Owner")).toHaveValue("");
      await expect(owner.getByLabel(/Deal value/)).toHaveValue("");
      await expect(page.getByRole("region", { name: "Next steps" })).toContainText("No next steps yet.");
      await expect(page.getByText(/This lead is in the spam folder/)).toHaveCount(0);
      const timeline = page.getByRole("region", { name: "Timeline" });
      for (const words of ["assigned", "next step", "e-mailed", "call", "deal value", "spam", "moved it"])
        await expect(timeline).not.toContainText(words);
    }
    await page.goto(`/admin/email-templates`);
    await expect(page.getByText(`Evil ${id}`)).toHaveCount(0);
    await expect(page.getByText(`Unknown ${id}`)).toHaveCount(0);
    await page.context().close();
  });
});
