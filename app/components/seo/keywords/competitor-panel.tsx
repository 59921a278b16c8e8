import { ActionStatus } from "~/components/ui/action-status";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter } from "~/components/ui/filter-bar";
import type { KeywordQuery } from "~/lib/seo/keywords";
import { type ClusterRowView, type CompetitorView, keywordHref, linkClass, pct } from "./views";

/** Choose a competitor's crawl and a cluster: the terms and headings its pages use that our page lacks. */
export function CompetitorPanel({
  query,
  setId,
  crawlChoices,
  clusters,
  competitor,
}: {
  query: KeywordQuery;
  setId: number;
  crawlChoices: readonly { id: string; url: string; pages: number | null }[];
  clusters: readonly ClusterRowView[];
  competitor: CompetitorView | null;
}) {
  const exportHref =
    query.crawl && query.cluster
      ? `/keyword-research/export.csv?view=competitors&set=${setId}&crawl=${query.crawl}&cluster=${encodeURIComponent(query.cluster)}`
      : null;
  return (
    <>
      <FilterBar
        label="Compare with a competitor's crawl"
        clearHref={keywordHref(query, setId, { crawl: undefined, cluster: undefined })}
        submitLabel="Compare"
        hidden={{ set: String(setId), view: "competitors" }}
      >
        <SelectFilter
          name="crawl"
          label="Competitor crawl"
          anyLabel="Choose a crawl"
          defaultValue={query.crawl}
          options={crawlChoices.map((crawl) => ({ value: crawl.id, label: `${crawl.url} (${crawl.pages} pages)` }))}
        />
        <SelectFilter
          name="cluster"
          label="Cluster"
          anyLabel="Choose a cluster"
          defaultValue={query.cluster}
          options={clusters.slice(0, 500).map((cluster) => ({ value: cluster.id, label: cluster.head }))}
        />
      </FilterBar>
      {competitor && "error" in competitor ? <ActionStatus answer={{ ok: false, message: competitor.error }} /> : null}
      {competitor && !("error" in competitor) ? <CompetitorTerms competitor={competitor} exportHref={exportHref} /> : null}
    </>
  );
}

function CompetitorTerms({
  competitor,
  exportHref,
}: {
  competitor: Exclude<CompetitorView, { error: string }>;
  exportHref: string | null;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {competitor.pagesCompared} competitor pages compared with {competitor.ourPath ?? "no page of ours (a gap)"}.{" "}
        {exportHref ? (
          <a href={exportHref} className={linkClass} download>
            Export as CSV
          </a>
        ) : null}
      </p>
      <DataTable
        caption="Terms competitors use that our page lacks"
        rows={competitor.terms}
        rowKey={(row) => row.term}
        empty="Our page uses every term the competitor's pages share."
        columns={[
          { id: "term", header: "Term", rowHeader: true, cell: (row) => row.term },
          { id: "pages", header: "Pages", align: "right", cell: (row) => row.pages },
          { id: "share", header: "Share", align: "right", cell: (row) => pct(row.share) },
        ]}
      />
      <DataTable
        caption="Competitor headings our page does not cover"
        rows={competitor.headings}
        rowKey={(row) => `${row.url}:${row.heading}`}
        empty="No heading missing."
        columns={[
          { id: "heading", header: "Heading", rowHeader: true, cell: (row) => row.heading },
          { id: "url", header: "Page", cell: (row) => <code className="break-all">{row.url}</code> },
        ]}
      />
    </div>
  );
}
