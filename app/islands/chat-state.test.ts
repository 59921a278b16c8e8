import { describe, expect, it } from "vitest";
import { HANDOFF_TEXT, HANDOFF_BUTTON_MESSAGE as SERVER_BUTTON_MESSAGE } from "~/lib/chat/handoff";
import { CHAT_MESSAGE_MAX } from "~/lib/chat/protocol";
import { LEAD_MESSAGES } from "~/lib/leads/lead-validation";
import {
  bookingErrors,
  CHAT_GREETING,
  CHAT_INPUT_MAX,
  CONVERSATION_KEY,
  HANDOFF_BUTTON_MESSAGE,
  HANDOFF_WIDGET_TEXT,
  openingMessages,
  readConversation,
  readWindowState,
  researchLine,
  writeConversation,
  writeWindowState,
} from "./chat-state";

/** A Storage in memory (the tests run in Node). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const id = "0b6f8a52-3c1e-4f7a-9d2b-5e8c1a7f4d20";

describe("chat state", () => {
  it("opens with the spec's greeting word for word, and the research line when there is research", () => {
    expect(CHAT_GREETING).toBe("Hi! Looking to improve admissions for your treatment center? How can I help today?");
    expect(openingMessages(null).map((entry) => entry.content)).toEqual([CHAT_GREETING]);
    expect(openingMessages("  ").map((entry) => entry.content)).toEqual([CHAT_GREETING]);
    const opened = openingMessages("Census trends in 2026");
    expect(opened.map((entry) => entry.role)).toEqual(["assistant", "assistant"]);
    expect(opened[1]?.content).toBe(
      'We\'ve published research on "Census trends in 2026". Would you like to learn more about it?',
    );
    expect(researchLine("X")).toBe('We\'ve published research on "X". Would you like to learn more about it?');
  });

  it("keeps the conversation in session storage and refuses what is not one", () => {
    const store = memoryStorage();
    expect(readConversation(store)).toBeNull();
    writeConversation({ id, token: "s".repeat(32) }, store);
    expect(readConversation(store)).toEqual({ id, token: "s".repeat(32) });
    for (const bad of [
      "{",
      "null",
      '{"id":"x","token":"ssssssssssssssssss"}',
      JSON.stringify({ id, token: "short" }),
      JSON.stringify({ id }),
    ]) {
      store.setItem(CONVERSATION_KEY, bad);
      expect(readConversation(store)).toBeNull();
    }
    writeConversation(null, store);
    expect(store.getItem(CONVERSATION_KEY)).toBeNull();
    expect(readConversation(null)).toBeNull();
  });

  it("remembers whether the window was open or minimised", () => {
    const store = memoryStorage();
    expect(readWindowState(store)).toBe("closed");
    writeWindowState("minimized", store);
    expect(readWindowState(store)).toBe("minimized");
    writeWindowState("open", store);
    expect(readWindowState(store)).toBe("open");
    writeWindowState("closed", store);
    expect(readWindowState(store)).toBe("closed");
  });

  it("caps the message field as the server does", () => {
    expect(CHAT_INPUT_MAX).toBe(CHAT_MESSAGE_MAX);
  });

  it("says the hand-off texts as the server's module does (repeated here without zod)", () => {
    expect(HANDOFF_BUTTON_MESSAGE).toBe(SERVER_BUTTON_MESSAGE);
    expect(HANDOFF_WIDGET_TEXT).toEqual({
      joined: HANDOFF_TEXT.joined,
      handedBack: HANDOFF_TEXT.handedBack,
      offer: HANDOFF_TEXT.offer,
    });
  });
});

describe("booking form checks", () => {
  const good = { name: "Dana Reyes", email: "dana@example.com", phone: "", facility: "", privacyPolicy: true };

  it("passes a complete booking, with or without the optional fields", () => {
    expect(bookingErrors(good)).toEqual({});
    expect(bookingErrors({ ...good, phone: "+1 (212) 555-0100", facility: "Hope House" })).toEqual({});
  });

  it("gives the lead forms' messages word for word", () => {
    expect(bookingErrors({ name: " D ", email: "dana@", phone: "12345", facility: "", privacyPolicy: false })).toEqual({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
      privacyPolicy: LEAD_MESSAGES.privacyPolicy,
    });
    expect(bookingErrors({ ...good, phone: "call me maybe ok" }).phone).toBe("Please enter a valid phone number.");
    expect(bookingErrors({ ...good, email: "a b@c.de" }).email).toBe("Please enter a valid email address.");
  });
});
