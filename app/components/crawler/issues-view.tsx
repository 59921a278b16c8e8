import { useEffect, useState } from "react";
import { cn } from "~/lib/cn";
import { CRAWLER_TEXT, type CrawlIssueJson } from "~/lib/crawler-api";
import { crawlApi } from "./api-client";

/** The crawl's problems, worst first, with the pages linking to each, and the CSV download. */
const severityClass: Record<string, string> = {
  critical: "bg-red-100 text-red-800",
  high: "bg-orange-100 text-orange-900",
  medium: "bg-amber-100 text-amber-900",
  low: "bg-sky-100 text-sky-900",
  info: "bg-slate-100 text-slate-800",
};

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
      {issues.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Issues found in this crawl</caption>
            <thead className="bg-slate-50 text-ink">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Severity
                </th>
                <th scope="col" className="px-3 py-2">
                  Issue
                </th>
                <th scope="col" className="px-3 py-2">
                  Address
                </th>
                <th scope="col" className="px-3 py-2">
                  Details
                </th>
                <th scope="col" className="px-3 py-2">
                  Linked from
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {issues.map((issue, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id of their own in the API, and the list never reorders.
                <tr key={index} className="align-top">
                  <td className="px-3 py-2">
                    <span
                      className={cn(
                        "rounded px-2 py-0.5 text-xs font-semibold",
                        severityClass[issue.severity] ?? severityClass.info,
                      )}
                    >
                      {issue.severity}
                    </span>
                  </td>
                  <td className="px-3 py-2 font-medium text-ink">{issue.type.replaceAll("_", " ")}</td>
                  <td className="max-w-xs break-all px-3 py-2 text-ink">{issue.url}</td>
                  <td className="px-3 py-2 text-ink">{issue.details}</td>
                  <td className="max-w-xs break-all px-3 py-2 text-muted">
                    {issue.sources.length ? issue.sources.slice(0, 5).join(", ") : "-"}
                    {issue.sources.length > 5 ? ` and ${issue.sources.length - 5} more` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
