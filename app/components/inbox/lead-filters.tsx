import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { FORM_TYPE_LABELS, LEAD_SORT_LABELS, LEAD_SORTS, PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import { ownerFilterOf } from "~/lib/inbox/work";
import { LEAD_FORM_TYPES, LEAD_PIPELINE_STATUSES } from "~/lib/leads/lead-enums";
import { GRADE_FILTER_OPTIONS } from "~/lib/leads/scores";

/** The inbox's filters (a GET form, see FilterBar). */
export type FilterValues = Partial<
  Record<
    "q" | "status" | "formType" | "source" | "from" | "to" | "folder" | "sort" | "owner" | "grade" | "since" | "before" | "email",
    string
  >
>;

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function LeadFilters({ values, sources }: { values: FilterValues; sources: string[] }) {
  const spam = values.folder === "spam";
  return (
    <FilterBar
      label="Filter leads"
      clearHref={spam ? "/admin?folder=spam" : "/admin"}
      // The owner tab (issue 25 item 7) and the staff dashboard's filters (issue 25 item 5) are kept when the filters change.
      hidden={{
        folder: spam ? "spam" : undefined,
        owner: ownerFilterOf(values.owner),
        since: values.since,
        before: values.before,
        email: values.email,
      }}
    >
      <TextFilter
        name="q"
        label="Search"
        wide
        type="search"
        maxLength={200}
        defaultValue={values.q ?? ""}
        placeholder="Name, e-mail, phone, facility or message"
      />
      <SelectFilter
        name="status"
        label="Status"
        anyLabel="Any status"
        options={labelled(LEAD_PIPELINE_STATUSES, PIPELINE_STATUS_LABELS)}
        defaultValue={values.status}
      />
      <SelectFilter
        name="formType"
        label="Form"
        anyLabel="Any form"
        options={labelled(LEAD_FORM_TYPES, FORM_TYPE_LABELS)}
        defaultValue={values.formType}
      />
      <TextFilter
        name="source"
        label="Source"
        list="known-sources"
        maxLength={100}
        defaultValue={values.source ?? ""}
        placeholder="google, direct..."
      />
      <datalist id="known-sources">
        {sources.map((source) => (
          <option key={source} value={source} />
        ))}
      </datalist>
      <SelectFilter name="grade" label="Grade" anyLabel="Any grade" options={GRADE_FILTER_OPTIONS} defaultValue={values.grade} />
      <TextFilter name="from" label="Received from" type="date" defaultValue={values.from ?? ""} />
      <TextFilter name="to" label="Received until" type="date" defaultValue={values.to ?? ""} />
      <SelectFilter
        name="sort"
        label="Sort"
        options={labelled(LEAD_SORTS, LEAD_SORT_LABELS)}
        defaultValue={values.sort ?? "newest"}
      />
    </FilterBar>
  );
}
