import { Form } from "react-router";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { ActionAnswer } from "~/lib/action-answer";
import type { Transcript } from "~/lib/chat/admin";
import { type ChatHours, STAFF_REPLY_MAX, WEEKDAYS } from "~/lib/chat/handoff";
import { Input } from "../ui/input";

/**
 * /chat's controls for one conversation (issue 25 item 8): who holds it, take
 * over / hand back, the live reply (only for the holder), and its owner.
 * Plain form posts, so each works without JS; with JS the page re-reads the
 * conversation every few seconds while it is open (the visitor's messages live).
 */
export function TakeoverPanel({
  transcript,
  meId,
  staff,
  answer,
}: {
  transcript: Transcript;
  meId: string;
  staff: { id: string; name: string }[];
  answer?: ActionAnswer | null;
}) {
  const mine = transcript.heldBy?.id === meId;
  const hidden = <input type="hidden" name="conversationId" value={transcript.id} />;
  return (
    <section aria-labelledby="takeover-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="takeover-title" className="text-lg font-semibold text-ink">
        Talk to this visitor
      </h2>
      <p className="text-sm text-slate-700" data-testid="takeover-state">
        {transcript.heldBy
          ? mine
            ? "You hold this conversation: the assistant answers nothing until you hand it back."
            : `${transcript.heldBy.name} holds this conversation.`
          : "The assistant is answering this conversation."}
        {transcript.handoffRequestedAt ? " The visitor asked for a person." : ""}
      </p>
      {answer && answer.intent !== "hours" ? <ActionStatus answer={answer} /> : null}
      <div className="flex flex-wrap gap-3">
        {transcript.heldBy ? (
          <Form method="post" replace preventScrollReset>
            {hidden}
            <Button type="submit" name="intent" value="hand-back" variant="secondary">
              Hand back to the assistant
            </Button>
          </Form>
        ) : (
          <Form method="post" replace preventScrollReset>
            {hidden}
            <Button type="submit" name="intent" value="take-over">
              Take over
            </Button>
          </Form>
        )}
      </div>
      {mine ? (
        <Form method="post" replace preventScrollReset className="space-y-2" aria-label="Reply to the visitor">
          {hidden}
          <Label htmlFor="staff-reply">Your reply (the visitor sees it at once)</Label>
          <Textarea
            id="staff-reply"
            name="reply"
            required
            maxLength={STAFF_REPLY_MAX}
            rows={3}
            key={transcript.messages.length}
          />
          <Button type="submit" name="intent" value="reply">
            Send reply
          </Button>
        </Form>
      ) : null}
      <Form method="post" replace preventScrollReset className="flex flex-wrap items-end gap-3">
        {hidden}
        <div>
          <Label htmlFor="conversation-owner">Owner</Label>
          <Select id="conversation-owner" name="ownerId" defaultValue={transcript.ownerId ?? ""} className="mt-1.5">
            <option value="">Nobody</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
                {member.id === meId ? " (me)" : ""}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" name="intent" value="owner" variant="secondary">
          Save owner
        </Button>
      </Form>
    </section>
  );
}

/** The agency's hours (the `chat.hours` setting): shown to every admin, changed by a super admin. */
export function HoursForm({ hours, canEdit, answer }: { hours: ChatHours; canEdit: boolean; answer?: ActionAnswer | null }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <summary className="cursor-pointer text-lg font-semibold text-ink">Agency hours for the chat</summary>
      <p className="mt-2 text-sm text-slate-700">
        Outside these hours (the agency's time zone) a visitor who asks for a person is told when someone will reply and asked for
        a way to reach them. Leave a day empty when nobody answers.
      </p>
      {answer?.intent === "hours" ? <ActionStatus answer={answer} className="mt-3" /> : null}
      <Form method="post" replace preventScrollReset className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="hours" />
        {WEEKDAYS.map((day, index) => (
          <fieldset key={day} className="flex flex-wrap items-center gap-3" disabled={!canEdit}>
            <legend className="w-28 font-medium text-ink">{day}</legend>
            <Label htmlFor={`open-${index}`}>Opens</Label>
            <Input
              id={`open-${index}`}
              name={`open-${index}`}
              type="time"
              defaultValue={hours[index]?.open ?? ""}
              className="w-32"
            />
            <Label htmlFor={`close-${index}`}>Closes</Label>
            <Input
              id={`close-${index}`}
              name={`close-${index}`}
              type="time"
              defaultValue={hours[index]?.close ?? ""}
              className="w-32"
            />
          </fieldset>
        ))}
        {canEdit ? (
          <Button type="submit">Save hours</Button>
        ) : (
          <p className="text-sm text-slate-700">Only a super admin can change the hours.</p>
        )}
      </Form>
    </details>
  );
}
