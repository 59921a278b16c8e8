import { data, type RouterContextProvider } from "react-router";
import { firstIssue } from "~/lib/first-issue";
import { REDIRECT_IMPORT_MAX_BYTES, redirectActionSchema } from "~/lib/seo/redirects";
import { actorOf, requireStaff } from "../../auth/staff";
import { formObject, readPageForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import type { ImportPreview } from "./store";

/**
 * The /admin/redirects page's form posts (thin route, logic here): add,
 * edit, remove, preview and import a CSV. Every answer is the page's
 * `{ ok, message }`, with the 4xx status of a refusal; a refused write
 * changes nothing. Once a write succeeded, this instance's table has
 * reloaded before the answer goes out, so the next request is redirected.
 */
export interface RedirectAnswer {
  ok: boolean;
  message: string;
  intent?: string;
  preview?: ImportPreview;
  /** The CSV being previewed, sent back so the import posts the same file. */
  csv?: string;
}

/** A form with a CSV file may be as large as the import allows, plus the other fields. */
const MAX_FORM_BYTES = REDIRECT_IMPORT_MAX_BYTES + 64 * 1024;

export async function redirectAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { redirects } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const answer = (status: number, body: RedirectAnswer) =>
    data<RedirectAnswer>(body, { status, headers: { "Cache-Control": "no-store" } });

  const fields = formObject(await readPageForm(request, MAX_FORM_BYTES), { files: true });
  const file = fields.file;
  if (file instanceof File) {
    if (file.size > REDIRECT_IMPORT_MAX_BYTES)
      return answer(413, { ok: false, intent: "import", message: "The CSV file is larger than 2 MB." });
    if (file.size > 0) fields.csv = await file.text();
  }
  delete fields.file;
  const parsed = redirectActionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, { ok: false, message: firstIssue(parsed.error) });
  const command = parsed.data;
  const ctx = { actor: actorOf(staff), clientIp };
  const store = redirects.store;

  const result = await (async () => {
    switch (command.intent) {
      case "create":
        return store.create(ctx, command);
      case "update":
        return store.update(ctx, command.id, command);
      case "delete":
        return store.remove(ctx, command.id);
      case "preview": {
        const previewed = await store.previewImport(command.csv, command);
        return previewed.ok
          ? { ok: true as const, message: "Preview ready: nothing has been imported yet.", preview: previewed.preview }
          : previewed;
      }
      case "import":
        return store.importCsv(ctx, command.csv, command);
    }
  })();
  if (result.ok && command.intent !== "preview") await redirects.table.settled();
  const preview = "preview" in result ? result.preview : undefined;
  const csv = command.intent === "preview" || (command.intent === "import" && !result.ok) ? command.csv : undefined;
  return answer(result.ok ? 200 : result.status, {
    ok: result.ok,
    message: result.message,
    intent: command.intent,
    preview,
    csv,
  });
}
