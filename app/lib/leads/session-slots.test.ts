import { describe, expect, it } from "vitest";
import { formatSlot, groupSlotsByDay, isOfferedSlot, sessionSlots, timeZoneName, zonedTimeToUtc } from "./session-slots";

describe("session slots", () => {
  it("turns New York wall time into UTC on both sides of a DST change", () => {
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 6, hour: 9, minute: 0 }, "America/New_York").toISOString()).toBe(
      "2026-03-06T14:00:00.000Z",
    );
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 9, hour: 9, minute: 0 }, "America/New_York").toISOString()).toBe(
      "2026-03-09T13:00:00.000Z",
    );
  });

  it("offers 18 half-hour slots per weekday, 9AM to 5:30PM New York, none on weekends, for three weeks", () => {
    // Sunday 1 March 2026, 08:00 New York: the week starts tomorrow.
    const slots = sessionSlots(new Date("2026-03-01T13:00:00Z"));
    expect(slots).toHaveLength(15 * 18);
    const days = groupSlotsByDay(
      slots.map((slot) => slot.toISOString()),
      "America/New_York",
    );
    expect(days[0]?.label).toBe("Monday, March 2");
    expect(days[0]?.slots.map((slot) => slot.label).slice(0, 2)).toEqual(["9:00 AM", "9:30 AM"]);
    expect(days[0]?.slots.at(-1)?.label).toBe("5:30 PM");
    expect(days.some((day) => /Saturday|Sunday/.test(day.label))).toBe(false);
    // The week the clocks change, 9AM stays 9AM in New York.
    expect(days.find((day) => day.label === "Monday, March 9")?.slots[0]?.iso).toBe("2026-03-09T13:00:00.000Z");
    expect(days.find((day) => day.label === "Friday, March 6")?.slots[0]?.iso).toBe("2026-03-06T14:00:00.000Z");
  });

  it("does not offer slots in the past or with less than two hours' notice", () => {
    const now = new Date("2026-03-02T15:10:00Z"); // 10:10 New York
    const slots = sessionSlots(now);
    expect(slots[0]?.toISOString()).toBe("2026-03-02T17:30:00.000Z"); // 12:30 New York
    expect(isOfferedSlot("2026-03-02T14:00:00.000Z", now)).toBe(false);
    expect(isOfferedSlot("2026-03-02T17:45:00.000Z", now)).toBe(false);
    expect(isOfferedSlot("2026-03-03T14:00:00.000Z", now)).toBe(true);
  });

  it("keeps 9AM New York across the autumn change and over a month's end", () => {
    // Clocks go back on Sunday 1 November 2026.
    const slots = sessionSlots(new Date("2026-10-25T12:00:00Z"));
    const days = groupSlotsByDay(
      slots.map((slot) => slot.toISOString()),
      "America/New_York",
    );
    expect(days.find((day) => day.label === "Friday, October 30")?.slots[0]?.iso).toBe("2026-10-30T13:00:00.000Z");
    expect(days.find((day) => day.label === "Monday, November 2")?.slots[0]?.iso).toBe("2026-11-02T14:00:00.000Z");
    expect(days).toHaveLength(15);
  });

  it("labels slots in the visitor's zone, whose clocks change on other dates", () => {
    // 16 March 2026: New York is on summer time, Berlin not yet, so 9AM there is 2PM here.
    const monday = "2026-03-16T13:00:00.000Z";
    expect(groupSlotsByDay([monday], "Europe/Berlin")[0]?.slots[0]?.label).toBe("2:00 PM");
    expect(timeZoneName("Europe/Berlin", new Date(monday))).toBe("Central European Standard Time");
    expect(timeZoneName("America/New_York", new Date(monday))).toBe("Eastern Daylight Time");
    expect(formatSlot(monday, "America/New_York")).toBe("Monday, March 16, 2026 at 9:00 AM Eastern Daylight Time");
  });
});
