import { formatSlot, SESSION_TIME_ZONE } from "~/lib/leads/session-slots";
import { buildIcs } from "./ics";
import { type BookingRow, bookingUid, type LeadRow, type MailContext, plainForMail } from "./lead-messages";
import type { MailMessage } from "./transport";

/**
 * What the visitor receives when the agency moves or cancels a strategy
 * session from the inbox: a short note and a revision of the invitation they
 * already hold (same UID, the booking's new SEQUENCE), so their calendar
 * moves or removes the event instead of adding a second one. Like the
 * confirmation, it carries only their name and our own text.
 */
export type BookingChange = "moved" | "cancelled";

export function composeBookingChangeEmail(
  change: BookingChange,
  lead: Pick<LeadRow, "name" | "email">,
  booking: Pick<BookingRow, "id" | "slotStart" | "slotEnd" | "timeZone" | "sequence" | "updatedAt">,
  context: MailContext,
): MailMessage {
  const name = plainForMail(lead.name);
  const when = formatSlot(booking.slotStart.toISOString(), booking.timeZone ?? SESSION_TIME_ZONE);
  const method = change === "cancelled" ? "CANCEL" : "REQUEST";
  const ics = buildIcs({
    uid: bookingUid(booking, context),
    start: booking.slotStart,
    end: booking.slotEnd,
    summary: `Strategy session with ${context.agency.name}`,
    description: `30-minute marketing strategy session.\nQuestions or changes: ${context.agency.phone}, ${context.agency.email}`,
    location: "Phone or video call",
    organizer: { name: context.agency.name, email: context.agency.email },
    attendee: { name, email: lead.email },
    now: booking.updatedAt,
    method,
    sequence: booking.sequence,
  });
  const body =
    change === "cancelled"
      ? [
          `Hi ${name},`,
          "",
          `Your strategy session with ${context.agency.name} on ${when} has been cancelled.`,
          "The attached update removes it from your calendar. To find another time, reply to this e-mail or call us.",
        ]
      : [
          `Hi ${name},`,
          "",
          `Your strategy session with ${context.agency.name} has moved to ${when}.`,
          "The attached update changes the invitation in your calendar. If the new time does not suit you, reply to this e-mail or call us.",
        ];
  body.push("", context.agency.name, `${context.agency.phone} · ${context.agency.email}`, context.agency.website, "");
  const escapeHtml = (value: string) =>
    value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);
  return {
    from: context.mail.from,
    to: lead.email,
    replyTo: context.agency.email,
    subject: change === "cancelled" ? `Your strategy session is cancelled: ${when}` : `Your strategy session has moved: ${when}`,
    text: `${body.join("\n")}\n`,
    html: body.map((line) => (line === "" ? "<br>" : `<p>${escapeHtml(line)}</p>`)).join(""),
    ics,
    icsMethod: method,
  };
}
