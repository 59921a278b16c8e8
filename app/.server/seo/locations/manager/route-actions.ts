import { data, type RouterContextProvider } from "react-router";
import { firstIssue } from "~/lib/first-issue";
import { CITY_COLUMNS, CITY_IMPORT_MAX_BYTES, locationActionSchema } from "~/lib/seo/location-manager";
import { actorOf, requireStaff } from "../../../auth/staff";
import { formObject, readPageForm } from "../../../http/parse-request";
import { requestContext } from "../../../request-context";
import { servicesContext } from "../../../services-context";
import { decodeCsvBytes } from "./import-plan";
import type { ImportPreview } from "./store";

/**
 * The /location-manager page's form posts (thin route, logic here): add,
 * edit, delete a city; preview, import and undo a CSV import. Every answer is
 * the page's `{ ok, message }` with the 4xx status of a refusal; a refused
 * write changes nothing. After a write that made redirects, this instance's
 * redirect table has reloaded before the answer goes out.
 */
export interface LocationAnswer {
  ok: boolean;
  message: string;
  intent?: string;
  preview?: ImportPreview;
  /** The CSV being previewed, sent back so the import posts the same file. */
  csv?: string;
  fileName?: string;
}

/** A form with a CSV file may be as large as the import allows, plus the other fields. */
const MAX_FORM_BYTES = CITY_IMPORT_MAX_BYTES + 64 * 1024;

export async function locationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { locationManager, redirects } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const answer = (status: number, body: LocationAnswer) =>
    data<LocationAnswer>(body, { status, headers: { "Cache-Control": "no-store" } });

  const fields = formObject(await readPageForm(request, MAX_FORM_BYTES), { files: true });
  const file = fields.file;
  if (file instanceof File) {
    if (file.size > CITY_IMPORT_MAX_BYTES)
      return answer(413, { ok: false, intent: "preview", message: "The CSV file is larger than 4 MB." });
    if (file.size > 0) {
      const decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
      if (!decoded.ok) return answer(400, { ok: false, intent: "preview", message: decoded.message });
      fields.csv = decoded.text;
      fields.fileName = file.name.slice(0, 200);
    }
  } else if (file !== undefined && typeof file !== "string") {
    return answer(400, { ok: false, message: "Send one CSV file." });
  }
  delete fields.file;
  for (const [key, value] of Object.entries(fields))
    if (Array.isArray(value)) return answer(400, { ok: false, message: `${key}: send this field once.` });
  const parsed = locationActionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, { ok: false, intent: String(fields.intent ?? ""), message: firstIssue(parsed.error) });
  const command = parsed.data;
  const ctx = { actor: actorOf(staff), clientIp };
  const store = locationManager;

  const result = await (async () => {
    switch (command.intent) {
      case "create":
        return store.create(ctx, { ...command, isMajor: command.isMajor !== undefined });
      case "update":
        return store.update(ctx, command.id, { ...command, isMajor: command.isMajor !== undefined });
      case "delete":
        return store.remove(ctx, command.id, command.redirectTo);
      case "preview": {
        const previewed = await store.previewImport(command.csv, mappingOf(command));
        return previewed.ok
          ? { ok: true as const, message: "Preview ready: nothing has been imported yet.", preview: previewed.preview }
          : previewed;
      }
      case "import":
        return store.importCsv(ctx, command.csv, mappingOf(command), command.fileName);
      case "undo":
        return store.undoImport(ctx, command.batchId);
    }
  })();
  // The old URLs of a renamed or deleted city answer 301 from the next request on.
  if (result.ok && command.intent !== "preview") await redirects.table.settled();
  const preview = "preview" in result ? result.preview : undefined;
  const keepFile = command.intent === "preview" || (command.intent === "import" && !result.ok);
  return answer(result.ok ? 200 : result.status, {
    ok: result.ok,
    message: result.message,
    intent: command.intent,
    preview,
    csv: keepFile && "csv" in command ? command.csv : undefined,
    fileName: keepFile && "fileName" in command ? command.fileName : undefined,
  });
}

function mappingOf(command: Record<string, unknown>) {
  const mapping: Record<string, string> = {};
  for (const column of CITY_COLUMNS) {
    const value = command[`${column}Column`];
    if (typeof value === "string") mapping[`${column}Column`] = value;
  }
  return mapping;
}
