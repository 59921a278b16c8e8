import "../zod-setup";
import { z } from "zod";

/**
 * The contract between the chat widget (browser) and the chat API (server).
 * Both sides import it; change it in one place.
 *
 * Endpoints (all JSON unless said otherwise; errors are `{"error":{"message","fields"?}}` with a 4xx):
 * - `GET  /api/chat`              → ChatIntro: the greeting and the newest published research record.
 * - `POST /api/chat`              ChatRequest → `text/event-stream` of ChatEvent (one answer).
 * - `POST /api/chat`              ChatBookingRequest (has `booking`) → ChatBookingAnswer (the in-chat form).
 * - `GET  /api/chat/{id}`         with header `X-Chat-Token: <conversationToken>` → ChatHistory.
 * - `GET  /api/chat/{id}/live`    with the same header (and `?after=<message id>`) → `text/event-stream` of
 *                                 ChatLiveEvent: what staff write while they hold the conversation (issue 25 item 8).
 * A conversation id with a missing or wrong token answers 404: another visitor's
 * conversation can be neither read nor extended.
 */

/** Longest visitor message accepted (characters). */
export const CHAT_MESSAGE_MAX = 1000;

/** The header that carries the conversation token on GET /api/chat/{id} (kept out of URLs and logs). */
export const CHAT_TOKEN_HEADER = "X-Chat-Token";

const conversationToken = z
  .string({ error: "conversationToken must be a string." })
  .regex(/^[A-Za-z0-9_-]{16,200}$/, "conversationToken is not valid.");

export const chatRequestSchema = z.strictObject({
  /** Absent on the first message; the server creates the conversation. */
  conversationId: z.uuid({ error: "conversationId must be a conversation id." }).optional(),
  /** The secret the server handed out with the conversation (proves it is this visitor's). */
  conversationToken: conversationToken.optional(),
  message: z.string({ error: "message must be a string." }),
  /** Path of the page the visitor is on. */
  page: z.string({ error: "page must be a string." }).max(500, "page can be at most 500 characters.").optional(),
  /** The widget's "Talk to a person" button (or the offer's): the visitor asks for a person (lib/chat/handoff.ts). */
  handoff: z.literal(true, { error: "handoff can only be true." }).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * The in-chat booking form (no provider, or whenever the widget shows the
 * `form` event's fields). The fields are the consultation form's and are
 * checked with its rules and messages (lib/leads/lead-validation.ts); `website` is
 * the honeypot, left empty by people. Creates one lead of form type `chat`.
 */
export const chatBookingRequestSchema = z.strictObject({
  conversationId: z.uuid({ error: "conversationId must be a conversation id." }),
  conversationToken,
  booking: z.strictObject({
    name: z.unknown(),
    email: z.unknown(),
    phone: z.unknown().optional(),
    facility: z.unknown().optional(),
    privacyPolicy: z.unknown(),
    website: z.unknown().optional(),
  }),
  page: z.string().max(500).optional(),
});
export type ChatBookingRequest = z.infer<typeof chatBookingRequestSchema>;

/** 200: the lead is stored (its e-mails may follow later: `warning`). 400: `fields` has the form's messages. */
export type ChatBookingAnswer =
  | { ok: true; leadId: string; message: string; warning?: string }
  | { error: { message: string; fields?: Record<string, string | undefined> } };

export interface ChatSource {
  title: string;
  url: string;
}

/** The fields the in-chat form asks for (phone and facility optional). */
export const CHAT_FORM_FIELDS = ["name", "email", "phone", "facility", "consent"] as const;

/**
 * Server-sent events of one answer, in order:
 * - any number of `delta` events (`data: {"type":"delta","text":"..."}`), the answer's text as it streams;
 * - at most one `replace` event: show `text` instead of everything streamed so far (the server's
 *   check of the model's output caught something, or the provider failed mid-answer);
 * - optionally one `form` event asking the widget to show the in-chat booking form (no provider, or the offer after a failure);
 * - optionally one `lead` event when a lead was created in the chat (the model's booking tool call);
 * - exactly one final `done` event with the conversation, its token and the sources used,
 *   or one `error` event with a message for the visitor (the spec's texts).
 * Requests refused before the answer starts (bad body, limits, not your conversation) get a
 * JSON 4xx instead of a stream: `{"error":{"message"}}` (429 also sends Retry-After).
 */
export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "replace"; text: string }
  | { type: "form"; fields: (typeof CHAT_FORM_FIELDS)[number][] }
  | { type: "lead"; leadId: string }
  /** The assistant offers a person (no good source, or the provider failed): the widget shows a "Talk to a person" choice. */
  | { type: "offer" }
  /** The visitor's request for a person was recorded; `held`: staff hold the chat, the message went to them and nobody else answers. */
  | { type: "handoff"; status: "requested" | "held" }
  | {
      type: "done";
      conversationId: string;
      conversationToken: string;
      sources: ChatSource[];
      /** Where the answer came from: model, retrieval, guardrail or fallback; `held`: no answer, staff hold the chat. */
      answerSource: "model" | "retrieval" | "guardrail" | "fallback" | "held";
    }
  | { type: "error"; message: string };

/** GET /api/chat: what the widget shows when it opens. */
export interface ChatIntro {
  /** The spec's initial assistant message, word for word. */
  greeting: string;
  /** The newest published research record (spec §3, §7), or null. */
  research: { id: number; title: string; url: string | null } | null;
  /** `We've published research on "{title}". Would you like to learn more about it?`, or null. */
  researchLine: string | null;
}

/** GET /api/chat/{id}: the conversation so far, for the widget after a page navigation. */
export interface ChatHistory {
  conversationId: string;
  /** `staff`: a reply of the team member holding the conversation. */
  messages: { id: string; role: "user" | "assistant" | "staff"; content: string; timestamp: string; sources: ChatSource[] }[];
  /** A lead was created in this conversation (the widget need not offer the form again). */
  leadCaptured: boolean;
  /** The visitor asked for a person. */
  handoffRequested: boolean;
  /** Staff hold the conversation now: the assistant answers nothing. */
  held: boolean;
}

/**
 * GET /api/chat/{id}/live: a conversation's live channel. The server reads the
 * database every second (so a reply written by any server process arrives) and
 * sends, as unnamed events:
 * - `state` at once and whenever it changes: whether staff hold the conversation;
 * - `staff` for each staff reply with an id above `after` (the widget passes the
 *   last it showed, so a reconnect repeats nothing);
 * The stream ends after a few minutes (or when the conversation is gone); the widget reconnects.
 */
export type ChatLiveEvent = { type: "state"; held: boolean } | { type: "staff"; id: string; text: string; timestamp: string };

/** The spec's initial assistant message (public-site.md §3). */
export const CHAT_INITIAL_MESSAGE = "Hi! Looking to improve admissions for your treatment center? How can I help today?";

/** The line the assistant adds on open when research is published (public-site.md §7). */
export const researchLine = (title: string) => `We've published research on "${title}". Would you like to learn more about it?`;

/** The spec's fallback reply when the provider fails (public-site.md §8). */
export const CHAT_PROVIDER_FAILURE_TEXT =
  "I'm sorry, I'm having trouble connecting to my brain at the moment. Please try again in a few moments.";

/** Texts of the chat API's refusals (ours; the spec has none). */
export const CHAT_TEXT = {
  empty: "Please type a message.",
  tooLong: `Please keep your message under ${CHAT_MESSAGE_MAX.toLocaleString("en-US")} characters.`,
  notFound: "This conversation was not found. Please start a new chat.",
  tokenMissing: "conversationToken is required with conversationId.",
  rateLimited: (seconds: number) =>
    `You're sending messages faster than I can answer. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  turnsExhausted:
    "This conversation has reached its length limit. Please start a new chat, or book a free consultation at /schedule-session and our team will pick it up from there.",
  bookingOffer: "Would you like to book a free consultation? Leave your details below and our team will get in touch.",
  leadCreated: (name: string) =>
    `Thank you, ${name}! Your consultation request is in, and a member of our team will contact you shortly, usually within one business day.`,
  alreadyBooked: "Your consultation request is already with our team; they will be in touch shortly.",
} as const;
