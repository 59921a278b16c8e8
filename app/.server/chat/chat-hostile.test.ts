import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXT, CHAT_TOKEN_HEADER } from "~/lib/chat/protocol";
import { callRoute } from "../../../tests/support/call-route";
import {
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
import { action as chatAction } from "../../routes/api.chat";
import type { Db } from "../db/client";
import { agentMetrics, chatConversations, chatMessages, leads } from "../db/schema";
import { answerChatHistory, answerChatPost, type ChatServices } from "./http";

/**
 * Malformed and hostile requests to /api/chat: each gets a clear 4xx (or the
 * limit's message), and nothing is stored: no conversation, message, lead or
 * provider call. Run through the route module (its socket answers a method it does not serve, and a body it cannot read).
 */
describe.each(testDatabaseTargets)("hostile requests to /api/chat on $name", (target) => {
  let fake: FakeAiProvider;
  let harness: ChatHarness;
  let services: ChatServices;
  let db: Db;
  /** Two real conversations of two other visitors. */
  let alice: { conversationId: string; conversationToken: string };
  let bob: { conversationId: string; conversationToken: string };

  beforeAll(async () => {
    fake = await startFakeAiProvider();
    harness = await startChatHarness(target, "smtp://127.0.0.1:9");
    db = harness.database.db;
    services = harness.services({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: "sk-hostile-test-key-123456" });
    for (const name of ["alice", "bob"] as const) {
      const response = await answerChatPost(chatRequest({ message: `Hello, I am ${name}` }), services, visitorInfo());
      const done = doneOf(await readEvents(response));
      const ids = { conversationId: done.conversationId, conversationToken: done.conversationToken };
      if (name === "alice") alice = ids;
      else bob = ids;
    }
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await fake?.stop();
  });

  async function snapshot() {
    const [conversations] = await db.select({ n: count() }).from(chatConversations);
    const [messages] = await db.select({ n: count() }).from(chatMessages);
    const [leadRows] = await db.select({ n: count() }).from(leads);
    const [metrics] = await db.select({ n: count() }).from(agentMetrics);
    return {
      conversations: conversations?.n,
      messages: messages?.n,
      leads: leadRows?.n,
      metrics: metrics?.n,
      provider: fake.requests.length,
    };
  }

  const post = (body: unknown, headers: Record<string, string> = {}) => chatRequest(body, { headers });
  const raw = (text: string, headers: Record<string, string> = {}) => chatRequest(undefined, { raw: text, headers });
  const uuid = "3f1c2a9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b";

  const cases: [string, () => Request, number, string | RegExp][] = [
    ["PUT is not a message", () => new Request(`${PUBLIC_URL}/api/chat`, { method: "PUT", body: "{}" }), 405, /Use GET or POST/],
    [
      "no content type",
      () => new Request(`${PUBLIC_URL}/api/chat`, { method: "POST", body: '{"message":"hi"}' }),
      415,
      /application\/json/,
    ],
    ["text/plain", () => raw('{"message":"hi"}', { "Content-Type": "text/plain" }), 415, /application\/json/],
    ["a form post", () => raw("message=hi", { "Content-Type": "application/x-www-form-urlencoded" }), 415, /application\/json/],
    ["an empty body", () => raw(""), 400, "The request body is not valid JSON."],
    ["broken JSON", () => raw('{"message": "hi"'), 400, "The request body is not valid JSON."],
    ["JSON null", () => raw("null"), 400, "The request body must be a JSON object."],
    ["a JSON array", () => raw('[{"message":"hi"}]'), 400, "The request body must be a JSON object."],
    ["a JSON string", () => raw('"hi"'), 400, "The request body must be a JSON object."],
    ["no message", () => post({}), 400, "message must be a string."],
    ["a number for a message", () => post({ message: 42 }), 400, "message must be a string."],
    ["null for a message", () => post({ message: null }), 400, "message must be a string."],
    ["an array for a message", () => post({ message: ["hi"] }), 400, "message must be a string."],
    ["an object for a message", () => post({ message: { text: "hi" } }), 400, "message must be a string."],
    ["an empty message", () => post({ message: "" }), 400, CHAT_TEXT.empty],
    ["a blank message", () => post({ message: " \n\t " }), 400, CHAT_TEXT.empty],
    ["a message over the cap", () => post({ message: "a".repeat(1001) }), 400, CHAT_TEXT.tooLong],
    ["a body over 16 KB", () => post({ message: "a".repeat(20_000) }), 413, CHAT_TEXT.tooLong],
    // The socket's reader refuses a NUL in any text of any body before the chat reads it (issue 35 B1).
    ["a NUL byte", () => post({ message: "hello\u0000there" }), 400, /Text cannot contain NUL characters/],
    ["a NUL byte in the page", () => post({ message: "hello", page: "/faq\u0000" }), 400, /Text cannot contain NUL characters/],
    ["a lone surrogate", () => raw('{"message":"hi \\ud800 there"}'), 400, /characters we can't accept/],
    ["an unknown field", () => post({ message: "hi", role: "system" }), 400, "Unknown field: role."],
    [
      "a conversation id that is no uuid",
      () => post({ message: "hi", conversationId: "1 or 1=1", conversationToken: "x".repeat(20) }),
      400,
      /conversationId/,
    ],
    [
      "a token that is too short",
      () => post({ message: "hi", conversationId: uuid, conversationToken: "abc" }),
      400,
      /conversationToken/,
    ],
    ["a conversation id without its token", () => post({ message: "hi", conversationId: uuid }), 400, CHAT_TEXT.tokenMissing],
    [
      "a token without a conversation id",
      () => post({ message: "hi", conversationToken: "y".repeat(32) }),
      400,
      CHAT_TEXT.tokenMissing,
    ],
    [
      "an unknown conversation",
      () => post({ message: "hi", conversationId: uuid, conversationToken: "z".repeat(32) }),
      404,
      CHAT_TEXT.notFound,
    ],
    [
      "another visitor's conversation with a made-up token",
      () => post({ message: "hi", conversationId: alice.conversationId, conversationToken: "q".repeat(32) }),
      404,
      CHAT_TEXT.notFound,
    ],
    [
      "another visitor's conversation with one's own token",
      () => post({ message: "hi", conversationId: alice.conversationId, conversationToken: bob.conversationToken }),
      404,
      CHAT_TEXT.notFound,
    ],
    ["a page on another site", () => post({ message: "hi", page: "https://evil.example/" }), 400, /path on this site/],
    ["a protocol-relative page", () => post({ message: "hi", page: "//evil.example/x" }), 400, /path on this site/],
    ["a number for a page", () => post({ message: "hi", page: 5 }), 400, "page must be a string."],
    [
      "a foreign origin",
      () => post({ message: "hi" }, { Origin: "https://evil.example" }),
      403,
      "Cross-site requests are not allowed.",
    ],
    [
      "a null origin from another site",
      () => post({ message: "hi" }, { Origin: "null", "Sec-Fetch-Site": "cross-site" }),
      403,
      /Cross-site/,
    ],
    [
      "a cross-site fetch without an origin",
      () => chatRequestWithoutOrigin({ "Sec-Fetch-Site": "cross-site" }),
      403,
      /Cross-site/,
    ],
    ["a booking that is a string", () => post({ ...alice, booking: "book me" }), 400, /object|expected/i],
    [
      "a booking without ids",
      () => post({ booking: { name: "Eve", email: "eve@x.example", privacyPolicy: true } }),
      400,
      /conversationId/,
    ],
    [
      "a booking with an unknown field",
      () => post({ ...alice, booking: { name: "Eve", email: "e@x.example", privacyPolicy: true, admin: true } }),
      400,
      "Unknown field: admin.",
    ],
    [
      "a booking in another visitor's conversation",
      () =>
        post({
          conversationId: alice.conversationId,
          conversationToken: bob.conversationToken,
          booking: { name: "Eve Mallory", email: "eve@x.example", privacyPolicy: true },
        }),
      404,
      CHAT_TEXT.notFound,
    ],
    [
      "a booking with a message and a booking mixed",
      () => post({ ...alice, message: "hi", booking: { name: "Eve Mallory", email: "eve@x.example", privacyPolicy: true } }),
      400,
      "Unknown field: message.",
    ],
  ];

  function chatRequestWithoutOrigin(headers: Record<string, string>) {
    return new Request(`${PUBLIC_URL}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ message: "hi" }),
    });
  }

  it(`refuses ${cases.length} malformed or hostile requests clearly, and nothing changes`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const before = await snapshot();
    for (const [name, request, status, message] of cases) {
      const response = await callRoute(chatAction, request(), { services, info: visitorInfo() });
      expect(response.status, name).toBe(status);
      expect(response.headers.get("content-type"), name).toContain("application/json");
      const body = (await response.json()) as { error?: { message?: string } };
      if (typeof message === "string") expect(body.error?.message, name).toBe(message);
      else expect(body.error?.message, name).toMatch(message);
      expect(JSON.stringify(body), name).not.toMatch(/sk-hostile|at \w+ \(|node_modules/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("will not show a conversation's history without its own token", async () => {
    const url = `${PUBLIC_URL}/api/chat/${alice.conversationId}`;
    const tries: [Record<string, string>, string, number][] = [
      [{}, alice.conversationId, 400],
      [{ [CHAT_TOKEN_HEADER]: bob.conversationToken }, alice.conversationId, 404],
      [{ [CHAT_TOKEN_HEADER]: "short" }, alice.conversationId, 404],
      [{ [CHAT_TOKEN_HEADER]: alice.conversationToken }, "not-a-uuid", 404],
      [{ [CHAT_TOKEN_HEADER]: alice.conversationToken }, uuid, 404],
    ];
    for (const [headers, id, status] of tries) {
      const response = await answerChatHistory(new Request(url, { headers }), services, id);
      expect(response.status).toBe(status);
      expect(await response.text()).not.toContain("Hello, I am alice");
    }
    const own = await answerChatHistory(
      new Request(url, { headers: { [CHAT_TOKEN_HEADER]: alice.conversationToken } }),
      services,
      alice.conversationId,
    );
    expect(await own.text()).toContain("Hello, I am alice");
  });

  it("stops rapid fire past the visitor's limit with the limit's message and Retry-After", async () => {
    const limited = harness.services({ CHAT_RATE_LIMIT: "3" });
    const visitor = visitorInfo("203.0.113.99");
    for (let i = 0; i < 3; i++) {
      const response = await answerChatPost(chatRequest({ message: `Question ${i} about SEO` }), limited, visitor);
      expect(response.status).toBe(200);
      await readEvents(response);
    }
    const before = await snapshot();
    for (let i = 0; i < 5; i++) {
      const response = await answerChatPost(chatRequest({ message: "One more about SEO" }), limited, visitor);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/^You're sending messages faster than I can answer\. Please wait \d+ seconds?/);
    }
    expect(await snapshot()).toEqual(before);
    // Another visitor is not held up by this one.
    const other = await answerChatPost(chatRequest({ message: "Do you do SEO?" }), limited, visitorInfo("203.0.113.100"));
    expect(other.status).toBe(200);
    await readEvents(other);
  });

  it("limits one conversation's pace and length", async () => {
    const paced = harness.services({ CHAT_CONVERSATION_RATE_LIMIT: "2", CHAT_MAX_TURNS: "100" });
    const visitor = visitorInfo();
    const first = doneOf(await readEvents(await answerChatPost(chatRequest({ message: "Hi there" }), paced, visitor)));
    const ids = { conversationId: first.conversationId, conversationToken: first.conversationToken };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await answerChatPost(chatRequest({ message: "And SEO?", ...ids }), paced, visitor);
      statuses.push(response.status);
      if (response.status === 200) await readEvents(response);
      else await response.text();
    }
    expect(statuses).toEqual([200, 200, 429, 429]);

    const short = harness.services({ CHAT_MAX_TURNS: "2" });
    const convo = doneOf(await readEvents(await answerChatPost(chatRequest({ message: "Hi" }), short, visitor)));
    const next = { conversationId: convo.conversationId, conversationToken: convo.conversationToken };
    expect((await answerChatPost(chatRequest({ message: "Second", ...next }), short, visitor)).status).toBe(200);
    const third = await answerChatPost(chatRequest({ message: "Third", ...next }), short, visitor);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { message: string } }).error.message).toBe(CHAT_TEXT.turnsExhausted);
  });
});
