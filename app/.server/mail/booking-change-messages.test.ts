import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { composeBookingChangeEmail } from "./booking-change-messages";

const config = parseConfig({ NODE_ENV: "test", AGENCY_WEBSITE: "https://agency.example" });
const booking = {
  id: "b7d1c0de-0000-4000-8000-000000000001",
  slotStart: new Date("2026-03-10T15:00:00Z"),
  slotEnd: new Date("2026-03-10T15:30:00Z"),
  timeZone: "America/Chicago",
  sequence: 2,
  updatedAt: new Date("2026-03-02T10:00:00Z"),
};
const lead = { name: "Dana =?utf-8?b?SGk=?= Whitfield", email: "dana@clinic.example" };

describe("booking change e-mails", () => {
  it("a move: the new time in the visitor's zone, and a REQUEST revision of the same event", () => {
    const mail = composeBookingChangeEmail("moved", lead, booking, config);
    expect(mail.to).toBe("dana@clinic.example");
    expect(mail.subject).toBe("Your strategy session has moved: Tuesday, March 10, 2026 at 10:00 AM Central Daylight Time");
    expect(mail.icsMethod).toBe("REQUEST");
    const lines = (mail.ics ?? "").replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(`UID:${booking.id}@agency.example`);
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("DTSTART:20260310T150000Z");
    // An encoded word in the name is broken, so no mail client decodes it.
    expect(mail.text).toMatch(/^Hi Dana /);
    expect(`${mail.subject}${mail.text}${mail.ics}`).not.toContain("=?");
  });

  it("a cancellation: CANCEL with STATUS:CANCELLED, the same UID", () => {
    const mail = composeBookingChangeEmail("cancelled", lead, booking, config);
    expect(mail.subject).toMatch(/^Your strategy session is cancelled: /);
    expect(mail.icsMethod).toBe("CANCEL");
    expect(mail.ics).toContain("METHOD:CANCEL");
    expect(mail.ics).toContain("STATUS:CANCELLED");
    expect(mail.ics).toContain(`UID:${booking.id}@agency.example`);
  });
});
