import type { ChatEvent, ChatLiveEvent } from "~/lib/chat/protocol";
import { ChatRequestError, loadHistory, loadResearch, readLive, type SendBody, sendBooking, sendTurn } from "./chat-api";
import { renderBookingForm } from "./chat-booking";
import { buildChatFrame, type ChatFrame, el } from "./chat-log";
import {
  CHAT_INPUT_MAX,
  elapsed,
  HANDOFF_BUTTON_MESSAGE,
  HANDOFF_WIDGET_TEXT,
  message,
  openingMessages,
  readConversation,
  type StoredConversation,
  writeConversation,
} from "./chat-state";

/**
 * The chat bundle: plain DOM code (no framework, a few KB), fetched only when
 * the visitor opens the chat or the browser is idle (app/islands/chat.js owns
 * the button and the window's frame; this fills the window's body). Also
 * mounted inline by the back-office's /chat page, where an admin talks to the
 * assistant as a visitor would.
 */
export interface ChatOptions {
  /** Send agent metrics (the public widget does; the back-office does not). */
  metrics: boolean;
  /** Where the conversation's id and token are kept (sessionStorage by default). */
  storage?: Storage | null;
}

export interface ChatHandle {
  /** Moves focus to the message field. */
  focus(): void;
  /** The visitor opened the window (the chat_opened metric; a window shown again after navigation is not counted). */
  opened(): void;
}

type MetricType =
  | "chat_opened"
  | "chat_message_sent"
  | "chat_lead_captured"
  | "chat_response_time"
  | "chat_provider_error"
  | "widget_error";

const PROVIDER_FAILED = "Failed to get response from the provider";

/** One mounted window: its DOM, where the conversation is kept, and what changes as the visitor talks. */
interface ChatWindow {
  frame: ChatFrame;
  store: Storage | null;
  metric(type: MetricType, value: number, details?: Record<string, unknown>): void;
  conversation: StoredConversation | null;
  waiting: boolean;
  /* A person takes over (issue 25 item 8). */
  /** Set when this conversation asked for a person or is held: the live channel is read from then on. */
  listenLater: boolean;
  held: boolean;
  lastStaffId: number;
  live: AbortController | null;
  shownStaff: Set<string>;
  bookingShown: HTMLElement | null;
}

export function mountChat(body: HTMLElement, options: ChatOptions): ChatHandle {
  const store = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const chat: ChatWindow = {
    frame: buildChatFrame(body, CHAT_INPUT_MAX),
    store,
    metric: (type, value, details) => {
      if (options.metrics) sendMetric(type, value, details);
    },
    conversation: readConversation(store),
    waiting: false,
    listenLater: false,
    held: false,
    lastStaffId: 0,
    live: null,
    shownStaff: new Set(),
    bookingShown: null,
  };
  const { form, input, person } = chat.frame;
  person.addEventListener("click", () => askForPerson(chat));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const value = input.value.trim();
    if (!value || chat.waiting) return;
    input.value = "";
    chat.frame.render(message("user", value));
    chat.metric("chat_message_sent", 1);
    void turn(chat, { message: value, page: location.pathname, ...conversationFields(chat) });
  });
  showOpening(chat);
  return { focus: () => input.focus(), opened: () => chat.metric("chat_opened", 1) };
}

function sendMetric(type: MetricType, value: number, details?: Record<string, unknown>) {
  const islands = (window as { islands?: { load(name: string): Promise<unknown> } }).islands;
  islands
    ?.load("agent-metrics")
    .then((module) =>
      (module as { sendMetric(t: string, v: number, o?: object): Promise<unknown> }).sendMetric(type, value, { details }),
    )
    .catch(() => {});
}

const conversationFields = (chat: ChatWindow) =>
  chat.conversation ? { conversationId: chat.conversation.id, conversationToken: chat.conversation.token } : {};

function forgetConversation(chat: ChatWindow) {
  chat.conversation = null;
  writeConversation(null, chat.store);
}

/** The greeting at once; the research line and the history as they arrive. */
function showOpening(chat: ChatWindow) {
  const { frame } = chat;
  const [greeting] = openingMessages(null);
  const greetingItem = greeting ? frame.render(greeting) : null;
  frame.announce(`Assistant: ${greeting?.content ?? ""}`);
  void (async () => {
    const [found, history] = await Promise.all([loadResearch(), chat.conversation ? loadHistory(chat.conversation) : null]);
    const research = openingMessages(found?.title)[1];
    // Right under the greeting: the visitor may have typed before it arrived, and it must not read as an answer.
    if (research) greetingItem?.after(frame.render({ ...research, sources: found?.sources }));
    if (chat.conversation && history === null) forgetConversation(chat);
    for (const entry of history?.messages ?? []) {
      frame.render(message(entry.role, entry.content, entry.sources));
      if (entry.role === "staff") {
        chat.shownStaff.add(entry.id);
        chat.lastStaffId = Math.max(chat.lastStaffId, Number(entry.id) || 0);
      }
    }
    if (history && (history.handoffRequested || history.held)) {
      chat.held = history.held;
      listen(chat);
    }
  })();
}

function setWaiting(chat: ChatWindow, on: boolean) {
  chat.waiting = on;
  chat.frame.send.disabled = on;
  chat.frame.log.setAttribute("aria-busy", String(on));
}

/** The answer being streamed into one message of the conversation. */
interface StreamedAnswer {
  item: HTMLElement | null;
  text: HTMLElement | null;
  answer: string;
  timed: boolean;
  started: number;
  typing: HTMLElement;
}

/** Posts one turn (a message or the booking form) and renders the answer as it streams. */
async function turn(chat: ChatWindow, body: SendBody): Promise<void> {
  setWaiting(chat, true);
  const typing = el("li", "mr-8 text-sm text-slate-700", "Assistant is typing...");
  typing.dataset.chatTyping = "";
  chat.frame.log.append(typing);
  chat.frame.scrollDown();
  const streamed: StreamedAnswer = { item: null, text: null, answer: "", timed: false, started: performance.now(), typing };
  const onEvent = (event: ChatEvent) => onChatEvent(chat, streamed, event);
  try {
    await sendTurn(body, onEvent);
  } catch (error) {
    // A refusal (limits, length, an unknown conversation) carries the server's own text; a network failure the spec's.
    const text = error instanceof ChatRequestError ? error.message : PROVIDER_FAILED;
    if (!(error instanceof ChatRequestError) || error.status >= 500)
      chat.metric("widget_error", 1, { where: "chat", kind: "network" });
    // The server no longer knows this conversation (expired or not ours): the next message starts a new one.
    if (error instanceof ChatRequestError && error.status === 404 && chat.conversation) forgetConversation(chat);
    onEvent({ type: "error", message: text });
  } finally {
    typing.remove();
    setWaiting(chat, false);
    streamed.item?.removeAttribute("aria-busy");
    if (streamed.answer) chat.frame.announce(`Assistant: ${streamed.answer}`);
  }
}

/** The assistant's message, drawn when the first words (or a replacement, or an error) arrive. */
function answerItem(chat: ChatWindow, streamed: StreamedAnswer) {
  streamed.typing.remove();
  if (!streamed.item) {
    streamed.item = chat.frame.render(message("assistant", ""));
    streamed.item.setAttribute("aria-busy", "true");
    streamed.text = streamed.item.querySelector("[data-chat-text]");
  }
}

function showAnswer(chat: ChatWindow, streamed: StreamedAnswer, answer: string) {
  answerItem(chat, streamed);
  streamed.answer = answer;
  if (streamed.text) streamed.text.textContent = answer;
}

function onChatEvent(chat: ChatWindow, streamed: StreamedAnswer, event: ChatEvent) {
  if (
    !streamed.timed &&
    (event.type === "delta" || event.type === "replace" || event.type === "done" || event.type === "error")
  ) {
    streamed.timed = true;
    chat.metric("chat_response_time", elapsed(streamed.started));
  }
  switch (event.type) {
    case "delta":
      showAnswer(chat, streamed, streamed.answer + event.text);
      chat.frame.scrollDown();
      break;
    case "replace":
      // The server's check of the model's output, or a provider failing mid-answer: its text instead of what streamed.
      showAnswer(chat, streamed, event.text);
      break;
    case "form":
      streamed.typing.remove();
      showBookingForm(chat);
      break;
    case "lead":
      chat.metric("chat_lead_captured", 1);
      break;
    case "offer":
      showOffer(chat);
      break;
    case "handoff":
      streamed.typing.remove();
      if (event.status === "held") setHeld(chat, true);
      chat.listenLater = true;
      break;
    case "done":
      chat.conversation = { id: event.conversationId, token: event.conversationToken };
      writeConversation(chat.conversation, chat.store);
      if (chat.listenLater) listen(chat);
      if (streamed.item) chat.frame.renderSources(streamed.item, event.sources);
      if (event.answerSource === "fallback") chat.metric("widget_error", 1, { where: "chat", kind: "provider" });
      break;
    case "error":
      showAnswer(chat, streamed, streamed.answer + (streamed.answer ? "\n" : "") + event.message);
      chat.metric("widget_error", 1, { where: "chat", kind: "provider", message: event.message.slice(0, 200) });
      break;
  }
}

/* ---- A person takes over (issue 25 item 8) ---- */

function setHeld(chat: ChatWindow, on: boolean) {
  if (on === chat.held) return;
  chat.held = on;
  chat.frame.note(on ? HANDOFF_WIDGET_TEXT.joined : HANDOFF_WIDGET_TEXT.handedBack);
}

function onLive(chat: ChatWindow, event: ChatLiveEvent) {
  if (event.type === "state") setHeld(chat, event.held);
  else if (!chat.shownStaff.has(event.id)) {
    chat.shownStaff.add(event.id);
    chat.lastStaffId = Math.max(chat.lastStaffId, Number(event.id));
    chat.frame.render(message("staff", event.text));
    chat.frame.announce(`Our team: ${event.text}`);
  }
}

/**
 * Reads the conversation's live channel while the window is mounted: staff replies and take-over/hand-back,
 * streamed by the server from the database (any server process may have written them). Reconnects when a
 * stream ends; stops when the server no longer knows the conversation.
 */
function listen(chat: ChatWindow) {
  if (chat.live || !chat.conversation) return;
  const controller = new AbortController();
  chat.live = controller;
  const current = chat.conversation;
  void (async () => {
    let failures = 0;
    while (!controller.signal.aborted && chat.conversation?.id === current.id) {
      try {
        const outcome = await readLive(current, chat.lastStaffId, (event) => onLive(chat, event), controller.signal);
        if (outcome === "gone") break;
        failures = 0;
      } catch {
        if (controller.signal.aborted) break;
        failures += 1;
      }
      // A stream ends every few minutes by design; after a failure wait longer (up to 30 s).
      await new Promise((resolve) => setTimeout(resolve, failures ? Math.min(30_000, 1000 * 2 ** failures) : 250));
    }
    if (chat.live === controller) chat.live = null;
  })();
}

function askForPerson(chat: ChatWindow) {
  if (chat.waiting) return;
  chat.frame.render(message("user", HANDOFF_BUTTON_MESSAGE));
  chat.metric("chat_message_sent", 1);
  chat.listenLater = true;
  void turn(chat, { message: HANDOFF_BUTTON_MESSAGE, page: location.pathname, handoff: true, ...conversationFields(chat) });
}

function showOffer(chat: ChatWindow) {
  const item = el("li", "mr-8 rounded-lg bg-slate-100 px-3 py-2 text-ink");
  item.dataset.chatOffer = "";
  item.append(el("p", "", HANDOFF_WIDGET_TEXT.offer));
  const yes = el("button", "mt-2 rounded-md bg-brand-700 px-3 py-1 text-sm font-medium text-white", "Yes, talk to a person");
  yes.type = "button";
  yes.addEventListener("click", () => {
    item.remove();
    askForPerson(chat);
  });
  item.append(yes);
  chat.frame.log.append(item);
  chat.frame.scrollDown();
}

function showBookingForm(chat: ChatWindow) {
  if (chat.bookingShown?.isConnected) return;
  const { frame } = chat;
  const item = el("li", "mr-4 rounded-lg border border-slate-300 bg-white p-3");
  item.dataset.chatBooking = "";
  chat.bookingShown = item;
  renderBookingForm(item, async (values) => {
    if (!chat.conversation) return { form: "There was an error submitting your form. Please try again." };
    try {
      const booked = await sendBooking(chat.conversation, values, location.pathname);
      item.remove();
      const confirmation = [booked.message, booked.warning].filter(Boolean).join("\n");
      if (confirmation) {
        frame.render(message("assistant", confirmation));
        frame.announce(`Assistant: ${confirmation}`);
      }
      chat.metric("chat_lead_captured", 1);
      frame.input.focus();
      return null;
    } catch (error) {
      if (!(error instanceof ChatRequestError)) throw error;
      return Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message };
    }
  });
  frame.log.append(item);
  frame.scrollDown();
  item.querySelector("input")?.focus();
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
