import { data, type RouterContextProvider, redirect } from "react-router";
import { AUTOMATION_TEXT, draftFromBriefForm } from "~/lib/content/automation";
import { firstIssue } from "~/lib/first-issue";
import { requireStaff } from "../../auth/staff";
import { AppError, ERROR_STATUS } from "../../http/app-error";
import { fieldErrors, formObject, readPageForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import { draftFromBrief } from "./draft";
import { placeNames } from "./place";
import { storeDraft } from "./store";

/**
 * POST /content-research/draft (fields `briefId`, `mode` ai|structured): a
 * draft from a stored brief, made a content_research draft in the studio;
 * answers 303 to the record's editor (/content-view/<id>). Refusals are
 * `{ ok: false, message, fields? }` with a 4xx: no such brief (404), AI asked
 * for without a provider (400), a writer's draft already open (409).
 */
export interface DraftAnswer {
  ok: false;
  message: string;
  fields?: Partial<Record<string, string>>;
}

export async function draftAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  const { clientIp, log } = context.get(requestContext);
  const refuse = (status: number, body: DraftAnswer) =>
    data<DraftAnswer>(body, { status, headers: { "Cache-Control": "no-store" } });
  const parsed = draftFromBriefForm.safeParse(formObject(await readPageForm(request, 4 * 1024)));
  if (!parsed.success) return refuse(400, { ok: false, message: firstIssue(parsed.error), fields: fieldErrors(parsed.error) });
  const { briefId, mode } = parsed.data;
  if (mode === "ai" && !services.ai)
    return refuse(400, { ok: false, message: AUTOMATION_TEXT.noProvider, fields: { mode: AUTOMATION_TEXT.noProvider } });
  const { tools } = services.contentAutomation.deps;
  const db = services.database.db;
  const brief = await tools.briefById(db, briefId);
  if (!brief) return refuse(404, { ok: false, message: AUTOMATION_TEXT.noBrief, fields: { briefId: AUTOMATION_TEXT.noBrief } });
  const place = brief.target.kind === "city-service" ? await placeNames(db, brief.target) : null;
  const drafted = await draftFromBrief(
    { ai: services.ai, log },
    brief,
    mode ?? (services.ai ? "ai" : "structured"),
    place ?? undefined,
  );
  try {
    const stored = await storeDraft(
      { db: () => db, studio: services.studio, secret: services.secret },
      { actor: { id: staff.id, email: staff.email, role: staff.role }, clientIp },
      brief.target,
      place,
      drafted,
      briefId,
    );
    return redirect(`/content-view/${stored.recordId}`, 303);
  } catch (error) {
    if (error instanceof AppError && ERROR_STATUS[error.code] < 500)
      return refuse(ERROR_STATUS[error.code], { ok: false, message: error.message });
    throw error;
  }
}
