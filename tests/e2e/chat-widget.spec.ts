import { expect, type Page, type Route, test } from "@playwright/test";
import { seriousViolations, waitForIslands } from "./support/page-helpers";

/**
 * The chat widget (issue 13 item 1, spec public-site §2-§4): the button's size
 * and place, Loading chat... and its 5-second limit, the greeting and the
 * research line, a conversation with streamed answers and sources, booking in
 * the chat, the window on a phone, and keyboard use.
 *
 * The tests marked "stub" answer /api/chat in the browser (page.route) with
 * the events of app/lib/chat/protocol.ts: they pin the widget's side of the
 * contract whatever the server's content. "server" tests talk to the real
 * POST /api/chat (chat-server's; with AI_BASE_URL on the loopback test
 * provider when playwright.config.ts sets it, otherwise its no-provider mode).
 */
const GREETING = "Hi! Looking to improve admissions for your treatment center? How can I help today?";
const CONVERSATION = { id: "0b6f8a52-3c1e-4f7a-9d2b-5e8c1a7f4d20", token: "e2e-conversation-token-0123456789" };

const chatButton = (page: Page) => page.locator('[data-island="chat"] > button');
const chatWindow = (page: Page) => page.getByRole("dialog", { name: "Chat with us" });
const messageField = (page: Page) => chatWindow(page).getByRole("textbox", { name: "Your message" });

function sse(events: object[]) {
  return events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("");
}

function done(sources: { title: string; url: string }[] = [], answerSource = "retrieval") {
  return { type: "done", conversationId: CONVERSATION.id, conversationToken: CONVERSATION.token, sources, answerSource };
}

/** Answers the widget's chat calls in the browser: the research read, the history and each turn. */
async function stubChat(
  page: Page,
  options: {
    research?: string | null;
    researchUrl?: string;
    history?: { role: string; content: string; sources?: object[] }[];
    turn?: (body: Record<string, unknown>, route: Route) => Promise<void>;
  },
) {
  const turns: Record<string, unknown>[] = [];
  await page.route(/\/api\/chat(\/[^/?]+)?(\?.*)?$/, async (route) => {
    const request = route.request();
    if (request.method() === "GET" && /\/api\/chat\/[^/?]+/.test(request.url())) {
      if (request.headers()["x-chat-token"] !== CONVERSATION.token) return route.fulfill({ status: 404, json: {} });
      return route.fulfill({ json: { conversationId: CONVERSATION.id, messages: options.history ?? [] } });
    }
    if (request.method() === "GET") {
      return route.fulfill({
        json: {
          greeting: GREETING,
          research: options.research ? { id: 1, title: options.research, url: options.researchUrl ?? null } : null,
          researchLine: null,
        },
      });
    }
    const body = request.postDataJSON() as Record<string, unknown>;
    turns.push(body);
    if (options.turn) return options.turn(body, route);
    return route.fulfill({
      headers: { "content-type": "text/event-stream" },
      body: sse([{ type: "delta", text: "We help " }, { type: "delta", text: "treatment centers grow." }, done()]),
    });
  });
  return turns;
}

async function openChat(page: Page) {
  await waitForIslands(page, "site", "chat");
  await chatButton(page).click();
  await expect(chatWindow(page)).toBeVisible();
  await expect(messageField(page)).toBeVisible();
}

test.describe("chat widget on a desktop", () => {
  test("the button is 4rem, bottom-right, on public pages only; it is in the page's HTML with no script", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    const box = await chatButton(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (!box || !viewport) return;
    expect(box.width).toBe(64);
    expect(box.height).toBe(64);
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
    await expect(chatButton(page)).toHaveAccessibleName("Open chat");
    const html = await (await request.get("/about")).text();
    const button = /<div class="group" data-island="chat"[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
    expect(button.length).toBeGreaterThan(100);
    expect(button.length).toBeLessThan(1000);
    for (const path of ["/auth", "/auth/forgot-password"]) {
      expect(await (await request.get(path)).text(), path).not.toContain('data-island="chat"');
    }
  });

  test("opening shows Loading chat... until the bundle arrives, then the greeting word for word and the research line (stub)", async ({
    page,
  }) => {
    await stubChat(page, { research: "Admissions benchmarks for 2026", researchUrl: "/blog/admissions-benchmarks-2026" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/chat-window-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await waitForIslands(page, "site", "chat");
    await chatButton(page).click();
    await expect(chatWindow(page).getByRole("status")).toHaveText("Loading chat...");
    await expect(chatButton(page)).toHaveAttribute("aria-expanded", "true");
    release();
    const log = chatWindow(page).getByRole("list", { name: "Conversation" });
    await expect(log.locator('[data-role="assistant"]').first()).toHaveText(`Assistant: ${GREETING}`);
    const research = log.locator('[data-role="assistant"]').nth(1);
    await expect(research.locator("[data-chat-text]")).toHaveText(
      'We\'ve published research on "Admissions benchmarks for 2026". Would you like to learn more about it?',
    );
    await expect(research.getByRole("link", { name: "Admissions benchmarks for 2026" })).toHaveAttribute(
      "href",
      "/blog/admissions-benchmarks-2026",
    );
  });

  test("past the 5-second limit the window says the chat could not load, and offers a retry", async ({ page }) => {
    await page.route(/\/assets\/chat-window-[\w-]+\.js$/, () => {
      // Never answered: the bundle hangs.
    });
    await page.goto("/faq");
    await waitForIslands(page, "site", "chat");
    await chatButton(page).click();
    const status = chatWindow(page).getByRole("status");
    await expect(status).toHaveText("Loading chat...");
    const started = Date.now();
    await expect(status).toHaveText("The chat could not load within 5 seconds. Please check your connection and try again.", {
      timeout: 8_000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
    await expect(chatWindow(page).getByRole("button", { name: "Try again" })).toBeVisible();
  });

  test("a conversation streams answers with sources, and survives navigation with its history (stub)", async ({ page }) => {
    const turns = await stubChat(page, {
      history: [
        { role: "user", content: "Do you do SEO for detox centers?" },
        {
          role: "assistant",
          content: "Yes, we do SEO for detox centers.",
          sources: [{ title: "Our services", url: "/services" }],
        },
      ],
      turn: (_body, route) =>
        route.fulfill({
          headers: { "content-type": "text/event-stream" },
          body: sse([
            { type: "delta", text: "Yes, we do SEO " },
            { type: "delta", text: "for detox centers." },
            done([{ title: "Our services", url: "/services" }], "model"),
          ]),
        }),
    });
    const metrics: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/agent-metrics") && request.method() === "POST") {
        metrics.push(String((request.postDataJSON() as { metricType?: string }).metricType));
      }
    });
    await page.goto("/");
    await openChat(page);
    await messageField(page).fill("Do you do SEO for detox centers?");
    await messageField(page).press("Enter");
    const answer = chatWindow(page).locator('[data-role="assistant"]').last();
    await expect(answer).toContainText("Yes, we do SEO for detox centers.");
    await expect(answer.getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/services");
    await expect(chatWindow(page).locator("[data-chat-announcer]")).toHaveText("Assistant: Yes, we do SEO for detox centers.");
    expect(turns[0]).toMatchObject({ message: "Do you do SEO for detox centers?", page: "/" });
    expect(turns[0]).not.toHaveProperty("conversationId");
    expect(await page.evaluate(() => sessionStorage.getItem("chat_conversation"))).toBe(JSON.stringify(CONVERSATION));
    await expect.poll(() => metrics).toEqual(expect.arrayContaining(["chat_opened", "chat_message_sent", "chat_response_time"]));

    // The next page opens the window again with the conversation from the server.
    await page.goto("/about");
    await expect(chatWindow(page)).toBeVisible();
    const log = chatWindow(page).getByRole("list", { name: "Conversation" });
    await expect(log.locator('[data-role="user"]')).toHaveText("You: Do you do SEO for detox centers?");
    await expect(log.getByRole("link", { name: "Our services" })).toBeVisible();
    await messageField(page).fill("And paid ads?");
    await messageField(page).press("Enter");
    await expect.poll(() => turns.length).toBe(2);
    expect(turns[1]).toMatchObject({
      message: "And paid ads?",
      conversationId: CONVERSATION.id,
      conversationToken: CONVERSATION.token,
    });
  });

  test("booking in the chat: the form on the server's form event, the lead forms' messages, then the lead (stub)", async ({
    page,
  }) => {
    const turns = await stubChat(page, {
      turn: (body, route) => {
        if (!("booking" in body)) {
          return route.fulfill({
            headers: { "content-type": "text/event-stream" },
            body: sse([
              { type: "delta", text: "I'd be glad to set up a call." },
              { type: "form", fields: ["name", "email", "phone", "facility", "consent"] },
              done(),
            ]),
          });
        }
        // The server's whole lead schema has the last word: its field messages show under the fields.
        if ((body.booking as { email?: string }).email === "dana@mailinator.invalid") {
          return route.fulfill({
            status: 400,
            json: { error: { message: "Please check the form.", fields: { email: "Please enter a valid email address." } } },
          });
        }
        return route.fulfill({ json: { ok: true, leadId: "lead-1", message: "Thanks, Dana! We'll be in touch shortly." } });
      },
    });
    await page.goto("/services");
    await openChat(page);
    await messageField(page).fill("I want to talk to someone");
    await messageField(page).press("Enter");
    const form = chatWindow(page).getByRole("form", { name: "Book a consultation" });
    await expect(form).toBeVisible();
    await form.getByLabel("Name").fill("D");
    await form.getByLabel("Email").fill("dana@");
    await form.getByLabel("Phone (optional)").fill("123");
    await form.getByRole("button", { name: "Book my consultation" }).click();
    await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(form.getByText("You must accept the privacy policy.")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name")).toBeFocused();
    expect(turns).toHaveLength(1);

    await form.getByLabel("Name").fill("Dana Reyes");
    await form.getByLabel("Email").fill("dana@mailinator.invalid");
    await form.getByLabel("Phone (optional)").fill("+1 (212) 555-0100");
    await form.getByLabel("Facility (optional)").fill("Hope House");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Book my consultation" }).click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Name must be at least 2 characters.")).toBeHidden();
    await form.getByLabel("Email").fill("dana@example.com");
    const leadMetric = page.waitForRequest(
      (request) =>
        request.url().endsWith("/api/agent-metrics") &&
        (request.postDataJSON() as { metricType?: string }).metricType === "chat_lead_captured",
    );
    await form.getByRole("button", { name: "Book my consultation" }).click();
    await expect(chatWindow(page).getByText("Thanks, Dana! We'll be in touch shortly.", { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    await leadMetric;
    expect(turns).toHaveLength(3);
    expect(turns[2]).toMatchObject({
      conversationToken: CONVERSATION.token,
      booking: {
        name: "Dana Reyes",
        email: "dana@example.com",
        phone: "+1 (212) 555-0100",
        facility: "Hope House",
        privacyPolicy: true,
      },
      conversationId: CONVERSATION.id,
    });
  });

  test("keyboard: Tab reaches the button, Enter opens with focus inside, Escape closes with focus back; minimise and restore", async ({
    page,
  }) => {
    await stubChat(page, {});
    await page.goto("/");
    await waitForIslands(page, "site", "chat");
    await chatButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(messageField(page)).toBeFocused();
    await page.keyboard.type("Hello there");
    await page.keyboard.press("Enter");
    await expect(chatWindow(page).getByText("We help treatment centers grow.", { exact: true })).toBeVisible();
    await chatWindow(page).getByRole("button", { name: "Minimise chat" }).click();
    await expect(messageField(page)).toBeHidden();
    await chatWindow(page).getByRole("button", { name: "Restore chat" }).click();
    await expect(messageField(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chatWindow(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
    await expect(chatButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("axe finds nothing serious in the open widget (stub)", async ({ page }) => {
    await stubChat(page, { research: "Census trends" });
    await page.goto("/");
    await openChat(page);
    await messageField(page).fill("Hello");
    await messageField(page).press("Enter");
    await expect(chatWindow(page).getByText("We help treatment centers grow.", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("chat widget on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the button is 3.5rem bottom-right and the window is full width at the bottom", async ({ page }) => {
    await stubChat(page, {});
    await page.goto("/");
    const box = await chatButton(page).boundingBox();
    expect(box?.width).toBe(56);
    expect(box?.height).toBe(56);
    expect(390 - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThanOrEqual(24);
    expect(844 - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(24);
    await openChat(page);
    const window = await chatWindow(page).boundingBox();
    expect(window?.x).toBe(0);
    expect(window?.width).toBe(390);
    expect(Math.round((window?.y ?? 0) + (window?.height ?? 0))).toBe(844);
    // The open window covers the button's corner: the button steps aside, the window's own Close takes over.
    await expect(chatButton(page)).toBeHidden();
    await messageField(page).fill("Hello");
    await messageField(page).press("Enter");
    await expect(chatWindow(page).getByText("We help treatment centers grow.", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await chatWindow(page).getByRole("button", { name: "Close chat" }).click();
    await expect(chatButton(page)).toBeVisible();
    await expect(chatButton(page)).toBeFocused();
  });
});
