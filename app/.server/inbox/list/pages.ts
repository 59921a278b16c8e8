import { data } from "react-router";
import type { DayRange } from "~/lib/day-range";
import type { BookingsPageInput, InboxPageInput, LeadPageInput } from "~/lib/inbox/page-forms";
import { type LeadListQuery, leadIdSchema, PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import { utcToWallTime } from "~/lib/inbox/work";
import { listStaff } from "../../auth";
import { bookingsOnDay } from "../../dashboard";
import { answer, mediaType, pageRefusal, type QueryProblem, refuse } from "../../http";
import { readLeadScore } from "../../leads";
import type { StaffRequest } from "../../services-context";
import { calendarFeedAction } from "../live/calendar-action";
import { feedStatus } from "../live/calendar-feed";
import { leadNavigation } from "../live/lead-navigation";
import { listSavedViews } from "../live/saved-views";
import { savedViewAction } from "../live/saved-views-action";
import { readLeadWork, runLeadWork } from "../work/lead-work";
import { cancelBooking, listBookings, moveBooking } from "./bookings";
import { inboxDeps, NOT_FOUND } from "./deps";
import { exportLeadsCsv } from "./export-csv";
import { keyFigures } from "./figures";
import { readLeadDetail } from "./lead-detail";
import { knownSources, listLeads } from "./list-leads";
import { markNotSpam } from "./not-spam";
import { addLeadNote } from "./notes";
import { moveLeadStatus } from "./pipeline";
import { resendLeadEmail } from "./resend-email";

/**
 * The inbox pages' form posts, one handler per page, for the page socket
 * (`pageAction(schema, handler)`): the form is read and checked already; each
 * answers the one ActionAnswer (a refusal with its 4xx), nothing changed on a
 * refusal.
 */

/**
 * /admin (and its spam folder): the list for the filters of the address, or,
 * when they cannot be used, the page with the filters and why (a 400).
 */
export async function loadInboxPage(
  request: StaffRequest,
  filters: { query: LeadListQuery; problem: null } | QueryProblem,
  url: URL,
) {
  const { db, timeZone } = inboxDeps(request);
  const staffId = request.staff.id;
  const params = Object.fromEntries(url.searchParams);
  const sources = await knownSources(db);
  // inbox-live: the staff member's saved views, and the moment the list was read (what the live stream counts from).
  const live = { views: await listSavedViews(db, staffId), loadedAt: new Date().toISOString() };
  if (filters.problem !== null)
    return data({ error: filters.problem, params, sources, query: null, list: null, staff: [], ...live }, { status: 400 });
  // Issue 25 item 7 (inbox work): `owner=me` needs the viewer; the bulk owner menu needs the staff.
  const [list, staff] = await Promise.all([listLeads(db, filters.query, timeZone, staffId), listStaff(db)]);
  return data({ error: null, params, sources, query: filters.query, list, staff, ...live });
}

/** GET /admin/leads.csv?<the inbox's filters>: the filtered list as a CSV download (audited), or why not (plain text). */
export async function leadsCsvResponse(
  request: StaffRequest,
  filters: { query: LeadListQuery; problem: null } | QueryProblem,
): Promise<Response> {
  if (filters.problem !== null) {
    return new Response(`These filters cannot be used: ${filters.problem}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { stream, filename } = await exportLeadsCsv(inboxDeps(request), request.actor, filters.query);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** /admin/figures: key figures for the range of the address, or the page with the range and why not (a 400). */
export async function loadFiguresPage(request: StaffRequest, range: { query: DayRange; problem: null } | QueryProblem, url: URL) {
  const params = Object.fromEntries(url.searchParams);
  if (range.problem !== null) return data({ error: range.problem, params, figures: null }, { status: 400 });
  const { db, timeZone } = inboxDeps(request);
  return data({ error: null, params, figures: await keyFigures(db, range.query, timeZone) });
}

/** /admin: "Not spam" and the saved views. */
export async function inboxPageAction(request: StaffRequest, input: InboxPageInput) {
  if (input.intent !== "not-spam") return savedViewAction(request, input);
  const result = await markNotSpam(inboxDeps(request), request.actor, input.leadId);
  if (!result.ok) return refuse(result.status, result.message);
  return answer(
    true,
    result.emailsSent
      ? "Moved to the inbox; its e-mails have been sent."
      : "Moved to the inbox; its e-mails are queued and will be retried until they go out.",
  );
}

/** The lead of a lead page's address, or the page's 404 (the same answer as for a deleted lead). */
export function leadIdOf(param: string | undefined): string | null {
  const id = leadIdSchema.safeParse(param);
  return id.success ? id.data : null;
}

/** /admin/leads/:id: one lead, its work and its place in the list it was opened from. Every view is audited. */
export async function loadLeadPage(request: StaffRequest, param: string | undefined, url: URL, templateId: string | null) {
  const { staff, actor } = request;
  const id = leadIdOf(param);
  if (!id) throw pageRefusal(404, NOT_FOUND.lead);
  const deps = inboxDeps(request);
  const detail = await readLeadDetail(deps, actor, id);
  if (!detail.ok) throw pageRefusal(detail.status, detail.message);
  const { ok: _ok, ...rest } = detail;
  // Issue 25 item 7 (inbox work): owner, next steps, e-mail templates (?template= fills one in), calls.
  const work = await readLeadWork(deps, id, staff.name, templateId);
  return {
    ...rest,
    work,
    viewerId: staff.id,
    nowWall: utcToWallTime(new Date(), deps.timeZone),
    score: await readLeadScore(deps.db, id),
    // inbox-live: previous/next within the list this page was opened from (its filters ride on the address).
    navigation: await leadNavigation(deps, url, id, staff.id),
  };
}

/**
 * The lead page has always answered a body that is not a form (a script's
 * JSON) as its own 400, "The form could not be read.", before reading it:
 * the socket's guard says so here.
 */
export function refuseUnreadableForm(request: Request): void {
  if (!FORM_TYPES.includes(mediaType(request)))
    throw data({ ok: false, message: "The form could not be read." }, { status: 400, headers: { "Cache-Control": "no-store" } });
}
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** /admin/leads/:id: status, note, resend, not spam, and the daily work (owner, tasks, e-mail, calls, deal value). */
export async function leadPageAction(request: StaffRequest, param: string | undefined, command: LeadPageInput) {
  const id = leadIdOf(param);
  if (!id) return refuse(404, NOT_FOUND.lead);
  const deps = inboxDeps(request);
  const { actor } = request;
  switch (command.intent) {
    case "status": {
      const result = await moveLeadStatus(deps, actor, id, command.status);
      if (!result.ok) return refuse(result.status, result.message);
      const to = PIPELINE_STATUS_LABELS[command.status];
      return answer(
        true,
        result.changed ? `Status changed from ${PIPELINE_STATUS_LABELS[result.from]} to ${to}.` : `The status was already ${to}.`,
      );
    }
    case "note": {
      const result = await addLeadNote(deps, actor, id, command.body);
      return result.ok ? answer(true, "Note added.") : refuse(result.status, result.message);
    }
    case "resend": {
      const result = await resendLeadEmail(deps, actor, id, command.emailId);
      if (!result.ok) return refuse(result.status, result.message);
      return answer(
        true,
        result.sent
          ? `E-mail sent again to ${result.recipient}.`
          : `The e-mail to ${result.recipient} is queued; it will be retried until it goes out.`,
      );
    }
    case "not-spam": {
      const result = await markNotSpam(deps, actor, id);
      if (!result.ok) return refuse(result.status, result.message);
      return answer(
        true,
        result.emailsSent ? "Moved to the inbox; its e-mails have been sent." : "Moved to the inbox; its e-mails are queued.",
      );
    }
    default: {
      // Issue 25 item 7 (inbox work): owner, next steps, e-mail to the lead, calls, deal value.
      const result = await runLeadWork(deps, { ...actor, name: request.staff.name }, id, command);
      return result.status < 400 ? answer(true, result.message) : refuse(result.status, result.message);
    }
  }
}

/** /admin/bookings: upcoming and past sessions, `?day=`'s first, and whether the viewer has a calendar feed. */
export async function loadBookingsPage(request: StaffRequest, day: string | undefined) {
  const deps = inboxDeps(request);
  const onDay = day ? { day, rows: await bookingsOnDay(deps.db, day, deps.timeZone) } : null;
  // inbox-live: whether this staff member has a calendar feed address (never the address itself).
  const [list, feed] = await Promise.all([listBookings(deps), feedStatus(deps.db, request.staff.id)]);
  return { ...list, onDay, feed };
}

/** A question asked before a booking change that e-mails the visitor (cancel, move): nothing is changed or sent yet. */
export interface BookingQuestions {
  confirm: { bookingId: string; name: string; slotStart: Date | string };
  confirmMove: { bookingId: string; name: string; slotStart: Date | string; slot: string };
}

/** /admin/bookings: cancel or move a session (each asked first), and the calendar feed's address. */
export async function bookingsPageAction(request: StaffRequest, command: BookingsPageInput) {
  // inbox-live: the calendar feed's address (make, replace, revoke).
  if (command.intent === "calendar-create" || command.intent === "calendar-revoke")
    return calendarFeedAction(request, command.intent);
  const deps = inboxDeps(request);
  if (command.intent === "cancel" && command.confirmed !== "yes") {
    // Nothing changes and nothing is sent until the person confirms; works without JS (a second form post).
    const booking = (await listBookings(deps)).upcoming.find((row) => row.id === command.bookingId);
    if (!booking) return refuse(404, NOT_FOUND.booking);
    return answer<Partial<BookingQuestions>>(true, "Confirm the cancellation.", {
      confirm: { bookingId: booking.id, name: booking.name, slotStart: booking.slotStart },
    });
  }
  if (command.intent === "move" && command.confirmed !== "yes") {
    // inbox-live: a move e-mails the visitor, so it is asked first too; a post that neither asks nor confirms changes nothing.
    if (command.step !== "ask") return refuse(400, "Confirm the move first: nothing was changed or sent.");
    const booking = (await listBookings(deps)).upcoming.find((row) => row.id === command.bookingId);
    if (!booking) return refuse(404, NOT_FOUND.booking);
    return answer<Partial<BookingQuestions>>(true, "Confirm the move.", {
      confirmMove: { bookingId: booking.id, name: booking.name, slotStart: booking.slotStart, slot: command.slot },
    });
  }
  const result =
    command.intent === "cancel"
      ? await cancelBooking(deps, request.actor, command.bookingId)
      : await moveBooking(deps, request.actor, command.bookingId, command.slot);
  if (!result.ok) return refuse(result.status, result.message);
  const done = command.intent === "cancel" ? "Session cancelled" : "Session moved";
  return answer(
    true,
    result.emailed
      ? `${done}; the visitor has been e-mailed the ${command.intent === "cancel" ? "cancellation" : "updated invitation"}.`
      : `${done}, but the e-mail to the visitor could not be sent (${result.emailError}). Please call them.`,
  );
}
