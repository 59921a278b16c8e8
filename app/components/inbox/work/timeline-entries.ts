import { CALL_DIRECTION_LABELS, CALL_OUTCOME_LABELS, type CallDirection, type CallOutcome, formatCents } from "~/lib/inbox/work";

/**
 * The timeline's words for the inbox-work actions (issue 25 item 7): owner,
 * next steps and their reminders, e-mails to the lead, calls, deal value,
 * spam from a bulk action. null: not one of these.
 */
const field = (value: unknown, key: string): unknown =>
  value && typeof value === "object" && key in value ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function describeWorkEntry(
  entry: { action: string; before: unknown; after: unknown },
  formatDateTime: (value: string) => string,
): string | null {
  const { before, after } = entry;
  switch (entry.action) {
    case "lead.owner": {
      const to = text(field(after, "ownerName"));
      const from = text(field(before, "ownerName"));
      if (!to) return `removed the owner${from ? ` (${from})` : ""}`;
      return from ? `reassigned it from ${from} to ${to}` : `assigned it to ${to}`;
    }
    case "lead.task":
      return `added the next step "${text(field(after, "title"))}", due ${formatDateTime(text(field(after, "dueAt")))}, for ${text(field(after, "ownerName"))}`;
    case "lead.task_done":
      return `marked the next step "${text(field(after, "title"))}" done`;
    case "lead.task_reopened":
      return `reopened the next step "${text(field(after, "title"))}"`;
    case "lead.task_reminder":
      return `sent the reminder of "${text(field(after, "title"))}" to ${text(field(after, "recipient"))}`;
    case "lead.email":
      return `e-mailed the lead "${text(field(after, "subject"))}" (${text(field(after, "status"))})`;
    case "lead.call": {
      const direction = CALL_DIRECTION_LABELS[text(field(after, "direction")) as CallDirection] ?? "";
      const outcome = CALL_OUTCOME_LABELS[text(field(after, "outcome")) as CallOutcome] ?? "";
      return `logged a call at ${formatDateTime(text(field(after, "calledAt")))}: ${direction.toLowerCase()}, ${outcome.toLowerCase()}`;
    }
    case "lead.deal_value": {
      const cents = field(after, "dealValueCents");
      return typeof cents === "number" ? `set the deal value to ${formatCents(cents)}` : "cleared the deal value";
    }
    case "lead.spam":
      return "marked it as spam";
    default:
      return null;
  }
}

/** The longer text an entry carries (an e-mail's body, a call's notes), shown under it. */
export function workEntryDetail(entry: { action: string; after: unknown }): string | null {
  if (entry.action === "lead.email") return text(field(entry.after, "body")) || null;
  if (entry.action === "lead.call") return text(field(entry.after, "notes")) || null;
  return null;
}
