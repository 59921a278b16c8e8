import { useEffect, useRef } from "react";
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { bookingsOnDay } from "~/.server/dashboard/lists";
import { cancelBooking, listBookings, moveBooking } from "~/.server/inbox/bookings";
import { actorOf, formFields, inboxDeps } from "~/.server/inbox/route-context";
import { type ActionAnswer, ActionStatus } from "~/components/inbox/action-status";
import { useFormatDateTime } from "~/components/inbox/format";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { dashboardDaySchema } from "~/lib/dashboard";
import { firstIssue } from "~/lib/first-issue";
import { bookingActionSchema } from "~/lib/inbox-query";
import type { Route } from "./+types/bookings";

/** /admin/bookings: strategy sessions, upcoming and past; cancel or move, which e-mails the visitor. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Bookings" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const deps = inboxDeps(context);
  // ?day=YYYY-MM-DD (the staff dashboard's "today" link, issue 25 item 5): that agency day's confirmed sessions first.
  const dayParam = new URL(request.url).searchParams.get("day");
  const day = dayParam === null ? null : dashboardDaySchema.safeParse(dayParam);
  if (day && !day.success) throw data({ message: firstIssue(day.error) }, { status: 400 });
  const onDay = day?.success ? { day: day.data, rows: await bookingsOnDay(deps.db, day.data, deps.timeZone) } : null;
  return { ...(await listBookings(deps)), onDay };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const answer = (status: number, message: string) => data<ActionAnswer>({ ok: status < 400, message }, { status });
  const fields = await formFields(request);
  if (!fields) return answer(400, "The form could not be read.");
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
  const ref = useRef<HTMLElement>(null);
  const formatDateTime = useFormatDateTime();
  // The question takes focus when it appears, as an answer does (keyboard and screen-reader users land on it).
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="confirm-cancel-heading"
      aria-describedby="confirm-cancel-text"
      className="rounded-xl border border-amber-700 bg-amber-50 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <h2 id="confirm-cancel-heading" className="text-lg font-semibold text-ink">
        Cancel this session?
      </h2>
      <p id="confirm-cancel-text" className="mt-1 text-sm text-ink">
        The session with {question.name} on {formatDateTime(question.slotStart)} will be cancelled, and they will be e-mailed a
        cancellation at once.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="bookingId" value={question.bookingId} />
          <input type="hidden" name="confirmed" value="yes" />
          <Button type="submit" size="sm">
            Yes, cancel and e-mail {question.name}
          </Button>
        </Form>
        <Link to="/admin/bookings" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Keep the session
        </Link>
      </div>
    </section>
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
  const { upcoming, past, openSlots, onDay } = useLoaderData<typeof loader>();
  const question = actionData && "confirm" in actionData ? actionData.confirm : null;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Bookings</h1>
      {question ? <ConfirmCancel question={question} /> : <ActionStatus answer={actionData as ActionAnswer | undefined} />}
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
    </div>
  );
}
