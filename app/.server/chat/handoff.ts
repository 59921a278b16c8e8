import { and, eq, isNull } from "drizzle-orm";
import { chatHoursSetting, HANDOFF_TEXT, isOpen, nextOpening } from "~/lib/chat/handoff";
import { recordAudit } from "../auth";
import { chatConversations, type Db } from "../db";
import type { Logger } from "../log";
import { readSetting } from "../settings";

/**
 * The visitor asks for a person (issue 25 item 8; docs/chat.md "A person
 * takes over"). The first request sets handoff_requested_at (a conditional
 * update, so two at once record one), is audited (no actor: the visitor) and
 * logged; /chat?filter=person and the staff dashboard read that column.
 * The answer depends on the agency's hours (the `chat.hours` setting, in
 * AGENCY_TIME_ZONE): in hours, someone is on the way; outside them, when
 * someone will reply and a way to reach the visitor (the in-chat booking
 * form, which makes the lead as the chat's lead capture always does).
 */
export async function requestHandoff(db: Db, log: Logger, conversationId: string, now = new Date()): Promise<boolean> {
  const [first] = await db
    .update(chatConversations)
    .set({ handoffRequestedAt: now })
    .where(and(eq(chatConversations.id, conversationId), isNull(chatConversations.handoffRequestedAt)))
    .returning({ id: chatConversations.id });
  if (!first) return false;
  await recordAudit(db, {
    actor: null,
    action: "chat.handoff_request",
    subjectType: "chat_conversation",
    subjectId: conversationId,
    after: { handoffRequestedAt: now.toISOString() },
  });
  log.info({ conversationId }, "chat: the visitor asked for a person");
  return true;
}

export interface HandoffAnswer {
  text: string;
  /** Outside the agency's hours: the widget shows the form that takes a way to reach the visitor. */
  afterHours: boolean;
}

export async function handoffAnswer(db: Db, timeZone: string, first: boolean, now = new Date()): Promise<HandoffAnswer> {
  const hours = await readSetting(db, chatHoursSetting);
  if (isOpen(hours, timeZone, now))
    return { text: first ? HANDOFF_TEXT.requested : HANDOFF_TEXT.alreadyRequested, afterHours: false };
  return { text: HANDOFF_TEXT.afterHours(nextOpening(hours, timeZone, now) ?? "as soon as we can"), afterHours: true };
}
