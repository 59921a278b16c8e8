import { describeWorkEntry, workEntryDetail } from "~/components/inbox/work/timeline-entries";
import { PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import type { LeadPipelineStatus } from "~/lib/leads/lead-enums";
import { useFormatDateTime } from "../admin/format";

/** The lead's history from the audit log, in words: who did what, when. */
export interface TimelineItem {
  id: number;
  at: Date;
  who: string;
  action: string;
  before: unknown;
  after: unknown;
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === "object" && key in value ? (value as Record<string, unknown>)[key] : undefined;
const statusLabel = (value: unknown) =>
  typeof value === "string" && value in PIPELINE_STATUS_LABELS
    ? PIPELINE_STATUS_LABELS[value as LeadPipelineStatus]
    : String(value);

/** `formatDateTime`: times in the agency's zone (useFormatDateTime). */
export function describeEntry(
  entry: Pick<TimelineItem, "action" | "before" | "after">,
  formatDateTime: (value: string) => string,
): string {
  switch (entry.action) {
    case "lead.view":
      return "viewed the lead";
    case "lead.status":
      return `moved it from ${statusLabel(field(entry.before, "status"))} to ${statusLabel(field(entry.after, "status"))}`;
    case "lead.note":
      return "added a note";
    case "lead.resend":
      return `resent the ${field(entry.after, "kind") === "agency" ? "agency notification" : "visitor's confirmation"} to ${String(field(entry.after, "recipient") ?? "")}`;
    case "lead.not_spam":
      return "marked it as not spam";
    case "booking.cancel":
      return "cancelled the strategy session";
    case "booking.move": {
      const from = formatDateTime(String(field(entry.before, "slotStart") ?? ""));
      const to = formatDateTime(String(field(entry.after, "slotStart") ?? ""));
      return `moved the strategy session from ${from} to ${to}`;
    }
    default:
      // Issue 25 item 7 (inbox work): owner, next steps, e-mails, calls, deal value.
      return describeWorkEntry(entry, formatDateTime) ?? entry.action;
  }
}

export function Timeline({ entries }: { entries: TimelineItem[] }) {
  const formatDateTime = useFormatDateTime();
  if (entries.length === 0) return <p className="text-muted">Nothing recorded yet.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {entries.map((entry) => (
        <li key={entry.id} className="text-sm">
          <time dateTime={new Date(entry.at).toISOString()} className="block text-xs text-slate-700">
            {formatDateTime(entry.at)}
          </time>
          <span className="font-semibold">{entry.who}</span> {describeEntry(entry, formatDateTime)}
          <EntryDetail entry={entry} />
        </li>
      ))}
    </ol>
  );
}

/** An e-mail's body or a call's notes under its entry, folded (issue 25 item 7). */
function EntryDetail({ entry }: { entry: TimelineItem }) {
  const detail = workEntryDetail(entry);
  if (!detail) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-medium text-brand-700">
        {entry.action === "lead.email" ? "Message" : "Notes"}
      </summary>
      <p className="mt-1 whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs text-ink">{detail}</p>
    </details>
  );
}
