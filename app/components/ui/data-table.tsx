import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { Button } from "./button";
import { Pagination } from "./pagination";
import { ScrollArea } from "./scroll-area";

/**
 * The back-office's one table: a captioned, scrollable `<table>` with
 * optional sorting, paging, row selection and an empty state. Every list in
 * the back-office is one of these, so they look, read and behave alike.
 *
 * Sorting and paging run in the browser over the rows given, unless the
 * caller pages on the server (`serverPaging`: links, so each page is an
 * address and works without JS). Selection renders named checkboxes, so a
 * surrounding form (or one named by `form`) submits the chosen ids as usual.
 */
export type SortValue = string | number | Date | null | undefined;

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The value rows are ordered by; a column without it is not sortable. */
  sortValue?: (row: Row) => SortValue;
  /** This column names the row: rendered as `<th scope="row">` (one per table). */
  rowHeader?: boolean;
  /** Numbers line up on the right. */
  align?: "left" | "right";
  className?: string;
  /** The header is read by screen readers only (a column of buttons). */
  headerHidden?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption) and its scroll region. */
  caption: string;
  /** Keep the caption for screen readers only, when a heading right above says the same. */
  captionHidden?: boolean;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the table when there are no rows. */
  empty: ReactNode;
  /** The first order, before anyone clicks a header. */
  initialSort?: { column: string; direction: SortDirection };
  /** Pages of this many rows, in the browser. */
  pageSize?: number;
  /** Pages made by the server: links to each page's address. */
  serverPaging?: { page: number; pageCount: number; href: (page: number) => string; label?: string };
  /** Checkboxes named `name` whose values are the row keys. */
  selection?: { name: string; label: (row: Row) => string; form?: string };
  className?: string;
  /** `data-testid` of the whole table (or of its empty state). */
  testId?: string;
  /** Classes of the scrolling box (a height limit, for a long table beside a chart). */
  scrollClassName?: string;
  rowClassName?: (row: Row) => string | undefined;
  /** `data-*` attributes on a row, for what finds rows by meaning (tests, scripts). */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
}

export type SortDirection = "ascending" | "descending";

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, empty, pageSize, serverPaging, selection } = props;
  const [sort, setSort] = useState(props.initialSort);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const pageCount = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const currentPage = Math.min(page, pageCount);
  const visible = pageSize ? sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize) : sorted;
  const selected = useSelection(rows.map(rowKey));

  if (rows.length === 0) {
    return (
      <div
        data-testid={props.testId}
        className={cn("rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700", props.className)}
      >
        {empty}
      </div>
    );
  }

  const toggleSort = (column: string) => {
    setSort((current) =>
      current?.column === column && current.direction === "ascending"
        ? { column, direction: "descending" }
        : { column, direction: "ascending" },
    );
    setPage(1);
  };

  return (
    <div data-testid={props.testId} className={cn("space-y-3", props.className)}>
      <ScrollArea
        // Not the caption alone: a section around the table is often named by a heading with the same words.
        label={`${caption} (table)`}
        className={cn("rounded-xl border border-slate-200 bg-white shadow-sm", props.scrollClassName)}
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className={props.captionHidden ? "sr-only" : "px-4 py-3 text-left text-sm font-medium text-slate-700"}>
            {caption}
          </caption>
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              {selection ? (
                <th scope="col" className="w-10 px-4 py-2">
                  <SelectAll
                    label={`Select every row of ${caption}`}
                    state={selected.state(visible.map(rowKey))}
                    onChange={(on) => selected.set(visible.map(rowKey), on)}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sort?.column === column.id ? sort.direction : undefined}
                  className={cn("px-4 py-2", column.align === "right" && "text-right")}
                >
                  {column.sortValue ? (
                    <SortButton
                      label={column.header}
                      direction={sort?.column === column.id ? sort.direction : undefined}
                      onClick={() => toggleSort(column.id)}
                    />
                  ) : column.headerHidden ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {visible.map((row) => {
              const key = rowKey(row);
              return (
                <tr key={key} className={props.rowClassName?.(row)} {...props.rowData?.(row)}>
                  {selection ? (
                    <td className="px-4 py-3">
                      <input
                        type="checkbox"
                        name={selection.name}
                        value={key}
                        form={selection.form}
                        checked={selected.has(key)}
                        onChange={(event) => selected.set([key], event.currentTarget.checked)}
                        aria-label={selection.label(row)}
                        className="size-4 accent-brand-600"
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => {
                    const className = cn("px-4 py-3 align-top", column.align === "right" && "text-right", column.className);
                    return column.rowHeader ? (
                      <th key={column.id} scope="row" className={cn("font-semibold", className)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={className}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
      {selection ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {selected.count} selected
        </p>
      ) : null}
      {serverPaging ? (
        <Pagination {...serverPaging} label={serverPaging.label ?? `Pages of ${caption}`} />
      ) : pageSize && pageCount > 1 ? (
        <ClientPaging label={`Pages of ${caption}`} page={currentPage} pageCount={pageCount} onPage={setPage} />
      ) : null}
    </div>
  );
}

/** Orders rows by a column's value: empty values last, then numbers, dates and text (natural order, case-blind). */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: Column<Row>[],
  sort: { column: string; direction: SortDirection } | undefined,
): readonly Row[] {
  const column = sort && columns.find((candidate) => candidate.id === sort.column);
  const value = column?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left == null || left === "") return right == null || right === "" ? 0 : 1;
    if (right == null || right === "") return -1;
    return sign * compareValues(left, right);
  });
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

function compareValues(left: Exclude<SortValue, null | undefined>, right: Exclude<SortValue, null | undefined>) {
  if (typeof left === "number" && typeof right === "number") return left - right;
  if (left instanceof Date && right instanceof Date) return left.getTime() - right.getTime();
  return collator.compare(String(left), String(right));
}

function SortButton({
  label,
  direction,
  onClick,
}: {
  label: ReactNode;
  direction: SortDirection | undefined;
  onClick: () => void;
}) {
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

function SelectAll({
  label,
  state,
  onChange,
}: {
  label: string;
  state: "none" | "some" | "all";
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only, never an attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "some";
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={state === "all"}
      onChange={(event) => onChange(event.currentTarget.checked)}
      className="size-4 accent-brand-600"
    />
  );
}

function useSelection(keys: string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Rows that left the table (a new page from the server, a filter) are no longer chosen.
  const present = new Set(keys);
  const live = [...chosen].filter((key) => present.has(key));
  return {
    count: live.length,
    has: (key: string) => chosen.has(key) && present.has(key),
    state(visible: string[]): "none" | "some" | "all" {
      const on = visible.filter((key) => chosen.has(key)).length;
      return on === 0 ? "none" : on === visible.length ? "all" : "some";
    },
    set(changed: string[], on: boolean) {
      setChosen((current) => {
        const next = new Set(current);
        for (const key of changed) {
          if (on) next.add(key);
          else next.delete(key);
        }
        return next;
      });
    },
  };
}

function ClientPaging({
  label,
  page,
  pageCount,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
