import type { LeadEmailKind } from "~/lib/leads/lead-enums";
import { BIDI_CONTROL } from "~/lib/leads/lead-validation";
import { formatSlot, SESSION_TIME_ZONE } from "~/lib/leads/session-slots";
import type { Config } from "../config";
import type { bookings, leads } from "../db";
import { buildIcs } from "./ics";
import type { MailMessage } from "./transport";

/**
 * The two e-mails every genuine lead triggers: a notification to the agency
 * (everything it needs to call back, with Reply-To set to the visitor) and a
 * confirmation to the visitor. A booking adds the session time and an
 * invitation to both.
 *
 * Anyone can type any address into the form, so the confirmation is written
 * to be useless as a vehicle: it carries only the visitor's name (cleaned for
 * headers) and our own text, never the message, facility or phone, and at
 * most a few go to one address a day (leads/recipient-limit.ts).
 */
export type LeadRow = typeof leads.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type EmailKind = LeadEmailKind;

export interface MailContext {
  agency: Config["agency"];
  mail: Pick<Config["mail"], "from" | "leadsTo">;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

const bidiControls = new RegExp(BIDI_CONTROL.source, "g");

/**
 * A stored name as it may appear in a header or an invitation: validation
 * refuses bidirectional controls and encoded words, and rows stored before
 * that (or written by another path) are cleaned here: the controls dropped,
 * every `=?` opener broken so no client decodes it.
 */
export function plainForMail(value: string): string {
  return value.replace(bidiControls, "").replaceAll("=?", "= ?");
}

export function bookingUid(booking: Pick<BookingRow, "id">, context: Pick<MailContext, "agency">): string {
  return `${booking.id}@${context.agency.website.replace(/^https?:\/\//, "").replace(/[/:].*$/, "") || "agency"}`;
}

function invitation(lead: LeadRow, booking: BookingRow, context: MailContext, kind: EmailKind) {
  const name = plainForMail(lead.name);
  const common = {
    uid: bookingUid(booking, context),
    start: booking.slotStart,
    end: booking.slotEnd,
    organizer: { name: context.agency.name, email: context.agency.email },
    attendee: { name, email: lead.email },
    // A moved booking's invitation is a new revision of the same event (same UID, higher SEQUENCE).
    now: booking.sequence > 0 ? booking.updatedAt : booking.createdAt,
    sequence: booking.sequence,
  };
  const contact = `Questions or changes: ${context.agency.phone}, ${context.agency.email}`;
  if (kind === "visitor") {
    return buildIcs({
      ...common,
      summary: `Strategy session with ${context.agency.name}`,
      description: `30-minute marketing strategy session.\n${contact}`,
      location: "Phone or video call",
    });
  }
  return buildIcs({
    ...common,
    summary: `Strategy session: ${context.agency.name} and ${plainForMail(lead.facility ?? lead.name)}`,
    description: `30-minute marketing strategy session.\nAgenda from ${name}: ${lead.message}\n${contact}`,
    location: `Phone or video call; we call ${lead.phone ?? lead.email}`,
  });
}

export function composeLeadEmail(
  kind: EmailKind,
  lead: LeadRow,
  booking: BookingRow | undefined,
  context: MailContext,
): MailMessage {
  const when = booking ? formatSlot(booking.slotStart.toISOString(), booking.timeZone ?? SESSION_TIME_ZONE) : undefined;
  const whenInNewYork = booking ? formatSlot(booking.slotStart.toISOString(), SESSION_TIME_ZONE) : undefined;
  const ics = booking ? invitation(lead, booking, context, kind) : undefined;
  const name = plainForMail(lead.name);

  if (kind === "agency") {
    const rows: [string, string | null][] = [
      ["Name", lead.name],
      ["Email", lead.email],
      ["Phone", lead.phone],
      ["Facility", lead.facility],
      ...(booking
        ? ([["Session", `${whenInNewYork} (visitor's zone: ${booking.timeZone ?? "unknown"})`]] as [string, string][])
        : []),
      ["Message", lead.message],
      ["Form", lead.formType],
      ["Landing page", lead.landingPage],
      ["Referrer", lead.referrer],
      [
        "UTM",
        [lead.utmSource, lead.utmMedium, lead.utmCampaign, lead.utmTerm, lead.utmContent].filter(Boolean).join(" / ") || null,
      ],
      ["Consent", lead.consentVersion ? `Privacy policy ${lead.consentVersion} at ${lead.consentAt?.toISOString()}` : null],
      ["Lead id", lead.id],
    ];
    const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
    const subject = booking
      ? `New strategy session: ${name}, ${whenInNewYork}`
      : `New consultation request: ${name}${lead.facility ? ` (${plainForMail(lead.facility)})` : ""}`;
    return {
      from: context.mail.from,
      to: context.mail.leadsTo,
      replyTo: lead.email,
      subject,
      text: `${shown.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\nReply to this e-mail to answer ${lead.name} directly.\n`,
      html: `<table cellpadding="4">${shown
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
        )
        .join("")}</table>`,
      ics,
    };
  }

  const greeting = `Hi ${name},`;
  const body = booking
    ? [
        greeting,
        "",
        `Your strategy session with ${context.agency.name} is booked for ${when}.`,
        "The calendar invitation is attached. We will call you at the time above; if you need to move it, reply to this e-mail or call us.",
        "",
        "To make the 30 minutes count, have these at hand if you can: your monthly admissions and census targets, the levels of care you want to fill, your current ad spend and cost per admission, and your website address.",
      ]
    : lead.formType === "analyzer"
      ? analyzerConfirmation(lead, greeting, context)
      : [
          greeting,
          "",
          `Thank you for contacting ${context.agency.name}. We received your message and a member of our team will be in touch with you shortly, usually within one business day.`,
        ];
  body.push("", `${context.agency.name}`, `${context.agency.phone} · ${context.agency.email}`, context.agency.website, "");
  body.push("Please don't send patient information by e-mail: this address is for marketing conversations only.");
  return {
    from: context.mail.from,
    to: lead.email,
    replyTo: context.agency.email,
    subject: booking
      ? `Your strategy session is booked: ${when}`
      : lead.formType === "analyzer"
        ? `Your website analysis report for ${name}`
        : `We received your message, ${name}`,
    text: `${body.join("\n")}\n`,
    html: body.map((line) => (line === "" ? "<br>" : `<p>${escapeHtml(line)}</p>`)).join(""),
    ics,
  };
}

/**
 * An analyzer lead's confirmation: the link to the report. Only our own code
 * writes analyzer leads (analyzer/flow/create-analysis.ts), with the link on
 * the message's "Report:" line; the link is taken only when it is an address
 * of our report page, so a message cannot smuggle another link in.
 */
const REPORT_LINE = /^Report: (https?:\/\/[^\s/]+(?:\/[^\s]*)?\/client-ingestion\/[0-9a-f-]{36})$/m;

function analyzerConfirmation(lead: LeadRow, greeting: string, context: MailContext): string[] {
  const link = REPORT_LINE.exec(lead.message)?.[1];
  return [
    greeting,
    "",
    `Thank you for analyzing your website with ${context.agency.name}.`,
    link
      ? `Your report is here: ${link}. It fills in as the analysis runs, usually within a few minutes, and has a PDF you can download and share.`
      : "Your report is on its way; a member of our team will send you the link shortly.",
    "",
    "A strategist who works with treatment centers every day may follow up to walk you through the findings. Reply to this e-mail if you have questions.",
  ];
}
