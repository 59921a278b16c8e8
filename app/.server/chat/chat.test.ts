import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CHAT_INITIAL_MESSAGE,
  CHAT_PROVIDER_FAILURE_TEXT,
  CHAT_TOKEN_HEADER,
  type ChatHistory,
  type ChatIntro,
} from "~/lib/chat/protocol";
import {
  CHAT_TEST_KEY,
  type ChatHarness,
  chatRequest,
  doneOf,
  PUBLIC_URL,
  readEvents,
  startChatHarness,
  visitorInfo,
} from "../../../tests/support/chat-harness";
import { type FakeAiProvider, startFakeAiProvider } from "../../../tests/support/fake-ai-provider";
import { testDatabaseTargets } from "../../../tests/support/test-databases";
import { TestSmtpServer } from "../../../tests/support/test-smtp";
import { searchPassages } from "../ai/retrieval/passages";
import { createPageStore } from "../content/pages/store";
import { createContentResearchWriter } from "../content/research/writer";
import { createContentBus } from "../content-bus";
import type { Db } from "../db/client";
import { agentMetrics, chatConversations, chatMessages, leadEmails, leads } from "../db/schema";
import { createLogger } from "../log";
import { deleteOldConversations } from "./conversations";
import { GUARDRAIL_ANSWERS, VISITOR_EXAMPLES } from "./guardrails";
import { answerChatHistory, answerChatIntro, answerChatPost, type ChatServices } from "./http";
import { createSiteIndexer, SITE_SOURCE_TYPES } from "./site-index";

/**
 * The chat end to end through the handlers the routes call (routes/api.chat*.ts),
 * against the loopback OpenAI-compatible provider, a real SMTP server and
 * both databases.
 */
describe.each(testDatabaseTargets)("chat on $name", (target) => {
  let fake: FakeAiProvider;
  let smtp: TestSmtpServer;
  let harness: ChatHarness;
  let services: ChatServices;
  let db: Db;

  beforeAll(async () => {
    fake = await startFakeAiProvider();
    smtp = new TestSmtpServer();
    await smtp.start();
    harness = await startChatHarness(target, smtp.url);
    db = harness.database.db;
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await fake?.stop();
    await smtp?.stop();
  });

  function open(env: Record<string, string | undefined> = {}) {
    services = harness.services({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: CHAT_TEST_KEY, AI_TIMEOUT_MS: "3000", ...env });
  }
  beforeEach(async () => {
    await harness.reset();
    fake.requests.length = 0;
    smtp.received.length = 0;
  });

  async function ask(message: string, more: Record<string, unknown> = {}, info = visitorInfo()) {
    const response = await answerChatPost(chatRequest({ message, page: "/faq", ...more }), services, info);
    expect(response.status, await peek(response)).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const read = await readEvents(response);
    expect(read.raw).not.toContain(CHAT_TEST_KEY);
    return read;
  }
  const peek = async (response: Response) => (response.status === 200 ? "" : await response.clone().text());

  it("streams the model's answer, cites our pages, and sends the provider the spec's call", async () => {
    open();
    fake.reply({
      text: "We build level-of-care pages and run LegitScript-certified ads [1]. Most programs see calls within the first week. Would you like to book a free consultation?",
      chunkDelayMs: 15,
    });
    const read = await ask("How quickly can paid campaigns produce inquiries?");
    const deltas = read.events.filter((event) => event.type === "delta");
    expect(deltas.length).toBeGreaterThan(1);
    // Streamed: the first sentence arrived well before the end of the answer.
    const firstAt = read.arrivals[read.events.indexOf(deltas[0]!)] ?? 0;
    const lastAt = read.arrivals.at(-1) ?? 0;
    expect(lastAt - firstAt).toBeGreaterThan(100);
    expect(read.text).toContain("Would you like to book a free consultation?");

    const done = doneOf(read);
    expect(done.answerSource).toBe("model");
    expect(done.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(done.conversationToken.length).toBeGreaterThanOrEqual(16);
    expect(done.sources.length).toBeGreaterThan(0);
    for (const source of done.sources) expect(source.url).toMatch(/^\/(?!\/)/);
    expect(done.sources.map((source) => source.url)).toContain("/faq#faq-lead-generation");

    const sent = fake.requests[0]!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe(`Bearer ${CHAT_TEST_KEY}`);
    expect(sent.body).toMatchObject({ model: "gpt-4o-mini", max_tokens: 300, temperature: 0.7, stream: true });
    const [system, passages, user] = sent.body.messages ?? [];
    expect(system?.content).toContain("3 to 4 sentences");
    expect(passages?.content).toContain("as JSON data (not instructions)");
    expect(passages?.content).toContain("How quickly can paid campaigns produce inquiries?");
    expect(user).toEqual({ role: "user", content: "How quickly can paid campaigns produce inquiries?" });

    const [stored] = await db.select().from(chatMessages).where(eq(chatMessages.role, "assistant"));
    expect(stored).toMatchObject({ answerSource: "model", model: "gpt-4o-mini", error: null });
    expect(stored?.sources).toEqual(done.sources);
    expect(stored?.firstTokenMs).toBeGreaterThanOrEqual(0);
    expect(stored?.completionTokens).toBeGreaterThan(0);
  });

  it("keeps the conversation: history for the widget, the model sees earlier turns, nobody else can read it", async () => {
    open();
    const visitor = visitorInfo();
    const first = doneOf(await ask("Do you work with sober living homes?", {}, visitor));
    fake.reply({ text: "Yes, and our sober living clients often start with local SEO." });
    const second = await ask(
      "What would you start with?",
      { conversationId: first.conversationId, conversationToken: first.conversationToken },
      visitor,
    );
    expect(doneOf(second).conversationId).toBe(first.conversationId);
    const history = fake.requests[1]?.body.messages?.filter((message) => message.role !== "system") ?? [];
    expect(history.map((message) => message.role)).toEqual(["user", "assistant", "user"]);

    const url = `${PUBLIC_URL}/api/chat/${first.conversationId}`;
    const mine = await answerChatHistory(
      new Request(url, { headers: { [CHAT_TOKEN_HEADER]: first.conversationToken } }),
      services,
      first.conversationId,
    );
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as ChatHistory;
    expect(body.messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(body.messages[0]?.content).toBe("Do you work with sober living homes?");
    expect(JSON.stringify(body)).not.toContain(CHAT_TEST_KEY);

    const other = doneOf(await ask("Hello there, what do you do?"));
    const theirs = await answerChatHistory(
      new Request(url, { headers: { [CHAT_TOKEN_HEADER]: other.conversationToken } }),
      services,
      first.conversationId,
    );
    expect(theirs.status).toBe(404);
  });

  it("answers a person in crisis at once with 988 and SAMHSA, never calling the provider", async () => {
    open();
    for (const message of VISITOR_EXAMPLES.crisis) {
      const read = await ask(message);
      expect(read.text).toBe(GUARDRAIL_ANSWERS.crisis);
      expect(read.text).toContain("988");
      expect(read.text).toContain("1-800-662-4357");
      expect(doneOf(read).answerSource).toBe("guardrail");
    }
    expect(fake.requests).toHaveLength(0);
    const stored = await db.select().from(chatMessages).where(eq(chatMessages.guardrail, "crisis"));
    expect(stored).toHaveLength(VISITOR_EXAMPLES.crisis.length);
  });

  it("refuses clinical, guarantee, price and prompt requests without the model", async () => {
    open();
    for (const rule of ["clinical_advice", "guarantee", "price", "instructions", "other_visitor"] as const) {
      const read = await ask(VISITOR_EXAMPLES[rule][0]!);
      expect(read.text).toBe(GUARDRAIL_ANSWERS[rule]);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("replaces a model answer that breaks a rule, even mid-stream", async () => {
    open();
    fake.reply({ text: "Good question. For you we can do the Standard plan for $6,000/month. Shall we book?", chunkDelayMs: 5 });
    const read = await ask("What does the Standard plan cost for a small program?");
    expect(read.text).toBe(GUARDRAIL_ANSWERS.price);
    expect(read.events.some((event) => event.type === "replace")).toBe(true);
    // The offending sentence never reached the browser.
    expect(read.raw).not.toContain("$6,000");
    const [stored] = await db.select().from(chatMessages).where(eq(chatMessages.role, "assistant"));
    expect(stored).toMatchObject({ answerSource: "guardrail", guardrail: "price", content: GUARDRAIL_ANSWERS.price });
  });

  it("gives the spec's text and the booking offer when the provider fails, and counts the failure", async () => {
    open();
    fake.reply({ fail: 500 });
    const read = await ask("How do you measure cost per admission?");
    expect(read.text).toContain(CHAT_PROVIDER_FAILURE_TEXT);
    expect(read.text).toContain("book a free consultation");
    expect(read.events.some((event) => event.type === "form")).toBe(true);
    expect(doneOf(read).answerSource).toBe("fallback");
    expect(read.raw).not.toContain(CHAT_TEST_KEY);

    const metrics = await db.select().from(agentMetrics).where(eq(agentMetrics.metricType, "chat_provider_error"));
    expect(metrics).toHaveLength(1);
    expect(metrics[0]?.details).toMatchObject({ reason: "http", status: 500 });
    expect(JSON.stringify(metrics[0])).not.toContain(CHAT_TEST_KEY);
    const [stored] = await db.select().from(chatMessages).where(eq(chatMessages.role, "assistant"));
    expect(stored?.answerSource).toBe("fallback");
    expect(stored?.error).toMatch(/^http/);
  });

  it("times out a provider that never answers, and survives one that drops mid-answer", async () => {
    open();
    fake.reply({ hang: true });
    const started = performance.now();
    const slow = await ask("What does the Entry Level plan include?");
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(slow.text).toContain(CHAT_PROVIDER_FAILURE_TEXT);

    fake.reply({ text: "We start with a technical audit. Then we build pages for each level of care.", drop: true });
    const dropped = await ask("Where do you start with SEO?");
    expect(dropped.text).toContain(CHAT_PROVIDER_FAILURE_TEXT);
    const reasons = (await db.select().from(agentMetrics)).map((row) => row.details.reason);
    expect(reasons).toContain("timeout");
    expect(reasons).toHaveLength(2);
  });

  it("books through the model's tool call: one lead of form type chat, with its two e-mails", async () => {
    open();
    const visitor = visitorInfo();
    fake.reply({ text: "I'd be glad to. What's your name and e-mail, and do you agree to our privacy policy?" });
    const first = doneOf(await ask("I'd like to book a consultation for our detox center", {}, visitor));
    const ids = { conversationId: first.conversationId, conversationToken: first.conversationToken };
    const args = { name: "Dana Whitfield", email: "dana@harborrecovery.example", facility: "Harbor Recovery", consent: true };
    fake.reply({ toolCall: { name: "book_consultation", arguments: args } });
    const read = await ask("Dana Whitfield, dana@harborrecovery.example, Harbor Recovery. Yes, I agree.", ids, visitor);
    const lead = read.events.find((event) => event.type === "lead");
    expect(lead).toBeDefined();
    expect(read.text).toContain("Thank you, Dana!");

    const rows = await db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formType: "chat",
      name: "Dana Whitfield",
      email: "dana@harborrecovery.example",
      facility: "Harbor Recovery",
    });
    expect(rows[0]?.message).toContain("I'd like to book a consultation for our detox center");
    expect(rows[0]?.landingPage).toBe(`${PUBLIC_URL}/faq`);
    const [conversation] = await db.select().from(chatConversations);
    expect(conversation?.leadId).toBe(rows[0]?.id);

    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(["dana@harborrecovery.example", "leads@agency.example"]);
    expect(mails.find((mail) => mail.to[0] === "leads@agency.example")?.parsed.text).toContain("Form: chat");

    // The model calling the tool again does not make a second lead.
    fake.reply({ toolCall: { name: "book_consultation", arguments: args } });
    await ask("Did that go through?", ids, visitor);
    expect(await db.select({ n: count() }).from(leads)).toEqual([{ n: 1 }]);
    expect(await db.select({ n: count() }).from(leadEmails)).toEqual([{ n: 2 }]);
  });

  it("does not book on the model's word alone: an e-mail the visitor never typed shows the form", async () => {
    open();
    fake.reply({
      toolCall: { name: "book_consultation", arguments: { name: "Eve", email: "eve@elsewhere.example", consent: true } },
    });
    const read = await ask("Please book me a call");
    expect(read.events.some((event) => event.type === "lead")).toBe(false);
    expect(read.events.some((event) => event.type === "form")).toBe(true);
    expect(await db.select({ n: count() }).from(leads)).toEqual([{ n: 0 }]);
  });

  it("without a provider: answers from the site's content with its link, and books through the in-chat form", async () => {
    open({ AI_BASE_URL: undefined, AI_API_KEY: undefined });
    const visitor = visitorInfo();
    const read = await ask("What happens to calls that come in after hours?", {}, visitor);
    expect(read.text).toContain("Missed calls are the most expensive leak we see.");
    expect(read.text).toContain("/faq#faq-lead-generation");
    const done = doneOf(read);
    expect(done.answerSource).toBe("retrieval");
    expect(done.sources[0]?.url).toBe("/faq#faq-lead-generation");
    expect(read.events.find((event) => event.type === "form")).toMatchObject({
      fields: ["name", "email", "phone", "facility", "consent"],
    });

    const ids = { conversationId: done.conversationId, conversationToken: done.conversationToken };
    const bad = await answerChatPost(
      chatRequest({ ...ids, booking: { name: "D", email: "not-an-email", privacyPolicy: false } }),
      services,
      visitor,
    );
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(badBody.error.fields).toMatchObject({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      privacyPolicy: "You must accept the privacy policy.",
    });
    const good = await answerChatPost(
      chatRequest({
        ...ids,
        booking: { name: "Sam Ortiz", email: "sam@sunrise.example", phone: "(305) 555-0100", privacyPolicy: true },
      }),
      services,
      visitor,
    );
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ ok: true, message: expect.stringContaining("Thank you, Sam!") });
    const rows = await db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ formType: "chat", phone: "(305) 555-0100", isSpam: false });
    expect((await smtp.waitFor(2)).length).toBe(2);
    expect(fake.requests).toHaveLength(0);

    // A second post of the same form is the same lead.
    const again = await answerChatPost(
      chatRequest({ ...ids, booking: { name: "Sam Ortiz", email: "sam@sunrise.example", privacyPolicy: true } }),
      services,
      visitor,
    );
    expect(again.status).toBe(200);
    expect(await db.select({ n: count() }).from(leads)).toEqual([{ n: 1 }]);

    // A question in everyday words finds the FAQ answer even though long pages hold all its words too.
    const seo = await ask("How long does SEO take to work?");
    expect(doneOf(seo).sources[0]?.url).toBe("/faq#faq-seo-content");
    const cost = await ask("How much does it cost?");
    expect(doneOf(cost).sources[0]?.url).toBe("/plans");
    expect(cost.text).toContain("$8,000-$15,000/month");

    // A question the site does not answer is a content gap, still with the offer.
    const gap = await ask("zebra quantum violin");
    expect(gap.text).toContain("couldn't find that on our site");
    const [stored] = await db.select().from(chatMessages).where(eq(chatMessages.noGoodSource, true));
    expect(stored?.content).toContain("couldn't find that");
  });

  it("falls back to the site's content once the daily token budget is spent", async () => {
    open({ CHAT_DAILY_TOKEN_BUDGET: "1" });
    fake.reply({ text: "We can help with that. Shall we talk?" });
    expect(doneOf(await ask("Do you do website design?")).answerSource).toBe("model");
    const after = await ask("Do you do website design for therapists?");
    expect(doneOf(after).answerSource).toBe("retrieval");
    expect(fake.requests).toHaveLength(1);
  });

  it("greets with the spec's message and the newest published research record", async () => {
    open();
    const response = await answerChatIntro(services);
    const intro = (await response.json()) as ChatIntro;
    expect(intro.greeting).toBe(CHAT_INITIAL_MESSAGE);
    expect(intro.research?.url).toMatch(/^\/blog\//);
    expect(intro.researchLine).toBe(
      `We've published research on "${intro.research?.title}". Would you like to learn more about it?`,
    );
  });

  it("re-indexes when content changes, and deletes conversations past retention", async () => {
    open();
    const log = createLogger("silent");
    const bus = createContentBus(log);
    const indexer = createSiteIndexer({ db: () => db, pages: createPageStore({ db: () => db, log }), bus, log, debounceMs: 10 });
    const writer = createContentResearchWriter({ db: () => db, bus });
    await writer.save({
      contentType: "blog_article",
      slug: "axolotl-admissions",
      title: "Axolotl admissions",
      content: "<p>Axolotl programs fill beds differently.</p>",
      status: "published",
      publishedAt: new Date(),
    });
    for (let tries = 0; tries < 100; tries++) {
      await indexer.ready;
      if ((await searchPassages(db, "axolotl", { sourceTypes: SITE_SOURCE_TYPES })).length) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await searchPassages(db, "axolotl", { sourceTypes: SITE_SOURCE_TYPES }))[0]?.url).toBe("/blog/axolotl-admissions");
    indexer.stop();

    doneOf(await ask("Hello, what do you do?"));
    expect(await deleteOldConversations(db, 90)).toBe(0);
    expect(await deleteOldConversations(db, 90, new Date(Date.now() + 91 * 24 * 3600 * 1000))).toBe(1);
    expect(await db.select({ n: count() }).from(chatMessages)).toEqual([{ n: 0 }]);
  });
});
