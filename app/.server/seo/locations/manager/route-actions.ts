import { CITY_COLUMNS, CITY_IMPORT_MAX_BYTES, type LocationAction } from "~/lib/seo/location-manager";
import { csvRow } from "../../../csv";
import { refuse, type StatusAnswer } from "../../../http";
import type { StaffRequest } from "../../../services-context";
import { csvDownload } from "../../csv-download";
import { uploadedCsv } from "../../csv-upload";
import { type Outcome, outcomeAnswer } from "../../outcome";
import { decodeCsvBytes } from "./import-plan";
import type { ImportPreview } from "./store";

/**
 * The /location-manager page's form posts (thin route, logic here): add,
 * edit, delete a city; preview, import and undo a CSV import. Every answer is
 * the page's `{ ok, message }` with the 4xx status of a refusal; a refused
 * write changes nothing. After a write that made redirects, this instance's
 * redirect table has reloaded before the answer goes out.
 */
export interface CityImport {
  preview: ImportPreview;
  /** The CSV being previewed, sent back so the import posts the same file. */
  csv: string;
  fileName: string;
}

type ImportCommand = Extract<LocationAction, { intent: "preview" | "import" }>;

export async function locationAction(request: StaffRequest, command: LocationAction): Promise<StatusAnswer<CityImport>> {
  const store = request.services.locationManager;
  const ctx = { actor: request.actor, clientIp: request.clientIp };
  switch (command.intent) {
    case "create":
      return settled(request, await store.create(ctx, { ...command, isMajor: command.isMajor !== undefined }));
    case "update":
      return settled(request, await store.update(ctx, command.id, { ...command, isMajor: command.isMajor !== undefined }));
    case "delete":
      return settled(request, await store.remove(ctx, command.id, command.redirectTo));
    case "undo":
      return settled(request, await store.undoImport(ctx, command.batchId));
    case "preview":
      return previewCities(request, command);
    case "import":
      return importCities(request, command);
  }
}

/** What a preview found, with the file sent back so the import posts the same one. */
async function previewCities(request: StaffRequest, command: ImportCommand): Promise<StatusAnswer<CityImport>> {
  const file = await cityCsv(command);
  const previewed = await request.services.locationManager.previewImport(file.csv, mappingOf(command));
  return previewed.ok
    ? outcomeAnswer({ ok: true, message: PREVIEW_READY }, { preview: previewed.preview, ...file })
    : { ...outcomeAnswer<CityImport>(previewed), ...file };
}

/** The import itself; a refused one keeps the file, so the page can preview it again. */
async function importCities(request: StaffRequest, command: ImportCommand): Promise<StatusAnswer<CityImport>> {
  const file = await cityCsv(command);
  const ctx = { actor: request.actor, clientIp: request.clientIp };
  const imported = await request.services.locationManager.importCsv(ctx, file.csv, mappingOf(command), file.fileName);
  if (imported.ok) return settled(request, imported);
  // A refused import shows its preview again, with the file, so the columns can be chosen anew.
  return { ...outcomeAnswer<CityImport>(imported), ...file, ...(imported.preview ? { preview: imported.preview } : {}) };
}

/** The CSV of the chosen file (UTF-8 checked) or the one the preview sent back. */
async function cityCsv(command: ImportCommand) {
  const { csv, fileName = command.fileName } = await uploadedCsv(command, {
    maxBytes: CITY_IMPORT_MAX_BYTES,
    tooLarge: "The CSV file is larger than 4 MB.",
    decode: decodeCsvBytes,
  });
  if (csv === "") throw refuse(400, "Choose a CSV file to import.");
  return { csv, ...(fileName === undefined ? {} : { fileName }) };
}

/** The old URLs of a renamed or deleted city answer 301 from the next request on. */
async function settled(request: StaffRequest, result: Outcome) {
  if (result.ok) await request.services.redirects.table.settled();
  return outcomeAnswer(result);
}

function mappingOf(command: ImportCommand) {
  const mapping: Record<string, string> = {};
  for (const column of CITY_COLUMNS) {
    const value = command[`${column}Column`];
    if (typeof value === "string") mapping[`${column}Column`] = value;
  }
  return mapping;
}

const PREVIEW_READY = "Preview ready: nothing has been imported yet.";

/** GET /location-manager/cities.csv: every city (audited), in the columns the import reads back. */
export async function citiesCsv({ services, actor, clientIp }: StaffRequest): Promise<Response> {
  const rows = await services.locationManager.exportRows({ actor, clientIp });
  const body = [
    csvRow(["city", "state", "slug", "population", "lat", "lng", "timezone", "major", "published_pages", "url"]),
    ...rows.map((row) =>
      csvRow([
        row.name,
        row.stateAbbreviation,
        row.slug,
        row.population,
        row.latitude,
        row.longitude,
        row.timeZone,
        row.isMajor ? "yes" : "no",
        row.published,
        `/locations/${row.stateSlug}/${row.slug}`,
      ]),
    ),
  ].join("");
  return csvDownload(body, "cities.csv");
}
