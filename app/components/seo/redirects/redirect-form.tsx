import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { REDIRECT_NOTE_MAX, REDIRECT_STATUS_LABELS, REDIRECT_STATUSES } from "~/lib/seo/redirects";

export interface EditedRedirect {
  id: number;
  fromPath: string;
  toTarget: string;
  status: number;
  note: string | null;
}

/** Add a redirect, or (with `editing`) change one: old path, new path or address, status and a note. */
export function RedirectForm({ editing }: { editing?: EditedRedirect | null }) {
  const busy = useNavigation().state !== "idle";
  const prefix = editing ? `edit-${editing.id}` : "add";
  return (
    <Form method="post" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" key={editing?.id ?? "new"}>
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Label htmlFor={`${prefix}-from`}>Old path</Label>
          <Input
            id={`${prefix}-from`}
            name="from"
            required
            placeholder="/old-page"
            defaultValue={editing?.fromPath}
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor={`${prefix}-to`}>New path or address</Label>
          <Input
            id={`${prefix}-to`}
            name="to"
            required
            placeholder="/new-page or https://…"
            defaultValue={editing?.toTarget}
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor={`${prefix}-status`}>Status</Label>
          <Select id={`${prefix}-status`} name="status" defaultValue={String(editing?.status ?? 301)} className="mt-1.5">
            {REDIRECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REDIRECT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${prefix}-note`}>Note (optional)</Label>
          <Input
            id={`${prefix}-note`}
            name="note"
            maxLength={REDIRECT_NOTE_MAX}
            defaultValue={editing?.note ?? ""}
            className="mt-1.5"
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {editing ? "Save redirect" : "Add redirect"}
        </Button>
        {editing ? (
          <Link to="/admin/redirects" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            Cancel editing
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
