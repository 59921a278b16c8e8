import type { ChatBookingAnswer } from "~/lib/chat/protocol";
import { CHAT_TEXT } from "~/lib/chat/protocol";
import type { Db } from "../db";
import { type LeadDeps, rescoreLead, type SubmissionMeta, type SubmitResult, submitLead } from "../leads";
import { type Conversation, linkLead, visitorMessages } from "./conversations";

/**
 * A consultation request made in the chat: a lead of form type `chat`
 * through the one lead pipeline (submitLead: the consultation form's rules
 * and messages, honeypot, rate limit, idempotency, the lead and its e-mails
 * in one transaction). One conversation makes at most one lead: the
 * conversation id is the idempotency key, and a linked lead is answered as
 * already booked.
 */
export interface ChatBookingFields {
  name: unknown;
  email: unknown;
  phone?: unknown;
  facility?: unknown;
  privacyPolicy: unknown;
  website?: unknown;
}

export type ChatBookingResult =
  | { status: "ok"; leadId: string; message: string; warning?: string }
  | { status: "already"; leadId: string; message: string }
  | Exclude<SubmitResult, { status: "ok" }>;

/** What the team reads as the lead's message: that it came from the chat, and what the visitor asked. */
export function leadMessageFrom(questions: string[], page: string | undefined): string {
  const asked = questions
    .map((text) => text.replace(/[<>]/g, " ").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" / ");
  const where = page ? ` on ${page}` : "";
  const text = `Consultation requested in the website chat${where}.${asked ? ` The visitor wrote: ${asked}` : ""}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the lead form refuses control characters
  return text.replace(/[\u0000-\u001F\u007F]/g, " ").slice(0, 4000);
}

export async function bookInChat(
  deps: { lead: LeadDeps; db: Db; publicUrl: string },
  conversation: Conversation,
  fields: ChatBookingFields,
  meta: SubmissionMeta & { page?: string },
): Promise<ChatBookingResult> {
  if (conversation.leadId) return { status: "already", leadId: conversation.leadId, message: CHAT_TEXT.alreadyBooked };
  const questions = await visitorMessages(deps.db, conversation.id);
  const page = meta.page ?? conversation.startedOn ?? undefined;
  const result = await submitLead(
    deps.lead,
    "chat",
    {
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      facility: fields.facility,
      privacyPolicy: fields.privacyPolicy,
      website: fields.website,
      message: leadMessageFrom(questions, page),
      idempotencyKey: conversation.id,
      landingPage: page?.startsWith("/") ? `${deps.publicUrl}${page}` : undefined,
    },
    meta,
  );
  if (result.status !== "ok") return result;
  await linkLead(deps.db, conversation.id, result.leadId);
  // The conversation is engagement for the lead's score (never throws).
  await rescoreLead({ db: deps.db, timeZone: deps.lead.config.agencyTimeZone, log: deps.lead.log }, result.leadId);
  const name = typeof fields.name === "string" ? fields.name.trim().split(/\s+/)[0] || "there" : "there";
  return {
    status: "ok",
    leadId: result.leadId,
    message: CHAT_TEXT.leadCreated(name),
    ...(result.warning ? { warning: result.warning } : {}),
  };
}

/** The booking POST's JSON answer and status. */
export function bookingAnswer(result: ChatBookingResult): {
  status: number;
  body: ChatBookingAnswer;
  headers?: Record<string, string>;
} {
  switch (result.status) {
    case "ok":
      return {
        status: 200,
        body: {
          ok: true,
          leadId: result.leadId,
          message: result.message,
          ...(result.warning ? { warning: result.warning } : {}),
        },
      };
    case "already":
      return { status: 200, body: { ok: true, leadId: result.leadId, message: result.message } };
    case "invalid":
    case "slot_taken":
      return { status: 400, body: { error: { message: result.message, fields: result.fields } } };
    case "rate_limited":
      return {
        status: 429,
        body: { error: { message: result.message } },
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      };
    default:
      return { status: 500, body: { error: { message: result.message } } };
  }
}
