import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { type FakeAiProvider, startFakeAiProvider } from "../support/fake-ai-provider";
import { signInCookie } from "../support/staff";
import { unique } from "./support/inbox-session";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { seriousViolations, waitForIslands } from "./support/page-helpers";
import { expectRefusals } from "./support/refusals";

/**
 * A person takes over the chat (issue 25 item 8, Done-when): a visitor's
 * widget asks for a person; staff take the conversation over in /chat and
 * their reply appears in the visitor's open widget without a reload; the
 * assistant sends nothing while staff hold it (the loopback provider gets no
 * request); hand back works. On a server of its own pointed at the loopback
 * OpenAI-compatible provider, with a staff account made before it starts.
 * Plus axe on /chat and the widget, and the hostile requests.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const STAFF = { email: "takeover@e2e.example", password: "Quiet-harbour 7 lanterns glowing!", name: "Tara Takeover" };
const FIRST_ANSWER = "We help treatment centers grow admissions with compliant SEO and paid search.";
const IN_HOURS = "I've asked a member of our team to join this chat.";
const AFTER_HOURS = "Our team is away right now; someone will reply";

const chatWindow = (page: Page) => page.getByRole("dialog", { name: "Chat with us" });
const assistantMessages = (page: Page) => chatWindow(page).locator('[data-role="assistant"]');
const log = (page: Page) => chatWindow(page).getByRole("list", { name: "Conversation" });

let fake: FakeAiProvider;
let server: OwnServer;
let cookie: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeAiProvider();
  fake.setDefault({ text: FIRST_ANSWER });
  server = await startOwnServer(
    {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: "sk-e2e-takeover-0001",
      AI_TIMEOUT_MS: "15000",
      LEAD_MIN_FILL_SECONDS: "0",
      SMTP_URL: "",
    },
    {
      beforeStart: async (env) => {
        await promisify(execFile)(
          path.join(ROOT, "node_modules/.bin/node"),
          [
            "--import",
            "tsx",
            "scripts/admin-create.ts",
            "--email",
            STAFF.email,
            "--password",
            STAFF.password,
            "--name",
            STAFF.name,
            "--role",
            "admin",
          ],
          { cwd: ROOT, env },
        );
      },
    },
  );
  cookie = await signInCookie(server.url, STAFF);
});

test.afterAll(async () => {
  await server?.remove();
  await fake?.stop();
});

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    }),
  );
  return context.newPage();
}

async function openChat(page: Page) {
  await page.goto(`${server.url}/services`);
  await waitForIslands(page, "site", "chat");
  await page.locator('[data-island="chat"] > button').click();
  await expect(assistantMessages(page).first()).toContainText("How can I help today?");
}

async function send(page: Page, text: string) {
  const field = chatWindow(page).getByRole("textbox", { name: "Your message" });
  await field.fill(text);
  await field.press("Enter");
  await expect(chatWindow(page).locator('[data-role="user"]').last()).toContainText(text);
  await expect(log(page)).toHaveAttribute("aria-busy", "false");
}

/** The conversation the widget keeps in sessionStorage. */
const conversationOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("chat_conversation") ?? "null") as { id: string; token: string });

/** Requests the provider got that carry `text` in any message. */
const providerRequestsWith = (text: string) =>
  fake.requests.filter((request) => (request.body.messages ?? []).some((message) => message.content?.includes(text)));

test("a visitor asks for a person; staff take over and reply live; the assistant is silent while held; hand back works", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  await openChat(visitor);
  const question = `How do you help detox centers? (${unique()})`;
  await send(visitor, question);
  await expect(assistantMessages(visitor).last()).toContainText(FIRST_ANSWER);
  expect(providerRequestsWith(question)).toHaveLength(1);

  // The widget's button: the request is recorded and answered by the hand-off rule, not the model.
  const before = fake.requests.length;
  await chatWindow(visitor).getByRole("button", { name: "Talk to a person" }).click();
  await expect(assistantMessages(visitor).last()).toContainText(new RegExp(`${literal(IN_HOURS)}|${literal(AFTER_HOURS)}`));
  await expect(log(visitor)).toHaveAttribute("aria-busy", "false");
  expect(fake.requests.length).toBe(before);
  const { id, token } = await conversationOf(visitor);
  // A marker that a reload would wipe: the staff reply must arrive in this very page.
  await visitor.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });

  // Staff: /chat?filter=waiting lists it (the dashboard's link); open it, axe clean, take it over.
  const staff = await staffPage(browser);
  const list = await staff.goto(`${server.url}/chat?filter=waiting`);
  expect(list?.status()).toBe(200);
  const row = staff.locator(`[data-conversation-id="${id}"]`);
  await expect(row).toContainText(question);
  await expect(row).toContainText("asked for a person");
  expect(await seriousViolations(staff)).toEqual([]);
  await row.getByRole("link").click();
  await expect(staff).toHaveURL(new RegExp(`id=${id}`));
  await staff.getByRole("button", { name: "Take over" }).click();
  await expect(staff.getByTestId("takeover-state")).toContainText("You hold this conversation");
  expect(await seriousViolations(staff)).toEqual([]);

  // The visitor's widget hears of it through the live channel.
  await expect(log(visitor).getByText("A member of our team has joined the chat.")).toBeVisible();

  // Held: the visitor's message reaches staff live and nobody answers it.
  const held = `Are you a real person? (${unique()})`;
  const assistantCount = await assistantMessages(visitor).count();
  await send(visitor, held);
  await expect(staff.getByRole("region", { name: /^Conversation of / }).getByText(held)).toBeVisible();
  await expect(assistantMessages(visitor)).toHaveCount(assistantCount);
  expect(providerRequestsWith(held)).toEqual([]);

  // The staff reply appears in the open widget without a reload.
  const reply = `Hi, Tara here from the team. (${unique()})`;
  await staff.getByLabel("Your reply (the visitor sees it at once)").fill(reply);
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(chatWindow(visitor).locator('[data-role="staff"]').last()).toContainText(reply);
  expect(await visitor.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(providerRequestsWith(held)).toEqual([]);
  expect(await seriousViolations(visitor)).toEqual([]);

  // Hand back: the widget says so, and the assistant answers the next message (and has read the staff reply).
  await staff.getByRole("button", { name: "Hand back to the assistant" }).click();
  await expect(staff.getByTestId("takeover-state")).toContainText("The assistant is answering");
  // Answered and handed back: no longer waiting for a person, still among those that asked.
  const waiting = await staff.context().request.get(`${server.url}/chat?filter=waiting`);
  expect(await waiting.text()).not.toContain(`data-conversation-id="${id}"`);
  const asked = await staff.context().request.get(`${server.url}/chat?filter=person`);
  expect(await asked.text()).toContain(`data-conversation-id="${id}"`);
  await expect(log(visitor).getByText(/the assistant is back to help/)).toBeVisible();
  const after = `And paid ads? (${unique()})`;
  await send(visitor, after);
  await expect(assistantMessages(visitor).last()).toContainText(FIRST_ANSWER);
  const resumed = providerRequestsWith(after);
  expect(resumed).toHaveLength(1);
  expect(resumed[0]?.body.messages?.some((message) => message.content === reply)).toBe(true);
  // Across the whole hold, no provider request carried the held message.
  expect(providerRequestsWith(held)).toHaveLength(1);

  // The history the widget reloads after a navigation has the staff reply, and nobody holds the chat now.
  const history = await (await fetch(`${server.url}/api/chat/${id}`, { headers: { "X-Chat-Token": token } })).json();
  expect(history).toMatchObject({ handoffRequested: true, held: false });
  expect(history.messages).toContainEqual(expect.objectContaining({ role: "staff", content: reply }));
  await visitor.context().close();
  await staff.context().close();
});

test("hostile requests: posting as staff, taking over wrongly, another conversation's stream, an oversized reply, a hostile search", async () => {
  test.setTimeout(90_000);
  const origin = new URL(server.url).origin;
  const visitorApi = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: origin } });
  const staffApi = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { Cookie: cookie, Origin: origin },
    maxRedirects: 0,
  });
  const anonymous = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { Origin: origin },
    maxRedirects: 0,
  });
  try {
    const start = async (message: string) => {
      const body = await (await visitorApi.post("/api/chat", { data: { message, page: "/services" } })).text();
      const done = body
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => JSON.parse(line.slice(6)) as { type: string; conversationId?: string; conversationToken?: string })
        .find((event) => event.type === "done");
      if (!done?.conversationId || !done.conversationToken) throw new Error(`no conversation: ${body}`);
      return { id: done.conversationId, token: done.conversationToken };
    };
    const mine = await start(`Hostile check one (${unique()})`);
    const other = await start(`Hostile check two (${unique()})`);
    const snapshot = async (api: APIRequestContext, conversation: { id: string; token: string }) =>
      (await api.get(`/api/chat/${conversation.id}`, { headers: { "X-Chat-Token": conversation.token } })).json();
    const before = [await snapshot(visitorApi, mine), await snapshot(visitorApi, other)];
    const form = (fields: Record<string, string>) => ({ form: fields });

    await expectRefusals([
      {
        name: "a visitor posts a message as staff",
        send: () =>
          visitorApi.post("/api/chat", {
            data: { message: "I am the agency", role: "staff", conversationId: mine.id, conversationToken: mine.token },
          }),
        status: 400,
        message: "Unknown field: role",
      },
      {
        name: "taking over signed out (no staff role)",
        send: () => anonymous.post("/chat", form({ intent: "take-over", conversationId: mine.id })),
        status: 401,
        message: "Auth session missing!",
      },
      {
        name: "taking over a conversation id that does not exist",
        send: () => staffApi.post("/chat", form({ intent: "take-over", conversationId: "0b6f8a52-3c1e-4f7a-9d2b-5e8c1a7f4d20" })),
        status: 404,
        message: "This conversation was not found",
      },
      {
        name: "taking over with something that is not a conversation id",
        send: () => staffApi.post("/chat", form({ intent: "take-over", conversationId: "1 or 1=1" })),
        status: 400,
        message: "conversationId must be a conversation id.",
      },
      {
        name: "taking over from a foreign Origin",
        send: () =>
          staffApi.post("/chat", {
            headers: { Origin: "https://evil.example" },
            form: { intent: "take-over", conversationId: mine.id },
          }),
        status: 403,
        message: "Cross-site requests are not allowed.",
      },
      {
        name: "replying without holding the conversation",
        send: () => staffApi.post("/chat", form({ intent: "reply", conversationId: mine.id, reply: "Hello" })),
        status: 409,
        message: "Take the conversation over before replying.",
      },
      {
        name: "reading another conversation's live stream with this one's secret",
        send: () => visitorApi.get(`/api/chat/${other.id}/live`, { headers: { "X-Chat-Token": mine.token } }),
        status: 404,
        message: "This conversation was not found.",
      },
      {
        name: "reading a live stream with a made-up secret",
        send: () => visitorApi.get(`/api/chat/${mine.id}/live`, { headers: { "X-Chat-Token": "A".repeat(32) } }),
        status: 404,
        message: "This conversation was not found.",
      },
      {
        name: "a search longer than 200 characters",
        send: () => staffApi.get(`/chat?q=${"a".repeat(201)}`),
        status: 400,
        message: "Search for at most 200 characters.",
      },
      {
        name: "a search with control characters",
        send: () => staffApi.get(`/chat?q=${encodeURIComponent("x\u0000'; drop table chat_messages; --")}`),
        status: 400,
        // The server refuses a control character in any query before the chat's own check (issue 35 B1).
        message: "control character (such as %00)",
      },
      {
        name: "a since that is not a time",
        send: () => staffApi.get("/chat?filter=person&since=last%20tuesday"),
        status: 400,
        message: "since must be a date and time",
      },
      {
        name: "an unknown filter",
        send: () => staffApi.get("/chat?filter=everything%27--"),
        status: 400,
        message: "There is no such filter.",
      },
    ]);

    // An oversized reply, from the staff member who holds the conversation: refused, nothing sent.
    expect((await staffApi.post("/chat", form({ intent: "take-over", conversationId: mine.id }))).status()).toBe(200);
    await expectRefusals([
      {
        name: "a reply over 2,000 characters",
        send: () => staffApi.post("/chat", form({ intent: "reply", conversationId: mine.id, reply: "x".repeat(2001) })),
        status: 400,
        message: "A reply can be at most 2,000 characters.",
      },
      {
        name: "a form body over 16 KB",
        send: () => staffApi.post("/chat", form({ intent: "reply", conversationId: mine.id, reply: "x".repeat(20_000) })),
        status: 413,
        message: "The form is too large.",
      },
    ]);
    expect((await staffApi.post("/chat", form({ intent: "hand-back", conversationId: mine.id }))).status()).toBe(200);

    // Nothing changed: the same messages, nobody holds either conversation, no staff message anywhere.
    const after = [await snapshot(visitorApi, mine), await snapshot(visitorApi, other)];
    expect(after).toEqual(before);
    for (const each of after) expect(each.messages.some((message: { role: string }) => message.role === "staff")).toBe(false);
  } finally {
    await visitorApi.dispose();
    await staffApi.dispose();
    await anonymous.dispose();
  }
});

function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
