import type { ReactNode } from "react";
import { type Column, DataTable } from "~/components/ui/data-table";

/** A dashboard section: heading, CSV link, the chart and its table side by side on wide screens. */
export function Panel({
  id,
  title,
  csvHref,
  chart,
  children,
}: {
  id: string;
  title: string;
  csvHref?: string;
  chart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {csvHref ? (
          <a className="text-sm font-medium text-brand-700 underline" href={csvHref} download>
            Download CSV
          </a>
        ) : null}
      </div>
      <div className={chart ? "mt-4 grid gap-6 lg:grid-cols-2" : "mt-4"}>
        {chart ? <div>{chart}</div> : null}
        <div>{children}</div>
      </div>
    </section>
  );
}

/**
 * A dashboard figure as a table: positional rows under a header, numbers
 * right-aligned, every column sortable (the shared DataTable).
 */
export function FiguresTable({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  testId?: string;
}) {
  const columns: Column<{ key: string; cells: (string | number)[] }>[] = head.map((title, index) => ({
    id: String(index),
    header: title,
    cell: (row) => row.cells[index],
    sortValue: (row) => row.cells[index],
    align: typeof rows[0]?.[index] === "number" ? "right" : "left",
    className: typeof rows[0]?.[index] === "number" ? "tabular-nums" : "break-all",
  }));
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows.map((cells, index) => ({ key: String(index), cells }))}
      rowKey={(row) => row.key}
      empty="Nothing in this range."
      testId={testId}
      scrollClassName="max-h-96"
    />
  );
}
