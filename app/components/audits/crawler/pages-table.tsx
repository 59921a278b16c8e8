import { type ReactNode, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, RangeFilter, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { CRAWLER_TEXT } from "~/lib/audits/crawler-api";
import {
  columnValue,
  filterPageRows,
  filterParams,
  PAGE_COLUMNS,
  type PageColumn,
  type PageRowJson,
} from "~/lib/audits/crawler-view";
import { cn } from "~/lib/cn";
import { crawlApi } from "./api-client";
import { DownloadLink } from "./download-link";
import { useLoad } from "./use-load";

/**
 * The crawl's pages as a professional reads them (Screaming Frog's Internal
 * tab): one row per URL, every column sortable (the shared DataTable) and
 * filterable (the shared FilterBar: text contains, numbers between min and
 * max, enums chosen), the filters in the address so a filtered view can be
 * shared. The rows come at once (a crawl has at most 5,000 pages) and are
 * shown 100 at a time, so sorting and filtering never wait on the server.
 */
const PAGE_SIZE = 100;

const numberCell = (value: number | null) => (value === null ? "" : value.toLocaleString("en-US"));

function cellOf(column: PageColumn): (row: PageRowJson) => ReactNode {
  switch (column.id) {
    case "indexability":
      return (row) => (
        <span className={cn("font-semibold", row.indexability === "Indexable" ? "text-green-800" : "text-amber-800")}>
          {row.indexability}
        </span>
      );
    case "h1":
      return (row) => (row.h1Count > 1 ? `${row.h1 ?? ""} (+${row.h1Count - 1} more)` : (row.h1 ?? ""));
    default:
      return column.kind === "number"
        ? (row) => numberCell(columnValue(row, column) as number | null)
        : (row) => (columnValue(row, column) as string | null) ?? "";
  }
}

const WIDE = new Set<string>(["url", "title", "description", "h1", "canonical"]);

const COLUMNS: Column<PageRowJson>[] = PAGE_COLUMNS.map((column) => ({
  id: column.id,
  header: column.label,
  cell: cellOf(column),
  sortValue: (row) => columnValue(row, column),
  rowHeader: column.id === "url",
  align: column.kind === "number" ? "right" : "left",
  className: WIDE.has(column.id) ? "min-w-48 max-w-xs break-words" : "whitespace-nowrap",
}));

export function PagesTable({ crawlId, version }: { crawlId: string; version: number }) {
  const rows = useLoad(() => crawlApi.pageTable(crawlId).then(({ pages }) => pages), `${crawlId}:${version}`);
  const [params] = useSearchParams();
  const location = useLocation();
  const shown = useMemo(() => (rows.state === "ready" ? filterPageRows(rows.value, params) : []), [rows, params]);
  const filtering = PAGE_COLUMNS.some((column) => filterParams(column).some((name) => params.get(name)));

  if (rows.state === "loading")
    return (
      <p role="status" className="py-6 text-muted">
        {CRAWLER_TEXT.loading}
      </p>
    );
  if (rows.state === "error")
    return (
      <p role="alert" className="py-6 font-medium text-red-700">
        {CRAWLER_TEXT.fetchError}
      </p>
    );
  const all = rows.value;
  return (
    <div className="space-y-4">
      <details open={filtering} className="group">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Filter pages by any column</summary>
        <FilterBar
          label="Filter pages"
          clearHref={`${location.pathname}?view=pages`}
          hidden={{ view: "pages" }}
          preventScrollReset
          className="mt-3"
        >
          {PAGE_COLUMNS.map((column) =>
            column.kind === "number" ? (
              <RangeFilter
                key={column.id}
                name={column.id}
                label={column.label}
                defaultMin={params.get(`${column.id}-min`) ?? undefined}
                defaultMax={params.get(`${column.id}-max`) ?? undefined}
              />
            ) : column.kind === "enum" ? (
              <SelectFilter
                key={column.id}
                name={column.id}
                label={column.label}
                anyLabel="Any"
                options={(column.options ?? []).map((value) => ({ value, label: value }))}
                defaultValue={params.get(column.id) ?? ""}
              />
            ) : (
              <TextFilter
                key={column.id}
                name={column.id}
                label={`${column.label} contains`}
                defaultValue={params.get(column.id) ?? ""}
              />
            ),
          )}
        </FilterBar>
      </details>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink" aria-live="polite" data-testid="pages-count">
          {shown.length === all.length
            ? `${all.length} ${all.length === 1 ? "page" : "pages"}`
            : `${shown.length} of ${all.length} pages match the filters`}
        </p>
        <div className="flex flex-wrap gap-2">
          <DownloadLink crawlId={crawlId} file="pages.csv">
            Download pages CSV
          </DownloadLink>
          <DownloadLink crawlId={crawlId} file="links.csv">
            Download links CSV
          </DownloadLink>
        </div>
      </div>
      <DataTable
        caption="Pages of this crawl"
        captionHidden
        columns={COLUMNS}
        rows={shown}
        rowKey={(row) => row.url}
        empty={all.length === 0 ? "No pages recorded yet." : "No page matches these filters."}
        pageSize={PAGE_SIZE}
        scrollClassName="max-h-[40rem]"
        testId="pages-table"
      />
    </div>
  );
}
