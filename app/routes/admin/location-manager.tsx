import { Link, useLoaderData } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { locationAction } from "~/.server/seo/locations/manager/route-actions";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { CityForm, DeleteCityForm } from "~/components/seo/locations/city-form";
import { CityImportForm, ImportBatches } from "~/components/seo/locations/import-form";
import { ActionStatus } from "~/components/ui/action-status";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { cityPath } from "~/lib/content/city-services";
import { CITY_FORM_MAX_BYTES, type CityListQuery, cityPageSchema, locationActionSchema } from "~/lib/seo/location-manager";
import type { Route } from "./+types/location-manager";

/**
 * /location-manager (issue 23 item 1): the states' cities, searched,
 * filtered, sorted and paged; add, edit (a rename redirects the old URLs),
 * delete (with a target when the city has published pages); CSV import with
 * a preview, and undo of a whole import. Admin role (guard table).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Location manager" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = staffRequest(context).services.locationManager;
  const { edit: editId, delete: deleteId, ...query } = listQuery(request, cityPageSchema);
  const [list, states, batches, editing, deleting] = await Promise.all([
    store.list(query),
    store.states(),
    store.batches(),
    editId ? store.byId(editId) : null,
    deleteId ? store.byId(deleteId) : null,
  ]);
  const stateCities = deleting ? await store.citiesOfState(deleting.stateId, deleting.id) : [];
  return { query, ...list, states, batches, editing, deleting, stateCities };
}

export const action = pageAction(locationActionSchema, (command, { context }) => locationAction(staffRequest(context), command), {
  guard: ({ context }) => void staffRequest(context),
  upload: true,
  maxBytes: CITY_FORM_MAX_BYTES,
});

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

function listHref(query: CityListQuery, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes }))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return `/location-manager${search ? `?${search}` : ""}`;
}

const linkClass = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";

export default function LocationManager({ actionData }: Route.ComponentProps) {
  const { query, rows, total, page, pageCount, states, batches, editing, deleting, stateCities } = useLoaderData<typeof loader>();
  const answer = actionData;
  const formatDateTime = useFormatDateTime();
  const importing = answer?.intent === "preview" || answer?.intent === "import" || answer?.intent === "undo";
  const columns: Column<Row>[] = [
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
    {
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={listHref(query, { edit: String(row.id) })}
            className={linkClass}
            aria-label={`Edit ${row.name}, ${row.stateAbbreviation}`}
          >
            Edit
          </Link>
          <Link
            to={listHref(query, { delete: String(row.id) })}
            className={linkClass}
            aria-label={`Delete ${row.name}, ${row.stateAbbreviation}`}
          >
            Delete
          </Link>
        </div>
      ),
    },
  ];
  const stateOptions = states.map((state) => ({ value: String(state.id), label: state.name }));
  const yesNo = [
    { value: "yes", label: "Yes" },
    { value: "no", label: "No" },
  ];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Location manager</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          The states and cities the site has pages for: each city has a page and a page per service. Changes show at once on the
          home page directory, the state and city pages, the service pages and the sitemap. Renaming a city moves its addresses
          and redirects the old ones (301).
        </p>
      </div>
      {importing ? null : <ActionStatus answer={answer} />}

      {deleting ? (
        <section aria-labelledby="city-delete-heading" className="space-y-3">
          <h2 id="city-delete-heading" className="text-xl font-semibold text-ink">
            Delete {deleting.name}, {deleting.stateName}
          </h2>
          <DeleteCityForm city={deleting} stateCities={stateCities} />
        </section>
      ) : null}

      <section aria-labelledby="city-form-heading" className="space-y-3">
        <h2 id="city-form-heading" className="text-xl font-semibold text-ink">
          {editing ? `Edit ${editing.name}, ${editing.stateName}` : "Add a city"}
        </h2>
        <CityForm editing={editing} states={states} />
      </section>

      <section aria-labelledby="city-list-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="city-list-heading" className="text-xl font-semibold text-ink">
            Cities
          </h2>
          <a href="/location-manager/cities.csv" className={linkClass} download>
            Export all as CSV
          </a>
        </div>
        <FilterBar label="Filter cities" clearHref="/location-manager" submitLabel="Filter">
          <TextFilter name="q" label="Search by name" defaultValue={query.q ?? ""} type="search" />
          <SelectFilter
            name="state"
            label="State"
            anyLabel="Any state"
            defaultValue={query.state ? String(query.state) : undefined}
            options={stateOptions}
          />
          <SelectFilter name="major" label="Major city" anyLabel="Any" defaultValue={query.major} options={yesNo} />
          <SelectFilter
            name="content"
            label="Has published content"
            anyLabel="Any"
            defaultValue={query.content}
            options={yesNo}
          />
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
        <p className="text-sm text-muted" role="status">
          {total === 0
            ? "No cities match."
            : `${total.toLocaleString("en-US")} cit${total === 1 ? "y" : "ies"}; page ${page} of ${pageCount}.`}
        </p>
        <DataTable
          caption="Cities"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          rowData={(row) => ({ "data-city": `${row.stateSlug}/${row.slug}` })}
          empty="No cities match these filters."
          serverPaging={{
            page,
            pageCount,
            href: (to) => listHref(query, { page: to > 1 ? String(to) : undefined }),
            label: "Pages of cities",
          }}
        />
      </section>

      <section aria-labelledby="city-import-heading" className="space-y-3">
        <h2 id="city-import-heading" className="text-xl font-semibold text-ink">
          Import from CSV
        </h2>
        {importing ? <ActionStatus answer={answer} /> : null}
        <CityImportForm preview={answer?.preview} csv={answer?.csv} fileName={answer?.fileName} />
        <ImportBatches batches={batches} formatDateTime={formatDateTime} />
      </section>
    </div>
  );
}
