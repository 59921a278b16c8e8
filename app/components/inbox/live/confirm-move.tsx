import { useFormatDateTime } from "~/components/admin/format";
import { BookingQuestion } from "~/components/inbox/booking-question";

/** The first step of a move: which session, from when to when, asked before anything changes or is sent. */
export interface MoveQuestion {
  bookingId: string;
  name: string;
  slotStart: Date | string;
  slot: string;
}

export function ConfirmMove({ question }: { question: MoveQuestion }) {
  const formatDateTime = useFormatDateTime();
  return (
    <BookingQuestion
      id="confirm-move"
      heading="Move this session?"
      fields={{ intent: "move", bookingId: question.bookingId, slot: question.slot }}
      confirmLabel={`Yes, move and e-mail ${question.name}`}
      keepLabel="Keep the current time"
    >
      The session with {question.name} moves from {formatDateTime(question.slotStart)} to {formatDateTime(question.slot)}, and
      they will be e-mailed the updated invitation at once.
    </BookingQuestion>
  );
}
