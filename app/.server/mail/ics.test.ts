import { describe, expect, it } from "vitest";
import { buildIcs, foldLine } from "./ics";

describe("iCalendar invitation", () => {
  const ics = buildIcs({
    uid: "b7d1@agency.example",
    start: new Date("2026-03-09T13:00:00Z"),
    end: new Date("2026-03-09T13:30:00Z"),
    summary: "Strategy session: Harbor Recovery, Inc.; IOP",
    description: "Agenda:\nfill evening groups",
    organizer: { name: "Recovery Growth Partners", email: "hello@agency.example" },
    attendee: { name: 'Dana "D" Whitfield', email: "dana@clinic.example" },
    now: new Date("2026-03-01T10:00:00Z"),
  });

  it("uses CRLF line endings, UTC times, a UID, DTSTAMP, ORGANIZER and SUMMARY", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const lines = ics.split("\r\n");
    expect(lines).toContain("UID:b7d1@agency.example");
    expect(lines).toContain("DTSTAMP:20260301T100000Z");
    expect(lines).toContain("DTSTART:20260309T130000Z");
    expect(lines).toContain("DTEND:20260309T133000Z");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("SUMMARY:Strategy session: Harbor Recovery\\, Inc.\\; IOP");
    expect(lines).toContain('ORGANIZER;CN="Recovery Growth Partners":mailto:hello@agency.example');
    expect(ics).toContain("DESCRIPTION:Agenda:\\nfill evening groups");
    expect(ics).toContain('CN="Dana D Whitfield"');
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(80)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(80)}`);
  });
});
