import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, getTableColumns, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { agencyDay, agencyDayStart } from "~/lib/agency-day";
import type { ChatHistory, ChatSource } from "~/lib/chat/protocol";
import type { ChatAnswerSource } from "~/lib/tool-enums";
import { chatConversations, chatMessages, type Db } from "../db";
import { keyedHash } from "../keyed-hash";

/**
 * Conversations and their messages. A conversation belongs to whoever holds
 * its token: the browser gets the token once (the `done` event) and the
 * database keeps only its keyed hash (owner_hash), so neither a guessed id
 * nor a database reader can take over someone's chat.
 */
export type Conversation = typeof chatConversations.$inferSelect;

export function ownerHash(secret: string, token: string): string {
  return keyedHash(secret, "chat-owner", token, { length: 64 });
}

export function newConversationToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * A new conversation with its first message: one statement (the insert of the
 * conversation is a data-modifying WITH), so the turn costs the embedded
 * database one round instead of three.
 */
export async function startConversation(
  db: Db,
  secret: string,
  input: { id: string; token: string; visitorKey: string; page?: string; staffUserId?: string | null; message: string },
): Promise<void> {
  const created = db.$with("created").as(
    db
      .insert(chatConversations)
      .values({
        id: input.id,
        ownerHash: ownerHash(secret, input.token),
        visitorKey: input.visitorKey,
        startedOn: input.page ?? null,
        staffUserId: input.staffUserId ?? null,
        turns: 1,
      })
      .returning({ id: chatConversations.id }),
  );
  await db.with(created).insert(chatMessages).values({ conversationId: input.id, role: "user", content: input.message });
}

/** The conversation if `token` is its owner's; null for an unknown id or someone else's (the caller answers 404 either way). */
export async function ownedConversation(db: Db, secret: string, id: string, token: string): Promise<Conversation | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) return null;
  const expected = Buffer.from(row.ownerHash, "hex");
  const given = Buffer.from(ownerHash(secret, token), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
}

export type EarlierMessage = { role: "user" | "assistant"; content: string };

export type TakenTurn =
  | { status: "ok"; conversation: Conversation; earlier: EarlierMessage[] }
  | { status: "not_found" }
  | { status: "turns_exhausted" };

/**
 * Takes one of an existing conversation's turns for the holder of its token,
 * if any is left, and reads the conversation's last `recent` messages (oldest
 * first, the model's memory): one atomic update, so two messages sent at once
 * cannot both take the last turn, and one statement before the provider is
 * called instead of three.
 *
 * The owner is checked in SQL (owner_hash = the token's hash), not with a
 * constant-time comparison: the hash is keyed with the server's secret, so
 * how long a comparison takes tells someone without the secret nothing about
 * a token that would match.
 */
export async function takeTurn(
  db: Db,
  secret: string,
  input: { id: string; token: string; maxTurns: number; recent: number },
  now = new Date(),
): Promise<TakenTurn> {
  const hash = ownerHash(secret, input.token);
  const owned = and(eq(chatConversations.id, input.id), eq(chatConversations.ownerHash, hash));
  const [row] = await db
    .update(chatConversations)
    .set({ turns: sql`${chatConversations.turns} + 1`, lastMessageAt: now })
    // The cap bounds what the assistant costs; while staff hold the conversation it costs nothing, so the visitor
    // may go on talking to them past it (issue 25 item 8).
    .where(and(owned, or(lt(chatConversations.turns, input.maxTurns), isNotNull(chatConversations.takenOverById))))
    .returning({
      ...getTableColumns(chatConversations),
      // Read in the update's snapshot: the messages before this turn.
      // Columns named in full: drizzle writes a returning clause's columns without their table.
      earlier: sql<EarlierMessage[] | null>`(
        select json_agg(json_build_object('role', m.role, 'content', m.content) order by m.id)
        from (
          -- A staff reply is the other side of the conversation, as the assistant's answers are: the model reads it so after a hand-back.
          select message.id, case when message.role = 'staff' then 'assistant' else message.role end as role, message.content
          from ${chatMessages} as message
          where message.conversation_id = ${chatConversations}.id and message.role in ('user', 'assistant', 'staff')
          order by message.id desc
          limit ${input.recent}
        ) as m
      )`,
    });
  if (row) {
    const { earlier, ...conversation } = row;
    return { status: "ok", conversation, earlier: earlier ?? [] };
  }
  // Refused: say why (the rare path pays the second statement).
  const [exists] = await db.select({ id: chatConversations.id }).from(chatConversations).where(owned);
  return exists ? { status: "turns_exhausted" } : { status: "not_found" };
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

/** The assistant's answer, and the conversation's token count and time: one statement (a data-modifying WITH). */
export async function addAssistantMessage(db: Db, conversationId: string, record: AssistantRecord) {
  const tokens = (record.promptTokens ?? 0) + (record.completionTokens ?? 0);
  const answer = db.$with("answer").as(
    db
      .insert(chatMessages)
      .values({
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
      })
      .returning({ id: chatMessages.id }),
  );
  await db
    .with(answer)
    .update(chatConversations)
    .set({ lastMessageAt: new Date(), ...(tokens ? { tokensUsed: sql`${chatConversations.tokensUsed} + ${tokens}` } : {}) })
    .where(eq(chatConversations.id, conversationId));
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
    .where(and(eq(chatMessages.conversationId, conversation.id), inArray(chatMessages.role, ["user", "assistant", "staff"])))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return {
    conversationId: conversation.id,
    messages: rows.map((row) => ({
      id: String(row.id),
      role: row.role as "user" | "assistant" | "staff",
      content: row.content,
      timestamp: row.createdAt.toISOString(),
      sources: row.sources,
    })),
    leadCaptured: conversation.leadId !== null,
    handoffRequested: conversation.handoffRequestedAt !== null,
    held: conversation.takenOverById !== null,
  };
}

/**
 * The live channel's read (GET /api/chat/{id}/live): whether staff hold the
 * conversation, and their replies above `after`. One statement; null when the
 * conversation is gone (retention, or never was).
 */
export async function liveRead(
  db: Db,
  conversationId: string,
  after: number,
): Promise<{ held: boolean; replies: { id: number; content: string; createdAt: Date }[] } | null> {
  const [row] = await db
    .select({
      held: sql<boolean>`${chatConversations.takenOverById} is not null`,
      replies: sql<{ id: number; content: string; created_at: string }[] | null>`(
        select json_agg(json_build_object('id', m.id, 'content', m.content, 'created_at', m.created_at) order by m.id)
        from ${chatMessages} as m
        where m.conversation_id = ${conversationId} and m.role = 'staff' and m.id > ${after}
      )`,
    })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  if (!row) return null;
  return {
    held: Boolean(row.held),
    replies: (row.replies ?? []).map((reply) => ({
      id: Number(reply.id),
      content: reply.content,
      createdAt: new Date(reply.created_at),
    })),
  };
}

export async function linkLead(db: Db, conversationId: string, leadId: string) {
  await db.update(chatConversations).set({ leadId }).where(eq(chatConversations.id, conversationId));
}

/**
 * Provider tokens all conversations used since midnight in the agency's time
 * zone (the daily budget): the budget's day is the one every report counts.
 */
export async function tokensUsedToday(db: Db, timeZone: string, now = new Date()): Promise<number> {
  const midnight = agencyDayStart(agencyDay(now, timeZone), timeZone);
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
