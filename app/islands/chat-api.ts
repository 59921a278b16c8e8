import type { ChatEvent, ChatLiveEvent, ChatSource } from "~/lib/chat/protocol";
import { parseLiveEvent, SseParser, safeSources } from "./chat-sse";
import type { BookingValues, StoredConversation } from "./chat-state";

/**
 * The widget's calls to the chat server, in one place (app/lib/chat/protocol.ts
 * is the contract; the server is app/routes/api.chat*.ts). Only types come
 * from the contract: its schemas bring zod, which this bundle must not.
 * - POST /api/chat ChatRequest: server-sent events (or a JSON 4xx refusal);
 * - POST /api/chat ChatBookingRequest: JSON ChatBookingAnswer;
 * - GET /api/chat/{id} with the token in X-Chat-Token: ChatHistory;
 * - GET /api/chat: ChatIntro (the newest published research).
 */
export const CHAT_ENDPOINT = "/api/chat";

export interface HistoryMessage {
  /** `staff`: a team member's reply while they held the conversation. */
  role: "assistant" | "user" | "staff";
  content: string;
  sources: ChatSource[];
  id: string;
}

export type SendBody = {
  message: string;
  page: string;
  conversationId?: string;
  conversationToken?: string;
  /** The "Talk to a person" button. */
  handoff?: true;
};

/** CHAT_TOKEN_HEADER of the contract. */
const TOKEN_HEADER = "X-Chat-Token";

/** A refusal the server answered with JSON: its message and, for the booking form, the message of each field. */
export class ChatRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

const GENERIC_FAILURE = "Failed to get response from the provider";

/** Posts one turn and calls `onEvent` for each event as it arrives. Throws ChatRequestError when the server refuses. */
export async function sendTurn(body: SendBody, onEvent: (event: ChatEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(CHAT_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  if (!response.ok || !response.body || !response.headers.get("content-type")?.includes("text/event-stream")) {
    throw await refusal(response);
  }
  const parser = new SseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of parser.push(value)) onEvent(event);
  }
  parser.end();
}

async function refusal(response: Response): Promise<ChatRequestError> {
  let payload: {
    error?: { message?: unknown; fields?: unknown } | string;
    message?: unknown;
    errors?: unknown;
    fieldErrors?: unknown;
  } = {};
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy's page): the generic text below.
  }
  const error = payload.error;
  const message =
    (typeof error === "string" && error) ||
    (typeof error === "object" && typeof error?.message === "string" && error.message) ||
    (typeof payload.message === "string" && payload.message) ||
    GENERIC_FAILURE;
  const rawFields = (typeof error === "object" && error?.fields) || payload.fieldErrors || payload.errors;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === "object") {
    for (const [key, value] of Object.entries(rawFields)) {
      if (typeof value === "string") fields[key] = value;
      else if (Array.isArray(value) && typeof value[0] === "string") fields[key] = value[0];
    }
  }
  return new ChatRequestError(message, response.status, fields);
}

/** Sends the in-chat booking form; resolves to the assistant's confirmation, or throws ChatRequestError with the fields' messages. */
export async function sendBooking(
  conversation: StoredConversation,
  values: BookingValues,
  page: string,
): Promise<{ leadId: string; message: string; warning?: string }> {
  const booking: Record<string, unknown> = {
    name: values.name.trim(),
    email: values.email.trim(),
    privacyPolicy: values.privacyPolicy,
  };
  if (values.phone.trim()) booking.phone = values.phone.trim();
  if (values.facility.trim()) booking.facility = values.facility.trim();
  let response: Response;
  try {
    response = await fetch(CHAT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ conversationId: conversation.id, conversationToken: conversation.token, booking, page }),
      credentials: "same-origin",
    });
  } catch {
    throw new ChatRequestError("There was an error submitting your form. Please try again.", 0);
  }
  if (!response.ok) throw await refusal(response);
  const answer = (await response.json().catch(() => ({}))) as { leadId?: unknown; message?: unknown; warning?: unknown };
  return {
    leadId: String(answer.leadId ?? ""),
    message: typeof answer.message === "string" ? answer.message : "",
    warning: typeof answer.warning === "string" ? answer.warning : undefined,
  };
}

export interface LoadedHistory {
  messages: HistoryMessage[];
  handoffRequested: boolean;
  held: boolean;
}

/**
 * Reads the conversation's live channel until the server ends it (a few
 * minutes) and calls `onEvent` for each event. Resolves "gone" when the server
 * no longer knows the conversation (the widget stops listening), "ended" otherwise.
 */
export async function readLive(
  conversation: StoredConversation,
  after: number,
  onEvent: (event: ChatLiveEvent) => void,
  signal: AbortSignal,
): Promise<"ended" | "gone"> {
  const response = await fetch(`${CHAT_ENDPOINT}/${encodeURIComponent(conversation.id)}/live?after=${after}`, {
    headers: { Accept: "text/event-stream", [TOKEN_HEADER]: conversation.token },
    credentials: "same-origin",
    signal,
  });
  if (response.status === 404) return "gone";
  if (!response.ok || !response.body) throw new ChatRequestError("The live channel refused.", response.status);
  const parser = new SseParser<ChatLiveEvent>(parseLiveEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of parser.push(value)) onEvent(event);
  }
  return "ended";
}

/** The conversation's messages so far, or null when the server no longer knows it (expired, other visitor's). */
export async function loadHistory(conversation: StoredConversation): Promise<LoadedHistory | null> {
  try {
    const response = await fetch(`${CHAT_ENDPOINT}/${encodeURIComponent(conversation.id)}`, {
      headers: { Accept: "application/json", [TOKEN_HEADER]: conversation.token },
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    const payload = (await response.json()) as { messages?: unknown; handoffRequested?: unknown; held?: unknown };
    if (!Array.isArray(payload.messages)) return null;
    const messages: HistoryMessage[] = payload.messages.flatMap(
      (entry: { id?: unknown; role?: unknown; content?: unknown; sources?: unknown }) =>
        (entry.role === "assistant" || entry.role === "user" || entry.role === "staff") && typeof entry.content === "string"
          ? [
              {
                role: entry.role as HistoryMessage["role"],
                content: entry.content,
                sources: safeSources(entry.sources),
                id: String(entry.id ?? ""),
              },
            ]
          : [],
    );
    return { messages, handoffRequested: payload.handoffRequested === true, held: payload.held === true };
  } catch {
    return null;
  }
}

/** The newest published research (its title, and its page when it has one), or null: none, or the read failed, and the greeting goes on alone. */
export async function loadResearch(): Promise<{ title: string; sources: ChatSource[] } | null> {
  try {
    const response = await fetch(CHAT_ENDPOINT, { headers: { Accept: "application/json" }, credentials: "same-origin" });
    if (!response.ok) return null;
    const payload = (await response.json()) as { research?: { title?: unknown; url?: unknown } | null };
    const title = payload.research?.title;
    if (typeof title !== "string") return null;
    return { title, sources: safeSources([{ title, url: payload.research?.url }]) };
  } catch {
    return null;
  }
}
