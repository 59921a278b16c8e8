import { Link, useLoaderData } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { servicesContext } from "~/.server/services";
import { useFormatDateTime } from "~/components/inbox/format";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { PAGE_LIST_STATUS_LABELS, PAGE_LIST_STATUSES } from "~/lib/studio";
import { RESEARCH_LIST_SIZE, type ResearchListQuery, researchListQuery, researchTypeLabel } from "~/lib/studio-research";
import type { Route } from "./+types/content-research";

/**
 * /content-research (tools spec §2; issue 22 item 11): the content_research
 * records (city service articles, blog articles, research) with the pages'
 * statuses; each opens in /content-view/{id}. Admin (guard table).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Content research" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const query = researchListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await context.get(servicesContext).studio.research.list(query);
  return { query, ...list, pageCount: Math.max(1, Math.ceil(list.total / RESEARCH_LIST_SIZE)) };
}

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

/** Where a record shows: a city service article's service, state and city; a blog article's slug. */
function target(row: Row): string {
  if (row.serviceType || row.city || row.state) return [row.serviceType, row.state, row.city].filter(Boolean).join(" / ");
  return row.slug ? `/blog/${row.slug}` : "";
}

function listHref(query: ResearchListQuery, changes: Record<string, string | undefined>) {
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
  return `/content-research${search ? `?${search}` : ""}`;
}

export default function ContentResearch() {
  const { query, rows, total, pageCount, types } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const columns: Column<Row>[] = [
    {
      id: "title",
      header: "Title",
      rowHeader: true,
      cell: (row) => (
        <Link to={`/content-view/${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {row.title || "Untitled"}
        </Link>
      ),
    },
    { id: "type", header: "Type", cell: (row) => researchTypeLabel(row.contentType) },
    { id: "target", header: "Shows on", cell: (row) => <span className="break-all">{target(row)}</span> },
    { id: "status", header: "Status", cell: (row) => PAGE_LIST_STATUS_LABELS[row.status] ?? row.status },
    { id: "editor", header: "Last editor", cell: (row) => row.lastEditor ?? "Seed" },
    { id: "changed", header: "Last change", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.lastChange) },
  ];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Content research</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          City service articles, blog articles and research. Each is edited as a draft and reviewed like a page; a published city
          service article replaces its city page's default text.
        </p>
      </div>
      <section aria-labelledby="research-list-heading" className="space-y-4">
        <h2 id="research-list-heading" className="text-xl font-semibold text-ink">
          All records
        </h2>
        <FilterBar label="Filter content research" clearHref="/content-research" submitLabel="Filter">
          <TextFilter name="q" label="Search titles, slugs and places" defaultValue={query.q ?? ""} type="search" />
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
            options={types.map((value) => ({ value, label: researchTypeLabel(value) }))}
          />
          <SelectFilter
            name="sort"
            label="Sort by"
            defaultValue={query.sort}
            options={[
              { value: "updated", label: "Last change" },
              { value: "title", label: "Title, A to Z" },
              { value: "status", label: "Status" },
            ]}
          />
        </FilterBar>
        <p className="text-sm text-muted" role="status">
          {total === 0
            ? "No records match."
            : `${total.toLocaleString("en-US")} record${total === 1 ? "" : "s"}; page ${query.page} of ${pageCount}.`}
        </p>
        <DataTable
          caption="Content research records"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          rowData={(row) => ({ "data-type": row.contentType })}
          empty="No records match these filters."
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
