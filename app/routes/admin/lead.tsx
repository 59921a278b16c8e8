import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import { actorOf, requireStaff } from "~/.server/auth/staff";
import { readLeadDetail } from "~/.server/inbox/list/lead-detail";
import { markNotSpam } from "~/.server/inbox/list/not-spam";
import { addLeadNote } from "~/.server/inbox/list/notes";
import { moveLeadStatus } from "~/.server/inbox/list/pipeline";
import { resendLeadEmail } from "~/.server/inbox/list/resend-email";
import { formFields, inboxDeps } from "~/.server/inbox/list/route-context";
import { leadNavigation } from "~/.server/inbox/live/lead-navigation";
import { readLeadWork, runLeadWork } from "~/.server/inbox/work/lead-work";
import { readLeadScore } from "~/.server/leads/scores/scoring";
import { useFormatDateTime } from "~/components/admin/format";
import { EmailLink, PhoneLink, WebLink } from "~/components/inbox/live/contact-links";
import { LeadNavigation } from "~/components/inbox/live/lead-navigation";
import { PipelineBadge } from "~/components/inbox/pipeline-badge";
import { Timeline } from "~/components/inbox/timeline";
import {
  CallLogSection,
  EmailLeadSection,
  NextStepsSection,
  OwnerAndDealSection,
} from "~/components/inbox/work/lead-work-panels";
import { LeadScoreCard } from "~/components/leads/scores/lead-score-card";
import { type ActionAnswer, ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { firstIssue } from "~/lib/first-issue";
import { FORM_TYPE_LABELS, leadActionSchema, leadIdSchema, NOTE_MAX_LENGTH, PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import { isLeadWorkIntent, LEAD_WORK_INTENTS, leadWorkSchema, utcToWallTime } from "~/lib/inbox/work";
import { LEAD_PIPELINE_STATUSES } from "~/lib/leads/lead-enums";
import type { Route } from "./+types/lead";

/** /admin/leads/:id: one lead, its pipeline, e-mails, notes and timeline. Every view is audited. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? `${loaderData.lead.name} | Lead` : "Lead" }];

const UNKNOWN_LEAD = "This lead does not exist (it may have been deleted).";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const id = leadIdSchema.safeParse(params.id);
  if (!id.success) throw data({ message: UNKNOWN_LEAD }, { status: 404 });
  const deps = inboxDeps(context);
  const detail = await readLeadDetail(deps, actorOf(staff), id.data);
  if (!detail.ok) throw data({ message: detail.message }, { status: detail.status });
  const { ok: _ok, ...rest } = detail;
  // Issue 25 item 7 (inbox work): owner, next steps, e-mail templates (?template= fills one in), calls.
  const template = leadIdSchema.safeParse(new URL(request.url).searchParams.get("template"));
  const work = await readLeadWork(deps, id.data, staff.name, template.success ? template.data : null);
  return {
    ...rest,
    work,
    viewerId: staff.id,
    nowWall: utcToWallTime(new Date(), deps.timeZone),
    score: await readLeadScore(deps.db, id.data),
    // inbox-live: previous/next within the list this page was opened from (its filters ride on the address).
    navigation: await leadNavigation(deps, new URL(request.url), id.data, staff.id),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const answer = (status: number, message: string, intent?: string) =>
    data<ActionAnswer>({ ok: status < 400, message, intent }, { status });
  const id = leadIdSchema.safeParse(params.id);
  if (!id.success) return answer(404, UNKNOWN_LEAD);
  const fields = await formFields(request);
  if (!fields) return answer(400, "The form could not be read.");
  // Issue 25 item 7 (inbox work): owner, next steps, e-mail to the lead, calls, deal value.
  if (isLeadWorkIntent(fields.intent)) {
    const work = leadWorkSchema.safeParse(fields);
    if (!work.success) return answer(400, firstIssue(work.error), fields.intent);
    const result = await runLeadWork(inboxDeps(context), { ...actorOf(staff), name: staff.name }, id.data, work.data);
    return answer(result.status, result.message, fields.intent);
  }
  const parsed = leadActionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, firstIssue(parsed.error), fields.intent);
  const deps = inboxDeps(context);
  const actor = actorOf(staff);
  const command = parsed.data;
  switch (command.intent) {
    case "status": {
      const result = await moveLeadStatus(deps, actor, id.data, command.status);
      if (!result.ok) return answer(result.status, result.message, command.intent);
      const to = PIPELINE_STATUS_LABELS[command.status];
      return answer(
        200,
        result.changed ? `Status changed from ${PIPELINE_STATUS_LABELS[result.from]} to ${to}.` : `The status was already ${to}.`,
        command.intent,
      );
    }
    case "note": {
      const result = await addLeadNote(deps, actor, id.data, command.body);
      return result.ok ? answer(200, "Note added.", command.intent) : answer(result.status, result.message, command.intent);
    }
    case "resend": {
      const result = await resendLeadEmail(deps, actor, id.data, command.emailId);
      if (!result.ok) return answer(result.status, result.message, command.intent);
      return answer(
        200,
        result.sent
          ? `E-mail sent again to ${result.recipient}.`
          : `The e-mail to ${result.recipient} is queued; it will be retried until it goes out.`,
        command.intent,
      );
    }
    case "not-spam": {
      const result = await markNotSpam(deps, actor, id.data);
      if (!result.ok) return answer(result.status, result.message, command.intent);
      return answer(
        200,
        result.emailsSent ? "Moved to the inbox; its e-mails have been sent." : "Moved to the inbox; its e-mails are queued.",
        command.intent,
      );
    }
  }
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function LeadPage({ actionData }: Route.ComponentProps) {
  const {
    lead,
    emails,
    bookings,
    notes,
    timeline,
    work,
    viewerId,
    nowWall,
    score,
    navigation: listNavigation,
  } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const answerFor = (intent: string) => (actionData?.intent === intent ? actionData : null);
  // An answer no form on the page asked for (a hand-made post) shows at the top.
  const stray =
    actionData && ![...LEAD_WORK_INTENTS, "status", "note", "resend", "not-spam"].includes(actionData.intent ?? "")
      ? actionData
      : null;
  const details: [string, React.ReactNode][] = [
    ["Name", lead.name],
    ["E-mail", <EmailLink key="email" email={lead.email} />],
    ["Phone", lead.phone ? <PhoneLink key="phone" phone={lead.phone} /> : null],
    ["Facility", lead.facility],
    ["Form", FORM_TYPE_LABELS[lead.formType]],
    ["Received", formatDateTime(lead.createdAt)],
    ["First contacted", lead.firstContactedAt ? formatDateTime(lead.firstContactedAt) : "Not yet"],
    ["Source", lead.source],
    [
      "Journey",
      // Issue 25 item 2: what our own analytics saw before this lead (or that it saw nothing: "unknown").
      <Link key="journey" to={`/lead-analyzer/journeys/${lead.id}`} className="text-brand-700 underline underline-offset-2">
        Visits and pages before this lead
      </Link>,
    ],
    [
      "Consent",
      lead.consentVersion
        ? `Privacy policy version ${lead.consentVersion}, accepted ${formatDateTime(lead.consentAt)}`
        : "Not recorded",
    ],
    ["Landing page", lead.landingPage ? <WebLink key="landing" url={lead.landingPage} /> : null],
    ["Referrer", lead.referrer],
    ["UTM source", lead.utmSource],
    ["UTM medium", lead.utmMedium],
    ["UTM campaign", lead.utmCampaign],
    ["UTM term", lead.utmTerm],
    ["UTM content", lead.utmContent],
    ["Browser (user agent)", lead.userAgent],
    [
      "E-mail delivery",
      `${lead.deliveryStatus}${lead.deliveryError ? ` (last error: ${lead.deliveryError})` : ""}, ${lead.deliveryAttempts} attempts`,
    ],
    ["Spam", lead.isSpam ? `Yes (${lead.spamReason ?? "no reason recorded"})` : "No"],
    ["Lead id", lead.id],
  ];

  return (
    <div className="space-y-6">
      <LeadNavigation navigation={listNavigation} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-ink">{lead.name}</h1>
        <PipelineBadge status={lead.status} />
      </div>
      <ActionStatus answer={stray} />

      {lead.isSpam ? (
        <div className="rounded-xl border border-amber-600 bg-amber-50 p-4">
          <p className="font-medium text-amber-950">
            This lead is in the spam folder ({lead.spamReason ?? "no reason recorded"}). Its e-mails were not sent.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="not-spam" />
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              Not spam
            </Button>
          </Form>
          <ActionStatus answer={answerFor("not-spam")} className="mt-3" />
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Section title="Pipeline" id="pipeline">
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="status" />
              <div>
                <Label htmlFor="lead-status">Status</Label>
                <Select id="lead-status" name="status" defaultValue={lead.status} className="mt-1.5 w-48">
                  {LEAD_PIPELINE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {PIPELINE_STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              </div>
              <Button type="submit" disabled={busy}>
                Update status
              </Button>
            </Form>
            <ActionStatus answer={answerFor("status")} className="mt-3" />
          </Section>

          <OwnerAndDealSection lead={lead} work={work} answerFor={answerFor} busy={busy} />
          <NextStepsSection work={work} viewerId={viewerId} nowWall={nowWall} answerFor={answerFor} busy={busy} />

          <Section title="Message" id="message">
            <p className="whitespace-pre-wrap break-words text-ink">{lead.message}</p>
          </Section>

          <Section title="Details" id="details">
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
              {details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-700">{label}</dt>
                  <dd className="break-words text-ink">{value || "—"}</dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section title="E-mails" id="emails">
            <DataTable
              caption="E-mail delivery log"
              captionHidden
              rows={emails}
              rowKey={(email) => String(email.id)}
              empty={`No e-mails ${lead.isSpam ? "(spam is never e-mailed)" : "yet"}.`}
              columns={[
                {
                  id: "email",
                  header: "E-mail",
                  rowHeader: true,
                  cell: (email) => (
                    <>
                      {emailLabel(email.kind)}
                      <div className="font-normal text-slate-700">{email.recipient}</div>
                    </>
                  ),
                },
                {
                  id: "status",
                  header: "Status",
                  cell: (email) => (
                    <>
                      {email.status}
                      {email.lastError ? <div className="text-xs text-red-800">{email.lastError}</div> : null}
                    </>
                  ),
                },
                { id: "attempts", header: "Attempts", align: "right", cell: (email) => email.attempts },
                { id: "sent", header: "Sent", cell: (email) => formatDateTime(email.sentAt) || "—" },
                {
                  id: "actions",
                  header: "Actions",
                  headerHidden: true,
                  cell: (email) => (
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="emailId" value={email.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        disabled={busy || email.status === "pending" || email.status === "sending" || lead.isSpam}
                        aria-label={`Resend: ${emailLabel(email.kind)}`}
                      >
                        Resend
                      </Button>
                    </Form>
                  ),
                },
              ]}
            />
            <ActionStatus answer={answerFor("resend")} className="mt-3" />
          </Section>

          {bookings.length > 0 ? (
            <Section title="Strategy session" id="booking">
              <ul className="space-y-2 text-sm">
                {bookings.map((booking) => (
                  <li key={booking.id}>
                    {formatDateTime(booking.slotStart)} ({booking.status}
                    {booking.timeZone ? `; visitor's zone ${booking.timeZone}` : ""}).{" "}
                    <Link to="/admin/bookings" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      Manage bookings
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>

        <div className="space-y-6">
          <EmailLeadSection leadId={lead.id} isSpam={lead.isSpam} work={work} answerFor={answerFor} busy={busy} />
          <CallLogSection work={work} nowWall={nowWall} answerFor={answerFor} busy={busy} />

          <LeadScoreCard score={score} />
          <Section title="Notes" id="notes">
            <Form method="post" key={actionData?.intent === "note" && actionData.ok ? notes.length : "note-form"}>
              <input type="hidden" name="intent" value="note" />
              <Label htmlFor="note-body">New note</Label>
              <Textarea id="note-body" name="body" required maxLength={NOTE_MAX_LENGTH} rows={4} className="mt-1.5" />
              <Button type="submit" className="mt-3" disabled={busy}>
                Add note
              </Button>
            </Form>
            <ActionStatus answer={answerFor("note")} className="mt-3" />
            <ul className="mt-4 space-y-3">
              {notes.map((note) => (
                <li key={note.id} className="rounded-md bg-slate-50 p-3 text-sm">
                  <p className="whitespace-pre-wrap break-words">{note.body}</p>
                  <p className="mt-1 text-xs text-slate-700">
                    {note.authorEmail ?? "Unknown"}, {formatDateTime(note.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          </Section>

          <Section title="Timeline" id="timeline">
            <Timeline entries={timeline} />
          </Section>
        </div>
      </div>
    </div>
  );
}

const emailLabel = (kind: string) => (kind === "agency" ? "Agency notification" : "Visitor's confirmation");
