import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import { BULK_MAX, type OwnerFilter } from "~/lib/inbox/work";
import { LEAD_PIPELINE_STATUSES } from "~/lib/leads/lead-enums";

/** The form the inbox's row checkboxes belong to (their `form` attribute names it). */
export const BULK_FORM_ID = "bulk-leads";

/**
 * The inbox's bulk actions (issue 25 item 7): a plain form post to
 * /admin/bulk-leads, so it works without JavaScript. The rows' checkboxes
 * (named `ids`) belong to it by their `form` attribute; "every lead on this
 * page" sends the page's ids instead, which is the select-all that needs no
 * script (the table's header checkbox does the same with one).
 */
export function BulkActions({
  pageIds,
  staff,
  returnTo,
  spam,
}: {
  pageIds: string[];
  staff: { id: string; name: string }[];
  returnTo: string;
  spam: boolean;
}) {
  if (pageIds.length === 0) return null;
  return (
    <form
      id={BULK_FORM_ID}
      method="post"
      action="/admin/bulk-leads"
      aria-labelledby="bulk-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="bulk-heading" className="text-base font-semibold text-ink">
        With the selected leads
      </h2>
      <p className="mt-1 text-xs text-slate-700">
        Tick leads in the table (at most {BULK_MAX} at once), or choose every lead on this page.
      </p>
      <input type="hidden" name="return" value={returnTo} />
      {pageIds.map((id) => (
        <input key={id} type="hidden" name="pageIds" value={id} />
      ))}
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" name="scope" value="page" className="size-4 accent-brand-600" />
          Every lead on this page ({pageIds.length})
        </label>
        <div className="flex items-end gap-2">
          <div>
            <Label htmlFor="bulk-status">Status</Label>
            <Select id="bulk-status" name="status" defaultValue="" className="mt-1.5 w-40">
              <option value="">Choose…</option>
              {LEAD_PIPELINE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PIPELINE_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" name="op" value="status" variant="secondary">
            Set status
          </Button>
        </div>
        <div className="flex items-end gap-2">
          <div>
            <Label htmlFor="bulk-owner">Owner</Label>
            <Select id="bulk-owner" name="ownerId" defaultValue="" className="mt-1.5 w-48">
              <option value="">Nobody</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" name="op" value="owner" variant="secondary">
            Assign
          </Button>
        </div>
        {spam ? null : (
          <Button type="submit" name="op" value="spam" variant="secondary">
            Mark as spam
          </Button>
        )}
        <Button type="submit" name="op" value="export" variant="secondary">
          Export selection (CSV)
        </Button>
      </div>
    </form>
  );
}

const OPERATION_WORDS: Record<string, string> = {
  status: "status set",
  owner: "owner set",
  spam: "marked as spam",
};

/** What the last bulk action did (from the redirect's query), as a status message. */
export function BulkResult({ params }: { params: Record<string, string> }) {
  const words = OPERATION_WORDS[params.bulk ?? ""];
  const changed = Number(params.changed);
  const selected = Number(params.selected);
  if (!words || !Number.isInteger(changed) || !Number.isInteger(selected)) return null;
  return (
    <p role="status" className="rounded-md border border-green-700 bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
      {selected} {selected === 1 ? "lead" : "leads"} selected: {changed} {words}
      {changed < selected ? ` (${selected - changed} already were)` : ""}.
    </p>
  );
}

/** All leads, mine, unassigned: the owner filter as tabs (links, so each is an address). */
export function OwnerTabs({
  owner,
  hrefFor,
}: {
  owner: OwnerFilter | undefined;
  hrefFor: (owner: OwnerFilter | undefined) => string;
}) {
  const tab = (active: boolean) =>
    cn(
      "rounded-md px-3 py-1.5 text-sm font-semibold",
      active ? "bg-white text-ink shadow-sm ring-1 ring-slate-200" : "text-brand-700 underline-offset-2 hover:underline",
    );
  const tabs: [OwnerFilter | undefined, string][] = [
    [undefined, "Everyone's"],
    ["me", "Mine"],
    ["none", "Unassigned"],
  ];
  return (
    <nav aria-label="Whose leads" className="flex flex-wrap items-center gap-2">
      {tabs.map(([value, label]) => (
        <Link
          key={label}
          to={hrefFor(value)}
          className={tab(owner === value)}
          aria-current={owner === value ? "page" : undefined}
        >
          {label}
        </Link>
      ))}
      <Link to="/admin/tasks" className="ml-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        My open tasks
      </Link>
      <Link to="/admin/pipeline" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        Pipeline board
      </Link>
    </nav>
  );
}
