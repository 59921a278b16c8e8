import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics";

describe("iCalendar invitation", () => {
  const ics = buildIcs({
    uid: "b7d1@agency.example",
    start: new Date("2026-03-09T13:00:00Z"),
    end: new Date("2026-03-09T13:30:00Z"),
    summary: "Strategy session: Harbor Recovery, Inc.; IOP",
    description: `Agenda:\nfill evening groups ${"é".repeat(80)}`,
    location: "Phone or video call",
    organizer: { name: "Recovery Growth Partners", email: "hello@agency.example" },
    attendee: { name: 'Dana "D" Whitfield', email: "dana@clinic.example" },
    now: new Date("2026-03-01T10:00:00Z"),
  });
  const unfolded = ics.replace(/\r\n /g, "");
  const lines = unfolded.split("\r\n");

  it("is an invitation mail clients open: METHOD:REQUEST, a UID, UTC times, DTSTAMP, ORGANIZER and ATTENDEE", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:b7d1@agency.example");
    expect(lines).toContain("DTSTAMP:20260301T100000Z");
    expect(lines).toContain("DTSTART:20260309T130000Z");
    expect(lines).toContain("DTEND:20260309T133000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain('ORGANIZER;CN="Recovery Growth Partners":mailto:hello@agency.example');
    const attendee = lines.find((line) => line.startsWith("ATTENDEE"));
    expect(attendee).toMatch(/ROLE=REQ-PARTICIPANT/);
    expect(attendee).toMatch(/PARTSTAT=NEEDS-ACTION/);
    expect(attendee).toMatch(/RSVP=TRUE/);
    // The quote in the name would end the parameter early: it is dropped.
    expect(attendee).toMatch(/CN="Dana D Whitfield":mailto:dana@clinic\.example$/i);
  });

  it("escapes text values", () => {
    expect(lines).toContain("SUMMARY:Strategy session: Harbor Recovery\\, Inc.\\; IOP");
    expect(unfolded).toContain("DESCRIPTION:Agenda:\\nfill evening groups");
  });

  it("uses CRLF line endings and folds long lines at 75 octets without splitting a character", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfolded).toContain("é".repeat(80));
  });
});

describe("iCalendar revisions of a booking", () => {
  const base = {
    uid: "b7d1@agency.example",
    start: new Date("2026-03-10T15:00:00Z"),
    end: new Date("2026-03-10T15:30:00Z"),
    summary: "Strategy session",
    description: "30-minute marketing strategy session.",
    organizer: { name: "Recovery Growth Partners", email: "hello@agency.example" },
    attendee: { name: "Dana Whitfield", email: "dana@clinic.example" },
    now: new Date("2026-03-02T10:00:00Z"),
  };

  it("an update keeps the UID, says REQUEST and raises SEQUENCE", () => {
    const lines = buildIcs({ ...base, sequence: 2 })
      .replace(/\r\n /g, "")
      .split("\r\n");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:b7d1@agency.example");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("STATUS:CONFIRMED");
  });

  it("a cancellation says CANCEL with STATUS:CANCELLED", () => {
    const lines = buildIcs({ ...base, method: "CANCEL", sequence: 1 })
      .replace(/\r\n /g, "")
      .split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("UID:b7d1@agency.example");
  });
});
