import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FORM_TYPE_LABELS } from "~/lib/inbox-query";
import type { LeadFormType, LeadPipelineStatus } from "~/lib/lead-enums";
import { formatDateTime } from "./format";
import { PipelineBadge } from "./pipeline-badge";
import { ScrollArea } from "./scroll-area";

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
}

export function LeadsTable({ rows, caption, spam }: { rows: LeadListItem[]; caption: string; spam: boolean }) {
  return (
    <ScrollArea label={caption} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="px-4 py-3 text-left text-sm font-medium text-muted">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              Received
            </th>
            <th scope="col" className="px-4 py-2">
              Name
            </th>
            <th scope="col" className="px-4 py-2">
              Contact
            </th>
            <th scope="col" className="px-4 py-2">
              Facility
            </th>
            <th scope="col" className="px-4 py-2">
              Form
            </th>
            <th scope="col" className="px-4 py-2">
              Source
            </th>
            <th scope="col" className="px-4 py-2">
              {spam ? "Spam reason" : "Status"}
            </th>
            {spam ? (
              <th scope="col" className="px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((lead) => (
            <tr key={lead.id}>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(lead.createdAt)}</td>
              <th scope="row" className="px-4 py-3 font-semibold">
                <Link to={`/admin/leads/${lead.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {lead.name}
                </Link>
              </th>
              <td className="px-4 py-3">
                <div>{lead.email}</div>
                {lead.phone ? <div className="text-slate-700">{lead.phone}</div> : null}
              </td>
              <td className="px-4 py-3">{lead.facility}</td>
              <td className="px-4 py-3">
                {FORM_TYPE_LABELS[lead.formType]}
                {lead.slotStart ? <div className="text-xs text-slate-700">{formatDateTime(lead.slotStart)}</div> : null}
              </td>
              <td className="px-4 py-3">{lead.source}</td>
              <td className="px-4 py-3">{spam ? lead.spamReason : <PipelineBadge status={lead.status} />}</td>
              {spam ? (
                <td className="px-4 py-3">
                  <Form method="post">
                    <input type="hidden" name="intent" value="not-spam" />
                    <input type="hidden" name="leadId" value={lead.id} />
                    <Button type="submit" size="sm" variant="secondary" aria-label={`Not spam: ${lead.name}`}>
                      Not spam
                    </Button>
                  </Form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
