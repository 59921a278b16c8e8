import { useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { CRAWLER_TEXT } from "~/lib/audits/crawler-api";
import {
  type CompareJson,
  CRAWL_VIEW_TEXT,
  ISSUE_CHANGE_LABELS,
  ISSUE_CHANGES,
  type IssueChange,
  issueLabel,
} from "~/lib/audits/crawler-view";
import { ApiRefusal, crawlApi } from "./api-client";
import { Severity, severityRank } from "./issues-view";
import { useLoad } from "./use-load";

/**
 * This crawl against an earlier crawl of the same site: which issues are
 * new, which were fixed and which are still open (by issue type and URL).
 * The earlier crawls offered are the ones this visitor started (the server
 * decides: compare-crawls.ts).
 */
type Row = CompareJson["issues"][number];

const COLUMNS: Column<Row>[] = [
  {
    id: "change",
    header: "Change",
    cell: (row) => ISSUE_CHANGE_LABELS[row.change],
    sortValue: (row) => ISSUE_CHANGES.indexOf(row.change),
  },
  { id: "issue", header: "Issue", cell: (row) => issueLabel(row.type), sortValue: (row) => row.type },
  {
    id: "severity",
    header: "Severity",
    cell: (row) => <Severity value={row.severity} />,
    sortValue: (row) => severityRank(row.severity),
  },
  {
    id: "address",
    header: "Address",
    rowHeader: true,
    className: "max-w-xs break-all",
    cell: (row) => row.url,
    sortValue: (row) => row.url,
  },
  { id: "details", header: "Details", cell: (row) => row.details },
];

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function CompareView({ crawlId }: { crawlId: string }) {
  const candidates = useLoad(() => crawlApi.compareCandidates(crawlId).then(({ candidates: found }) => found), crawlId);
  const [picked, setPicked] = useState("");
  const [result, setResult] = useState<CompareJson | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [show, setShow] = useState<IssueChange | "">("");
  const pickId = useId();
  const showId = useId();
  const rows = useMemo(() => (result ? result.issues.filter((row) => !show || row.change === show) : []), [result, show]);

  if (candidates.state === "loading")
    return (
      <p role="status" className="py-6 text-muted">
        {CRAWLER_TEXT.loading}
      </p>
    );
  if (candidates.state === "error")
    return (
      <p role="alert" className="py-6 font-medium text-red-700">
        {CRAWLER_TEXT.fetchError}
      </p>
    );
  if (candidates.value.length === 0) return <p className="py-6 text-muted">{CRAWL_VIEW_TEXT.compareNone}</p>;
  const earlier = picked || candidates.value[0]?.id || "";

  async function compare() {
    setBusy(true);
    setProblem(null);
    try {
      setResult(await crawlApi.compare(crawlId, earlier));
    } catch (error) {
      setProblem(error instanceof ApiRefusal ? error.message : CRAWLER_TEXT.fetchError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-72">
          <Label htmlFor={pickId}>Earlier crawl of this site</Label>
          <Select id={pickId} className="mt-1.5" value={earlier} onChange={(event) => setPicked(event.currentTarget.value)}>
            {candidates.value.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {when(candidate.createdAt)} UTC, {candidate.pagesDone} {candidate.pagesDone === 1 ? "page" : "pages"}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={compare} disabled={busy}>
          {busy ? "Comparing..." : "Compare"}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      {result ? (
        <section aria-labelledby="compare-title" className="space-y-4">
          <h3 id="compare-title" className="text-lg font-semibold text-ink">
            Against the crawl of {when(result.base.createdAt)} UTC
          </h3>
          <dl className="grid max-w-xl grid-cols-3 gap-3" data-testid="compare-counts">
            {ISSUE_CHANGES.map((change) => (
              <div key={change} className="rounded-lg border border-slate-200 bg-white p-3 text-center">
                <dt className="text-sm text-slate-700">{ISSUE_CHANGE_LABELS[change]}</dt>
                <dd className="text-2xl font-bold text-ink" data-change={change}>
                  {result.counts[change]}
                </dd>
              </div>
            ))}
          </dl>
          <div className="max-w-xs">
            <Label htmlFor={showId}>Show</Label>
            <Select
              id={showId}
              className="mt-1.5"
              value={show}
              onChange={(event) => setShow(event.currentTarget.value as IssueChange | "")}
            >
              <option value="">Every change</option>
              {ISSUE_CHANGES.map((change) => (
                <option key={change} value={change}>
                  {ISSUE_CHANGE_LABELS[change]}
                </option>
              ))}
            </Select>
          </div>
          <DataTable
            caption="Issues compared with the earlier crawl"
            captionHidden
            columns={COLUMNS}
            rows={rows}
            rowKey={(row) => `${row.change}\n${row.type}\n${row.url}`}
            rowData={(row) => ({ "data-change": row.change })}
            empty="No issue with this change."
            pageSize={100}
            testId="compare-table"
          />
        </section>
      ) : null}
    </div>
  );
}
