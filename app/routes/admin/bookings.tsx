import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { actorOf, requireStaff } from "~/.server/auth/staff";
import { bookingsOnDay } from "~/.server/dashboard/lists";
import { cancelBooking, listBookings, moveBooking } from "~/.server/inbox/list/bookings";
import { formFields, inboxDeps } from "~/.server/inbox/list/route-context";
import { calendarFeedAction, isCalendarIntent } from "~/.server/inbox/live/calendar-action";
import { feedStatus } from "~/.server/inbox/live/calendar-feed";
import { useFormatDateTime } from "~/components/admin/format";
import { BookingQuestion } from "~/components/inbox/booking-question";
import { CalendarFeedPanel } from "~/components/inbox/live/calendar-feed-panel";
import { ConfirmMove, type MoveQuestion } from "~/components/inbox/live/confirm-move";
import { type ActionAnswer, ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { dashboardDaySchema } from "~/lib/dashboard/dashboard";
import { firstIssue } from "~/lib/first-issue";
import { bookingActionSchema } from "~/lib/inbox/query";
import type { Route } from "./+types/bookings";

/** /admin/bookings: strategy sessions, upcoming and past; cancel or move, which e-mails the visitor. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Bookings" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const deps = inboxDeps(context);
  // ?day=YYYY-MM-DD (the staff dashboard's "today" link, issue 25 item 5): that agency day's confirmed sessions first.
  const dayParam = new URL(request.url).searchParams.get("day");
  const day = dayParam === null ? null : dashboardDaySchema.safeParse(dayParam);
  if (day && !day.success) throw data({ message: firstIssue(day.error) }, { status: 400 });
  const onDay = day?.success ? { day: day.data, rows: await bookingsOnDay(deps.db, day.data, deps.timeZone) } : null;
  // inbox-live: whether this staff member has a calendar feed address (never the address itself).
  const [list, feed] = await Promise.all([listBookings(deps), feedStatus(deps.db, staff.id)]);
  return { ...list, onDay, feed };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const answer = (status: number, message: string) => data<ActionAnswer>({ ok: status < 400, message }, { status });
  const fields = await formFields(request);
  if (!fields) return answer(400, "The form could not be read.");
  // inbox-live: the calendar feed's address (make, replace, revoke).
  if (isCalendarIntent(fields.intent)) return calendarFeedAction(context, staff, fields.intent);
  const parsed = bookingActionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, firstIssue(parsed.error));
  const deps = inboxDeps(context);
  const command = parsed.data;
  if (command.intent === "cancel" && command.confirmed !== "yes") {
    // Nothing changes and nothing is sent until the person confirms; works without JS (a second form post).
    const booking = (await listBookings(deps)).upcoming.find((row) => row.id === command.bookingId);
    if (!booking) return answer(404, "This booking does not exist.");
    return data<CancelQuestion>({ confirm: { bookingId: booking.id, name: booking.name, slotStart: booking.slotStart } });
  }
  if (command.intent === "move" && command.confirmed !== "yes") {
    // inbox-live: a move e-mails the visitor, so it is asked first too; a post that neither asks nor confirms changes nothing.
    if (command.step !== "ask") return answer(400, "Confirm the move first: nothing was changed or sent.");
    const booking = (await listBookings(deps)).upcoming.find((row) => row.id === command.bookingId);
    if (!booking) return answer(404, "This booking does not exist.");
    return data<{ confirmMove: MoveQuestion }>({
      confirmMove: { bookingId: booking.id, name: booking.name, slotStart: booking.slotStart, slot: command.slot },
    });
  }
  const result =
    command.intent === "cancel"
      ? await cancelBooking(deps, actorOf(staff), command.bookingId)
      : await moveBooking(deps, actorOf(staff), command.bookingId, command.slot);
  if (!result.ok) return answer(result.status, result.message);
  const done = command.intent === "cancel" ? "Session cancelled" : "Session moved";
  return answer(
    200,
    result.emailed
      ? `${done}; the visitor has been e-mailed the ${command.intent === "cancel" ? "cancellation" : "updated invitation"}.`
      : `${done}, but the e-mail to the visitor could not be sent (${result.emailError}). Please call them.`,
  );
}

type Row = Awaited<ReturnType<typeof loader>>["upcoming"][number];

/** The first step of a cancellation: which session, asked before anything is sent. */
interface CancelQuestion {
  confirm: { bookingId: string; name: string; slotStart: Date | string };
}

function ConfirmCancel({ question }: { question: CancelQuestion["confirm"] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <BookingQuestion
      id="confirm-cancel"
      heading="Cancel this session?"
      fields={{ intent: "cancel", bookingId: question.bookingId }}
      confirmLabel={`Yes, cancel and e-mail ${question.name}`}
      keepLabel="Keep the session"
    >
      The session with {question.name} on {formatDateTime(question.slotStart)} will be cancelled, and they will be e-mailed a
      cancellation at once.
    </BookingQuestion>
  );
}

function BookingsTable({ rows, caption, slots, actions }: { rows: Row[]; caption: string; slots: string[]; actions: boolean }) {
  const formatDateTime = useFormatDateTime();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const columns: Column<Row>[] = [
    {
      id: "when",
      header: "When",
      className: "whitespace-nowrap",
      sortValue: (row) => new Date(row.slotStart),
      cell: (row) => (
        <>
          {formatDateTime(row.slotStart)}
          {row.timeZone ? <div className="text-xs text-slate-700">Visitor's zone: {row.timeZone}</div> : null}
        </>
      ),
    },
    {
      id: "visitor",
      header: "Visitor",
      rowHeader: true,
      sortValue: (row) => row.name,
      cell: (row) => (
        <>
          <Link to={`/admin/leads/${row.leadId}`} className="text-brand-700 underline-offset-2 hover:underline">
            {row.name}
          </Link>
          <div className="font-normal text-slate-700">{row.email}</div>
          {row.facility ? <div className="font-normal text-slate-700">{row.facility}</div> : null}
        </>
      ),
    },
    { id: "status", header: "Status", cell: (row) => (row.status === "cancelled" ? "Cancelled" : "Confirmed") },
  ];
  if (actions) {
    columns.push({
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <div className="flex flex-wrap items-end gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="bookingId" value={row.id} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Cancel session with ${row.name}`}>
              Cancel session
            </Button>
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="bookingId" value={row.id} />
            <input type="hidden" name="step" value="ask" />
            <div>
              <Label htmlFor={`move-${row.id}`} className="text-xs">
                New time for {row.name}
              </Label>
              <Select id={`move-${row.id}`} name="slot" required defaultValue="" className="mt-1 h-9 w-64 text-sm">
                <option value="" disabled>
                  Choose a free slot
                </option>
                {slots.map((slot) => (
                  <option key={slot} value={slot}>
                    {formatDateTime(slot)}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" size="sm" disabled={busy} aria-label={`Move the session with ${row.name}`}>
              Move
            </Button>
          </Form>
        </div>
      ),
    });
  }
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} empty={`${caption}: none.`} />;
}

export default function Bookings({ actionData }: Route.ComponentProps) {
  const { upcoming, past, openSlots, onDay, feed } = useLoaderData<typeof loader>();
  const question = actionData && "confirm" in actionData ? actionData.confirm : null;
  const moveQuestion = actionData && "confirmMove" in actionData ? actionData.confirmMove : null;
  const calendarAnswer = actionData && "intent" in actionData && actionData.intent === "calendar" ? actionData : null;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Bookings</h1>
      {question ? (
        <ConfirmCancel question={question} />
      ) : moveQuestion ? (
        <ConfirmMove question={moveQuestion} />
      ) : calendarAnswer ? null : (
        <ActionStatus answer={actionData as ActionAnswer | undefined} />
      )}
      {onDay ? (
        <BookingsTable
          rows={onDay.rows}
          caption={`Confirmed sessions on ${onDay.day} (${onDay.rows.length})`}
          slots={[]}
          actions={false}
        />
      ) : null}
      {upcoming.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-muted">No upcoming strategy sessions.</p>
      ) : (
        <BookingsTable rows={upcoming} caption="Upcoming sessions" slots={openSlots} actions />
      )}
      {past.length === 0 ? null : <BookingsTable rows={past} caption="Past and cancelled sessions" slots={[]} actions={false} />}
      <CalendarFeedPanel feed={feed} answer={calendarAnswer} />
    </div>
  );
}
