import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { CRAWLER_TEXT, type CrawlIssueJson } from "~/lib/crawler-api";
import { type Column, DataTable } from "../ui/data-table";
import { crawlApi } from "./api-client";

/** The crawl's problems, worst first, with the pages linking to each, and the CSV download. */
const severityClass: Record<string, string> = {
  critical: "bg-red-100 text-red-800",
  high: "bg-orange-100 text-orange-900",
  medium: "bg-amber-100 text-amber-900",
  low: "bg-sky-100 text-sky-900",
  info: "bg-slate-100 text-slate-800",
};

const SEVERITY_ORDER = ["critical", "high", "medium", "low", "info"];

const ISSUE_COLUMNS: Column<CrawlIssueJson>[] = [
  {
    id: "severity",
    header: "Severity",
    sortValue: (issue) => SEVERITY_ORDER.indexOf(issue.severity),
    cell: (issue) => (
      <span className={cn("rounded px-2 py-0.5 text-xs font-semibold", severityClass[issue.severity] ?? severityClass.info)}>
        {issue.severity}
      </span>
    ),
  },
  {
    id: "issue",
    header: "Issue",
    sortValue: (issue) => issue.type,
    cell: (issue) => issue.type.replaceAll("_", " "),
    className: "font-medium text-ink",
  },
  {
    id: "address",
    header: "Address",
    sortValue: (issue) => issue.url,
    cell: (issue) => issue.url,
    className: "max-w-xs break-all",
  },
  { id: "details", header: "Details", cell: (issue) => issue.details },
  {
    id: "sources",
    header: "Linked from",
    className: "max-w-xs break-all text-muted",
    cell: (issue) => (
      <>
        {issue.sources.length ? issue.sources.slice(0, 5).join(", ") : "-"}
        {issue.sources.length > 5 ? ` and ${issue.sources.length - 5} more` : ""}
      </>
    ),
  },
];

export function IssuesView({ crawlId, finished }: { crawlId: string; finished: boolean }) {
  const [issues, setIssues] = useState<CrawlIssueJson[] | "loading" | "error">("loading");
  useEffect(() => {
    if (!finished) return;
    let current = true;
    crawlApi
      .issues(crawlId)
      .then(({ issues: found }) => current && setIssues(found))
      .catch(() => current && setIssues("error"));
    return () => {
      current = false;
    };
  }, [crawlId, finished]);

  if (!finished) return <p className="py-6 text-muted">The issues are listed when the crawl has finished.</p>;
  if (issues === "loading")
    return (
      <p role="status" className="py-6 text-muted">
        {CRAWLER_TEXT.loading}
      </p>
    );
  if (issues === "error")
    return (
      <p role="alert" className="py-6 font-medium text-red-700">
        {CRAWLER_TEXT.fetchError}
      </p>
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink">
          {issues.length === 0 ? "No issues found." : `${issues.length} ${issues.length === 1 ? "issue" : "issues"} found.`}
        </p>
        <a
          href={`/api/crawls/${crawlId}/issues.csv`}
          download
          className="inline-flex h-9 items-center rounded-md border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Download CSV
        </a>
      </div>
      <DataTable
        caption="Issues found in this crawl"
        captionHidden
        columns={ISSUE_COLUMNS}
        rows={issues.map((issue, index) => ({ ...issue, key: String(index) }))}
        // Issues have no id of their own in the API, and the list arrives worst first.
        rowKey={(issue) => issue.key}
        empty="This crawl found no issues."
        pageSize={100}
      />
    </div>
  );
}
