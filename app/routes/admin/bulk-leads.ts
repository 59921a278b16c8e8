import { redirect } from "react-router";
import { actorOf, requireStaff } from "~/.server/auth/staff";
import { refusal } from "~/.server/http/app-error";
import { PAGE_FORM_MAX_BYTES, readForm } from "~/.server/http/parse-request";
import { inboxDeps } from "~/.server/inbox/list/route-context";
import { exportSelectionCsv, runBulk } from "~/.server/inbox/work/bulk";
import { firstIssue } from "~/lib/first-issue";
import { BULK_MAX, bulkSchema } from "~/lib/inbox/work";
import type { Route } from "./+types/bulk-leads";

/**
 * POST /admin/bulk-leads: the inbox's bulk actions on the selected rows
 * (status, owner, spam, CSV of the selection). A plain form post, so it works
 * without JavaScript: a change answers with a redirect back to the list the
 * person was on (with what was done), the export with the file. A refusal
 * (unknown leads, too many, a bad status or owner) is a 4xx page that says
 * why; nothing is changed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  let form: FormData;
  try {
    // 500 ids of 36 characters fit easily; more is refused by the cap below, not by the size.
    form = await readForm(request, { maxBytes: PAGE_FORM_MAX_BYTES });
  } catch {
    return refused(400, "The form could not be read.", "/admin");
  }
  const back = returnPath(form.get("return"));
  const all = form.get("scope") === "page";
  const ids = (all ? form.getAll("pageIds") : form.getAll("ids")).filter((value): value is string => typeof value === "string");
  if (ids.length > BULK_MAX)
    return refused(400, `At most ${BULK_MAX} leads can be changed at once; ${ids.length} were selected. Select fewer.`, back);
  const parsed = bulkSchema.safeParse({
    op: form.get("op"),
    ids,
    status: form.get("status") ?? undefined,
    ownerId: form.get("ownerId") ?? undefined,
  });
  if (!parsed.success) return refused(400, firstIssue(parsed.error), back);
  const deps = inboxDeps(context);
  const actor = actorOf(staff);
  const command = parsed.data;
  if (command.op === "export") {
    const result = await exportSelectionCsv(deps, actor, command.ids);
    if (!result.ok) return refused(result.status, result.message, back);
    return new Response(result.csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${result.filename}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
  const result = await runBulk(deps, actor, command);
  if (!result.ok) return refused(result.status, result.message, back);
  const url = new URL(back, "http://inbox.invalid");
  url.searchParams.set("bulk", command.op);
  url.searchParams.set("changed", String(result.changed));
  url.searchParams.set("selected", String(result.selected));
  return redirect(`${url.pathname}${url.search}`, 303);
}

/** A GET (a typed address, a prefetch) changes nothing: 405. */
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return refusal(405, "Use the inbox's selection to act on leads.", { headers: { Allow: "POST" } });
}

/** Only the inbox's own addresses: never another site, never another page of ours. */
function returnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !/^\/admin(\?[^#\s]*)?$/.test(value) || value.length > 2000) return "/admin";
  return value;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** A refusal a person reads after a form post without JavaScript: the reason and the way back. */
function refused(status: number, message: string, back: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bulk action refused</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Bulk action refused</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Back to the leads inbox</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
