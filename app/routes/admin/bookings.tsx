import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { type BookingQuestions, bookingsPageAction, loadBookingsPage } from "~/.server/inbox/list/pages";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { BookingQuestion } from "~/components/inbox/booking-question";
import { CalendarFeedPanel } from "~/components/inbox/live/calendar-feed-panel";
import { ConfirmMove } from "~/components/inbox/live/confirm-move";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import type { ActionAnswer } from "~/lib/action-answer";
import { formIssue } from "~/lib/first-issue";
import { bookingsPageQuery, bookingsPageSchema } from "~/lib/inbox/page-forms";
import type { Route } from "./+types/bookings";

/** /admin/bookings: strategy sessions, upcoming and past; cancel or move, which e-mails the visitor. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Bookings" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { day } = listQuery(request, bookingsPageQuery);
  return loadBookingsPage(staffRequest(context), day);
}

export const action = pageAction(bookingsPageSchema, (input, { context }) => bookingsPageAction(staffRequest(context), input), {
  guard: ({ context }) => void staffRequest(context),
  invalid: formIssue,
});

type Row = Awaited<ReturnType<typeof loader>>["upcoming"][number];

/** The first step of a cancellation: which session, asked before anything is sent. */
function ConfirmCancel({ question }: { question: BookingQuestions["confirm"] }) {
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
  const answer = actionData as ActionAnswer<BookingQuestions & { url: string }> | undefined;
  const question = answer?.confirm ?? null;
  const moveQuestion = answer?.confirmMove ?? null;
  const calendarAnswer = answer?.intent === "calendar" ? answer : null;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Bookings</h1>
      {question ? (
        <ConfirmCancel question={question} />
      ) : moveQuestion ? (
        <ConfirmMove question={moveQuestion} />
      ) : calendarAnswer ? null : (
        <ActionStatus answer={answer} />
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
