import { redirect } from "react-router";
import type { z } from "zod";
import { AUTOMATION_TEXT, type draftFromBriefForm } from "~/lib/content/automation";
import { type PageActionArgs, refuse } from "../../http";
import { staffRequest } from "../../services-context";
import { draftFromBrief } from "./draft";
import { placeNames } from "./place";
import { storeDraft } from "./store";

/**
 * POST /content-research/draft (fields `briefId`, `mode` ai|structured): a
 * draft from a stored brief, made a content_research draft in the studio;
 * answers 303 to the record's editor (/content-view/<id>). Refusals are the
 * socket's `{ ok: false, message, fields? }` with a 4xx: no such brief (404),
 * AI asked for without a provider (400), a writer's draft already open (409).
 */
export const DRAFT_FORM_MAX_BYTES = 4 * 1024;

export async function draftCommand(
  { briefId, mode }: z.output<typeof draftFromBriefForm>,
  { context }: Pick<PageActionArgs, "context">,
) {
  const { staff, services, log, clientIp } = staffRequest(context);
  if (mode === "ai" && !services.ai) return refuse(400, AUTOMATION_TEXT.noProvider, { mode: AUTOMATION_TEXT.noProvider });
  const { tools } = services.contentAutomation.deps;
  const db = services.database.db;
  const brief = await tools.briefById(db, briefId);
  if (!brief) return refuse(404, AUTOMATION_TEXT.noBrief, { briefId: AUTOMATION_TEXT.noBrief });
  const place = brief.target.kind === "city-service" ? await placeNames(db, brief.target) : null;
  const drafted = await draftFromBrief(
    { ai: services.ai, log },
    brief,
    mode ?? (services.ai ? "ai" : "structured"),
    place ?? undefined,
  );
  // A writer's draft already open is the studio's AppError (409), answered by the socket.
  const stored = await storeDraft(
    { db: () => db, studio: services.studio, secret: services.secret },
    { actor: { id: staff.id, email: staff.email, role: staff.role }, clientIp },
    brief.target,
    place,
    drafted,
    briefId,
  );
  return redirect(`/content-view/${stored.recordId}`, 303);
}
