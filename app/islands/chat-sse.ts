import type { ChatEvent, ChatLiveEvent } from "~/lib/chat/protocol";

/**
 * Server-sent events read from a fetch body (POST /api/chat answers with
 * them; EventSource cannot POST). Follows the HTML standard's parsing rules
 * for the parts we use: lines end with LF, CR or CRLF, possibly split across
 * chunks; `data:` lines of one event are joined with LF; a blank line ends
 * the event; `:` comments and other fields are ignored. Each event's data is
 * one JSON ChatEvent; anything that does not parse as one is dropped rather
 * than shown.
 */
export class SseParser<T = ChatEvent> {
  private buffer = "";
  private data: string[] = [];

  /** `parse`: one event's data as an event we know, or null (the answer's stream by default; the live channel's too). */
  constructor(private readonly parse: (text: string) => T | null = parseChatEvent as unknown as (text: string) => T | null) {}

  /** Feeds decoded text; returns the events it completed. */
  push(text: string): T[] {
    this.buffer += text;
    const events: T[] = [];
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      // A CR at the very end may be the first half of CRLF: wait for the next chunk.
      if (this.buffer[end] === "\r" && end === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith("\r\n", end) ? 2 : 1));
      if (line === "") {
        const event = this.dispatch();
        if (event) events.push(event);
      } else if (line.startsWith("data:")) {
        const value = line.slice(5);
        this.data.push(value.startsWith(" ") ? value.slice(1) : value);
      } else if (line === "data") {
        this.data.push("");
      }
    }
    return events;
  }

  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end(): T[] {
    this.buffer = "";
    this.data = [];
    return [];
  }

  private dispatch(): T | null {
    if (this.data.length === 0) return null;
    const text = this.data.join("\n");
    this.data = [];
    return this.parse(text);
  }
}

/** One event's data as a ChatEvent, or null when it is not one we know. */
export function parseChatEvent(text: string): ChatEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const event = value as Record<string, unknown>;
  switch (event.type) {
    case "delta":
    case "replace":
      return typeof event.text === "string" ? { type: event.type, text: event.text } : null;
    case "error":
      return typeof event.message === "string" ? { type: "error", message: event.message } : null;
    case "lead":
      return typeof event.leadId === "string" ? { type: "lead", leadId: event.leadId } : null;
    case "offer":
      return { type: "offer" };
    case "handoff":
      return event.status === "held" || event.status === "requested" ? { type: "handoff", status: event.status } : null;
    case "form":
      // The widget always shows the whole form: phone and facility are optional in it anyway.
      return { type: "form", fields: ["name", "email", "phone", "facility", "consent"] };
    case "done":
      if (typeof event.conversationId !== "string" || typeof event.conversationToken !== "string") return null;
      return {
        type: "done",
        conversationId: event.conversationId,
        conversationToken: event.conversationToken,
        sources: safeSources(event.sources),
        answerSource: (event.answerSource as "model") ?? "model",
      };
    default:
      return null;
  }
}

/** One event of the live channel (GET /api/chat/{id}/live), or null when it is not one we know. */
export function parseLiveEvent(text: string): ChatLiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const event = value as Record<string, unknown>;
  if (event.type === "state" && typeof event.held === "boolean") return { type: "state", held: event.held };
  if (event.type === "staff" && typeof event.id === "string" && /^\d+$/.test(event.id) && typeof event.text === "string")
    return { type: "staff", id: event.id, text: event.text, timestamp: String(event.timestamp ?? "") };
  return null;
}

/** Sources become links: only same-site paths or http(s) addresses, never `javascript:`. */
export function safeSources(value: unknown): { title: string; url: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((source) => {
    if (typeof source?.title !== "string" || typeof source.url !== "string") return [];
    const url: string = source.url;
    const ok = /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
    return ok ? [{ title: source.title.slice(0, 200), url }] : [];
  });
}
