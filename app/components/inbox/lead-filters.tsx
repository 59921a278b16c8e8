import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { FORM_TYPE_LABELS, LEAD_SORT_LABELS, LEAD_SORTS, PIPELINE_STATUS_LABELS } from "~/lib/inbox-query";
import { LEAD_FORM_TYPES, LEAD_PIPELINE_STATUSES } from "~/lib/lead-enums";

/** The inbox's filters: a GET form, so every view is a link and works without JS. */
export type FilterValues = Partial<Record<"q" | "status" | "formType" | "source" | "from" | "to" | "folder" | "sort", string>>;

export function LeadFilters({ values, sources }: { values: FilterValues; sources: string[] }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {values.folder === "spam" ? <input type="hidden" name="folder" value="spam" /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <Label htmlFor="filter-q">Search</Label>
          <Input
            id="filter-q"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={values.q ?? ""}
            placeholder="Name, e-mail, phone, facility or message"
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor="filter-status">Status</Label>
          <Select id="filter-status" name="status" defaultValue={values.status ?? ""} className="mt-1.5">
            <option value="">Any status</option>
            {LEAD_PIPELINE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PIPELINE_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-form">Form</Label>
          <Select id="filter-form" name="formType" defaultValue={values.formType ?? ""} className="mt-1.5">
            <option value="">Any form</option>
            {LEAD_FORM_TYPES.map((type) => (
              <option key={type} value={type}>
                {FORM_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="filter-source">Source</Label>
          <Input
            id="filter-source"
            name="source"
            list="known-sources"
            maxLength={100}
            defaultValue={values.source ?? ""}
            placeholder="google, direct..."
            className="mt-1.5"
          />
          <datalist id="known-sources">
            {sources.map((source) => (
              <option key={source} value={source} />
            ))}
          </datalist>
        </div>
        <div>
          <Label htmlFor="filter-from">Received from</Label>
          <Input id="filter-from" name="from" type="date" defaultValue={values.from ?? ""} className="mt-1.5" />
        </div>
        <div>
          <Label htmlFor="filter-to">Received until</Label>
          <Input id="filter-to" name="to" type="date" defaultValue={values.to ?? ""} className="mt-1.5" />
        </div>
        <div>
          <Label htmlFor="filter-sort">Sort</Label>
          <Select id="filter-sort" name="sort" defaultValue={values.sort ?? "newest"} className="mt-1.5">
            {LEAD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {LEAD_SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">Apply filters</Button>
        <Link
          to={values.folder === "spam" ? "/admin?folder=spam" : "/admin"}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
