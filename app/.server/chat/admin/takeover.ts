import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { staffReplySchema } from "~/lib/chat/handoff";
import { type Actor, recordAudit, staffMember } from "../../auth";
import { chatConversations, chatMessages, chatReadMarkers, type Db, users } from "../../db";
import { AppError } from "../../http";

/**
 * Staff's writes on a conversation in /chat (issue 25 item 8): take it over,
 * reply in the visitor's open widget, hand it back, give it an owner, and mark
 * it read. Each is one conditional statement (so two staff members acting at
 * once cannot both hold a conversation) and audited. While taken_over_by_id is
 * set the assistant answers nothing in the conversation
 * (app/.server/chat/answer-turn.ts); the visitor's widget learns of the
 * take-over and of each reply through GET /api/chat/{id}/live.
 */
type StaffActor = Actor & { id: string; email: string };

const notFound = () => new AppError("NOT_FOUND", "This conversation was not found (it may have passed its retention period).");

async function conversationOf(db: Db, id: string) {
  const [row] = await db
    .select({
      id: chatConversations.id,
      takenOverById: chatConversations.takenOverById,
      ownerId: chatConversations.ownerId,
      holderName: users.name,
    })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.takenOverById))
    .where(eq(chatConversations.id, id));
  if (!row) throw notFound();
  return row;
}

/** Takes the conversation over for `actor`; a conversation another staff member holds is refused (409). */
export async function takeOver(db: Db, actor: StaffActor, conversationId: string, now = new Date()) {
  const current = await conversationOf(db, conversationId);
  if (current.takenOverById === actor.id) return;
  const [taken] = await db
    .update(chatConversations)
    .set({ takenOverById: actor.id, takenOverAt: now })
    .where(and(eq(chatConversations.id, conversationId), isNull(chatConversations.takenOverById)))
    .returning({ id: chatConversations.id });
  if (!taken) {
    const holder = await conversationOf(db, conversationId);
    throw new AppError(
      "CONFLICT",
      `${holder.holderName ?? "Another staff member"} holds this conversation; they must hand it back first.`,
    );
  }
  await recordAudit(db, {
    actor,
    action: "chat.take_over",
    subjectType: "chat_conversation",
    subjectId: conversationId,
    before: { takenOverById: null },
    after: { takenOverById: actor.id, takenOverAt: now.toISOString() },
  });
}

/** Hands the conversation back to the assistant (any staff member may, e.g. for a colleague who left). */
export async function handBack(db: Db, actor: StaffActor, conversationId: string) {
  const current = await conversationOf(db, conversationId);
  if (!current.takenOverById)
    throw new AppError("CONFLICT", "Nobody holds this conversation; the assistant is already answering.");
  const [released] = await db
    .update(chatConversations)
    .set({ takenOverById: null, takenOverAt: null })
    .where(and(eq(chatConversations.id, conversationId), isNotNull(chatConversations.takenOverById)))
    .returning({ id: chatConversations.id });
  if (!released) return;
  await recordAudit(db, {
    actor,
    action: "chat.hand_back",
    subjectType: "chat_conversation",
    subjectId: conversationId,
    before: { takenOverById: current.takenOverById },
    after: { takenOverById: null },
  });
}

/**
 * A staff reply: only by the staff member holding the conversation (409 otherwise), checked in the insert
 * itself, so a reply racing a hand-back is refused rather than sent into a conversation the assistant answers.
 */
export async function staffReply(db: Db, actor: StaffActor, conversationId: string, raw: unknown): Promise<number> {
  const parsed = staffReplySchema.safeParse(typeof raw === "string" ? raw : "");
  if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "The reply is not valid.");
  await conversationOf(db, conversationId);
  const inserted = (await db.execute(sql`
    insert into ${chatMessages} (conversation_id, role, content)
    select ${conversationId}, 'staff', ${parsed.data}
    where exists (select 1 from ${chatConversations} c where c.id = ${conversationId} and c.taken_over_by_id = ${actor.id})
    returning id`)) as unknown as { rows: { id: string | number }[] };
  const id = Number(inserted.rows[0]?.id ?? Number.NaN);
  if (!Number.isFinite(id)) throw new AppError("CONFLICT", "Take the conversation over before replying.");
  await db.update(chatConversations).set({ lastMessageAt: new Date() }).where(eq(chatConversations.id, conversationId));
  await recordAudit(db, {
    actor,
    action: "chat.staff_reply",
    subjectType: "chat_conversation",
    subjectId: conversationId,
    after: { messageId: id, characters: parsed.data.length },
  });
  return id;
}

/** Gives the conversation an owner (a staff member's id) or none (""). */
export async function assignOwner(db: Db, actor: StaffActor, conversationId: string, ownerId: string) {
  const current = await conversationOf(db, conversationId);
  const next = ownerId === "" ? null : ownerId;
  if (next) {
    // A staff member who is not disabled: never a client account, a disabled user or an unknown id.
    if (!(await staffMember(db, next))) throw new AppError("BAD_REQUEST", "Choose a staff member as the owner.");
  }
  if (current.ownerId === next) return;
  await db.update(chatConversations).set({ ownerId: next }).where(eq(chatConversations.id, conversationId));
  await recordAudit(db, {
    actor,
    action: "chat.owner",
    subjectType: "chat_conversation",
    subjectId: conversationId,
    before: { ownerId: current.ownerId },
    after: { ownerId: next },
  });
}

/**
 * Marks what `actor` has now seen of the conversation (its newest message). Written, and audited as
 * `chat.read`, only when it moves: reloading a conversation without new messages writes nothing.
 */
export async function markRead(db: Db, actor: StaffActor, conversationId: string, newestMessageId: number | null) {
  if (newestMessageId === null) return;
  const moved = await db
    .insert(chatReadMarkers)
    .values({ userId: actor.id, conversationId, readMessageId: newestMessageId })
    .onConflictDoUpdate({
      target: [chatReadMarkers.userId, chatReadMarkers.conversationId],
      set: { readMessageId: newestMessageId, readAt: new Date() },
      setWhere: sql`${chatReadMarkers.readMessageId} < ${newestMessageId}`,
    })
    .returning({ id: chatReadMarkers.readMessageId });
  if (moved.length === 0) return;
  await recordAudit(db, {
    actor,
    action: "chat.read",
    subjectType: "chat_conversation",
    subjectId: conversationId,
    after: { readMessageId: newestMessageId },
  });
}
