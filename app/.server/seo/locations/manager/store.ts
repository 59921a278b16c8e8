import { type CityInput, removeCity, saveCity } from "./city-edit";
import { importCsv, previewImport, undoImport } from "./city-import";
import { citiesOfState, cityRowById, exportRows, importBatches, listCities } from "./city-list";
import { allStates } from "./city-queries";
import type { LocationManagerDeps, WriteContext } from "./city-writes";
import type { ColumnMapping } from "./import-plan";

/**
 * City writes and reads for /location-manager (issue 23 item 1), in named
 * steps: city-queries (the shared reads), city-writes (the locked
 * transaction, audit, redirects and announcement every write shares),
 * city-edit (add, edit, delete), city-import (preview, import, undo) and
 * city-list (the page's reads).
 *
 * Each write runs in one transaction that locks the cities table against
 * other writers (reads go on), writes the audit log, and after the commit
 * announces `locations` on the content bus, so the home directory, the state
 * and city pages, the city service pages, the Other locations lists and the
 * sitemap change at once on every instance.
 *
 * A city's URLs are its page and its city service pages. When they move (a
 * rename, or an import row that renames) or go (a delete with a target),
 * the redirects are made through the redirects store's `pathChanged`, inside
 * this transaction, so loops and chains are handled as for every redirect;
 * `redirects` is announced after the commit. The published city service
 * records that name the city follow a rename (they are matched by name).
 */
export function createLocationManager(deps: LocationManagerDeps) {
  return {
    list: (query: Parameters<typeof listCities>[1]) => listCities(deps.db(), query),
    byId: (id: number) => cityRowById(deps.db(), id),
    exportRows: (ctx: WriteContext) => exportRows(deps, ctx),
    states: () => allStates(deps.db()),
    citiesOfState: (stateId: number, exceptId: number) => citiesOfState(deps.db(), stateId, exceptId),
    batches: (limit?: number) => importBatches(deps.db(), limit),
    create: (ctx: WriteContext, input: CityInput) => saveCity(deps, ctx, input),
    update: (ctx: WriteContext, id: number, input: CityInput) => saveCity(deps, ctx, input, id),
    remove: (ctx: WriteContext, id: number, redirectTo?: string) => removeCity(deps, ctx, id, redirectTo),
    previewImport: (csv: string, mapping: ColumnMapping) => previewImport(deps, csv, mapping),
    importCsv: (ctx: WriteContext, csv: string, mapping: ColumnMapping, fileName?: string) =>
      importCsv(deps, ctx, csv, mapping, fileName),
    undoImport: (ctx: WriteContext, batchId: number) => undoImport(deps, ctx, batchId),
  };
}

export type LocationManager = ReturnType<typeof createLocationManager>;
export type { CityInput } from "./city-edit";
export type { ImportPreview } from "./city-import";
export type { CityRow } from "./city-list";
export { cityUrls } from "./city-queries";
export type { LocationManagerDeps, WriteContext, WriteResult } from "./city-writes";
