import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { ActionAnswer } from "~/lib/action-answer";
import {
  CALL_DIRECTION_LABELS,
  CALL_DIRECTIONS,
  CALL_NOTES_MAX,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallDirection,
  type CallOutcome,
  EMAIL_BODY_MAX,
  formatCents,
  SUBJECT_MAX,
  TASK_TITLE_MAX,
} from "~/lib/inbox/work";

/**
 * The lead page's daily-work sections (issue 25 item 7): owner and deal
 * value, next steps, e-mail from a template, the call log. Every form is a
 * plain post with an intent, so each works without JavaScript.
 */
interface StaffOption {
  id: string;
  name: string;
  email: string;
}
export interface LeadWorkData {
  staff: StaffOption[];
  tasks: {
    id: string;
    title: string;
    dueAt: Date;
    doneAt: Date | null;
    reminderSentAt: Date | null;
    ownerId: string | null;
    ownerName: string | null;
  }[];
  calls: { id: string; calledAt: Date; direction: string; outcome: string; notes: string | null; authorEmail: string | null }[];
  messages: { id: string; subject: string; status: string; recipient: string; createdAt: Date; senderEmail: string | null }[];
  templates: { id: string; name: string }[];
  draft: { id: string; subject: string; body: string } | null;
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type AnswerFor = (intent: string) => ActionAnswer | null;

export function OwnerAndDealSection({
  lead,
  work,
  answerFor,
  busy,
}: {
  lead: { ownerId: string | null; dealValueCents: number | null };
  work: LeadWorkData;
  answerFor: AnswerFor;
  busy: boolean;
}) {
  return (
    <Section title="Owner and deal" id="owner">
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="owner" />
        <div>
          <Label htmlFor="lead-owner">Owner</Label>
          <Select id="lead-owner" name="ownerId" defaultValue={lead.ownerId ?? ""} className="mt-1.5 w-64">
            <option value="">Nobody</option>
            {work.staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={busy}>
          Assign
        </Button>
      </Form>
      <ActionStatus answer={answerFor("owner")} className="mt-3" />
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="deal-value" />
        <div>
          <Label htmlFor="deal-value">Deal value (US dollars, per deal)</Label>
          <Input
            id="deal-value"
            name="dealValue"
            inputMode="decimal"
            defaultValue={lead.dealValueCents === null ? "" : (lead.dealValueCents / 100).toFixed(2)}
            aria-describedby="deal-value-help"
            className="mt-1.5 w-48"
            maxLength={40}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          Save deal value
        </Button>
      </Form>
      <p id="deal-value-help" className="mt-2 text-xs text-slate-700">
        The value of the agency's contract with this facility. Never a figure per admission or per patient (fees tied to patient
        referrals are unlawful under EKRA). Leave empty to clear.
        {lead.dealValueCents !== null ? ` Now: ${formatCents(lead.dealValueCents)}.` : ""}
      </p>
      <ActionStatus answer={answerFor("deal-value")} className="mt-3" />
    </Section>
  );
}

export function NextStepsSection({
  work,
  viewerId,
  nowWall,
  answerFor,
  busy,
}: {
  work: LeadWorkData;
  viewerId: string;
  nowWall: string;
  answerFor: AnswerFor;
  busy: boolean;
}) {
  const formatDateTime = useFormatDateTime();
  const answer = answerFor("task") ?? answerFor("task-done") ?? answerFor("task-undone");
  return (
    <Section title="Next steps" id="next-steps">
      <Form method="post" className="space-y-3" key={answer?.ok ? work.tasks.length : "task-form"}>
        <input type="hidden" name="intent" value="task" />
        <div>
          <Label htmlFor="task-title">Next step</Label>
          <Input id="task-title" name="title" required maxLength={TASK_TITLE_MAX} className="mt-1.5" />
        </div>
        <div className="flex flex-wrap gap-3">
          <div>
            <Label htmlFor="task-due">Due (agency time)</Label>
            <Input id="task-due" name="due" type="datetime-local" step={1} required min={nowWall} className="mt-1.5 w-60" />
          </div>
          <div>
            <Label htmlFor="task-owner">Owner</Label>
            <Select id="task-owner" name="ownerId" defaultValue={viewerId} className="mt-1.5 w-56">
              {work.staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button type="submit" disabled={busy}>
          Add next step
        </Button>
      </Form>
      <ActionStatus answer={answer} className="mt-3" />
      {work.tasks.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">No next steps yet.</p>
      ) : (
        <ul className="mt-4 space-y-2" aria-label="Next steps of this lead">
          {work.tasks.map((task) => (
            <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-3 text-sm">
              <div>
                <p className={task.doneAt ? "text-slate-700 line-through" : "font-medium text-ink"}>{task.title}</p>
                <p className="text-xs text-slate-700">
                  Due {formatDateTime(task.dueAt)}, {task.ownerName ?? "no owner"}
                  {task.doneAt ? `; done ${formatDateTime(task.doneAt)}` : ""}
                  {task.reminderSentAt ? "; reminder sent" : ""}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value={task.doneAt ? "task-undone" : "task-done"} />
                <input type="hidden" name="taskId" value={task.id} />
                <Button
                  type="submit"
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`${task.doneAt ? "Reopen" : "Done"}: ${task.title}`}
                >
                  {task.doneAt ? "Reopen" : "Done"}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function EmailLeadSection({
  leadId,
  isSpam,
  work,
  answerFor,
  busy,
}: {
  leadId: string;
  isSpam: boolean;
  work: LeadWorkData;
  answerFor: AnswerFor;
  busy: boolean;
}) {
  const formatDateTime = useFormatDateTime();
  const answer = answerFor("email");
  return (
    <Section title="E-mail the lead" id="email-lead">
      {isSpam ? (
        <p className="text-sm text-slate-700">Spam is never e-mailed. Mark the lead as not spam first.</p>
      ) : (
        <>
          {/* A GET: the page comes back with the template filled in for this lead, to edit before sending. */}
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <div>
              <Label htmlFor="email-template">Template</Label>
              <Select id="email-template" name="template" defaultValue={work.draft?.id ?? ""} className="mt-1.5 w-64">
                <option value="">No template</option>
                {work.templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" variant="secondary" disabled={busy}>
              Use template
            </Button>
            <Link to="/admin/email-templates" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              Edit templates
            </Link>
          </Form>
          <Form
            method="post"
            action={`/admin/leads/${leadId}`}
            className="mt-4 space-y-3"
            key={answer?.ok ? work.messages.length : (work.draft?.id ?? "blank")}
          >
            <input type="hidden" name="intent" value="email" />
            {work.draft ? <input type="hidden" name="templateId" value={work.draft.id} /> : null}
            <div>
              <Label htmlFor="email-subject">Subject</Label>
              <Input
                id="email-subject"
                name="subject"
                required
                maxLength={SUBJECT_MAX}
                defaultValue={work.draft?.subject ?? ""}
                className="mt-1.5"
              />
            </div>
            <div>
              <Label htmlFor="email-body">Message</Label>
              <Textarea
                id="email-body"
                name="body"
                required
                maxLength={EMAIL_BODY_MAX}
                rows={8}
                defaultValue={work.draft?.body ?? ""}
                className="mt-1.5"
              />
            </div>
            <Button type="submit" disabled={busy}>
              Send e-mail
            </Button>
          </Form>
        </>
      )}
      <ActionStatus answer={answer} className="mt-3" />
      {work.messages.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm" aria-label="E-mails sent to this lead">
          {work.messages.map((message) => (
            <li key={message.id} className="rounded-md bg-slate-50 p-3">
              <p className="font-medium text-ink">{message.subject}</p>
              <p className="text-xs text-slate-700">
                {message.status} to {message.recipient}, {formatDateTime(message.createdAt)}
                {message.senderEmail ? ` by ${message.senderEmail}` : ""}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

export function CallLogSection({
  work,
  nowWall,
  answerFor,
  busy,
}: {
  work: LeadWorkData;
  nowWall: string;
  answerFor: AnswerFor;
  busy: boolean;
}) {
  const formatDateTime = useFormatDateTime();
  const answer = answerFor("call");
  return (
    <Section title="Calls" id="calls">
      <Form method="post" className="space-y-3" key={answer?.ok ? work.calls.length : "call-form"}>
        <input type="hidden" name="intent" value="call" />
        <div className="flex flex-wrap gap-3">
          <div>
            <Label htmlFor="call-at">When (agency time)</Label>
            <Input
              id="call-at"
              name="calledAt"
              type="datetime-local"
              step={1}
              required
              defaultValue={nowWall}
              className="mt-1.5 w-60"
            />
          </div>
          <div>
            <Label htmlFor="call-direction">Direction</Label>
            <Select id="call-direction" name="direction" className="mt-1.5 w-40">
              {CALL_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {CALL_DIRECTION_LABELS[direction]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="call-outcome">Outcome</Label>
            <Select id="call-outcome" name="outcome" className="mt-1.5 w-44">
              {CALL_OUTCOMES.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {CALL_OUTCOME_LABELS[outcome]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div>
          <Label htmlFor="call-notes">Notes</Label>
          <Textarea id="call-notes" name="notes" maxLength={CALL_NOTES_MAX} rows={3} className="mt-1.5" />
        </div>
        <Button type="submit" disabled={busy}>
          Log call
        </Button>
      </Form>
      <ActionStatus answer={answer} className="mt-3" />
      {work.calls.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm" aria-label="Calls with this lead">
          {work.calls.map((call) => (
            <li key={call.id} className="rounded-md bg-slate-50 p-3">
              <p className="font-medium text-ink">
                {CALL_DIRECTION_LABELS[call.direction as CallDirection] ?? call.direction}:{" "}
                {CALL_OUTCOME_LABELS[call.outcome as CallOutcome] ?? call.outcome}
              </p>
              {call.notes ? <p className="whitespace-pre-wrap break-words">{call.notes}</p> : null}
              <p className="text-xs text-slate-700">
                {formatDateTime(call.calledAt)}
                {call.authorEmail ? `, ${call.authorEmail}` : ""}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
