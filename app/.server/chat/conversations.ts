import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { ChatHistory, ChatSource } from "~/lib/chat-protocol";
import type { ChatAnswerSource } from "~/lib/tool-enums";
import type { Db } from "../db/client";
import { chatConversations, chatMessages } from "../db/schema";

/**
 * Conversations and their messages. A conversation belongs to whoever holds
 * its token: the browser gets the token once (the `done` event) and the
 * database keeps only its keyed hash (owner_hash), so neither a guessed id
 * nor a database reader can take over someone's chat.
 */
export type Conversation = typeof chatConversations.$inferSelect;

export function ownerHash(secret: string, token: string): string {
  return createHmac("sha256", secret).update(`chat-owner:${token}`).digest("hex");
}

export function newConversationToken(): string {
  return randomBytes(24).toString("base64url");
}

export async function createConversation(
  db: Db,
  secret: string,
  input: { id?: string; token?: string; visitorKey: string; page?: string; staffUserId?: string | null },
): Promise<{ conversation: Conversation; token: string }> {
  const token = input.token ?? newConversationToken();
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      ...(input.id ? { id: input.id } : {}),
      ownerHash: ownerHash(secret, token),
      visitorKey: input.visitorKey,
      startedOn: input.page ?? null,
      staffUserId: input.staffUserId ?? null,
    })
    .returning();
  if (!conversation) throw new Error("the conversation was not stored");
  return { conversation, token };
}

/** The conversation if `token` is its owner's; null for an unknown id or someone else's (the caller answers 404 either way). */
export async function ownedConversation(db: Db, secret: string, id: string, token: string): Promise<Conversation | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) return null;
  const expected = Buffer.from(row.ownerHash, "hex");
  const given = Buffer.from(ownerHash(secret, token), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
}

/**
 * Takes one of an existing conversation's turns, if any is left: one atomic
 * update, so two messages sent at once cannot both take the last turn.
 * Returns the count after this turn, or null when the cap was reached.
 */
export async function claimTurn(db: Db, id: string, maxTurns: number, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(chatConversations)
    .set({ turns: sql`${chatConversations.turns} + 1`, lastMessageAt: now })
    .where(and(eq(chatConversations.id, id), lt(chatConversations.turns, maxTurns)))
    .returning({ turns: chatConversations.turns });
  return row?.turns ?? null;
}

/** Counts a visitor turn; the returned count is after this one. */
export async function countTurn(db: Db, id: string, now = new Date()): Promise<number> {
  const [row] = await db
    .update(chatConversations)
    .set({ turns: sql`${chatConversations.turns} + 1`, lastMessageAt: now })
    .where(eq(chatConversations.id, id))
    .returning({ turns: chatConversations.turns });
  return row?.turns ?? 0;
}

export interface AssistantRecord {
  content: string;
  sources: ChatSource[];
  answerSource: ChatAnswerSource;
  guardrail?: string | null;
  noGoodSource?: boolean;
  model?: string | null;
  firstTokenMs?: number | null;
  latencyMs?: number | null;
  promptTokens?: number | null;
  completionTokens?: number | null;
  error?: string | null;
}

export async function addUserMessage(db: Db, conversationId: string, content: string) {
  await db.insert(chatMessages).values({ conversationId, role: "user", content });
}

export async function addAssistantMessage(db: Db, conversationId: string, record: AssistantRecord) {
  const tokens = (record.promptTokens ?? 0) + (record.completionTokens ?? 0);
  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values({
      conversationId,
      role: "assistant",
      content: record.content,
      sources: record.sources,
      answerSource: record.answerSource,
      guardrail: record.guardrail ?? null,
      noGoodSource: record.noGoodSource ?? false,
      model: record.model ?? null,
      firstTokenMs: record.firstTokenMs ?? null,
      latencyMs: record.latencyMs ?? null,
      promptTokens: record.promptTokens ?? null,
      completionTokens: record.completionTokens ?? null,
      error: record.error ?? null,
    });
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: new Date(), ...(tokens ? { tokensUsed: sql`${chatConversations.tokensUsed} + ${tokens}` } : {}) })
      .where(eq(chatConversations.id, conversationId));
  });
}

/** The last `limit` user and assistant messages, oldest first: the model's memory of the conversation. */
export async function recentMessages(db: Db, conversationId: string, limit = 10) {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), inArray(chatMessages.role, ["user", "assistant"])))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse() as { role: "user" | "assistant"; content: string }[];
}

/** What the visitor wrote in this conversation (for a lead's message and the booking tool's checks). */
export async function visitorMessages(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.role, "user")))
    .orderBy(asc(chatMessages.id));
  return rows.map((row) => row.content);
}

export async function history(db: Db, conversation: Conversation): Promise<ChatHistory> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversation.id), inArray(chatMessages.role, ["user", "assistant"])))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return {
    conversationId: conversation.id,
    messages: rows.map((row) => ({
      id: String(row.id),
      role: row.role as "user" | "assistant",
      content: row.content,
      timestamp: row.createdAt.toISOString(),
      sources: row.sources,
    })),
    leadCaptured: conversation.leadId !== null,
  };
}

export async function linkLead(db: Db, conversationId: string, leadId: string) {
  await db.update(chatConversations).set({ leadId }).where(eq(chatConversations.id, conversationId));
}

/** Provider tokens all conversations used since UTC midnight (the daily budget). */
export async function tokensUsedToday(db: Db, now = new Date()): Promise<number> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await db
    .select({
      used: sql<number>`coalesce(sum(coalesce(${chatMessages.promptTokens}, 0) + coalesce(${chatMessages.completionTokens}, 0)), 0)`.mapWith(
        Number,
      ),
    })
    .from(chatMessages)
    .where(gte(chatMessages.createdAt, midnight));
  return row?.used ?? 0;
}

/** Retention: deletes conversations (and, by cascade, their messages) untouched for `days`. Leads stay. */
export async function deleteOldConversations(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 3600 * 1000);
  const gone = await db
    .delete(chatConversations)
    .where(lt(chatConversations.lastMessageAt, cutoff))
    .returning({ id: chatConversations.id });
  return gone.length;
}
