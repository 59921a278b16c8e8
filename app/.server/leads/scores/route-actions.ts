import { data, type RouterContextProvider } from "react-router";
import { firstIssue } from "~/lib/first-issue";
import { LEAD_SCORE_TEXT, parseRules, RULES_MAX_BYTES, type RuleSet, scoringActionSchema } from "~/lib/leads/scores";
import { hasRole, requireStaff } from "../../auth/staff";
import { AppError, ERROR_STATUS } from "../../http/app-error";
import { formObject, readPageForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import { queueRescore } from "./jobs";
import { currentRuleSet, listRuleSets, ruleSetVersion, saveRuleSet } from "./rule-sets";
import { type Preview, previewRules, rescoreProgress, type ScoringDeps } from "./scoring";

/**
 * /lead-analyzer/scoring (thin route, logic here). Admins read the rules, the
 * versions and a preview; only super admins save or restore (the guard's
 * table says so for POST, and the action checks again). Refusals are
 * `{ ok: false, message }` with a 4xx and change nothing.
 */
export interface ScoringAnswer {
  ok: boolean;
  message: string;
  intent?: string;
  preview?: Preview;
  /** The rules the preview was made from, so the editor keeps showing them. */
  rules?: RuleSet;
}

export function scoringDeps(context: Readonly<RouterContextProvider>): ScoringDeps {
  const { database, config } = context.get(servicesContext);
  const { log } = context.get(requestContext);
  return { db: database.db, timeZone: config.agencyTimeZone, log };
}

export async function scoringLoader(context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { db } = scoringDeps(context);
  const current = await currentRuleSet(db);
  const [versions, progress] = await Promise.all([listRuleSets(db), rescoreProgress(db, current.version)]);
  return { current, versions, progress, canEdit: hasRole(staff, "super_admin") };
}

export async function scoringAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const answer = (status: number, body: ScoringAnswer) =>
    data<ScoringAnswer>(body, { status, headers: { "Cache-Control": "no-store" } });
  const fields = formObject(await readPageForm(request, RULES_MAX_BYTES + 4096));
  const parsed = scoringActionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, { ok: false, message: firstIssue(parsed.error) });
  const command = parsed.data;
  const deps = scoringDeps(context);
  try {
    if (command.intent === "preview") {
      const rules = parseRules(command.rules);
      if (!rules.ok) return answer(400, { ok: false, intent: "preview", message: rules.message });
      const preview = await previewRules(deps, rules.rules, command.range);
      return answer(200, {
        ok: true,
        intent: "preview",
        message: `Preview: ${preview.changed} of ${preview.rows.length} lead${preview.rows.length === 1 ? "" : "s"} would change grade. Nothing was saved.`,
        preview,
        rules: rules.rules,
      });
    }
    // Saving and restoring change every lead's grade: super admins only.
    if (!hasRole(staff, "super_admin"))
      return answer(403, { ok: false, intent: command.intent, message: LEAD_SCORE_TEXT.superAdminOnly });
    const { secret, jobs } = context.get(servicesContext);
    const who = { actor: { id: staff.id, email: staff.email }, clientIp: context.get(requestContext).clientIp, secret };
    if (command.intent === "save") {
      const rules = parseRules(command.rules);
      if (!rules.ok) return answer(400, { ok: false, intent: "save", message: rules.message });
      const saved = await saveRuleSet(deps.db, who, { rules: rules.rules, baseVersion: command.baseVersion, note: command.note });
      await queueRescoreSafely(jobs, saved.version, deps);
      return answer(200, { ok: true, intent: "save", message: LEAD_SCORE_TEXT.saved(saved.version) });
    }
    const old = await ruleSetVersion(deps.db, command.version);
    if (!old) return answer(404, { ok: false, intent: "restore", message: LEAD_SCORE_TEXT.unknownVersion });
    const saved = await saveRuleSet(deps.db, who, {
      rules: old.rules,
      baseVersion: command.baseVersion,
      note: `Restored version ${old.version}`,
      restoredFrom: old.version,
    });
    await queueRescoreSafely(jobs, saved.version, deps);
    return answer(200, { ok: true, intent: "restore", message: LEAD_SCORE_TEXT.restored(old.version, saved.version) });
  } catch (error) {
    if (error instanceof AppError && ERROR_STATUS[error.code] < 500)
      return answer(ERROR_STATUS[error.code], { ok: false, intent: command.intent, message: error.message });
    throw error;
  }
}

/** The version is saved either way; a rescore not queued now is done by the 10-minute sweep. */
async function queueRescoreSafely(jobs: Parameters<typeof queueRescore>[0], version: number, deps: ScoringDeps) {
  try {
    await queueRescore(jobs, version);
  } catch (error) {
    deps.log.error({ err: error, version }, "lead rescore not queued; the sweep will run it");
  }
}
