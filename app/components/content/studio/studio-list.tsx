import { useFormatDateTime } from "~/components/admin/format";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { PAGE_LIST_STATUS_LABELS, PAGE_LIST_STATUSES } from "~/lib/content/studio";

/**
 * The content studio's lists (/admin/pages and /content-research, issue 22
 * items 1 and 11): one filter bar (search, status, type, sort), the count,
 * and the table paged on the server, ending in the columns every entry has
 * (status, last editor, last change). Each list brings its own leading
 * columns, types, sorts and words.
 */
export interface StudioListRow {
  id: number;
  status: string;
  lastEditor: string | null;
  lastChange: string;
}

export interface StudioListQuery {
  q?: string;
  status?: string;
  type?: string;
  sort: string;
  page: number;
}

interface Option {
  value: string;
  label: string;
}

export interface StudioListProps<Row extends StudioListRow> {
  /** The section's heading ("All pages") and its id. */
  heading: string;
  headingId: string;
  /** The list's address: filters clear to it and its pages link to it. */
  basePath: string;
  /** The loader's answer: the query as parsed, one page of rows, the total and the number of pages. */
  list: { query: StudioListQuery; rows: Row[]; total: number; pageCount: number };
  /** What one entry is called, and many: "page", "pages". */
  noun: { one: string; many: string };
  filterLabel: string;
  searchLabel: string;
  typeOptions: Option[];
  /** The A-to-Z sort of this list ("path", "Path, A to Z"); last change (the default) and status are every list's. */
  nameSort: Option;
  /** The columns before Status, Last editor and Last change. */
  columns: Column<Row>[];
  caption: string;
  rowData?: (row: Row) => Record<`data-${string}`, string>;
}

/** The list's address with `changes` applied, leaving out what is the default (page 1, the first sort). */
export function studioListHref(
  basePath: string,
  query: StudioListQuery,
  changes: Record<string, string | undefined>,
  defaultSort = DEFAULT_SORT,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    if (value === undefined || value === "") continue;
    if ((key === "page" && String(value) === "1") || (key === "sort" && value === defaultSort)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${basePath}${search ? `?${search}` : ""}`;
}

const DEFAULT_SORT = "updated";

export function StudioList<Row extends StudioListRow>(props: StudioListProps<Row>) {
  const { query, rows, total, pageCount } = props.list;
  const { noun } = props;
  const formatDateTime = useFormatDateTime();
  const columns: Column<Row>[] = [
    ...props.columns,
    {
      id: "status",
      header: "Status",
      cell: (row) => (PAGE_LIST_STATUS_LABELS as Record<string, string>)[row.status] ?? row.status,
    },
    { id: "editor", header: "Last editor", cell: (row) => row.lastEditor ?? "Seed" },
    { id: "changed", header: "Last change", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.lastChange) },
  ];
  const sortOptions = [{ value: DEFAULT_SORT, label: "Last change" }, props.nameSort, { value: "status", label: "Status" }];
  return (
    <section aria-labelledby={props.headingId} className="space-y-4">
      <h2 id={props.headingId} className="text-xl font-semibold text-ink">
        {props.heading}
      </h2>
      <FilterBar label={props.filterLabel} clearHref={props.basePath} submitLabel="Filter">
        <TextFilter name="q" label={props.searchLabel} defaultValue={query.q ?? ""} type="search" />
        <SelectFilter
          name="status"
          label="Status"
          anyLabel="Any status"
          defaultValue={query.status}
          options={PAGE_LIST_STATUSES.map((value) => ({ value, label: PAGE_LIST_STATUS_LABELS[value] }))}
        />
        <SelectFilter name="type" label="Type" anyLabel="Any type" defaultValue={query.type} options={props.typeOptions} />
        <SelectFilter name="sort" label="Sort by" defaultValue={query.sort} options={sortOptions} />
      </FilterBar>
      <p className="text-sm text-muted" role="status">
        {total === 0
          ? `No ${noun.many} match.`
          : `${total.toLocaleString("en-US")} ${total === 1 ? noun.one : noun.many}; page ${query.page} of ${pageCount}.`}
      </p>
      <DataTable
        caption={props.caption}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        rowData={props.rowData}
        empty={`No ${noun.many} match these filters.`}
        serverPaging={{
          page: query.page,
          pageCount,
          href: (to) => studioListHref(props.basePath, query, { page: String(to) }),
          label: "Pages of the list",
        }}
      />
    </section>
  );
}
