import { expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { adminPage } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";

/**
 * The back-office's chat views (issue 13 item 8): /chat (conversations and
 * talking to the assistant) and /ai-agent-system (figures with charts and
 * tables). Admins only: anonymous visitors are sent to sign in, and the pages
 * carry no chat widget of their own.
 */
const GREETING = "Hi! Looking to improve admissions for your treatment center? How can I help today?";

test.describe("chat back-office views", () => {
  test("anonymous visitors are sent to sign in, not shown the views", async ({ baseURL }) => {
    const anonymous = await playwrightRequest.newContext({ baseURL });
    try {
      for (const path of ["/chat", "/ai-agent-system", "/chat?id=0b6f8a52-3c1e-4f7a-9d2b-5e8c1a7f4d20"]) {
        const response = await anonymous.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(302);
        expect(response.headers().location, path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
      }
    } finally {
      await anonymous.dispose();
    }
  });

  let page: Page;
  test.beforeEach(async ({ browser, baseURL }) => {
    page = await adminPage(browser, baseURL ?? "");
  });
  test.afterEach(async () => {
    await page.context().close();
  });

  test("/ai-agent-system shows the figures as charts with tables beside them", async () => {
    const response = await page.goto("/ai-agent-system");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "AI agent system" })).toBeVisible();
    for (const title of [
      "Conversations and leads from chat per day",
      "Provider latency per day",
      "Answers and provider errors per day",
      "Questions with no good source (content gaps)",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole("table", { name: "Provider latency per day" })).toBeVisible();
    await expect(page.locator("figure .recharts-surface").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "AI agent" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator('[data-island="chat"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("/chat lists conversations and lets the admin talk to the assistant with the widget's own chat (stub answer)", async () => {
    await page.route(/\/api\/chat$/, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ json: { greeting: GREETING, research: null, researchLine: null } })
        : route.fulfill({
            headers: { "content-type": "text/event-stream" },
            body: `data: ${JSON.stringify({ type: "delta", text: "We help treatment centers fill beds." })}\n\n`,
          }),
    );
    const response = await page.goto("/chat");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Chat" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Conversations" })).toBeVisible();
    const console = page.getByRole("region", { name: "Talk to the assistant" });
    await expect(console.getByText(GREETING, { exact: true })).toBeVisible();
    await console.getByRole("textbox", { name: "Your message" }).fill("What do you do?");
    await console.getByRole("button", { name: "Send" }).click();
    await expect(console.getByText("We help treatment centers fill beds.", { exact: true })).toBeVisible();
    await expect(page.locator('[data-island="chat"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("/chat shows a visitor's conversation: the question, the answer with its source, and how it was answered", async ({
    request,
    baseURL,
  }) => {
    test.skip((await request.get("/api/chat")).status() === 404, "POST /api/chat is not in this build yet (chat-server)");
    const question = `Do you run Google Ads for detox centers? (${Date.now().toString(36)})`;
    const answer = await request.post("/api/chat", {
      headers: { Origin: new URL(baseURL ?? "").origin },
      data: { message: question, page: "/services" },
    });
    expect(answer.status()).toBe(200);
    const done = (await answer.text())
      .split("\n")
      .filter((line) => line.startsWith("data: "))
      .map((line) => JSON.parse(line.slice(6)) as { type: string; conversationId?: string; sources?: { title: string }[] })
      .find((event) => event.type === "done");
    expect(done?.conversationId).toBeTruthy();

    await page.goto(`/chat?id=${done?.conversationId}`);
    const transcript = page.getByRole("region", { name: /^Conversation of / });
    await expect(transcript.getByText(question, { exact: true })).toBeVisible();
    await expect(transcript.getByText(/from retrieval/)).toBeVisible();
    for (const source of done?.sources ?? [])
      await expect(transcript.getByRole("link", { name: source.title }).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Conversations" }).locator('[aria-current="page"]')).toContainText(
      question,
    );
  });

  test("/chat refuses an address that names no conversation with a clear message", async () => {
    const bad = await page.goto("/chat?id=not-a-conversation");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("This address does not name a conversation.");
    const missing = await page.goto("/chat?id=0b6f8a52-3c1e-4f7a-9d2b-5e8c1a7f4d20");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText("This conversation was not found");
  });
});
