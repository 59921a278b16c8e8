import { Link, useLoaderData } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { servicesContext } from "~/.server/services";
import { type NewPageAnswer, newPageAction } from "~/.server/studio/list-actions";
import { useFormatDateTime } from "~/components/inbox/format";
import { NewPageForm } from "~/components/studio/new-page-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { pageTypes } from "~/lib/page-schema";
import { PAGE_LIST_SIZE, PAGE_LIST_STATUS_LABELS, PAGE_LIST_STATUSES, type PageListQuery, pageListQuery } from "~/lib/studio";
import type { Route } from "./+types/pages";

/** /admin/pages (issue 22 item 1): every schema-driven page, searched, filtered and sorted; "New page". Admin (guard table). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Pages" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const query = pageListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { studio } = context.get(servicesContext);
  const [list, choices] = await Promise.all([studio.listPages(query), studio.pageChoices()]);
  return { query, ...list, pageCount: Math.max(1, Math.ceil(list.total / PAGE_LIST_SIZE)), choices };
}

export const action = ({ request, context }: Route.ActionArgs) => newPageAction(request, context);

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

const TYPE_LABELS: Record<string, string> = { service: "Service", location: "Location", blog: "Blog" };

function listHref(query: PageListQuery, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    if (
      value === undefined ||
      value === "" ||
      (key === "page" && String(value) === "1") ||
      (key === "sort" && value === "updated")
    )
      continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/admin/pages${search ? `?${search}` : ""}`;
}

export default function Pages({ actionData }: Route.ComponentProps) {
  const { query, rows, total, pageCount, choices } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const columns: Column<Row>[] = [
    {
      id: "path",
      header: "Path",
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={`/admin/pages/${row.id}`} className="break-all font-medium text-brand-700 underline-offset-2 hover:underline">
            <code>{row.path}</code>
          </Link>
          {row.title ? (
            <div className="text-xs text-slate-700" data-page-title>
              {row.title}
            </div>
          ) : null}
        </>
      ),
    },
    { id: "type", header: "Type", cell: (row) => TYPE_LABELS[row.type] ?? row.type },
    { id: "status", header: "Status", cell: (row) => PAGE_LIST_STATUS_LABELS[row.status] ?? row.status },
    { id: "editor", header: "Last editor", cell: (row) => row.lastEditor ?? "Seed" },
    { id: "changed", header: "Last change", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.lastChange) },
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Pages</h1>
          <p className="mt-2 max-w-3xl text-sm text-muted">
            Every page built from sections: services, guides, locations and the pages added here. A change is a draft until it is
            reviewed and published; visitors only ever see the published version.
          </p>
        </div>
        <Link to="/admin/pages/queue" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Review queue
        </Link>
      </div>

      <section aria-labelledby="new-page-heading" className="space-y-3">
        <h2 id="new-page-heading" className="text-xl font-semibold text-ink">
          New page
        </h2>
        <NewPageForm answer={actionData as NewPageAnswer | undefined} choices={choices} />
      </section>

      <section aria-labelledby="page-list-heading" className="space-y-4">
        <h2 id="page-list-heading" className="text-xl font-semibold text-ink">
          All pages
        </h2>
        <FilterBar label="Filter pages" clearHref="/admin/pages" submitLabel="Filter">
          <TextFilter name="q" label="Search paths and titles" defaultValue={query.q ?? ""} type="search" />
          <SelectFilter
            name="status"
            label="Status"
            anyLabel="Any status"
            defaultValue={query.status}
            options={PAGE_LIST_STATUSES.map((value) => ({ value, label: PAGE_LIST_STATUS_LABELS[value] }))}
          />
          <SelectFilter
            name="type"
            label="Type"
            anyLabel="Any type"
            defaultValue={query.type}
            options={pageTypes.map((value) => ({ value, label: TYPE_LABELS[value] ?? value }))}
          />
          <SelectFilter
            name="sort"
            label="Sort by"
            defaultValue={query.sort}
            options={[
              { value: "updated", label: "Last change" },
              { value: "path", label: "Path, A to Z" },
              { value: "status", label: "Status" },
            ]}
          />
        </FilterBar>
        <p className="text-sm text-muted" role="status">
          {total === 0
            ? "No pages match."
            : `${total.toLocaleString("en-US")} page${total === 1 ? "" : "s"}; page ${query.page} of ${pageCount}.`}
        </p>
        <DataTable
          caption="Pages"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          rowData={(row) => ({ "data-path": row.path })}
          empty="No pages match these filters."
          serverPaging={{
            page: query.page,
            pageCount,
            href: (to) => listHref(query, { page: String(to) }),
            label: "Pages of the list",
          }}
        />
      </section>
    </div>
  );
}
