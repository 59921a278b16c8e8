import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest, test } from "@playwright/test";
import { STUDIO_TEXT } from "~/lib/content/studio";
import { fixturePage } from "../fixtures/schema-pages";
import { adminApi, adminCookie, unique } from "./support/inbox-session";
import { BASE, E2E_PORT } from "./support/port";
import { type RawResponse, rawRequest } from "./support/raw-http";
import { E2E_REVIEWER } from "./support/staff-accounts";
import { signInPatiently, superAdminCookie } from "./support/superadmin";

/**
 * Malformed and hostile requests to the content studio's actions (issue 22's
 * Done-when: "at least 30 ... get 4xx with a clear message and change
 * nothing"): the page editor's JSON action, the diff, the New page form, the
 * review queue and the super admin's settings. Each is sent by a signed-in
 * admin (the role check passes, so what answers is the studio's own
 * validation) and must get its 4xx, a message a person can act on, and no
 * stack trace. The studio audits every write in the transaction that makes
 * it, so "nothing changed" is read from the audit log of each page, the pages
 * list and the settings page, before and after.
 *
 * Three pages of this spec's own, made through the studio as a writer would:
 * A, a draft at revision 2 (so revision 1 is stale); B, in review with the
 * e2e reviewer; C, approved and scheduled for 2099 (its schedule is the
 * "another page's schedule" of the cases).
 */
// In order, on one worker: the last test compares what the cases could have changed with what it was before them.
test.describe.configure({ mode: "default" });

let admin: APIRequestContext;
let superAdmin: APIRequestContext;
const run = unique();
const pathOf = (name: string) => `/e2e-hostile-${run}/${name}`;
const ids = { a: 0, b: 0, c: 0 };
let scheduleOfC = 0;
let before: Snapshot;
const MISSING_PAGE = 999_999_999;

interface Snapshot {
  audit: Record<keyof typeof ids, string[]>;
  pagesTotal: string;
  directPublish: string;
}

/** A new page through the New page form; its id from the redirect to the editor. */
async function createPage(name: string): Promise<number> {
  const response = await admin.post("/admin/pages", {
    form: { intent: "create", path: pathOf(name), type: "service", start: "template", template: "service" },
  });
  expect(response.status(), await response.text()).toBe(302);
  const id = Number(/\/admin\/pages\/(\d+)$/.exec(response.headers().location ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The editor's action, as the editor posts it. */
const act = (client: APIRequestContext, id: number | string, body: unknown) =>
  client.post(`/admin/pages/${id}`, { headers: { "Content-Type": "application/json" }, data: JSON.stringify(body) });

async function expectOk(response: APIResponse) {
  expect(response.status(), await response.text()).toBe(200);
}

/** A post of exactly these bytes (Playwright re-encodes a string that is not JSON when the type says JSON). */
async function rawPost(path: string, type: string, body: string): Promise<RawResponse> {
  const headers = { "Content-Type": type, Host: new URL(BASE).host, Origin: BASE, Cookie: await adminCookie(BASE) };
  return rawRequest(E2E_PORT, "POST", path, headers, body);
}

/** The editor's live preview API, as the preview pane posts it. */
const preview = (id: number | string, body: unknown) =>
  admin.post(`/api/admin/pages/${id}/preview`, { headers: { "Content-Type": "application/json" }, data: JSON.stringify(body) });

/** Every audited change of a page, newest first (the studio audits each write in its own transaction). */
async function auditOf(id: number): Promise<string[]> {
  const html = await (await superAdmin.get(`/super-admin/audit?subject=page:${id}`)).text();
  return [...html.matchAll(/data-audit-action="([^"]+)"/g)].map((match) => match[1] ?? "");
}

async function snapshot(): Promise<Snapshot> {
  const list = await (await admin.get(`/admin/pages?q=${encodeURIComponent(`/e2e-hostile-${run}`)}`)).text();
  const settings = await (await superAdmin.get("/super-admin/settings")).text();
  return {
    audit: { a: await auditOf(ids.a), b: await auditOf(ids.b), c: await auditOf(ids.c) },
    pagesTotal: /([\d,]+) pages?; page/.exec(list)?.[1] ?? "none",
    directPublish: /Now: (On|Off)/.exec(settings)?.[1] ?? "unknown",
  };
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL ?? "";
  admin = await adminApi(base);
  superAdmin = await playwrightRequest.newContext({
    baseURL: base,
    extraHTTPHeaders: { Cookie: await superAdminCookie(), Origin: new URL(base).origin },
    maxRedirects: 0,
  });
  const reviewer = await playwrightRequest.newContext({
    baseURL: base,
    extraHTTPHeaders: { Cookie: await signInPatiently(E2E_REVIEWER), Origin: new URL(base).origin },
    maxRedirects: 0,
  });
  ids.a = await createPage("a");
  ids.b = await createPage("b");
  ids.c = await createPage("c");
  const editorHtml = await (await admin.get(`/admin/pages/${ids.b}`)).text();
  const reviewerId = new RegExp(`<option value="([^"]+)">${E2E_REVIEWER.name}`).exec(editorHtml)?.[1];
  expect(reviewerId, "the e2e reviewer is offered as a reviewer").toBeTruthy();
  for (const id of Object.values(ids))
    await expectOk(await act(admin, id, { intent: "save", expectedRevision: 1, schema: fixturePage.schema }));
  await expectOk(await act(admin, ids.b, { intent: "submit", expectedRevision: 2, reviewerId }));
  await expectOk(await act(admin, ids.c, { intent: "submit", expectedRevision: 2, reviewerId }));
  await expectOk(await act(reviewer, ids.c, { intent: "approve", expectedRevision: 2 }));
  await expectOk(await act(admin, ids.c, { intent: "schedule-publish", expectedRevision: 2, at: "2099-06-01T09:00" }));
  await reviewer.dispose();
  scheduleOfC = Number(/-move-(\d+)"/.exec(await (await admin.get(`/admin/pages/${ids.c}`)).text())?.[1]);
  expect(scheduleOfC).toBeGreaterThan(0);
  before = await snapshot();
  expect(before.audit.a.length).toBeGreaterThan(0);
});
test.afterAll(async () => {
  await admin?.dispose();
  await superAdmin?.dispose();
});

interface Case {
  name: string;
  send: () => Promise<APIResponse | RawResponse>;
  status: number;
  message: string;
  /** Answered by an error screen (a thrown refusal), whose visible text must carry the message. */
  shown?: true;
}

const editor: Case[] = [
  {
    name: "an unknown intent",
    send: () => act(admin, ids.a, { intent: "drop-page", expectedRevision: 2 }),
    status: 400,
    message: "Say what to do: an intent this editor knows.",
  },
  {
    name: "no intent at all",
    send: () => act(admin, ids.a, { expectedRevision: 2 }),
    status: 400,
    message: "Say what to do: an intent this editor knows.",
  },
  {
    name: "an intent that is not a string",
    send: () => act(admin, ids.a, { intent: ["save"], expectedRevision: 2, schema: fixturePage.schema }),
    status: 400,
    message: "Say what to do: an intent this editor knows.",
  },
  {
    name: "malformed JSON",
    send: () => rawPost(`/admin/pages/${ids.a}`, "application/json", '{"intent":"save",'),
    status: 400,
    message: "The request body is not valid JSON.",
  },
  {
    name: "an empty body",
    send: () => rawPost(`/admin/pages/${ids.a}`, "application/json", ""),
    status: 400,
    message: "The request body is not valid JSON.",
  },
  {
    name: "a JSON array instead of an object",
    send: () => act(admin, ids.a, [{ intent: "save" }]),
    status: 400,
    message: "The request body must be a JSON object.",
  },
  {
    name: "a form post where JSON is expected",
    send: () => admin.post(`/admin/pages/${ids.a}`, { form: { intent: "publish", expectedRevision: "2" } }),
    status: 415,
    message: "This address takes a different kind of request body.",
  },
  {
    name: "a body over the editor's 1 MB cap",
    send: () => act(admin, ids.a, { intent: "save", expectedRevision: 2, schema: { sections: [], pad: "x".repeat(1_100_000) } }),
    status: 413,
    message: STUDIO_TEXT.saveFailed("the page is larger than 1 MB."),
  },
  {
    name: "a page id that does not exist",
    send: () => act(admin, MISSING_PAGE, { intent: "save", expectedRevision: 1, schema: fixturePage.schema }),
    status: 404,
    message: STUDIO_TEXT.noSuchPage,
  },
  {
    name: "a page id that is not a number",
    send: () => act(admin, "1%20or%201=1", { intent: "save", expectedRevision: 1, schema: fixturePage.schema }),
    status: 404,
    message: STUDIO_TEXT.noSuchPage,
  },
  {
    // Number("0x1") is 1: a coercing parser would open the site's first page.
    name: "a page id in hexadecimal",
    send: () => act(admin, "0x1", { intent: "unpublish" }),
    status: 404,
    message: STUDIO_TEXT.noSuchPage,
  },
  {
    name: "a body naming another page's id",
    send: () => act(admin, ids.a, { intent: "save", pageId: ids.b, expectedRevision: 2, schema: fixturePage.schema }),
    status: 400,
    message: "This request names another page than the one open in the editor.",
  },
  {
    name: "a stale revision",
    send: () => act(admin, ids.a, { intent: "save", expectedRevision: 1, schema: { ...fixturePage.schema, sections: [] } }),
    status: 409,
    message: STUDIO_TEXT.conflict,
  },
  {
    name: "a first save of a page that has a draft",
    send: () => act(admin, ids.a, { intent: "save", expectedRevision: null, schema: fixturePage.schema }),
    status: 409,
    message: STUDIO_TEXT.conflict,
  },
  {
    name: "a revision that is not a number",
    send: () => act(admin, ids.a, { intent: "save", expectedRevision: "latest", schema: fixturePage.schema }),
    status: 400,
    message: "expectedRevision: The draft's revision must be a whole number above 0.",
  },
  {
    name: "a revision that is true instead of a number",
    send: () => act(admin, ids.a, { intent: "publish", expectedRevision: true }),
    status: 400,
    message: "expectedRevision: The draft's revision must be a whole number above 0.",
  },
  {
    name: "a schema that is a string",
    send: () => act(admin, ids.a, { intent: "save", expectedRevision: 2, schema: "<script>alert(1)</script>" }),
    status: 400,
    message: "Failed to save page schema:",
  },
  {
    name: "sections that are not a list",
    send: () => act(admin, ids.a, { intent: "save", expectedRevision: 2, schema: { ...fixturePage.schema, sections: "hero" } }),
    status: 400,
    message: "Failed to save page schema:",
  },
  {
    name: "a reviewer who is not staff",
    send: () => act(admin, ids.a, { intent: "submit", expectedRevision: 2, reviewerId: "not-a-staff-member" }),
    status: 400,
    message: STUDIO_TEXT.reviewerUnknown,
  },
  {
    name: "a reviewer id that is a number",
    send: () => act(admin, ids.a, { intent: "submit", expectedRevision: 2, reviewerId: 42 }),
    status: 400,
    message: "reviewerId: Choose a reviewer from the list of staff.",
  },
  {
    name: "approving your own draft",
    send: () => act(admin, ids.b, { intent: "approve", expectedRevision: 2 }),
    status: 403,
    message: STUDIO_TEXT.reviewerSelf,
  },
  {
    name: "requesting changes on your own draft",
    send: () => act(admin, ids.b, { intent: "request-changes", expectedRevision: 2, comment: "Looks fine to me" }),
    status: 403,
    message: STUDIO_TEXT.reviewerSelf,
  },
  {
    name: "a review comment that is empty",
    send: () => act(admin, ids.b, { intent: "request-changes", expectedRevision: 2, comment: "   " }),
    status: 400,
    message: "comment: Write a comment for the author.",
  },
  {
    name: "publishing without approval",
    send: () => act(admin, ids.b, { intent: "publish", expectedRevision: 2 }),
    status: 403,
    message: STUDIO_TEXT.approvalRequired,
  },
  {
    name: "submitting a draft already in review",
    send: () => act(admin, ids.b, { intent: "submit", expectedRevision: 2, reviewerId: "anyone" }),
    status: 409,
    message: STUDIO_TEXT.wrongState("submit", "in_review"),
  },
  {
    name: "a publish scheduled in the past",
    send: () => act(admin, ids.c, { intent: "schedule-publish", expectedRevision: 2, at: "2020-01-01T09:00" }),
    status: 400,
    message: STUDIO_TEXT.scheduleInPast,
  },
  {
    name: "a schedule time that is not a time",
    send: () => act(admin, ids.c, { intent: "schedule-publish", expectedRevision: 2, at: "2099-13-45T99:99" }),
    status: 400,
    message: "Enter a date and time.",
  },
  {
    name: "moving another page's schedule",
    send: () => act(admin, ids.a, { intent: "reschedule", scheduleId: scheduleOfC, at: "2099-07-01T09:00" }),
    status: 404,
    message: STUDIO_TEXT.scheduleGone,
  },
  {
    name: "cancelling another page's schedule",
    send: () => act(admin, ids.a, { intent: "cancel-schedule", scheduleId: scheduleOfC }),
    status: 404,
    message: STUDIO_TEXT.scheduleGone,
  },
  {
    name: "a schedule id that is not a number",
    send: () => act(admin, ids.c, { intent: "cancel-schedule", scheduleId: "1; delete from content_schedules" }),
    status: 400,
    message: "scheduleId: A schedule id is a whole number above 0.",
  },
  {
    name: "unpublishing a page that was never published",
    send: () => act(admin, ids.a, { intent: "unpublish" }),
    status: 409,
    message: STUDIO_TEXT.notPublished,
  },
  {
    name: "an unpublish redirect to a javascript: address",
    send: () => act(admin, ids.a, { intent: "unpublish", redirectTo: "javascript:alert(document.cookie)" }),
    status: 400,
    message: STUDIO_TEXT.redirectInvalid,
  },
  {
    name: "scheduling the unpublish of a page that is not live",
    send: () => act(admin, ids.a, { intent: "schedule-unpublish", at: "2099-06-01T09:00" }),
    status: 409,
    message: STUDIO_TEXT.notPublished,
  },
  {
    name: "restoring a version that does not exist",
    send: () => act(admin, ids.a, { intent: "restore", version: 99, expectedRevision: 2 }),
    status: 404,
    message: STUDIO_TEXT.noSuchVersion,
  },
  {
    name: "restoring version 0",
    send: () => act(admin, ids.a, { intent: "restore", version: 0, expectedRevision: 2 }),
    status: 400,
    message: "version: A version is a whole number above 0.",
  },
  {
    name: "a move to a fixed page's path",
    send: () => act(admin, ids.a, { intent: "move", path: "/admin/pages" }),
    status: 400,
    message: STUDIO_TEXT.pathReserved,
  },
  {
    name: "a move to another page's path",
    send: () => act(admin, ids.a, { intent: "move", path: pathOf("b") }),
    status: 409,
    message: STUDIO_TEXT.pathTaken,
  },
  {
    name: "a move to a path that is not a path",
    send: () => act(admin, ids.a, { intent: "move", path: "https://evil.example/../x" }),
    status: 400,
    message: STUDIO_TEXT.pathInvalid,
  },
  {
    name: "a move to a path that is a number",
    send: () => act(admin, ids.a, { intent: "move", path: 42 }),
    status: 400,
    message: "path: Enter the new path, like /rehab/seo.",
  },
];

const elsewhere: Case[] = [
  {
    name: "a preview without a draft",
    send: () => preview(ids.a, { path: pathOf("a") }),
    status: 400,
    message: "Send the draft as { schema }.",
  },
  {
    name: "a preview of a page that does not exist",
    send: () => preview(MISSING_PAGE, { schema: fixturePage.schema }),
    status: 404,
    message: STUDIO_TEXT.noSuchPage,
  },
  {
    name: "a preview whose page id is not a number",
    send: () => preview("1e3", { schema: fixturePage.schema }),
    status: 404,
    message: STUDIO_TEXT.noSuchPage,
  },
  {
    name: "a preview over its 256 KB cap",
    send: () => preview(ids.a, { schema: { sections: [], pad: "x".repeat(300_000) } }),
    status: 413,
    message: "This draft is too large to preview (over 256 KB).",
  },
  {
    name: "a preview sent as a form",
    send: () => admin.post(`/api/admin/pages/${ids.a}/preview`, { form: { schema: "{}" } }),
    status: 415,
    message: "This address takes a different kind of request body.",
  },
  {
    name: "a preview of malformed JSON",
    send: () => rawPost(`/api/admin/pages/${ids.a}/preview`, "application/json", '{"schema": {'),
    status: 400,
    message: "The request body is not valid JSON.",
  },
  {
    name: "the diff of versions that are not numbers",
    send: () => admin.get(`/admin/pages/${ids.a}/diff?from=abc&to=0`),
    status: 400,
    message: "Choose two versions to compare.",
    shown: true,
  },
  {
    name: "the diff of a version that does not exist",
    send: () => admin.get(`/admin/pages/${ids.a}/diff?from=7&to=0`),
    status: 404,
    message: STUDIO_TEXT.noSuchVersion,
  },
  {
    name: "the diff of a page that does not exist",
    send: () => admin.get(`/admin/pages/${MISSING_PAGE}/diff?from=0&to=0`),
    status: 404,
    message: STUDIO_TEXT.noSuchPage,
  },
  {
    name: "a post to the review queue, which takes none",
    send: () => admin.post("/admin/pages/queue", { form: { intent: "approve", pageId: "1" } }),
    status: 405,
    message: "This address does not take that kind of request.",
    shown: true,
  },
  {
    name: "a new page at an invalid path",
    send: () =>
      admin.post("/admin/pages", { form: { intent: "create", path: "/Not A Path", type: "service", start: "template" } }),
    status: 400,
    message: STUDIO_TEXT.pathInvalid,
  },
  {
    name: "a new page at a fixed page's path",
    send: () => admin.post("/admin/pages", { form: { intent: "create", path: "/contact", type: "service", start: "template" } }),
    status: 400,
    message: STUDIO_TEXT.pathReserved,
  },
  {
    name: "a new page at another page's path",
    send: () => admin.post("/admin/pages", { form: { intent: "create", path: pathOf("a"), type: "service", start: "template" } }),
    status: 409,
    message: STUDIO_TEXT.pathTaken,
  },
  {
    name: "a new page of an unknown type",
    send: () => admin.post("/admin/pages", { form: { intent: "create", path: pathOf("x"), type: "casino", start: "template" } }),
    status: 400,
    message: "Choose the page's type.",
  },
  {
    name: "a new page copied from a page that does not exist",
    send: () =>
      admin.post("/admin/pages", {
        form: { intent: "create", path: pathOf("x"), type: "service", start: "copy", copyOf: String(MISSING_PAGE) },
      }),
    status: 404,
    message: STUDIO_TEXT.noSuchPage,
  },
  {
    name: "a new page sent as JSON",
    send: () => admin.post("/admin/pages", { data: { intent: "create", path: pathOf("x"), type: "service", start: "template" } }),
    status: 415,
    message: "Send the form as a form post.",
    shown: true,
  },
  {
    name: "a new page form over 64 KB",
    send: () =>
      admin.post("/admin/pages", {
        form: { intent: "create", path: pathOf("x"), type: "service", start: "template", pad: "x".repeat(70_000) },
      }),
    status: 413,
    message: "The form is too large.",
    shown: true,
  },
  {
    name: "an admin changing a super-admin setting",
    send: () => admin.post("/super-admin/settings", { form: { key: "studio.direct_publish", value: "true" } }),
    status: 403,
    message: "You do not have access to this page.",
    shown: true,
  },
  {
    name: "a super admin naming no known setting",
    send: () => superAdmin.post("/super-admin/settings", { form: { key: "studio.everyone_is_admin", value: "true" } }),
    status: 400,
    message: "There is no such setting.",
  },
  {
    name: "a setting value that is neither on nor off",
    send: () => superAdmin.post("/super-admin/settings", { form: { key: "studio.direct_publish", value: "yes please" } }),
    status: 400,
    message: "Choose on or off.",
  },
  {
    name: "a setting sent as JSON",
    send: () => superAdmin.post("/super-admin/settings", { data: { key: "studio.direct_publish", value: "true" } }),
    status: 415,
    message: "Send the form as a form post.",
  },
];

/** The text a person sees in the page's main region (the HTML answer of a page), or the whole body. */
function visibleText(body: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(body)?.[1];
  return main === undefined
    ? body
    : main
        .replace(/<[^>]+>/g, " ")
        .replaceAll("&#x27;", "'")
        .replace(/\s+/g, " ");
}

/** Status and body of either kind of response. */
async function read(response: APIResponse | RawResponse): Promise<{ status: number; body: string }> {
  if ("text" in response) return { status: response.status(), body: await response.text() };
  return response;
}

const STACK_TRACE = /\n\s+at [\w.<>]+ \(|node_modules|\.server\/|drizzle|postgres|pglite/i;

test("hostile requests to the studio get a 4xx with a clear message", async () => {
  test.slow();
  expect(editor.length + elsewhere.length).toBeGreaterThanOrEqual(30);
  for (const each of [...editor, ...elsewhere]) {
    const { status, body } = await read(await each.send());
    const shown = visibleText(body);
    // Soft: one run lists every case that answers wrongly, not only the first.
    expect.soft(status, each.name).toBe(each.status);
    expect.soft(body, each.name).toContain(each.message);
    expect.soft(body, each.name).not.toMatch(STACK_TRACE);
    // A refusal the page's error screen shows says it there, not "An unknown error occurred" or React Router's internals.
    if (each.shown) expect.soft(shown, each.name).toContain(each.message);
    expect.soft(shown, each.name).not.toMatch(/unknown error|\broute\b|Error:/i);
  }
});

test("a post from another site is refused before the editor's action or the preview runs", async () => {
  const response = await admin.post(`/admin/pages/${ids.a}`, {
    headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    data: JSON.stringify({ intent: "move", path: pathOf("stolen") }),
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("Cross-site requests are not allowed.");
  const previewed = await admin.post(`/api/admin/pages/${ids.a}/preview`, {
    headers: { Origin: "https://evil.example" },
    data: { schema: fixturePage.schema },
  });
  expect(previewed.status()).toBe(403);
  // A browser that hides the origin still says where the post came from.
  const hidden = await rawRequest(
    E2E_PORT,
    "POST",
    `/admin/pages/${ids.a}`,
    { "Content-Type": "application/json", Origin: "null", "Sec-Fetch-Site": "cross-site", Cookie: await adminCookie(BASE) },
    JSON.stringify({ intent: "unpublish" }),
  );
  expect(hidden.status).toBe(403);
});

test("an anonymous post to the editor or the preview is refused with 401 before the action runs", async ({ baseURL }) => {
  const nobody = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: BASE }, maxRedirects: 0 });
  const response = await act(nobody, ids.a, { intent: "move", path: pathOf("anonymous") });
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain("Auth session missing!");
  const previewed = await nobody.post(`/api/admin/pages/${ids.a}/preview`, { data: { schema: fixturePage.schema } });
  expect(previewed.status()).toBe(401);
  await nobody.dispose();
});

test("after all of that nothing changed: each page's audit log, the pages list and the setting are as they were", async () => {
  expect(await snapshot()).toEqual(before);
});
