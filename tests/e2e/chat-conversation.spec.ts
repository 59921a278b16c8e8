import { existsSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminCookie, leadIdByEmail, unique } from "./support/inbox-session";
import { startOwnServer } from "./support/own-server";
import { waitForIslands } from "./support/page-helpers";

/**
 * The chat widget against the real POST /api/chat (issue 13 Done-when):
 * - on the suite's server, which has no AI configuration: answers from the
 *   site's own content with a source link, the in-chat booking form making a
 *   lead of form type chat, and the conversation reloaded from the server
 *   after a navigation;
 * - on a server of its own pointed at the loopback OpenAI-compatible test
 *   provider (tests/support/fake-ai-provider.ts, AI_BASE_URL): an answer that
 *   streams into the window, a booking by the model's tool call, the spec's
 *   text when the provider fails, and no response to the browser carrying the key.
 */
const GREETING = "Hi! Looking to improve admissions for your treatment center? How can I help today?";
const FAILURE = "I'm sorry, I'm having trouble connecting to my brain at the moment. Please try again in a few moments.";
const FAKE_PROVIDER = path.resolve(import.meta.dirname, "../support/fake-ai-provider.ts");

const chatWindow = (page: Page) => page.getByRole("dialog", { name: "Chat with us" });
const messageField = (page: Page) => chatWindow(page).getByRole("textbox", { name: "Your message" });
const assistantMessages = (page: Page) => chatWindow(page).locator('[data-role="assistant"]');

async function openChat(page: Page) {
  await waitForIslands(page, "site", "chat");
  await page.locator('[data-island="chat"] > button').click();
  await expect(assistantMessages(page).first()).toHaveText(`Assistant: ${GREETING}`);
}

/**
 * Sends a message and returns the one answer to it: the assistant's message after the visitor's last one. (Counting
 * every assistant message raced the opening research line, which arrives on its own time under the greeting.)
 */
async function send(page: Page, text: string) {
  await messageField(page).fill(text);
  await messageField(page).press("Enter");
  await expect(chatWindow(page).locator('[data-role="user"]').last()).toHaveText(`You: ${text}`);
  const answer = chatWindow(page).locator(
    'xpath=(.//li[@data-role="user"])[last()]/following-sibling::li[@data-role="assistant"]',
  );
  await expect(answer).toHaveCount(1);
  await expect(chatWindow(page).getByRole("list", { name: "Conversation" })).toHaveAttribute("aria-busy", "false");
  return answer;
}

test.describe("chat with the real server, no AI provider configured", () => {
  test.beforeEach(async ({ request }) => {
    test.skip((await request.get("/api/chat")).status() === 404, "POST /api/chat is not in this build yet (chat-server)");
  });

  test("answers from the site's content with a source, books in the chat, and keeps the conversation across pages", async ({
    page,
    baseURL,
    playwright,
  }) => {
    await page.goto("/services");
    await openChat(page);
    const answer = await send(page, "Do you offer SEO for addiction treatment centers?");
    await expect(answer).not.toHaveText("Assistant: ");
    await expect(answer.getByRole("link").first()).toHaveAttribute("href", /^\/|^https?:\/\//);

    const form = chatWindow(page).getByRole("form", { name: "Book a consultation" });
    await expect(form).toBeVisible();
    const email = `chat-${unique()}@example.com`;
    await form.getByLabel("Name").fill("Dana Reyes");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Facility (optional)").fill("Hope House Recovery");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Book my consultation" }).click();
    await expect(form).toBeHidden();
    await expect(assistantMessages(page).last()).toContainText("Thank you, Dana! Your consultation request is in");

    // One lead, of form type chat, as the back-office sees it.
    const admin = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: await adminCookie(baseURL ?? "") },
    });
    try {
      const leadId = await leadIdByEmail(admin, email);
      const chatLeads = await (await admin.get(`/admin?q=${encodeURIComponent(email)}&formType=chat`)).text();
      expect(new Set(chatLeads.match(/\/admin\/leads\/[0-9a-f-]{36}/g))).toEqual(new Set([`/admin/leads/${leadId}`]));
      expect(await (await admin.get(`/admin/leads/${leadId}`)).text()).toContain("Hope House Recovery");
    } finally {
      await admin.dispose();
    }

    // The next page: the window opens again with the conversation read back from the server.
    await page.goto("/about");
    await expect(chatWindow(page)).toBeVisible();
    await expect(chatWindow(page).locator('[data-role="user"]').first()).toHaveText(
      "You: Do you offer SEO for addiction treatment centers?",
    );
  });
});

test.describe("chat with the loopback AI provider", () => {
  test.describe.configure({ mode: "serial" });
  const KEY = "sk-e2e-the-key-never-reaches-the-browser-4417";
  // Loaded at run time: the test provider ships with the chat server (chat-server's branch).
  let fake: {
    baseUrl: string;
    reply(reply: Record<string, unknown>): void;
    requests: { headers: Record<string, unknown> }[];
    stop(): Promise<void>;
  };
  let server: Awaited<ReturnType<typeof startOwnServer>>;

  test.beforeAll(async () => {
    test.skip(!existsSync(FAKE_PROVIDER), "tests/support/fake-ai-provider.ts is not in this branch yet (chat-server)");
    const module = (await import(FAKE_PROVIDER)) as { startFakeAiProvider(): Promise<typeof fake> };
    fake = await module.startFakeAiProvider();
    server = await startOwnServer({
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: KEY,
      // The deadline covers the whole streamed answer; 3 s failed this spec on a loaded CI machine (no step needs a
      // timeout: the failing provider answers 500).
      AI_TIMEOUT_MS: "15000",
      LEAD_MIN_FILL_SECONDS: "0",
      SMTP_URL: "",
    });
  });

  test.afterAll(async () => {
    await server?.remove();
    await fake?.stop();
  });

  test("the answer streams in, a booking goes through the model's tool call, a failing provider gives the spec's text, and the key never reaches the browser", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const bodies: Promise<string>[] = [];
    // Every answer the page read from our server (documents, API calls, scripts). A body Chromium never
    // hands over (a speculative prefetch) counts as empty after 3 s rather than stalling the test.
    page.on("response", (response) => {
      if (!["document", "fetch", "xhr", "script"].includes(response.request().resourceType())) return;
      const late = new Promise<string>((resolve) => setTimeout(() => resolve(""), 3_000));
      bodies.push(Promise.race([response.text().catch(() => ""), late]));
    });
    const text =
      "We help treatment centers grow admissions with compliant SEO and paid search, and we measure every call. Would you like to book a free consultation?";
    fake.reply({ text, delayMs: 100, chunkDelayMs: 120 });
    await page.goto(`${server.url}/services`);
    await openChat(page);
    await messageField(page).fill("How do you help treatment centers?");
    await messageField(page).press("Enter");
    // Streamed: the first words show while the rest is still on its way.
    const answer = assistantMessages(page).last();
    await expect(answer).toContainText("We help treatment");
    expect(await answer.textContent()).not.toContain("free consultation?");
    await expect(answer).toContainText("Would you like to book a free consultation?");
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);

    const email = `tool-${unique()}@example.com`;
    fake.reply({
      toolCall: { name: "book_consultation", arguments: { name: "Dana Reyes", email, consent: true } },
    });
    const leadMetric = page.waitForRequest(
      (request) =>
        request.url().endsWith("/api/agent-metrics") &&
        (request.postDataJSON() as { metricType?: string }).metricType === "chat_lead_captured",
    );
    const booked = await send(page, `Yes please. I'm Dana Reyes, ${email}, and I agree to the privacy policy.`);
    await expect(booked).toContainText("Thank you, Dana! Your consultation request is in");
    await leadMetric;

    fake.reply({ fail: 500 });
    const failed = await send(page, "What about paid ads?");
    await expect(failed).toContainText(FAILURE);

    const all = await Promise.all(bodies);
    expect(all.length).toBeGreaterThan(5);
    for (const body of all) expect(body).not.toContain(KEY);
  });
});
