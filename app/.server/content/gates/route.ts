import { requireStaff } from "../../auth";
import { type ApiArgs, AppError, jsonResponse } from "../../http";
import { servicesContext } from "../../services-context";

/**
 * GET /api/admin/content/:id/gates: the quality gates of a content_research
 * record's current draft (its live text when it has no draft), as the
 * editor's "Quality gates" panel shows them after a save or on "Check
 * gates". Admin only (the guard's /api/admin rule, and again here); reads
 * only, answered `no-store`.
 */
export async function gatesResponse({ params, context }: ApiArgs): Promise<Response> {
  requireStaff(context);
  const raw = params.id ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new AppError("NOT_FOUND", "There is no such article.");
  const report = await context.get(servicesContext).contentGates.checkRecord(Number(raw));
  return jsonResponse(report);
}
