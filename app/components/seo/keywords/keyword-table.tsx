import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { KEYWORD_INTENTS, type KeywordQuery } from "~/lib/seo/keywords";
import { type KeywordListView, type KeywordRowView, keywordHref, num, pct } from "./views";

const columns: Column<KeywordRowView>[] = [
  { id: "keyword", header: "Keyword", rowHeader: true, cell: (row) => row.keyword },
  { id: "intent", header: "Intent", cell: (row) => row.intent },
  { id: "volume", header: "Volume", align: "right", cell: (row) => num(row.volume) },
  { id: "difficulty", header: "Difficulty", align: "right", cell: (row) => num(row.difficulty) },
  {
    id: "position",
    header: "Position",
    align: "right",
    cell: (row) => (
      <>
        {num(row.position, 1)}
        {row.previousPosition !== null && row.position !== null ? (
          <div className="text-xs text-slate-700">was {row.previousPosition.toFixed(1)}</div>
        ) : row.isNew ? (
          <div className="text-xs text-slate-700">new</div>
        ) : null}
      </>
    ),
  },
  {
    id: "clicks",
    header: "Clicks",
    align: "right",
    cell: (row) => (
      <>
        {num(row.clicks)}
        {row.previousClicks !== null ? <div className="text-xs text-slate-700">was {row.previousClicks}</div> : null}
      </>
    ),
  },
  { id: "impressions", header: "Impressions", align: "right", cell: (row) => num(row.impressions) },
  { id: "ctr", header: "CTR", align: "right", cell: (row) => pct(row.ctr) },
  { id: "url", header: "Page", cell: (row) => (row.url ? <code className="break-all">{row.url}</code> : "") },
  { id: "cluster", header: "Cluster", cell: (row) => row.cluster ?? "" },
];

/** One set's keywords, searched and filtered by intent, paged on the server, with the change against the previous import. */
export function KeywordTable({ query, setId, list }: { query: KeywordQuery; setId: number; list: KeywordListView }) {
  return (
    <>
      <FilterBar
        label="Filter keywords"
        clearHref={keywordHref(query, setId, { q: undefined, intent: undefined, page: undefined })}
        submitLabel="Filter"
        hidden={{ set: String(setId), view: "keywords" }}
      >
        <TextFilter name="q" label="Search keywords" defaultValue={query.q ?? ""} type="search" />
        <SelectFilter
          name="intent"
          label="Intent"
          anyLabel="Any intent"
          defaultValue={query.intent}
          options={KEYWORD_INTENTS.map((value) => ({ value, label: value }))}
        />
      </FilterBar>
      <p className="text-sm text-muted" role="status">
        {list.total.toLocaleString("en-US")} keywords; page {list.page} of {list.pageCount}
        {list.previous ? `; changes against set #${list.previous.id}` : ""}.
      </p>
      <DataTable
        caption="Keywords"
        captionHidden
        columns={columns}
        rows={list.rows}
        rowKey={(row) => String(row.id)}
        empty="No keywords match."
        serverPaging={{
          page: list.page,
          pageCount: list.pageCount,
          href: (to) => keywordHref(query, setId, { page: String(to) }),
          label: "Pages of keywords",
        }}
      />
    </>
  );
}
