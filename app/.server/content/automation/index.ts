import { desc, eq, sql } from "drizzle-orm";
import type { StaffRole } from "~/lib/auth/staff-roles";
import { AUTOMATION_TEXT, type AutomationRuleInput, tokenPriceSetting } from "~/lib/content/automation";
import type { Actor } from "../../auth";
import { contentAutomationItems, contentAutomationRuns, contentDraftingLog, contentResearch } from "../../db";
import { AppError } from "../../http";
import { readSetting, writeSetting } from "../../settings";
import type { ContentGates } from "../gates";
import type { AutomationDeps } from "./context";
import { planRule } from "./plan";
import { createRule, listRules, requireRule, setPaused } from "./rules";
import { type RunTrigger, runRule } from "./run";
import { contentTools } from "./tools";

export type { AutomationDeps, ContentTools, RuleScheduler } from "./context";
export { AUTOMATION_RUN_QUEUE, contentAutomationJobs, ruleScheduler } from "./jobs";
export { contentTools, localFactsOfRecord } from "./tools";

/** The deps of content automation: the content tools wired to the gates (content/services.ts adds the scheduler). */
export function contentAutomationDeps(
  deps: Omit<AutomationDeps, "tools" | "scheduler"> & { gates: Pick<ContentGates, "check"> },
): AutomationDeps {
  const { gates, ...rest } = deps;
  return { ...rest, tools: contentTools(gates) };
}
export type { PlannedItem } from "./plan";
export type { AutomationRule } from "./rules";

type Request = { actor: Actor & { id: string; email: string }; clientIp?: string };

/**
 * Content automation (issue 24 item 6) for routes and jobs: rules, runs, the
 * dry run and the run log. Built once by the content domain's factory
 * (content/services.ts); the run queue's handler (its `contentJobs`) runs rules with these same deps.
 */
export function createContentAutomation(deps: AutomationDeps) {
  const db = () => deps.db();
  return {
    deps,
    rules: () => listRules(db()),
    createRule: (request: Request, input: AutomationRuleInput) => createRule(deps, request, input),
    pause: (request: Request, ruleId: number) => setPaused(deps, request, ruleId, true),
    resume: (request: Request, ruleId: number) => setPaused(deps, request, ruleId, false),
    /** What the rule would do now; reads only. */
    async dryRun(ruleId: number) {
      const rule = await requireRule(db(), ruleId);
      return { rule, items: await planRule(db(), rule, deps.tools, deps.now?.() ?? new Date()) };
    },
    /** Queues a run now (the job system runs it on any worker). */
    async runNow(request: Request, ruleId: number) {
      await requireRule(db(), ruleId);
      if (!deps.scheduler) throw new AppError("UNAVAILABLE", "The job system is not running here.");
      await deps.scheduler.runNow(ruleId, request.actor.id);
    },
    /** Runs the rule in this process (tests, the bench, the job's handler). */
    run: (ruleId: number, trigger: RunTrigger, requestedBy: string | null = null) =>
      runRule(deps, ruleId, trigger, { requestedBy }),
    async runs(ruleId: number | null, limit = 20) {
      return db()
        .select()
        .from(contentAutomationRuns)
        .where(ruleId ? eq(contentAutomationRuns.ruleId, ruleId) : undefined)
        .orderBy(desc(contentAutomationRuns.startedAt), desc(contentAutomationRuns.id))
        .limit(limit);
    },
    async runItems(runId: number) {
      const [run] = await db().select().from(contentAutomationRuns).where(eq(contentAutomationRuns.id, runId)).limit(1);
      if (!run) return null;
      const items = await db()
        .select({
          id: contentAutomationItems.id,
          targetKey: contentAutomationItems.targetKey,
          status: contentAutomationItems.status,
          recordId: contentAutomationItems.recordId,
          title: contentResearch.title,
          method: contentAutomationItems.method,
          score: contentAutomationItems.score,
          reason: contentAutomationItems.reason,
          tokens: contentAutomationItems.tokens,
        })
        .from(contentAutomationItems)
        .leftJoin(contentResearch, eq(contentResearch.id, contentAutomationItems.recordId))
        .where(eq(contentAutomationItems.runId, runId))
        .orderBy(contentAutomationItems.id);
      return { run, items };
    },
    /** Drafts made by the drafting step, newest first, with how each was made (structured drafts say so). */
    async recentDrafts(limit = 20) {
      return db()
        .select({
          recordId: contentDraftingLog.recordId,
          title: contentResearch.title,
          method: contentDraftingLog.method,
          label: contentDraftingLog.label,
          marks: contentDraftingLog.unsourcedMarks,
          tokens: sql<number>`${contentDraftingLog.promptTokens} + ${contentDraftingLog.completionTokens}`,
          createdAt: contentDraftingLog.createdAt,
        })
        .from(contentDraftingLog)
        .innerJoin(contentResearch, eq(contentResearch.id, contentDraftingLog.recordId))
        .orderBy(desc(contentDraftingLog.createdAt), desc(contentDraftingLog.id))
        .limit(limit);
    },
    tokenPrice: () => readSetting(db(), tokenPriceSetting),
    setTokenPrice: (actor: { id: string; email: string; role: StaffRole }, micros: number) =>
      writeSetting(db(), actor, tokenPriceSetting, micros, "Only a super admin can change the token price."),
    text: AUTOMATION_TEXT,
  };
}

export type ContentAutomation = ReturnType<typeof createContentAutomation>;
