import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { leadPageAction, loadLeadPage, refuseUnreadableForm } from "~/.server/inbox/list/pages";
import { staffRequest } from "~/.server/services-context";
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
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { formIssue } from "~/lib/first-issue";
import { leadPageQuery, leadPageSchema } from "~/lib/inbox/page-forms";
import { FORM_TYPE_LABELS, NOTE_MAX_LENGTH, PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import { LEAD_WORK_INTENTS } from "~/lib/inbox/work";
import { LEAD_PIPELINE_STATUSES } from "~/lib/leads/lead-enums";
import type { Route } from "./+types/lead";

/** /admin/leads/:id: one lead, its pipeline, e-mails, notes and timeline. Every view is audited. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? `${loaderData.lead.name} | Lead` : "Lead" }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { template } = listQuery(request, leadPageQuery);
  return loadLeadPage(staffRequest(context), params.id, new URL(request.url), template);
}

export const action = pageAction(
  leadPageSchema,
  (input, { params, context }) => leadPageAction(staffRequest(context), params.id, input),
  {
    guard: ({ request, context }) => {
      staffRequest(context);
      refuseUnreadableForm(request);
    },
    invalid: formIssue,
  },
);

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
