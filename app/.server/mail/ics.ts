import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from "ical-generator";

/**
 * An iCalendar (RFC 5545) invitation for one strategy session. ical-generator
 * writes the text (CRLF, folding at 75 octets, escaping); what is ours is what
 * makes mail clients treat it as an invitation: METHOD:REQUEST, a stable UID
 * (the booking id), times in UTC, and ORGANIZER and ATTENDEE with mailto.
 *
 * A later change of the same booking keeps the UID and raises SEQUENCE
 * (RFC 5546): METHOD:REQUEST with the new times moves the event in the
 * visitor's calendar, METHOD:CANCEL with STATUS:CANCELLED removes it.
 */
export type IcsMethod = "REQUEST" | "CANCEL";

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  location?: string;
  now?: Date;
  /** Default REQUEST (an invitation or its update); CANCEL withdraws it. */
  method?: IcsMethod;
  /** RFC 5545 SEQUENCE: 0 when booked, +1 on every change sent. */
  sequence?: number;
}

/** A CN parameter is quoted by the library; quotes and line breaks in a name would end it early. */
const cn = (name: string) => name.replace(/["\r\n]/g, "");

export function buildIcs(event: IcsEvent): string {
  const calendar = ical({
    prodId: { company: "Recovery Growth Partners", product: "Strategy Sessions", language: "EN" },
    method: event.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    scale: "GREGORIAN",
  });
  calendar.createEvent({
    id: event.uid,
    stamp: event.now ?? new Date(),
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: event.location ?? null,
    organizer: { name: cn(event.organizer.name), email: event.organizer.email },
    attendees: [
      {
        name: cn(event.attendee.name),
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
    status: event.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    sequence: event.sequence ?? 0,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
