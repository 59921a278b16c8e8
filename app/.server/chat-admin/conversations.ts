import { asc, desc, eq, lt, sql } from "drizzle-orm";
import type { ConversationSummary, Transcript } from "~/lib/chat-admin";
import type { Db } from "../db/client";
import { chatConversations, chatMessages, leads } from "../db/schema";

export type { ConversationSummary, Transcript, TranscriptMessage } from "~/lib/chat-admin";

/**
 * The back-office's read of the chat records (/chat, issue 13 item 8): the
 * newest conversations, and one conversation's transcript with its sources,
 * timings, errors and the lead it produced. Read-only; the chat server
 * (app/.server/chat) writes these rows.
 */
export const CONVERSATIONS_PER_PAGE = 30;

// Qualified by hand: drizzle names a column without its table inside a select, where the subqueries' own id would win.
const conversationIdColumn = sql.raw('"chat_conversations"."id"');

/** Newest first; `before` (an ISO time) pages back. */
export async function listConversations(db: Db, before?: Date): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      id: chatConversations.id,
      createdAt: chatConversations.createdAt,
      lastMessageAt: chatConversations.lastMessageAt,
      turns: chatConversations.turns,
      staffUserId: chatConversations.staffUserId,
      leadId: chatConversations.leadId,
      messages: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${conversationIdColumn})`,
      errors: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${conversationIdColumn} and m.error is not null)`,
      firstQuestion: sql<
        string | null
      >`(select left(m.content, 200) from ${chatMessages} m where m.conversation_id = ${conversationIdColumn} and m.role = 'user' order by m.id limit 1)`,
    })
    .from(chatConversations)
    .where(before ? lt(chatConversations.lastMessageAt, before) : undefined)
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(CONVERSATIONS_PER_PAGE);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    turns: row.turns,
    messages: Number(row.messages),
    errors: Number(row.errors),
    fromStaff: row.staffUserId !== null,
    leadId: row.leadId,
    firstQuestion: row.firstQuestion,
  }));
}

export async function conversationTranscript(db: Db, id: string): Promise<Transcript | null> {
  const [conversation] = await db
    .select({
      id: chatConversations.id,
      createdAt: chatConversations.createdAt,
      turns: chatConversations.turns,
      tokensUsed: chatConversations.tokensUsed,
      staffUserId: chatConversations.staffUserId,
      leadId: leads.id,
      leadName: leads.name,
      leadEmail: leads.email,
    })
    .from(chatConversations)
    .leftJoin(leads, eq(leads.id, chatConversations.leadId))
    .where(eq(chatConversations.id, id))
    .limit(1);
  if (!conversation) return null;
  const messages = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)).orderBy(asc(chatMessages.id));
  return {
    id: conversation.id,
    createdAt: conversation.createdAt.toISOString(),
    turns: conversation.turns,
    tokensUsed: conversation.tokensUsed,
    fromStaff: conversation.staffUserId !== null,
    lead:
      conversation.leadId && conversation.leadName !== null && conversation.leadEmail !== null
        ? { id: conversation.leadId, name: conversation.leadName, email: conversation.leadEmail }
        : null,
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      sources: message.sources ?? [],
      answerSource: message.answerSource ?? null,
      guardrail: message.guardrail,
      noGoodSource: message.noGoodSource,
      model: message.model,
      firstTokenMs: message.firstTokenMs,
      latencyMs: message.latencyMs,
      error: message.error,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
