import { useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { CRAWLER_TEXT } from "~/lib/audits/crawler-api";
import { filterRows, type IssueGroupJson, type IssueRowJson } from "~/lib/audits/crawler-view";
import { cn } from "~/lib/cn";
import { FINDING_SEVERITIES } from "~/lib/tool-enums";
import { crawlApi } from "./api-client";
import { DownloadLink } from "./download-link";
import { useLoad } from "./use-load";

/**
 * The crawl's issues grouped by type (Screaming Frog's Issues tab): each
 * type once, with its severity, how many pages have it and what it means;
 * the groups filter and sort. Choosing a group lists its pages, each with
 * the pages that link to it, so one thin-content finding on 51 pages is one
 * line, not 51.
 */
export const severityClass: Record<string, string> = {
  critical: "bg-red-100 text-red-800",
  high: "bg-red-50 text-red-800",
  medium: "bg-amber-50 text-amber-900",
  low: "bg-sky-50 text-sky-900",
  info: "bg-slate-100 text-slate-800",
};

export const severityRank = (severity: string) => {
  const rank = (FINDING_SEVERITIES as readonly string[]).indexOf(severity);
  return rank === -1 ? FINDING_SEVERITIES.length : rank;
};

export function Severity({ value }: { value: string }) {
  return (
    <span className={cn("rounded px-2 py-0.5 text-xs font-semibold", severityClass[value] ?? severityClass.info)}>{value}</span>
  );
}

/** A list of addresses, the first five shown; `total` when the list is itself cut. */
function Addresses({ urls, total = urls.length }: { urls: string[]; total?: number }) {
  if (urls.length === 0) return <>-</>;
  const shown = urls.slice(0, 5);
  return (
    <>
      {shown.join(", ")}
      {total > shown.length ? ` and ${total - shown.length} more` : ""}
    </>
  );
}

const GROUP_FILTERS = [
  { id: "issue-type", kind: "text" as const },
  { id: "issue-severity", kind: "enum" as const },
];

export function IssuesView({ crawlId, finished }: { crawlId: string; finished: boolean }) {
  const data = useLoad(() => crawlApi.issues(crawlId), `${crawlId}:${finished}`);
  const [params] = useSearchParams();
  const location = useLocation();
  const [chosen, setChosen] = useState<string | null>(null);
  const groups = useMemo(
    () =>
      data.state === "ready"
        ? filterRows(
            data.value.groups,
            GROUP_FILTERS,
            (group, id) => (id === "issue-type" ? `${group.label} ${group.type}` : group.severity),
            params,
          )
        : [],
    [data, params],
  );

  if (!finished) return <p className="py-6 text-muted">The issues are listed when the crawl has finished.</p>;
  if (data.state === "loading")
    return (
      <p role="status" className="py-6 text-muted">
        {CRAWLER_TEXT.loading}
      </p>
    );
  if (data.state === "error")
    return (
      <p role="alert" className="py-6 font-medium text-red-700">
        {CRAWLER_TEXT.fetchError}
      </p>
    );
  const { issues } = data.value;
  const selected = groups.find((group) => group.type === chosen) ?? groups[0] ?? null;

  const groupColumns: Column<IssueGroupJson>[] = [
    { id: "issue", header: "Issue", rowHeader: true, cell: (group) => group.label, sortValue: (group) => group.label },
    {
      id: "severity",
      header: "Severity",
      cell: (group) => <Severity value={group.severity} />,
      sortValue: (group) => severityRank(group.severity),
    },
    { id: "count", header: "Pages", align: "right", cell: (group) => group.count, sortValue: (group) => group.count },
    { id: "description", header: "What it means", className: "min-w-64 text-slate-700", cell: (group) => group.description },
    {
      id: "show",
      header: "Pages concerned",
      headerHidden: true,
      cell: (group) => (
        <Button
          variant={group.type === selected?.type ? "primary" : "secondary"}
          size="sm"
          aria-pressed={group.type === selected?.type}
          onClick={() => setChosen(group.type)}
          // The visible words first (WCAG label in name), then which group.
          aria-label={`Show pages with ${group.label.toLowerCase()} (${group.count})`}
        >
          Show pages
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink">
          {issues.length === 0
            ? "No issues found."
            : `${issues.length} ${issues.length === 1 ? "issue" : "issues"} of ${data.value.groups.length} ${
                data.value.groups.length === 1 ? "type" : "types"
              } found.`}
        </p>
        <DownloadLink crawlId={crawlId} file="issues.csv">
          Download issues CSV
        </DownloadLink>
      </div>
      {issues.length > 0 ? (
        <FilterBar
          label="Filter issues"
          clearHref={`${location.pathname}?view=issues`}
          hidden={{ view: "issues" }}
          preventScrollReset
        >
          <TextFilter name="issue-type" label="Issue contains" defaultValue={params.get("issue-type") ?? ""} />
          <SelectFilter
            name="issue-severity"
            label="Severity"
            anyLabel="Any severity"
            options={FINDING_SEVERITIES.map((value) => ({ value, label: value }))}
            defaultValue={params.get("issue-severity") ?? ""}
          />
        </FilterBar>
      ) : null}
      <DataTable
        caption="Issues by type"
        captionHidden
        columns={groupColumns}
        rows={groups}
        rowKey={(group) => group.type}
        rowData={(group) => ({ "data-issue-type": group.type })}
        empty={issues.length === 0 ? "This crawl found no issues." : "No issue type matches these filters."}
        testId="issue-groups"
      />
      {selected ? <GroupPages group={selected} /> : null}
    </div>
  );
}

const PAGE_COLUMNS: Column<IssueRowJson>[] = [
  {
    id: "address",
    header: "Address",
    rowHeader: true,
    className: "max-w-xs break-all",
    cell: (issue) => issue.url,
    sortValue: (issue) => issue.url,
  },
  { id: "details", header: "Details", cell: (issue) => issue.details, sortValue: (issue) => issue.details },
  {
    id: "linkedFrom",
    header: "Linked from",
    className: "max-w-xs break-all text-slate-700",
    cell: (issue) => <Addresses urls={issue.linkedFrom} total={issue.linkedFromCount} />,
    sortValue: (issue) => issue.linkedFromCount,
  },
  {
    id: "related",
    header: "Related pages",
    className: "max-w-xs break-all text-slate-700",
    cell: (issue) => <Addresses urls={issue.sources.filter((url) => !issue.linkedFrom.includes(url))} />,
  },
];

function GroupPages({ group }: { group: IssueGroupJson }) {
  const caption = `Pages with ${group.label.toLowerCase()}`;
  return (
    <section aria-labelledby="issue-group-title" className="space-y-3">
      <h3 id="issue-group-title" className="text-lg font-semibold text-ink">
        {caption} ({group.count})
      </h3>
      <DataTable
        caption={caption}
        captionHidden
        columns={PAGE_COLUMNS}
        rows={group.issues}
        rowKey={(issue) => `${issue.url}\n${issue.details}`}
        empty="No pages."
        pageSize={100}
        testId="issue-pages"
      />
    </section>
  );
}
