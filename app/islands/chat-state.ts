import type { ChatSource } from "~/lib/chat/protocol";
import { LEAD_MESSAGES } from "~/lib/leads/lead-messages";

/**
 * The chat widget's state without the DOM (spec public-site §3 chat message
 * and state): messages, the conversation kept in sessionStorage so it
 * survives navigation, the greeting and research line word for word, and the
 * booking form's checks. Tested in chat-state.test.ts.
 */

/** Spec public-site §3, word for word. */
export const CHAT_GREETING = "Hi! Looking to improve admissions for your treatment center? How can I help today?";

/** Spec public-site §7: appended on open when published research exists. */
export const researchLine = (title: string) => `We've published research on "${title}". Would you like to learn more about it?`;

/**
 * The message field's cap: CHAT_MESSAGE_MAX of app/lib/chat/protocol.ts,
 * repeated because that module brings zod, which this bundle must not
 * (chat-state.test.ts keeps the two equal). The server enforces it anyway.
 */
export const CHAT_INPUT_MAX = 1000;

/** HANDOFF_BUTTON_MESSAGE and HANDOFF_TEXT of app/lib/chat/handoff.ts, repeated for the same reason (no zod here). */
export const HANDOFF_BUTTON_MESSAGE = "I'd like to talk to a person.";
export const HANDOFF_WIDGET_TEXT = {
  joined: "A member of our team has joined the chat.",
  handedBack: "Our team member has left the chat; the assistant is back to help.",
  offer: "Would you like to talk to a person?",
} as const;

/** Spec public-site §9: the loading limit. */
export const CHAT_LOADING_LIMIT_MS = 5000;

export interface ChatMessage {
  id: string;
  /** `staff`: a team member's reply while they hold the conversation (issue 25 item 8). */
  role: "assistant" | "user" | "staff";
  content: string;
  timestamp: number;
  sources?: ChatSource[];
}

/** The conversation the server handed out: its id and the secret that proves it is this visitor's. */
export interface StoredConversation {
  id: string;
  token: string;
}

export const CONVERSATION_KEY = "chat_conversation";
/** Whether the window was open (and minimised) when the visitor left the page, so the next page shows it the same. */
export const WINDOW_KEY = "chat_window";

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readConversation(store = session()): StoredConversation | null {
  try {
    const parsed = JSON.parse(store?.getItem(CONVERSATION_KEY) ?? "null") as Partial<StoredConversation> | null;
    if (typeof parsed?.id !== "string" || typeof parsed.token !== "string") return null;
    if (!/^[0-9a-f-]{36}$/i.test(parsed.id) || parsed.token.length < 16 || parsed.token.length > 200) return null;
    return { id: parsed.id, token: parsed.token };
  } catch {
    return null;
  }
}

export function writeConversation(conversation: StoredConversation | null, store = session()) {
  try {
    if (conversation) store?.setItem(CONVERSATION_KEY, JSON.stringify(conversation));
    else store?.removeItem(CONVERSATION_KEY);
  } catch {
    // Storage refused (private mode, quota): the conversation lasts as long as this page.
  }
}

export type WindowState = "closed" | "open" | "minimized";

export function readWindowState(store = session()): WindowState {
  try {
    const value = store?.getItem(WINDOW_KEY);
    return value === "open" || value === "minimized" ? value : "closed";
  } catch {
    return "closed";
  }
}

export function writeWindowState(state: WindowState, store = session()) {
  try {
    if (state === "closed") store?.removeItem(WINDOW_KEY);
    else store?.setItem(WINDOW_KEY, state);
  } catch {
    // See writeConversation.
  }
}

let counter = 0;
export function message(role: ChatMessage["role"], content: string, sources?: ChatSource[]): ChatMessage {
  counter += 1;
  return { id: `m${Date.now().toString(36)}${counter}`, role, content, timestamp: Date.now(), sources };
}

/** What a new conversation opens with: the greeting, then the research line when there is published research. */
export function openingMessages(researchTitle: string | null | undefined): ChatMessage[] {
  const messages = [message("assistant", CHAT_GREETING)];
  if (researchTitle?.trim()) messages.push(message("assistant", researchLine(researchTitle.trim())));
  return messages;
}

/** The in-chat booking form's fields (the lead forms' fields without the message: the conversation is the message). */
export interface BookingValues {
  name: string;
  email: string;
  phone: string;
  facility: string;
  privacyPolicy: boolean;
}

/**
 * The lead forms' first checks with their messages, so the visitor hears at
 * once what is missing; the server applies the whole schema
 * (app/lib/leads/lead-validation.ts) and its messages are shown as they come.
 */
export function bookingErrors(values: BookingValues): Partial<Record<keyof BookingValues, string>> {
  const errors: Partial<Record<keyof BookingValues, string>> = {};
  if (values.name.trim().length < 2) errors.name = LEAD_MESSAGES.name;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = LEAD_MESSAGES.email;
  const phone = values.phone.trim();
  if (phone && (phone.length < 10 || !/^\+?[\d\s().-]+(\s*(x|ext\.?)\s*\d{1,6})?$/i.test(phone)))
    errors.phone = LEAD_MESSAGES.phone;
  if (!values.privacyPolicy) errors.privacyPolicy = LEAD_MESSAGES.privacyPolicy;
  return errors;
}

/** Milliseconds to the first streamed text, for the response-time metric. */
export function elapsed(since: number, now = performance.now()) {
  return Math.max(0, Math.round(now - since));
}
