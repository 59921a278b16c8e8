import { REDIRECT_IMPORT_MAX_BYTES, type RedirectAction } from "~/lib/seo/redirects";
import { csvRow } from "../../csv";
import type { StatusAnswer } from "../../http";
import type { StaffRequest } from "../../services-context";
import { csvDownload } from "../csv-download";
import { uploadedCsv } from "../csv-upload";
import { outcomeAnswer } from "../outcome";
import type { ImportPreview } from "./store";

/**
 * The /admin/redirects page's form posts (thin route, logic here): add,
 * edit, remove, preview and import a CSV. Every answer is the page's
 * `{ ok, message }`, with the 4xx status of a refusal; a refused write
 * changes nothing. Once a write succeeded, this instance's table has
 * reloaded before the answer goes out, so the next request is redirected.
 */
export interface RedirectImport {
  preview: ImportPreview;
  /** The CSV being previewed, sent back so the import posts the same file. */
  csv: string;
}

export async function redirectAction(
  { services, actor, clientIp }: StaffRequest,
  command: RedirectAction,
): Promise<StatusAnswer<RedirectImport>> {
  const { store, table } = services.redirects;
  const ctx = { actor, clientIp };
  switch (command.intent) {
    case "create":
      return settled(await store.create(ctx, command));
    case "update":
      return settled(await store.update(ctx, command.id, command));
    case "delete":
      return settled(await store.remove(ctx, command.id));
    case "preview": {
      const { csv } = await uploadedCsv(command, { maxBytes: REDIRECT_IMPORT_MAX_BYTES, tooLarge: TOO_LARGE });
      const previewed = await store.previewImport(csv, command);
      return previewed.ok
        ? outcomeAnswer({ ok: true, message: PREVIEW_READY }, { preview: previewed.preview, csv })
        : { ...outcomeAnswer<RedirectImport>(previewed), csv };
    }
    case "import": {
      const { csv } = await uploadedCsv(command, { maxBytes: REDIRECT_IMPORT_MAX_BYTES, tooLarge: TOO_LARGE });
      const imported = await store.importCsv(ctx, csv, command);
      if (imported.ok) return settled(imported);
      // A refused import shows its preview again, with the file, so the columns can be chosen anew.
      return { ...outcomeAnswer<RedirectImport>(imported), csv, ...(imported.preview ? { preview: imported.preview } : {}) };
    }
  }

  /** Once a write succeeded, the next request already meets the reloaded table. */
  async function settled(result: Parameters<typeof outcomeAnswer>[0]) {
    if (result.ok) await table.settled();
    return outcomeAnswer(result);
  }
}

const TOO_LARGE = "The CSV file is larger than 2 MB.";
const PREVIEW_READY = "Preview ready: nothing has been imported yet.";

/** GET /admin/redirects.csv: every redirect (audited), in the columns the import reads back. */
export async function redirectsCsv({ services, actor, clientIp }: StaffRequest): Promise<Response> {
  const rows = await services.redirects.store.exportRows({ actor, clientIp });
  const body = [
    csvRow(["from", "to", "status", "hits", "last_hit", "note", "created_by", "created_at"]),
    ...rows.map((row) =>
      csvRow([row.fromPath, row.toTarget, row.status, row.hits, row.lastHitAt, row.note, row.createdBy, row.createdAt]),
    ),
  ].join("");
  return csvDownload(body, "redirects.csv");
}
