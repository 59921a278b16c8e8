import type { ChatEvent, ChatLiveEvent, ChatSource } from "~/lib/chat/protocol";
import { ChatRequestError, loadHistory, loadResearch, readLive, type SendBody, sendBooking, sendTurn } from "./chat-api";
import { renderBookingForm } from "./chat-booking";
import {
  CHAT_INPUT_MAX,
  type ChatMessage,
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

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

export function mountChat(body: HTMLElement, options: ChatOptions): ChatHandle {
  const store = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  let conversation: StoredConversation | null = readConversation(store);
  let waiting = false;

  const metric = (type: MetricType, value: number, details?: Record<string, unknown>) => {
    if (!options.metrics) return;
    const islands = (window as { islands?: { load(name: string): Promise<unknown> } }).islands;
    islands
      ?.load("agent-metrics")
      .then((module) =>
        (module as { sendMetric(t: string, v: number, o?: object): Promise<unknown> }).sendMetric(type, value, { details }),
      )
      .catch(() => {});
  };

  body.replaceChildren();
  const log = el("ol", "flex-1 space-y-3 overflow-y-auto p-4");
  log.setAttribute("aria-label", "Conversation");
  // What a screen reader hears: each whole answer once it is complete, not every streamed word.
  const announcer = el("p", "sr-only");
  announcer.setAttribute("aria-live", "polite");
  announcer.dataset.chatAnnouncer = "";
  const form = el("form", "flex gap-2 border-t border-slate-200 p-3");
  const label = el("label", "sr-only", "Your message");
  const input = el("input", "min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 text-base text-ink");
  input.id = `chat-input-${Math.random().toString(36).slice(2, 8)}`;
  label.htmlFor = input.id;
  input.name = "message";
  input.autocomplete = "off";
  input.placeholder = "Type your message...";
  input.maxLength = CHAT_INPUT_MAX;
  const send = el("button", "rounded-md bg-brand-700 px-4 py-2 font-medium text-white disabled:opacity-60", "Send");
  send.type = "submit";
  form.append(label, input, send);
  // Issue 25 item 8: the visitor asks for a person (the server records it; staff take over in /chat).
  const personBar = el("div", "flex justify-end border-t border-slate-200 px-3 pt-2");
  const person = el("button", "text-sm font-medium text-brand-700 underline underline-offset-2", "Talk to a person");
  person.type = "button";
  person.dataset.chatPerson = "";
  personBar.append(person);
  body.append(log, announcer, personBar, form);

  const announce = (text: string) => {
    announcer.textContent = text;
  };

  const scrollDown = () => {
    log.scrollTop = log.scrollHeight;
  };

  function renderSources(item: HTMLElement, sources: ChatSource[] | undefined) {
    item.querySelector("[data-chat-sources]")?.remove();
    if (!sources?.length) return;
    const box = el("div", "mt-2 text-sm");
    box.dataset.chatSources = "";
    box.append(el("p", "font-medium", "Sources:"));
    const list = el("ul", "list-disc pl-5");
    for (const source of sources) {
      const link = el("a", "text-brand-700 underline", source.title);
      link.href = source.url;
      const entry = el("li");
      entry.append(link);
      list.append(entry);
    }
    box.append(list);
    item.append(box);
  }

  function render(entry: ChatMessage): HTMLElement {
    const item = el(
      "li",
      entry.role === "user"
        ? "ml-8 rounded-lg bg-brand-700 px-3 py-2 text-white"
        : "mr-8 rounded-lg bg-slate-100 px-3 py-2 text-ink",
    );
    if (entry.role === "staff") item.className = "mr-8 rounded-lg border border-green-700 bg-green-50 px-3 py-2 text-ink";
    item.dataset.role = entry.role;
    item.append(el("span", "sr-only", entry.role === "user" ? "You: " : entry.role === "staff" ? "Our team: " : "Assistant: "));
    if (entry.role === "staff") item.append(el("p", "text-xs font-semibold text-green-900", "Our team"));
    const text = el("p", "whitespace-pre-wrap", entry.content);
    text.dataset.chatText = "";
    item.append(text);
    renderSources(item, entry.sources);
    log.append(item);
    scrollDown();
    return item;
  }

  function setWaiting(on: boolean) {
    waiting = on;
    send.disabled = on;
    log.setAttribute("aria-busy", String(on));
  }

  /** Posts one turn (a message or the booking form) and renders the answer as it streams. */
  async function turn(body: SendBody): Promise<void> {
    setWaiting(true);
    const started = performance.now();
    let item: HTMLElement | null = null;
    let text: HTMLElement | null = null;
    let answer = "";
    let timed = false;
    const ensureItem = () => {
      if (!item) {
        item = render(message("assistant", ""));
        item.setAttribute("aria-busy", "true");
        text = item.querySelector("[data-chat-text]");
      }
      return item;
    };
    const typing = el("li", "mr-8 text-sm text-slate-700", "Assistant is typing...");
    typing.dataset.chatTyping = "";
    log.append(typing);
    scrollDown();
    const onEvent = (event: ChatEvent) => {
      if (!timed && (event.type === "delta" || event.type === "replace" || event.type === "done" || event.type === "error")) {
        timed = true;
        metric("chat_response_time", elapsed(started));
      }
      if (event.type === "delta") {
        typing.remove();
        ensureItem();
        answer += event.text;
        if (text) text.textContent = answer;
        scrollDown();
      } else if (event.type === "replace") {
        // The server's check of the model's output, or a provider failing mid-answer: its text instead of what streamed.
        typing.remove();
        ensureItem();
        answer = event.text;
        if (text) text.textContent = answer;
      } else if (event.type === "form") {
        typing.remove();
        showBookingForm();
      } else if (event.type === "lead") {
        metric("chat_lead_captured", 1);
      } else if (event.type === "offer") {
        showOffer();
      } else if (event.type === "handoff") {
        typing.remove();
        if (event.status === "held") setHeld(true);
        listenLater = true;
      } else if (event.type === "done") {
        conversation = { id: event.conversationId, token: event.conversationToken };
        writeConversation(conversation, store);
        if (listenLater) listen();
        if (item) renderSources(item, event.sources);
        if (event.answerSource === "fallback") metric("widget_error", 1, { where: "chat", kind: "provider" });
      } else if (event.type === "error") {
        typing.remove();
        ensureItem();
        answer += (answer ? "\n" : "") + event.message;
        if (text) text.textContent = answer;
        metric("widget_error", 1, { where: "chat", kind: "provider", message: event.message.slice(0, 200) });
      }
    };
    try {
      await sendTurn(body, onEvent);
    } catch (error) {
      // A refusal (limits, length, an unknown conversation) carries the server's own text; a network failure the spec's.
      const text = error instanceof ChatRequestError ? error.message : PROVIDER_FAILED;
      if (!(error instanceof ChatRequestError) || error.status >= 500)
        metric("widget_error", 1, { where: "chat", kind: "network" });
      if (error instanceof ChatRequestError && error.status === 404 && conversation) {
        // The server no longer knows this conversation (expired or not ours): the next message starts a new one.
        conversation = null;
        writeConversation(null, store);
      }
      onEvent({ type: "error", message: text });
    } finally {
      typing.remove();
      setWaiting(false);
      const done = item as HTMLElement | null;
      done?.removeAttribute("aria-busy");
      if (answer) announce(`Assistant: ${answer}`);
    }
  }

  /* ---- A person takes over (issue 25 item 8) ---- */
  // Set when this conversation asked for a person or is held: the live channel is read from then on.
  let listenLater = false;
  let held = false;
  let lastStaffId = 0;
  let live: AbortController | null = null;
  const shownStaff = new Set<string>();

  function note(text: string) {
    const item = el("li", "text-center text-sm font-medium text-slate-700", text);
    item.dataset.chatNote = "";
    log.append(item);
    scrollDown();
    announce(text);
  }

  function setHeld(on: boolean) {
    if (on === held) return;
    held = on;
    note(on ? HANDOFF_WIDGET_TEXT.joined : HANDOFF_WIDGET_TEXT.handedBack);
  }

  function onLive(event: ChatLiveEvent) {
    if (event.type === "state") setHeld(event.held);
    else if (!shownStaff.has(event.id)) {
      shownStaff.add(event.id);
      lastStaffId = Math.max(lastStaffId, Number(event.id));
      render(message("staff", event.text));
      announce(`Our team: ${event.text}`);
    }
  }

  /**
   * Reads the conversation's live channel while the window is mounted: staff replies and take-over/hand-back,
   * streamed by the server from the database (any server process may have written them). Reconnects when a
   * stream ends; stops when the server no longer knows the conversation.
   */
  function listen() {
    if (live || !conversation) return;
    const controller = new AbortController();
    live = controller;
    const current = conversation;
    void (async () => {
      let failures = 0;
      while (!controller.signal.aborted && conversation?.id === current.id) {
        try {
          const outcome = await readLive(current, lastStaffId, onLive, controller.signal);
          if (outcome === "gone") break;
          failures = 0;
        } catch {
          if (controller.signal.aborted) break;
          failures += 1;
        }
        // A stream ends every few minutes by design; after a failure wait longer (up to 30 s).
        await new Promise((resolve) => setTimeout(resolve, failures ? Math.min(30_000, 1000 * 2 ** failures) : 250));
      }
      if (live === controller) live = null;
    })();
  }

  function askForPerson() {
    if (waiting) return;
    render(message("user", HANDOFF_BUTTON_MESSAGE));
    metric("chat_message_sent", 1);
    listenLater = true;
    void turn({ message: HANDOFF_BUTTON_MESSAGE, page: location.pathname, handoff: true, ...conversationFields() });
  }
  person.addEventListener("click", askForPerson);

  function showOffer() {
    const item = el("li", "mr-8 rounded-lg bg-slate-100 px-3 py-2 text-ink");
    item.dataset.chatOffer = "";
    item.append(el("p", "", HANDOFF_WIDGET_TEXT.offer));
    const yes = el("button", "mt-2 rounded-md bg-brand-700 px-3 py-1 text-sm font-medium text-white", "Yes, talk to a person");
    yes.type = "button";
    yes.addEventListener("click", () => {
      item.remove();
      askForPerson();
    });
    item.append(yes);
    log.append(item);
    scrollDown();
  }

  let bookingShown: HTMLElement | null = null;
  function showBookingForm() {
    if (bookingShown?.isConnected) return;
    const item = el("li", "mr-4 rounded-lg border border-slate-300 bg-white p-3");
    item.dataset.chatBooking = "";
    bookingShown = item;
    renderBookingForm(item, async (values) => {
      if (!conversation) return { form: "There was an error submitting your form. Please try again." };
      try {
        const booked = await sendBooking(conversation, values, location.pathname);
        item.remove();
        const confirmation = [booked.message, booked.warning].filter(Boolean).join("\n");
        if (confirmation) {
          render(message("assistant", confirmation));
          announce(`Assistant: ${confirmation}`);
        }
        metric("chat_lead_captured", 1);
        input.focus();
        return null;
      } catch (error) {
        if (!(error instanceof ChatRequestError)) throw error;
        return Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message };
      }
    });
    log.append(item);
    scrollDown();
    item.querySelector("input")?.focus();
  }

  const conversationFields = () =>
    conversation ? { conversationId: conversation.id, conversationToken: conversation.token } : {};

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const value = input.value.trim();
    if (!value || waiting) return;
    input.value = "";
    render(message("user", value));
    metric("chat_message_sent", 1);
    void turn({ message: value, page: location.pathname, ...conversationFields() });
  });

  // The greeting at once; the research line and the history as they arrive.
  const [greeting] = openingMessages(null);
  const greetingItem = greeting ? render(greeting) : null;
  announce(`Assistant: ${greeting?.content ?? ""}`);
  void (async () => {
    const [found, history] = await Promise.all([loadResearch(), conversation ? loadHistory(conversation) : null]);
    const research = openingMessages(found?.title)[1];
    // Right under the greeting: the visitor may have typed before it arrived, and it must not read as an answer.
    if (research) greetingItem?.after(render({ ...research, sources: found?.sources }));
    if (conversation && history === null) {
      conversation = null;
      writeConversation(null, store);
    }
    for (const entry of history?.messages ?? []) {
      render(message(entry.role, entry.content, entry.sources));
      if (entry.role === "staff") {
        shownStaff.add(entry.id);
        lastStaffId = Math.max(lastStaffId, Number(entry.id) || 0);
      }
    }
    if (history && (history.handoffRequested || history.held)) {
      held = history.held;
      listen();
    }
  })();

  return { focus: () => input.focus(), opened: () => metric("chat_opened", 1) };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
