import { Form, Link } from "react-router";
import { EmailLink, LandingPageLink, PhoneLink } from "~/components/inbox/live/contact-links";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FORM_TYPE_LABELS } from "~/lib/inbox/query";
import type { LeadFormType, LeadPipelineStatus } from "~/lib/leads/lead-enums";
import { useFormatDateTime } from "../admin/format";
import { LeadScoreBadge } from "../leads/scores/lead-score-badge";
import { PipelineBadge } from "./pipeline-badge";

export interface LeadListItem {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  facility: string | null;
  formType: LeadFormType;
  status: LeadPipelineStatus;
  source: string;
  spamReason: string | null;
  createdAt: Date;
  slotStart: Date | null;
  landingPage?: string | null;
  /** Issue 25 item 7 (inbox work): the owner column. */
  ownerName?: string | null;
  scoreGrade?: string | null;
  scoreFit?: number | null;
  scoreEngagement?: number | null;
}

/** The inbox's list: sorted and paged by the server (the filters' Sort, the page links), so every view is an address. */
export function LeadsTable({
  rows,
  caption,
  spam,
  empty,
  paging,
  leadHref = (id) => `/admin/leads/${id}`,
  selectionForm,
}: {
  rows: LeadListItem[];
  caption: string;
  spam: boolean;
  empty: string;
  paging: { page: number; pageCount: number; href: (page: number) => string; label?: string };
  /** The lead page's address; the inbox passes its filters along (previous/next lead, inbox-live). */
  leadHref?: (id: string) => string;
  /** Issue 25 item 7 (inbox work): row checkboxes named `ids`, belonging to this form (the bulk actions). */
  selectionForm?: string;
}) {
  const formatDateTime = useFormatDateTime();
  const columns: Column<LeadListItem>[] = [
    {
      id: "received",
      header: "Received",
      cell: (lead) => formatDateTime(lead.createdAt),
      className: "whitespace-nowrap text-slate-700",
    },
    {
      id: "name",
      header: "Name",
      rowHeader: true,
      cell: (lead) => (
        <Link to={leadHref(lead.id)} data-lead-link="" className="text-brand-700 underline-offset-2 hover:underline">
          {lead.name}
        </Link>
      ),
    },
    {
      id: "contact",
      header: "Contact",
      cell: (lead) => (
        <>
          <div>
            <EmailLink email={lead.email} />
          </div>
          {lead.phone ? (
            <div>
              <PhoneLink phone={lead.phone} />
            </div>
          ) : null}
        </>
      ),
    },
    { id: "facility", header: "Facility", cell: (lead) => lead.facility },
    {
      id: "form",
      header: "Form",
      cell: (lead) => (
        <>
          {FORM_TYPE_LABELS[lead.formType]}
          {lead.slotStart ? <div className="text-xs text-slate-700">{formatDateTime(lead.slotStart)}</div> : null}
        </>
      ),
    },
    {
      id: "source",
      header: "Source",
      cell: (lead) => (
        <>
          {lead.source}
          {lead.landingPage ? (
            <div className="text-xs">
              <LandingPageLink url={lead.landingPage} />
            </div>
          ) : null}
        </>
      ),
    },
    {
      id: "score",
      header: "Score",
      cell: (lead) => <LeadScoreBadge grade={lead.scoreGrade} fit={lead.scoreFit} engagement={lead.scoreEngagement} />,
    },
    spam
      ? { id: "spam-reason", header: "Spam reason", cell: (lead) => lead.spamReason }
      : { id: "status", header: "Status", cell: (lead) => <PipelineBadge status={lead.status} /> },
    // Issue 25 item 7 (inbox work).
    { id: "owner", header: "Owner", cell: (lead) => lead.ownerName ?? <span className="text-slate-700">Nobody</span> },
  ];
  if (spam) {
    columns.push({
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (lead) => (
        <Form method="post">
          <input type="hidden" name="intent" value="not-spam" />
          <input type="hidden" name="leadId" value={lead.id} />
          <Button type="submit" size="sm" variant="secondary" aria-label={`Not spam: ${lead.name}`}>
            Not spam
          </Button>
        </Form>
      ),
    });
  }
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(lead) => lead.id}
      empty={empty}
      serverPaging={paging}
      selection={selectionForm ? { name: "ids", form: selectionForm, label: (lead) => `Select ${lead.name}` } : undefined}
    />
  );
}
