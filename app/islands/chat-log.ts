import type { ChatSource } from "~/lib/chat/protocol";
import type { ChatMessage } from "./chat-state";

/**
 * The chat window's DOM (chat-window.ts mounts it): the conversation list,
 * the announcer screen readers hear, the "Talk to a person" bar and the
 * message form, and how one message is drawn. Plain DOM, no framework.
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

export interface ChatFrame {
  log: HTMLOListElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  send: HTMLButtonElement;
  person: HTMLButtonElement;
  /** What a screen reader hears: each whole answer once it is complete, not every streamed word. */
  announce(text: string): void;
  scrollDown(): void;
  /** Draws one message at the end of the conversation. */
  render(entry: ChatMessage): HTMLElement;
  /** Draws (again) the sources under an answer. */
  renderSources(item: HTMLElement, sources: ChatSource[] | undefined): void;
  /** A line between messages (a person joined, the assistant is back), announced. */
  note(text: string): void;
}

export function buildChatFrame(body: HTMLElement, inputMax: number): ChatFrame {
  body.replaceChildren();
  const log = el("ol", "flex-1 space-y-3 overflow-y-auto p-4");
  log.setAttribute("aria-label", "Conversation");
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
  input.maxLength = inputMax;
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
  const render = (entry: ChatMessage) => {
    const item = renderMessage(entry);
    log.append(item);
    scrollDown();
    return item;
  };
  const note = (text: string) => {
    const item = el("li", "text-center text-sm font-medium text-slate-700", text);
    item.dataset.chatNote = "";
    log.append(item);
    scrollDown();
    announce(text);
  };
  return { log, form, input, send, person, announce, scrollDown, render, renderSources, note };
}

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

const BUBBLE = {
  user: "ml-8 rounded-lg bg-brand-700 px-3 py-2 text-white",
  assistant: "mr-8 rounded-lg bg-slate-100 px-3 py-2 text-ink",
  staff: "mr-8 rounded-lg border border-green-700 bg-green-50 px-3 py-2 text-ink",
} as const;

const SPEAKER = { user: "You: ", assistant: "Assistant: ", staff: "Our team: " } as const;

function renderMessage(entry: ChatMessage): HTMLElement {
  const item = el("li", BUBBLE[entry.role]);
  item.dataset.role = entry.role;
  item.append(el("span", "sr-only", SPEAKER[entry.role]));
  if (entry.role === "staff") item.append(el("p", "text-xs font-semibold text-green-900", "Our team"));
  const text = el("p", "whitespace-pre-wrap", entry.content);
  text.dataset.chatText = "";
  item.append(text);
  renderSources(item, entry.sources);
  return item;
}
