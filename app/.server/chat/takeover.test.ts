import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatHoursSetting, HANDOFF_TEXT } from "~/lib/chat/handoff";
import { CHAT_TOKEN_HEADER, type ChatHistory, type ChatLiveEvent } from "~/lib/chat/protocol";
import { callRoute } from "../../../tests/support/call-route";
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
import { insertStaffUser } from "../../../tests/support/inbox-fixtures";
import { testDatabaseTargets } from "../../../tests/support/test-databases";
import { TestSmtpServer } from "../../../tests/support/test-smtp";
import { action as liveAction } from "../../routes/api.chat.$id.live";
import type { Db } from "../db/client";
import { auditLog, chatConversations, chatMessages, siteSettings } from "../db/schema";
import { handBack, staffReply, takeOver } from "./admin/takeover";
import { answerChatHistory, answerChatLive, answerChatPost, type ChatServices } from "./http";

/**
 * A person takes over the chat (issue 25 item 8), through the handlers the
 * routes call, on both databases: the visitor asks for a person (words or the
 * button), staff take the conversation over, their reply reaches the
 * visitor's live channel, the assistant says nothing (the provider gets no
 * request) while they hold it, and answers again once handed back.
 */
const ALWAYS_OPEN = Array.from({ length: 7 }, () => ({ open: "00:00", close: "23:59" }));
const NEVER_OPEN = Array.from({ length: 7 }, () => null);

describe.each(testDatabaseTargets)("a person takes over the chat on $name", (target) => {
  let fake: FakeAiProvider;
  let smtp: TestSmtpServer;
  let harness: ChatHarness;
  let services: ChatServices;
  let db: Db;

  beforeAll(async () => {
    fake = await startFakeAiProvider();
    fake.setDefault({ text: "We help treatment centers grow admissions." });
    smtp = new TestSmtpServer();
    await smtp.start();
    harness = await startChatHarness(target, smtp.url);
    db = harness.database.db;
    services = harness.services({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: CHAT_TEST_KEY, AI_TIMEOUT_MS: "3000" });
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    await fake?.stop();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    await db.delete(siteSettings).where(eq(siteSettings.key, chatHoursSetting.key));
    fake.requests.length = 0;
  });

  const setHours = (hours: unknown) =>
    db
      .insert(siteSettings)
      .values({ key: chatHoursSetting.key, value: hours as object })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: hours as object },
      });

  async function ask(message: string, more: Record<string, unknown> = {}) {
    const response = await answerChatPost(chatRequest({ message, page: "/faq", ...more }), services, visitorInfo());
    expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
    return readEvents(response);
  }

  const liveRequest = (id: string, token: string, after = "0") =>
    new Request(`${PUBLIC_URL}/api/chat/${id}/live?after=${after}`, { headers: { [CHAT_TOKEN_HEADER]: token } });

  /** Reads the live channel until `until` says stop (or the stream's lifetime ends). */
  async function readLive(id: string, token: string, lifetimeMs: number): Promise<ChatLiveEvent[]> {
    const response = await answerChatLive(liveRequest(id, token), services, id, { pollMs: 50, lifetimeMs });
    expect(response.status).toBe(200);
    return (await readEvents(response)).events as unknown as ChatLiveEvent[];
  }

  it("asking in words flags the conversation once, audited, and in hours says someone is on the way", async () => {
    await setHours(ALWAYS_OPEN);
    const first = await ask("Hi, can I talk to a human please?");
    expect(first.text).toBe(HANDOFF_TEXT.requested);
    expect(first.events.map((event) => event.type)).toEqual(["delta", "handoff", "done"]);
    expect(fake.requests).toHaveLength(0);
    const { conversationId, conversationToken } = doneOf(first);
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
    expect(row?.handoffRequestedAt).toBeInstanceOf(Date);

    // The button on a later turn: already asked, so no second flag or audit row.
    const again = await ask("I'd like to talk to a person.", { conversationId, conversationToken, handoff: true });
    expect(again.text).toBe(HANDOFF_TEXT.alreadyRequested);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "chat.handoff_request"), eq(auditLog.subjectId, conversationId)));
    expect(audits).toHaveLength(1);

    const history = (await (
      await answerChatHistory(
        new Request(`${PUBLIC_URL}/api/chat/${conversationId}`, { headers: { [CHAT_TOKEN_HEADER]: conversationToken } }),
        services,
        conversationId,
      )
    ).json()) as ChatHistory;
    expect(history).toMatchObject({ handoffRequested: true, held: false });
  });

  it("outside the agency's hours says when someone will reply and asks for a way to reach the visitor (the booking form)", async () => {
    await setHours(NEVER_OPEN);
    const read = await ask("Can I speak with someone?");
    expect(read.text).toBe(HANDOFF_TEXT.afterHours("as soon as we can"));
    expect(read.events.map((event) => event.type)).toEqual(["delta", "handoff", "form", "done"]);
    const [answer] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, doneOf(read).conversationId), eq(chatMessages.role, "assistant")));
    expect(answer?.guardrail).toBe("handoff-after-hours");
  });

  it("staff take over: their reply reaches the live channel, the assistant sends nothing while held, and answers again after the hand-back", async () => {
    await setHours(ALWAYS_OPEN);
    const staff = await insertStaffUser(db);
    const other = await insertStaffUser(db);
    const actor = { id: staff.id as string, email: staff.email as string };
    const start = await ask("How do you help detox centers?");
    expect(fake.requests).toHaveLength(1);
    const { conversationId: id, conversationToken: token } = doneOf(start);

    await takeOver(db, actor, id);
    // Another staff member cannot take it from them, nor reply in it.
    await expect(takeOver(db, { id: other.id as string, email: other.email as string }, id)).rejects.toMatchObject({
      status: 409,
    });
    await expect(staffReply(db, { id: other.id as string, email: other.email as string }, id, "Hi")).rejects.toMatchObject({
      status: 409,
    });

    // The visitor writes while held: stored, answered by nobody, the provider not called.
    const held = await ask("Are you there?", { conversationId: id, conversationToken: token });
    expect(held.events.map((event) => event.type)).toEqual(["handoff", "done"]);
    expect(doneOf(held).answerSource).toBe("held");
    // Even words that would otherwise ask for a person or trip the booking rule: nothing answers.
    await ask("book a call, or let me talk to a human", { conversationId: id, conversationToken: token });
    expect(fake.requests).toHaveLength(1);
    const visitor = await db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, id), eq(chatMessages.role, "user")));
    expect(visitor.map((row) => row.content)).toContain("Are you there?");

    // The turn cap bounds the assistant's cost: past it, a held conversation still takes the visitor's messages.
    await db.update(chatConversations).set({ turns: 10_000 }).where(eq(chatConversations.id, id));
    const pastCap = await answerChatPost(
      chatRequest({ message: "Still there?", conversationId: id, conversationToken: token }),
      services,
      visitorInfo(),
    );
    expect(pastCap.status).toBe(200);
    await readEvents(pastCap);

    const replyId = await staffReply(db, actor, id, "  Hi, this is Sam from the team. How can I help?  ");
    const events = await readLive(id, token, 300);
    expect(events[0]).toEqual({ type: "state", held: true });
    expect(events).toContainEqual(
      expect.objectContaining({ type: "staff", id: String(replyId), text: "Hi, this is Sam from the team. How can I help?" }),
    );
    // A reconnect after the reply repeats nothing.
    const later = await answerChatLive(liveRequest(id, token, String(replyId)), services, id, { pollMs: 50, lifetimeMs: 150 });
    expect((await readEvents(later)).events).toEqual([{ type: "state", held: true }]);

    await handBack(db, actor, id);
    // Handed back past the cap: the cap applies again.
    const capped = await answerChatPost(
      chatRequest({ message: "More?", conversationId: id, conversationToken: token }),
      services,
      visitorInfo(),
    );
    expect(capped.status).toBe(429);
    await db.update(chatConversations).set({ turns: 5 }).where(eq(chatConversations.id, id));
    const back = await ask("Thanks! And what about paid ads?", { conversationId: id, conversationToken: token });
    expect(doneOf(back).answerSource).toBe("model");
    expect(fake.requests).toHaveLength(2);
    // The model read the staff reply as the other side of the conversation.
    expect(fake.requests[1]?.body.messages).toContainEqual({
      role: "assistant",
      content: "Hi, this is Sam from the team. How can I help?",
    });
    const actions = (await db.select().from(auditLog).where(eq(auditLog.subjectId, id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["chat.take_over", "chat.staff_reply", "chat.hand_back"]));
  });

  it("the live channel refuses a wrong secret, another conversation's id, a bad `after` and a POST, as 4xx that change nothing", async () => {
    const a = doneOf(await ask("How do you help detox centers?"));
    const b = doneOf(await ask("What is local SEO?"));
    const status = async (request: Request, id: string) => (await answerChatLive(request, services, id)).status;
    expect(await status(liveRequest(a.conversationId, "x".repeat(32)), a.conversationId)).toBe(404);
    expect(await status(liveRequest(a.conversationId, b.conversationToken), a.conversationId)).toBe(404);
    expect(await status(liveRequest(b.conversationId, a.conversationToken), b.conversationId)).toBe(404);
    expect(await status(new Request(`${PUBLIC_URL}/api/chat/${a.conversationId}/live`), a.conversationId)).toBe(400);
    expect(await status(liveRequest(a.conversationId, a.conversationToken, "1;drop"), a.conversationId)).toBe(400);
    expect(await status(liveRequest("not-a-uuid", a.conversationToken), "not-a-uuid")).toBe(404);
    const post = new Request(`${PUBLIC_URL}/api/chat/${a.conversationId}/live`, {
      method: "POST",
      headers: { [CHAT_TOKEN_HEADER]: a.conversationToken },
    });
    // Another method is the route's socket's 405, before the token is read.
    const refused = await callRoute(liveAction, post, { services, info: visitorInfo(), params: { id: a.conversationId } });
    expect(refused.status).toBe(405);
    // A visitor cannot post as staff: the request schema has no role, and an unknown field is refused.
    const asStaff = await answerChatPost(
      chatRequest({
        message: "I am staff",
        role: "staff",
        conversationId: a.conversationId,
        conversationToken: a.conversationToken,
      }),
      services,
      visitorInfo(),
    );
    expect(asStaff.status).toBe(400);
    expect(await asStaff.text()).toContain("Unknown field: role");
    const staffRows = await db.select().from(chatMessages).where(eq(chatMessages.role, "staff"));
    expect(staffRows).toHaveLength(0);
  });
});
