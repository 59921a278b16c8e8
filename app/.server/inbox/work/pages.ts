import { redirect } from "react-router";
import { firstIssue } from "~/lib/first-issue";
import type { BulkPageInput, PipelinePageInput, TasksPageInput, TemplatesPageInput } from "~/lib/inbox/page-forms";
import { PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import { BULK_MAX, bulkSchema } from "~/lib/inbox/work";
import { answer, refuse } from "../../http";
import type { StaffRequest } from "../../services-context";
import { inboxDeps } from "../list/deps";
import { moveLeadStatus } from "../list/pipeline";
import { readBoard } from "./board";
import { exportSelectionCsv, runBulk } from "./bulk";
import { listOpenTasksOf, setTaskDone } from "./tasks";
import { deleteTemplate, listTemplates, readTemplate, saveTemplate, UNKNOWN_TEMPLATE } from "./templates";

/**
 * The inbox's daily-work pages: what each loader shows, and each form post
 * for the page socket (`pageAction(schema, handler)`: the form is read and
 * checked already; a refusal is a 4xx with its message, nothing changed).
 */

/** /admin/tasks: the signed-in staff member's open next steps, soonest first. */
export async function loadTasksPage(request: StaffRequest) {
  return { tasks: await listOpenTasksOf(inboxDeps(request).db, request.staff.id), now: new Date() };
}

/** /admin/pipeline: the board, everyone's leads or only mine. */
export async function loadPipelinePage(request: StaffRequest, mine: boolean) {
  const { db } = inboxDeps(request);
  return { mine, columns: await readBoard(db, mine ? { ownerId: request.staff.id } : {}) };
}

/** /admin/email-templates: the templates, and the one being edited. */
export async function loadTemplatesPage(request: StaffRequest, editId: string | null) {
  const { db } = inboxDeps(request);
  return { templates: await listTemplates(db), editing: editId ? await readTemplate(db, editId) : null };
}

/** /admin/tasks: a next step done. */
export async function tasksPageAction(request: StaffRequest, input: TasksPageInput) {
  if (!input.taskId || !input.leadId) return refuse(404, "This task does not exist on this lead.");
  const result = await setTaskDone(inboxDeps(request), request.actor, input.leadId, input.taskId, true);
  return result.ok ? answer(true, `Done: ${result.title}.`) : refuse(result.status, result.message);
}

/** /admin/pipeline: a card moved to another column (the lead page's status change: audited, first contact stamped). */
export async function pipelinePageAction(request: StaffRequest, input: PipelinePageInput) {
  const result = await moveLeadStatus(inboxDeps(request), request.actor, input.leadId, input.status);
  if (!result.ok) return refuse(result.status, result.message);
  const to = PIPELINE_STATUS_LABELS[input.status];
  return answer(true, result.changed ? `Moved from ${PIPELINE_STATUS_LABELS[result.from]} to ${to}.` : `It was already ${to}.`);
}

/** /admin/email-templates: save (add or edit) or delete a template; every change is audited. */
export async function templatesPageAction(request: StaffRequest, input: TemplatesPageInput) {
  const deps = inboxDeps(request);
  if (input.intent === "delete") {
    if (!input.templateId) return refuse(404, UNKNOWN_TEMPLATE);
    const result = await deleteTemplate(deps, request.actor, input.templateId);
    return result.ok ? answer(true, "Template deleted.") : refuse(result.status, result.message);
  }
  const { intent: _intent, templateId, ...template } = input;
  if (templateId === null) return refuse(404, UNKNOWN_TEMPLATE);
  const result = await saveTemplate(deps, request.actor, templateId ?? null, template);
  if (!result.ok) return refuse(result.status, result.message);
  return answer(true, result.created ? `Template "${template.name}" added.` : `Template "${template.name}" saved.`);
}

/**
 * POST /admin/bulk-leads: the inbox's bulk actions on the selected rows
 * (status, owner, spam, CSV of the selection). A plain form post, so it works
 * without JavaScript: a change answers with a redirect back to the list the
 * person was on (with what was done), the export with the file. A refusal
 * (unknown leads, too many, a bad status or owner) is a 4xx page that says
 * why, with the way back; nothing is changed.
 */
export async function bulkPageAction(request: StaffRequest, input: BulkPageInput): Promise<Response> {
  const back = returnPath(input.back);
  if (input.ids.length > BULK_MAX)
    return refused(
      400,
      `At most ${BULK_MAX} leads can be changed at once; ${input.ids.length} were selected. Select fewer.`,
      back,
    );
  const parsed = bulkSchema.safeParse(input);
  if (!parsed.success) return refused(400, firstIssue(parsed.error), back);
  const deps = inboxDeps(request);
  const command = parsed.data;
  if (command.op === "export") {
    const result = await exportSelectionCsv(deps, request.actor, command.ids);
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
  const result = await runBulk(deps, request.actor, command);
  if (!result.ok) return refused(result.status, result.message, back);
  const url = new URL(back, "http://inbox.invalid");
  url.searchParams.set("bulk", command.op);
  url.searchParams.set("changed", String(result.changed));
  url.searchParams.set("selected", String(result.selected));
  return redirect(`${url.pathname}${url.search}`, 303);
}

/** Only the inbox's own addresses: never another site, never another page of ours. */
function returnPath(value: string | null): string {
  if (typeof value !== "string" || !/^\/admin(\?[^#\s]*)?$/.test(value) || value.length > 2000) return "/admin";
  return value;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** A refusal a person reads after a form post without JavaScript: the reason and the way back. */
function refused(status: number, message: string, back = "/admin"): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bulk action refused</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Bulk action refused</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Back to the leads inbox</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
