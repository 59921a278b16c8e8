import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { useFormatDateTime } from "~/components/inbox/format";
import { Button } from "~/components/ui/button";

/** The first step of a move: which session, from when to when, asked before anything changes or is sent. */
export interface MoveQuestion {
  bookingId: string;
  name: string;
  slotStart: Date | string;
  slot: string;
}

export function ConfirmMove({ question }: { question: MoveQuestion }) {
  const ref = useRef<HTMLElement>(null);
  const formatDateTime = useFormatDateTime();
  // The question takes focus when it appears, as the cancel question does.
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="confirm-move-heading"
      aria-describedby="confirm-move-text"
      className="rounded-xl border border-amber-700 bg-amber-50 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <h2 id="confirm-move-heading" className="text-lg font-semibold text-ink">
        Move this session?
      </h2>
      <p id="confirm-move-text" className="mt-1 text-sm text-ink">
        The session with {question.name} moves from {formatDateTime(question.slotStart)} to {formatDateTime(question.slot)}, and
        they will be e-mailed the updated invitation at once.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="bookingId" value={question.bookingId} />
          <input type="hidden" name="slot" value={question.slot} />
          <input type="hidden" name="confirmed" value="yes" />
          <Button type="submit" size="sm">
            Yes, move and e-mail {question.name}
          </Button>
        </Form>
        <Link to="/admin/bookings" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Keep the current time
        </Link>
      </div>
    </section>
  );
}
