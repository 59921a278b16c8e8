import { Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { cityPath } from "~/lib/content/city-services";
import type { CityListQuery } from "~/lib/seo/location-manager";
import { listHref } from "../list-href";

/** A city as the list shows it. */
export interface CityRowView {
  id: number;
  name: string;
  slug: string;
  stateName: string;
  stateSlug: string;
  stateAbbreviation: string;
  population: number | null;
  isMajor: boolean;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  published: number;
  redirected: boolean;
  updatedAt: Date | string;
}

export const linkClass = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";

const cityListHref = (query: CityListQuery, changes: Record<string, string | undefined>) =>
  listHref("/location-manager", query, changes);

function cityColumns(query: CityListQuery, formatDateTime: (value: Date | string) => string): Column<CityRowView>[] {
  return [
    {
      id: "name",
      header: "City",
      rowHeader: true,
      cell: (row) => (
        <a href={cityPath(row.stateSlug, row.slug)} className={linkClass}>
          {row.name}
        </a>
      ),
    },
    { id: "state", header: "State", cell: (row) => row.stateName },
    {
      id: "population",
      header: "Population",
      align: "right",
      cell: (row) => (row.population === null ? "—" : row.population.toLocaleString("en-US")),
    },
    { id: "major", header: "Major", cell: (row) => (row.isMajor ? "Yes" : "No") },
    {
      id: "place",
      header: "Coordinates, time zone",
      cell: (row) =>
        [row.latitude === null ? null : `${row.latitude}, ${row.longitude}`, row.timeZone].filter(Boolean).join("; ") || "—",
    },
    { id: "published", header: "Published pages", align: "right", cell: (row) => row.published },
    {
      id: "sitemap",
      header: "In sitemap",
      cell: (row) =>
        row.redirected
          ? "No (redirected)"
          : `Yes${row.published ? `, with ${row.published} service page${row.published === 1 ? "" : "s"}` : ""}`,
    },
    { id: "updated", header: "Updated", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.updatedAt) },
    { id: "actions", header: "Actions", headerHidden: true, cell: (row) => <CityActions query={query} row={row} /> },
  ];
}

function CityActions({ query, row }: { query: CityListQuery; row: CityRowView }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link
        to={cityListHref(query, { edit: String(row.id) })}
        className={linkClass}
        aria-label={`Edit ${row.name}, ${row.stateAbbreviation}`}
      >
        Edit
      </Link>
      <Link
        to={cityListHref(query, { delete: String(row.id) })}
        className={linkClass}
        aria-label={`Delete ${row.name}, ${row.stateAbbreviation}`}
      >
        Delete
      </Link>
    </div>
  );
}

const yesNo = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

function CityFilters({ query, states }: { query: CityListQuery; states: readonly { id: number; name: string }[] }) {
  return (
    <FilterBar label="Filter cities" clearHref="/location-manager" submitLabel="Filter">
      <TextFilter name="q" label="Search by name" defaultValue={query.q ?? ""} type="search" />
      <SelectFilter
        name="state"
        label="State"
        anyLabel="Any state"
        defaultValue={query.state ? String(query.state) : undefined}
        options={states.map((state) => ({ value: String(state.id), label: state.name }))}
      />
      <SelectFilter name="major" label="Major city" anyLabel="Any" defaultValue={query.major} options={yesNo} />
      <SelectFilter name="content" label="Has published content" anyLabel="Any" defaultValue={query.content} options={yesNo} />
      <SelectFilter name="indexed" label="City page in sitemap" anyLabel="Any" defaultValue={query.indexed} options={yesNo} />
      <SelectFilter
        name="sort"
        label="Sort by"
        defaultValue={query.sort ?? "name"}
        options={[
          { value: "name", label: "Name, A to Z" },
          { value: "state", label: "State, A to Z" },
          { value: "population", label: "Largest first" },
          { value: "updated", label: "Recently updated" },
        ]}
      />
    </FilterBar>
  );
}

/** The cities, searched, filtered, sorted and paged on the server, each with Edit and Delete. */
export function CityTable({
  query,
  states,
  rows,
  total,
  page,
  pageCount,
}: {
  query: CityListQuery;
  states: readonly { id: number; name: string }[];
  rows: readonly CityRowView[];
  total: number;
  page: number;
  pageCount: number;
}) {
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="city-list-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="city-list-heading" className="text-xl font-semibold text-ink">
          Cities
        </h2>
        <a href="/location-manager/cities.csv" className={linkClass} download>
          Export all as CSV
        </a>
      </div>
      <CityFilters query={query} states={states} />
      <p className="text-sm text-muted" role="status">
        {total === 0
          ? "No cities match."
          : `${total.toLocaleString("en-US")} cit${total === 1 ? "y" : "ies"}; page ${page} of ${pageCount}.`}
      </p>
      <DataTable
        caption="Cities"
        captionHidden
        columns={cityColumns(query, formatDateTime)}
        rows={rows}
        rowKey={(row) => String(row.id)}
        rowData={(row) => ({ "data-city": `${row.stateSlug}/${row.slug}` })}
        empty="No cities match these filters."
        serverPaging={{
          page,
          pageCount,
          href: (to) => cityListHref(query, { page: to > 1 ? String(to) : undefined }),
          label: "Pages of cities",
        }}
      />
    </section>
  );
}
