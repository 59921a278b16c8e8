import type { ActionAnswer } from "~/lib/action-answer";
import { formIssue } from "~/lib/first-issue";
import { LEAD_SCORE_TEXT, parseRules, RULES_MAX_BYTES, type RuleSet, type ScoringAction } from "~/lib/leads/scores";
import { hasRole } from "../../auth";
import { answer, type PageActionOptions, refuse } from "../../http";
import { type StaffRequest, staffRequest } from "../../services-context";
import { queueRescore } from "./jobs";
import { currentRuleSet, listRuleSets, ruleSetVersion, saveRuleSet } from "./rule-sets";
import { type Preview, previewRules, rescoreProgress, type ScoringDeps } from "./scoring";

/**
 * /lead-analyzer/scoring (thin route, logic here). Admins read the rules, the
 * versions and a preview; only super admins save or restore (the guard's
 * table says so for POST, and the handler checks again). Refusals are a 4xx
 * with their message and change nothing.
 */

/** What a preview answers beside its message: the preview, and the rules it was made from (the editor keeps them). */
export interface ScoringPreview {
  preview: Preview;
  rules: RuleSet;
}
export type ScoringAnswer = ActionAnswer<ScoringPreview>;

function scoringDeps({ services, log }: StaffRequest): ScoringDeps {
  return { db: services.database.db, timeZone: services.config.agencyTimeZone, log };
}

export async function loadScoringPage(request: StaffRequest) {
  const { db } = scoringDeps(request);
  const current = await currentRuleSet(db);
  const [versions, progress] = await Promise.all([listRuleSets(db), rescoreProgress(db, current.version)]);
  return { current, versions, progress, canEdit: hasRole(request.staff, "super_admin") };
}

/** The socket's options for the scoring form: any staff member posts (a preview); the rules fit the cap. */
export const scoringFormOptions: PageActionOptions = {
  guard: ({ context }) => void staffRequest(context),
  maxBytes: RULES_MAX_BYTES + 4096,
  invalid: formIssue,
};

/** Preview (any staff member), save or restore (super admins): a new version, and every lead rescored by a job. */
export async function scoringPageAction(request: StaffRequest, command: ScoringAction) {
  const deps = scoringDeps(request);
  if (command.intent === "preview") {
    const rules = parseRules(command.rules);
    if (!rules.ok) return refuse(400, rules.message);
    const preview = await previewRules(deps, rules.rules, command.range);
    return answer<ScoringPreview>(
      true,
      `Preview: ${preview.changed} of ${preview.rows.length} lead${preview.rows.length === 1 ? "" : "s"} would change grade. Nothing was saved.`,
      { preview, rules: rules.rules },
    );
  }
  // Saving and restoring change every lead's grade: super admins only.
  if (!hasRole(request.staff, "super_admin")) return refuse(403, LEAD_SCORE_TEXT.superAdminOnly);
  const { secret, jobs } = request.services;
  const who = { actor: { id: request.staff.id, email: request.staff.email }, clientIp: request.clientIp, secret };
  if (command.intent === "save") {
    const rules = parseRules(command.rules);
    if (!rules.ok) return refuse(400, rules.message);
    const saved = await saveRuleSet(deps.db, who, { rules: rules.rules, baseVersion: command.baseVersion, note: command.note });
    await queueRescoreSafely(jobs, saved.version, deps);
    return answer(true, LEAD_SCORE_TEXT.saved(saved.version));
  }
  const old = await ruleSetVersion(deps.db, command.version);
  if (!old) return refuse(404, LEAD_SCORE_TEXT.unknownVersion);
  const saved = await saveRuleSet(deps.db, who, {
    rules: old.rules,
    baseVersion: command.baseVersion,
    note: `Restored version ${old.version}`,
    restoredFrom: old.version,
  });
  await queueRescoreSafely(jobs, saved.version, deps);
  return answer(true, LEAD_SCORE_TEXT.restored(old.version, saved.version));
}

/** The version is saved either way; a rescore not queued now is done by the 10-minute sweep. */
async function queueRescoreSafely(jobs: Parameters<typeof queueRescore>[0], version: number, deps: ScoringDeps) {
  try {
    await queueRescore(jobs, version);
  } catch (error) {
    deps.log.error({ err: error, version }, "lead rescore not queued; the sweep will run it");
  }
}
