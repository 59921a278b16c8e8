import { describe, expect, it } from "vitest";
import { DEFAULT_CHAT_HOURS, hoursFromForm, isOpen, nextOpening, staffReplySchema, wantsPerson } from "./handoff";

describe("asking for a person", () => {
  it("reads the documented phrases as a request for a person, and ordinary questions as not", () => {
    for (const message of [
      "Can I talk to a human?",
      "I want to speak with someone",
      "let me chat with a real person please",
      "Could I talk to somebody on your team?",
      "speak to an agent",
      "Human, please.",
      "is there a live agent",
      "I'd like to talk to a person.",
      "talk with a member of your staff",
    ])
      expect(wantsPerson(message), message).toBe(true);
    for (const message of [
      "How do you help treatment centers?",
      "Do you run ads for people in recovery?",
      "What does a person-centred page look like?",
      "Can someone explain your SEO plans?",
    ])
      expect(wantsPerson(message), message).toBe(false);
  });
});

describe("the agency's hours", () => {
  const zone = "America/New_York";
  it("is open Monday to Friday 9 to 5 in the agency's zone by default", () => {
    // Wednesday 2026-03-04: 14:00 UTC is 09:00 in New York (EST).
    expect(isOpen(DEFAULT_CHAT_HOURS, zone, new Date("2026-03-04T14:00:00Z"))).toBe(true);
    expect(isOpen(DEFAULT_CHAT_HOURS, zone, new Date("2026-03-04T13:59:00Z"))).toBe(false);
    expect(isOpen(DEFAULT_CHAT_HOURS, zone, new Date("2026-03-04T22:00:00Z"))).toBe(false);
    // Saturday noon in New York.
    expect(isOpen(DEFAULT_CHAT_HOURS, zone, new Date("2026-03-07T17:00:00Z"))).toBe(false);
  });

  it("says the next opening in words: later today, tomorrow, or the weekday after a weekend", () => {
    expect(nextOpening(DEFAULT_CHAT_HOURS, zone, new Date("2026-03-04T11:00:00Z"))).toBe("today at 9:00 AM (Eastern time)");
    expect(nextOpening(DEFAULT_CHAT_HOURS, zone, new Date("2026-03-04T23:00:00Z"))).toBe("tomorrow at 9:00 AM (Eastern time)");
    // Friday evening, Saturday and Sunday: Monday.
    expect(nextOpening(DEFAULT_CHAT_HOURS, zone, new Date("2026-03-06T23:30:00Z"))).toBe("on Monday at 9:00 AM (Eastern time)");
    expect(nextOpening(DEFAULT_CHAT_HOURS, zone, new Date("2026-03-07T17:00:00Z"))).toBe("on Monday at 9:00 AM (Eastern time)");
    // Closed every day: no opening to promise.
    expect(nextOpening([null, null, null, null, null, null, null], zone)).toBeNull();
    // An afternoon opening, in 12-hour words.
    const afternoons = DEFAULT_CHAT_HOURS.map((day) => (day ? { open: "13:30", close: "18:00" } : null));
    expect(nextOpening(afternoons, zone, new Date("2026-03-04T14:00:00Z"))).toBe("today at 1:30 PM (Eastern time)");
  });

  it("reads the hours form: an empty day is closed, a day that closes before it opens is refused", () => {
    const fields: Record<string, string> = {};
    for (let day = 0; day < 7; day += 1) {
      fields[`open-${day}`] = day < 5 ? "08:00" : "";
      fields[`close-${day}`] = day < 5 ? "18:00" : "";
    }
    const read = hoursFromForm(fields);
    expect(read).toEqual({ ok: true, hours: [...Array(5).fill({ open: "08:00", close: "18:00" }), null, null] });
    expect(hoursFromForm({ ...fields, "open-2": "19:00" })).toEqual({
      ok: false,
      message: "Wednesday: A day must close after it opens.",
    });
    expect(hoursFromForm({ ...fields, "open-0": "9am" })).toMatchObject({ ok: false });
  });
});

describe("a staff reply", () => {
  it("is trimmed, not empty, and at most 2,000 characters", () => {
    expect(staffReplySchema.parse("  Hello from Dana  ")).toBe("Hello from Dana");
    expect(staffReplySchema.safeParse("   ").success).toBe(false);
    expect(staffReplySchema.safeParse("x".repeat(2001)).success).toBe(false);
    expect(staffReplySchema.safeParse("x".repeat(2000)).success).toBe(true);
  });
});
