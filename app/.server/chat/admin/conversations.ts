import { and, asc, desc, eq, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ConversationRow, ConversationSummary, Transcript } from "~/lib/chat/admin";
import type { ChatFilter } from "~/lib/chat/handoff";
import { listStaff } from "../../auth";
import { chatConversations, chatMessages, chatReadMarkers, type Db, leads, users } from "../../db";

export type { ConversationRow, ConversationSummary, Transcript, TranscriptMessage } from "~/lib/chat/admin";

/**
 * The back-office's read of the chat records (/chat, issue 13 item 8): the
 * newest conversations, and one conversation's transcript with its sources,
 * timings, errors and the lead it produced. Read-only; the chat server
 * (app/.server/chat) writes these rows.
 */
export const CONVERSATIONS_PER_PAGE = 30;

// Qualified by hand: drizzle names a column without its table inside a select, where the subqueries' own id would win.
const conversationIdColumn = sql.raw('"chat_conversations"."id"');

/**
 * Waiting for a person: the visitor asked, nobody holds the conversation now,
 * and no staff reply has been written since the request (a conversation
 * taken over, answered and handed back is not waiting). The staff dashboard
 * counts exactly these and links to `/chat?filter=waiting`.
 */
export function waitingForPerson(): SQL {
  return sql`(${chatConversations.handoffRequestedAt} is not null and ${chatConversations.takenOverById} is null
    and not exists (select 1 from ${chatMessages} m where m.conversation_id = ${conversationIdColumn}
                    and m.role = 'staff' and m.created_at >= ${chatConversations.handoffRequestedAt}))`;
}

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
  const holder = alias(users, "holder");
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
      handoffRequestedAt: chatConversations.handoffRequestedAt,
      takenOverById: chatConversations.takenOverById,
      takenOverAt: chatConversations.takenOverAt,
      holderName: holder.name,
      ownerId: chatConversations.ownerId,
    })
    .from(chatConversations)
    .leftJoin(leads, eq(leads.id, chatConversations.leadId))
    .leftJoin(holder, eq(holder.id, chatConversations.takenOverById))
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
    handoffRequestedAt: conversation.handoffRequestedAt?.toISOString() ?? null,
    heldBy: conversation.takenOverById ? { id: conversation.takenOverById, name: conversation.holderName ?? "staff" } : null,
    takenOverAt: conversation.takenOverAt?.toISOString() ?? null,
    ownerId: conversation.ownerId,
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

export interface ConversationQuery {
  /** The staff member reading (for `mine`, `unread` and each row's unread state). */
  staffId: string;
  filter?: ChatFilter;
  /** Free text: a message's words, the lead's name or e-mail (case-insensitive, taken literally). */
  q?: string;
  /** 1-based. */
  page?: number;
  /**
   * Only conversations active since this time; with `filter=person`, asked for a person since then (the staff
   * dashboard's "since your last visit" or "today" link can say the same range it counted).
   */
  since?: Date;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * /chat's list (issue 25 item 4): newest activity first, searched and filtered on the server, with each row's
 * hand-off, holder, owner, lead and unread state for `staffId`. Unread: a visitor message newer than the
 * staff member's read marker (chat_read_markers); a conversation they never opened with visitor messages is unread.
 */
export async function searchConversations(db: Db, query: ConversationQuery): Promise<{ rows: ConversationRow[]; total: number }> {
  const holder = alias(users, "holder");
  const owner = alias(users, "owner");
  const readUpTo = sql`coalesce((select r.read_message_id from ${chatReadMarkers} r where r.conversation_id = ${conversationIdColumn} and r.user_id = ${query.staffId}), 0)`;
  const unread = sql<boolean>`exists (select 1 from ${chatMessages} m where m.conversation_id = ${conversationIdColumn} and m.role = 'user' and m.id > ${readUpTo})`;
  const failed = sql<boolean>`exists (select 1 from ${chatMessages} m where m.conversation_id = ${conversationIdColumn} and m.error is not null)`;
  const conditions: SQL[] = [];
  if (query.filter === "person") conditions.push(isNotNull(chatConversations.handoffRequestedAt));
  if (query.filter === "waiting") conditions.push(waitingForPerson());
  if (query.filter === "held") conditions.push(isNotNull(chatConversations.takenOverById));
  if (query.filter === "lead") conditions.push(isNotNull(chatConversations.leadId));
  if (query.filter === "failed") conditions.push(failed);
  if (query.filter === "mine") conditions.push(eq(chatConversations.ownerId, query.staffId));
  if (query.filter === "unread") conditions.push(unread);
  if (query.since)
    conditions.push(
      query.filter === "person" || query.filter === "waiting"
        ? gte(chatConversations.handoffRequestedAt, query.since)
        : gte(chatConversations.lastMessageAt, query.since),
    );
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    conditions.push(sql`(
      exists (select 1 from ${chatMessages} m where m.conversation_id = ${conversationIdColumn} and m.content ilike ${pattern})
      or exists (select 1 from ${leads} l where l.id = ${chatConversations.leadId} and (l.name ilike ${pattern} or l.email ilike ${pattern}))
    )`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, query.page ?? 1);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: chatConversations.id,
        createdAt: chatConversations.createdAt,
        lastMessageAt: chatConversations.lastMessageAt,
        leadId: chatConversations.leadId,
        leadName: leads.name,
        handoffRequestedAt: chatConversations.handoffRequestedAt,
        holderName: holder.name,
        heldById: chatConversations.takenOverById,
        ownerId: chatConversations.ownerId,
        ownerName: owner.name,
        staffUserId: chatConversations.staffUserId,
        messages: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${conversationIdColumn})`,
        failed,
        unread,
        firstQuestion: sql<
          string | null
        >`(select left(m.content, 200) from ${chatMessages} m where m.conversation_id = ${conversationIdColumn} and m.role = 'user' order by m.id limit 1)`,
      })
      .from(chatConversations)
      .leftJoin(leads, eq(leads.id, chatConversations.leadId))
      .leftJoin(holder, eq(holder.id, chatConversations.takenOverById))
      .leftJoin(owner, eq(owner.id, chatConversations.ownerId))
      .where(where)
      .orderBy(
        // Asked for a person: the newest request first, as the dashboard's link promises.
        query.filter === "person" || query.filter === "waiting"
          ? desc(chatConversations.handoffRequestedAt)
          : desc(chatConversations.lastMessageAt),
        desc(chatConversations.id),
      )
      .limit(CONVERSATIONS_PER_PAGE)
      .offset((page - 1) * CONVERSATIONS_PER_PAGE),
    db.select({ total: sql<number>`count(*)::int` }).from(chatConversations).where(where),
  ]);
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
      messages: Number(row.messages),
      firstQuestion: row.firstQuestion,
      fromStaff: row.staffUserId !== null,
      lead: row.leadId ? { id: row.leadId, name: row.leadName ?? "" } : null,
      handoffRequestedAt: row.handoffRequestedAt?.toISOString() ?? null,
      heldBy: row.heldById ? (row.holderName ?? "staff") : null,
      owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? "" } : null,
      failed: Boolean(row.failed),
      unread: Boolean(row.unread),
    })),
  };
}

/** The staff members an owner can be chosen from (staff roles, not disabled: never a client account). */
export async function staffChoices(db: Db): Promise<{ id: string; name: string }[]> {
  return (await listStaff(db)).map(({ id, name }) => ({ id, name }));
}
