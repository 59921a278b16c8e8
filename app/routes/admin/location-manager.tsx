import { useLoaderData } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { locationAction } from "~/.server/seo/locations/manager/route-actions";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { CityForm, DeleteCityForm } from "~/components/seo/locations/city-form";
import { CityTable } from "~/components/seo/locations/city-table";
import { CityImportForm, ImportBatches } from "~/components/seo/locations/import-form";
import { ActionStatus } from "~/components/ui/action-status";
import { CITY_FORM_MAX_BYTES, cityPageSchema, locationActionSchema } from "~/lib/seo/location-manager";
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

export default function LocationManager({ actionData }: Route.ComponentProps) {
  const { query, rows, total, page, pageCount, states, batches, editing, deleting, stateCities } = useLoaderData<typeof loader>();
  const answer = actionData;
  const formatDateTime = useFormatDateTime();
  const importing = answer?.intent === "preview" || answer?.intent === "import" || answer?.intent === "undo";
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

      <CityTable query={query} states={states} rows={rows} total={total} page={page} pageCount={pageCount} />

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
