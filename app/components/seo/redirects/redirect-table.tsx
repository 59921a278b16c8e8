import { Form, Link, useNavigation } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import type { RedirectListQuery } from "~/lib/seo/redirects";
import { listHref } from "../list-href";

/** A redirect as the list shows it. */
export interface RedirectRowView {
  id: number;
  fromPath: string;
  toTarget: string;
  status: number;
  hits: number;
  lastHitAt: Date | string | null;
  createdAt: Date | string;
  createdBy: string | null;
  note: string | null;
}

const linkClass = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";
const redirectsHref = (query: RedirectListQuery, changes: Record<string, string | undefined>) =>
  listHref("/admin/redirects", query, changes);

function redirectColumns(
  query: RedirectListQuery,
  formatDateTime: (value: Date | string) => string,
  busy: boolean,
): Column<RedirectRowView>[] {
  return [
    { id: "from", header: "Old path", rowHeader: true, cell: (row) => <code className="break-all">{row.fromPath}</code> },
    { id: "to", header: "Leads to", cell: (row) => <code className="break-all">{row.toTarget}</code> },
    { id: "status", header: "Status", cell: (row) => row.status },
    { id: "hits", header: "Hits", align: "right", cell: (row) => row.hits.toLocaleString("en-US") },
    {
      id: "last-hit",
      header: "Last hit",
      className: "whitespace-nowrap",
      cell: (row) => (row.lastHitAt ? formatDateTime(row.lastHitAt) : "Never"),
    },
    {
      id: "created",
      header: "Created",
      cell: (row) => (
        <>
          <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>
          <div className="text-xs text-slate-700">{row.createdBy ?? "system"}</div>
        </>
      ),
    },
    { id: "note", header: "Note", cell: (row) => row.note ?? "" },
    {
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) => <RedirectActions query={query} row={row} busy={busy} />,
    },
  ];
}

function RedirectActions({ query, row, busy }: { query: RedirectListQuery; row: RedirectRowView; busy: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={redirectsHref(query, { edit: String(row.id) })}
        className={linkClass}
        aria-label={`Edit the redirect from ${row.fromPath}`}
      >
        Edit
      </Link>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={row.id} />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Remove the redirect from ${row.fromPath}`}
        >
          Remove
        </Button>
      </Form>
    </div>
  );
}

function RedirectFilters({ query }: { query: RedirectListQuery }) {
  return (
    <FilterBar label="Filter redirects" clearHref="/admin/redirects" submitLabel="Filter">
      <TextFilter name="q" label="Search paths and notes" defaultValue={query.q ?? ""} type="search" />
      <SelectFilter
        name="status"
        label="Status"
        anyLabel="Any status"
        defaultValue={query.status}
        options={["301", "302", "308"].map((value) => ({ value, label: value }))}
      />
      <SelectFilter
        name="kind"
        label="Leads to"
        anyLabel="Anywhere"
        defaultValue={query.kind}
        options={[
          { value: "site", label: "A path on this site" },
          { value: "external", label: "Another site" },
        ]}
      />
      <SelectFilter
        name="sort"
        label="Sort by"
        defaultValue={query.sort ?? "created"}
        options={[
          { value: "created", label: "Newest first" },
          { value: "from", label: "Old path, A to Z" },
          { value: "to", label: "Target, A to Z" },
          { value: "hits", label: "Most hits" },
          { value: "last-hit", label: "Last hit" },
        ]}
      />
    </FilterBar>
  );
}

/** Every redirect, searched, filtered, sorted and paged on the server, each with Edit and Remove. */
export function RedirectTable({
  query,
  rows,
  total,
  page,
  pageCount,
}: {
  query: RedirectListQuery;
  rows: readonly RedirectRowView[];
  total: number;
  page: number;
  pageCount: number;
}) {
  const formatDateTime = useFormatDateTime();
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="redirect-list-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="redirect-list-heading" className="text-xl font-semibold text-ink">
          All redirects
        </h2>
        <a href="/admin/redirects.csv" className={linkClass} download>
          Export all as CSV
        </a>
      </div>
      <RedirectFilters query={query} />
      <p className="text-sm text-muted" role="status">
        {total === 0
          ? "No redirects match."
          : `${total.toLocaleString("en-US")} redirect${total === 1 ? "" : "s"}; page ${page} of ${pageCount}.`}
      </p>
      <DataTable
        caption="Redirects"
        captionHidden
        columns={redirectColumns(query, formatDateTime, busy)}
        rows={rows}
        rowKey={(row) => String(row.id)}
        rowData={(row) => ({ "data-from": row.fromPath })}
        empty="No redirects match these filters."
        serverPaging={{
          page,
          pageCount,
          href: (to) => redirectsHref(query, { page: to > 1 ? String(to) : undefined }),
          label: "Pages of redirects",
        }}
      />
    </section>
  );
}
