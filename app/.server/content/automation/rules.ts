import { CronExpressionParser } from "cron-parser";
import { and, desc, eq, sql } from "drizzle-orm";
import { AUTOMATION_TEXT, type AutomationRuleInput } from "~/lib/content/automation";
import { type Actor, activeStaff, recordAudit } from "../../auth";
import { contentAutomationRules, type Db, states, users } from "../../db";
import { AppError } from "../../http";
import type { AutomationDeps } from "./context";

/**
 * Rules (a table): what a rule drafts or refreshes, how many items a run
 * takes, its schedule (a UTC cron, pg-boss schedule key `rule-<id>`), its
 * reviewer and its monthly budget. Each write is audited in its transaction;
 * the schedule follows the rule (created, paused, resumed) after the commit.
 */
export type AutomationRule = typeof contentAutomationRules.$inferSelect;

const fieldError = (field: string, message: string) => new AppError("BAD_REQUEST", message, { fields: { [field]: message } });

/** The cron, checked by the parser pg-boss uses too. */
export function checkCron(cron: string): void {
  try {
    CronExpressionParser.parse(cron, { tz: "UTC" }).next();
  } catch {
    throw fieldError("cron", AUTOMATION_TEXT.badCron);
  }
}

export async function createRule(
  deps: AutomationDeps,
  request: { actor: Actor & { id: string; email: string }; clientIp?: string },
  input: AutomationRuleInput,
): Promise<AutomationRule> {
  checkCron(input.cron);
  const db = deps.db();
  if (input.reviewerId === request.actor.id) throw fieldError("reviewerId", AUTOMATION_TEXT.reviewerSelf);
  const rule = await db.transaction(async (tx) => {
    let state: string | null = null;
    if (input.state) {
      const [found] = await tx
        .select({ name: states.name })
        .from(states)
        .where(sql`lower(${states.name}) = lower(${input.state}) or lower(${states.slug}) = lower(${input.state})`)
        .limit(1);
      if (!found) throw fieldError("state", AUTOMATION_TEXT.noState);
      state = found.name;
    }
    const [reviewer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.reviewerId), activeStaff()))
      .limit(1);
    if (!reviewer) throw fieldError("reviewerId", AUTOMATION_TEXT.noReviewer);
    const [row] = await tx
      .insert(contentAutomationRules)
      .values({
        name: input.name,
        kind: input.kind,
        state,
        services: input.services,
        majorOnly: input.majorOnly,
        itemsPerRun: input.itemsPerRun,
        olderThanDays: input.kind === "refresh" ? input.olderThanDays : null,
        scoreBelow: input.kind === "refresh" ? input.scoreBelow : null,
        cron: input.cron,
        reviewerId: reviewer.id,
        monthlyBudgetCents: input.monthlyBudgetCents,
        createdById: request.actor.id,
        createdByEmail: request.actor.email,
      })
      .returning();
    if (!row) throw new Error("the new rule returned no row");
    await recordAudit(
      tx as unknown as Db,
      {
        actor: request.actor,
        action: "automation.rule.create",
        subjectType: "content_automation_rule",
        subjectId: row.id,
        after: { ...input },
        clientIp: request.clientIp,
      },
      deps.secret,
    );
    return row;
  });
  await deps.scheduler?.schedule(rule.id, rule.cron);
  return rule;
}

export async function ruleById(db: Db, ruleId: number): Promise<AutomationRule | null> {
  const [row] = await db.select().from(contentAutomationRules).where(eq(contentAutomationRules.id, ruleId)).limit(1);
  return row ?? null;
}

export async function requireRule(db: Db, ruleId: number): Promise<AutomationRule> {
  const rule = await ruleById(db, ruleId);
  if (!rule) throw new AppError("NOT_FOUND", AUTOMATION_TEXT.noRule);
  return rule;
}

export async function listRules(db: Db): Promise<AutomationRule[]> {
  return db
    .select()
    .from(contentAutomationRules)
    .orderBy(desc(contentAutomationRules.createdAt), desc(contentAutomationRules.id));
}

/** Pause or resume: the flag (audited), then the schedule. A paused rule's scheduled jobs that still arrive do nothing. */
export async function setPaused(
  deps: AutomationDeps,
  request: { actor: Actor; clientIp?: string },
  ruleId: number,
  paused: boolean,
): Promise<AutomationRule> {
  const rule = await deps.db().transaction(async (tx) => {
    const [row] = await tx
      .update(contentAutomationRules)
      .set({ paused, updatedAt: new Date() })
      .where(eq(contentAutomationRules.id, ruleId))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", AUTOMATION_TEXT.noRule);
    await recordAudit(
      tx as unknown as Db,
      {
        actor: request.actor,
        action: paused ? "automation.rule.pause" : "automation.rule.resume",
        subjectType: "content_automation_rule",
        subjectId: ruleId,
        after: { paused },
        clientIp: request.clientIp,
      },
      deps.secret,
    );
    return row;
  });
  if (paused) await deps.scheduler?.unschedule(ruleId);
  else await deps.scheduler?.schedule(ruleId, rule.cron);
  return rule;
}
