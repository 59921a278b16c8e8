import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest, test } from "@playwright/test";
import { adminApi, adminPage, leadIdByEmail, sendApiLead, unique } from "./support/inbox-session";

/**
 * Malformed and hostile posts to the inbox's actions and loaders, as a
 * signed-in admin (the role check passes, so what answers is the inbox's own
 * validation): each gets a 4xx with a clear message and no stack trace, and
 * afterwards the lead is exactly as it was.
 */
// In order, on one worker: the last test checks the lead after all the others have tried to change it.
test.describe.configure({ mode: "default" });

let admin: APIRequestContext;
let leadA: string;
let emailOfB: string;
const id = unique();
const emailA = `hostile.a.${id}@clinic.example`;
const emailB = `hostile.b.${id}@clinic.example`;
const RANDOM_UUID = "7f1c9d8e-0000-4000-8000-000000000000";

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL ?? "";
  admin = await adminApi(base);
  await sendApiLead(admin, base, `Hostile A ${id}`, emailA);
  await sendApiLead(admin, base, `Hostile B ${id}`, emailB);
  leadA = await leadIdByEmail(admin, emailA);
  const leadB = await leadIdByEmail(admin, emailB);
  const pageB = await (await admin.get(`/admin/leads/${leadB}`)).text();
  emailOfB = /name="emailId" value="(\d+)"/.exec(pageB)?.[1] ?? "";
  expect(emailOfB).toMatch(/^\d+$/);
});
test.afterAll(async () => {
  await admin?.dispose();
});

const form = (fields: Record<string, string>) => ({ form: fields });

const cases: { name: string; send: () => Promise<APIResponse>; status: number; message: string }[] = [
  {
    name: "a lead id that is not an id",
    send: () => admin.post("/admin/leads/not-a-uuid", form({ intent: "status", status: "won" })),
    status: 404,
    message: "This lead does not exist",
  },
  {
    name: "a lead that does not exist",
    send: () => admin.post(`/admin/leads/${RANDOM_UUID}`, form({ intent: "note", body: "hello" })),
    status: 404,
    message: "This lead does not exist",
  },
  {
    name: "an unknown pipeline status",
    send: () => admin.post(`/admin/leads/${leadA}`, form({ intent: "status", status: "archived" })),
    status: 400,
    message: "status: Unknown pipeline status.",
  },
  {
    name: "an oversized note",
    send: () => admin.post(`/admin/leads/${leadA}`, form({ intent: "note", body: "x".repeat(5001) })),
    status: 400,
    message: "A note can be at most 5000 characters.",
  },
  {
    name: "an empty note",
    send: () => admin.post(`/admin/leads/${leadA}`, form({ intent: "note", body: "   " })),
    status: 400,
    message: "Write a note first.",
  },
  {
    name: "another lead's e-mail id in the Resend form",
    send: () => admin.post(`/admin/leads/${leadA}`, form({ intent: "resend", emailId: emailOfB })),
    status: 404,
    message: "That e-mail does not belong to this lead.",
  },
  {
    name: "an e-mail id that is not a number",
    send: () => admin.post(`/admin/leads/${leadA}`, form({ intent: "resend", emailId: "1 or 1=1" })),
    status: 400,
    message: "Unknown e-mail.",
  },
  {
    name: "an unknown action",
    send: () => admin.post(`/admin/leads/${leadA}`, form({ intent: "delete" })),
    status: 400,
    message: "Unknown action.",
  },
  {
    name: "Not spam on a lead that is not spam",
    send: () => admin.post(`/admin/leads/${leadA}`, form({ intent: "not-spam" })),
    status: 409,
    message: "This lead is not in the spam folder.",
  },
  {
    name: "a JSON body where a form is expected",
    send: () => admin.post(`/admin/leads/${leadA}`, { data: { intent: "note", body: "json" } }),
    status: 400,
    message: "The form could not be read.",
  },
  {
    name: "a booking id that is not an id",
    send: () => admin.post("/admin/bookings", form({ intent: "cancel", bookingId: "1; drop table bookings" })),
    status: 400,
    message: "bookingId: Unknown booking.",
  },
  {
    name: "a booking that does not exist",
    send: () => admin.post("/admin/bookings", form({ intent: "cancel", bookingId: RANDOM_UUID })),
    status: 404,
    message: "This booking does not exist.",
  },
  {
    name: "a move to a slot that is not offered",
    send: () =>
      admin.post(
        "/admin/bookings",
        form({ intent: "move", bookingId: RANDOM_UUID, slot: "2020-01-01T14:00:00.000Z", confirmed: "yes" }),
      ),
    status: 409,
    message: "That slot is not free any more. Choose another.",
  },
  {
    name: "Not spam with a lead id that is not an id",
    send: () => admin.post("/admin", form({ intent: "not-spam", leadId: "../../etc/passwd" })),
    status: 400,
    message: "Unknown lead.",
  },
  {
    name: "an unknown status filter",
    send: () => admin.get("/admin?status=bogus"),
    status: 400,
    message: "status: Unknown pipeline status.",
  },
  {
    name: "a reversed date range",
    send: () => admin.get("/admin?from=2026-03-05&to=2026-03-01"),
    status: 400,
    message: "The start date must be on or before the end date.",
  },
  {
    name: "an export with a bad page",
    send: () => admin.get("/admin/leads.csv?page=-1"),
    status: 400,
    message: "page: Page must be 1 or more.",
  },
  {
    name: "figures over more than a year",
    send: () => admin.get("/admin/figures?from=2020-01-01&to=2026-01-01"),
    status: 400,
    message: "Choose a range of at most 366 days.",
  },
];

for (const hostile of cases) {
  test(`${hostile.name}: ${hostile.status} with a clear message`, async () => {
    const response = await hostile.send();
    expect(response.status()).toBe(hostile.status);
    const body = await response.text();
    expect(body).toContain(hostile.message);
    expect(body).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules/);
  });
}

test("a post from another origin is refused before the action runs", async () => {
  const response = await admin.post(`/admin/leads/${leadA}`, {
    form: { intent: "note", body: "cross-site" },
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});

test("anonymous requests to the inbox and its export go to sign-in", async ({ baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  for (const path of ["/admin", "/admin/leads.csv", `/admin/leads/${leadA}`]) {
    const response = await anonymous.get(path);
    expect(response.status()).toBe(302);
    expect(response.headers().location).toContain("/auth?redirectTo=");
  }
  await anonymous.dispose();
});

test("after all of that the lead is as it was: status New, no notes, B's e-mail untouched", async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto(`/admin/leads/${leadA}`);
  await expect(page.getByRole("region", { name: "Pipeline" }).getByLabel("Status")).toHaveValue("new");
  await expect(page.getByRole("region", { name: "Notes" }).getByRole("listitem")).toHaveCount(0);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).not.toContainText("moved it");
  await expect(timeline).not.toContainText("added a note");
  await expect(timeline).not.toContainText("resent");
  await page.context().close();
});
