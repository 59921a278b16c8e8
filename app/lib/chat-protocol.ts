import "./zod-setup";
import { z } from "zod";

/**
 * The contract between the chat widget (browser) and POST /api/chat (server).
 * Both sides import it; change it in one place.
 */

/** Longest visitor message accepted (characters). */
export const CHAT_MESSAGE_MAX = 1000;

export const chatRequestSchema = z.strictObject({
  /** Absent on the first message; the server creates the conversation. */
  conversationId: z.uuid().optional(),
  /** The secret the server handed out with the conversation (proves it is this visitor's). */
  conversationToken: z.string().min(16).max(200).optional(),
  message: z.string(),
  /** Path of the page the visitor is on. */
  page: z.string().max(500).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface ChatSource {
  title: string;
  url: string;
}

/**
 * Server-sent events of one answer, in order:
 * - any number of `delta` events (`data: {"type":"delta","text":"..."}`), the answer's text as it streams;
 * - optionally one `form` event asking the widget to show the in-chat booking form (no provider, or the model asked);
 * - optionally one `lead` event when a lead was created in the chat;
 * - exactly one final `done` event with the conversation, its token and the sources used,
 *   or one `error` event with a message for the visitor (the spec's texts).
 */
export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "form"; fields: ("name" | "email" | "phone" | "facility" | "consent")[] }
  | { type: "lead"; leadId: string }
  | {
      type: "done";
      conversationId: string;
      conversationToken: string;
      sources: ChatSource[];
      /** Where the answer came from: model, retrieval, guardrail or fallback. */
      answerSource: "model" | "retrieval" | "guardrail" | "fallback";
    }
  | { type: "error"; message: string };

/** The spec's fallback reply when the provider fails (public-site.md §8). */
export const CHAT_PROVIDER_FAILURE_TEXT =
  "I'm sorry, I'm having trouble connecting to my brain at the moment. Please try again in a few moments.";
