import { and, eq, gte, sql } from "drizzle-orm";
import type { StaffRole } from "~/lib/auth/staff-roles";
import { type AutomationRunStatus, costMicros, tokenPriceSetting } from "~/lib/content/automation";
import type { GateVerdict } from "~/lib/content/brief";
import { recordAudit } from "../../auth";
import { contentAutomationItems, contentAutomationRuns, type Db, users } from "../../db";
import { AppError } from "../../http";
import { readSetting } from "../../settings";
import { draftFromBrief } from "../drafting/draft";
import { placeNames } from "../drafting/place";
import { storeDraft } from "../drafting/store";
import type { StudioRequest } from "../studio";
import type { AutomationDeps } from "./context";
import { claimPeriod, type PlannedItem, planRule } from "./plan";
import { type AutomationRule, ruleById } from "./rules";

/**
 * One run of a rule: for each planned item, claim it, draft it (provider or
 * structured), then score, lint and gate the draft. Survivors are submitted
 * to the rule's reviewer (the studio's review queue); blocked drafts stay
 * drafts, listed with the gate and its figure. Nothing is ever published.
 *
 * Claims: an item is taken by inserting its row, unique on (rule, target
 * key, period); a worker whose insert finds the row taken moves on. So two
 * workers running one rule at once share its items and never draft one
 * twice. A worker that dies after its claim leaves the item `claimed`; it is
 * not retried this period (listed in the run log as claimed, not drafted).
 *
 * Budget (per rule, per UTC month): tokens are counted at the price setting;
 * before each item that would call the provider, the rule's spend this month
 * is compared with its budget and the run stops when it is reached. Drafts
 * without a provider cost nothing and are never stopped by it.
 */
export type RunTrigger = "schedule" | "manual";

type LogEntry = { at: string; level: "info" | "warn" | "error"; message: string };

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

async function spentThisMonth(db: Db, ruleId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${contentAutomationRuns.costMicros}), 0)` })
    .from(contentAutomationRuns)
    .where(and(eq(contentAutomationRuns.ruleId, ruleId), gte(contentAutomationRuns.startedAt, monthStart(now))));
  return Number(row?.total ?? 0);
}

/** A failed gate as the run log and the blocked list show it. */
export function gateReason(verdict: GateVerdict): string {
  return verdict.notMeasured
    ? `${verdict.label}: not measured (${verdict.notMeasured})`
    : `${verdict.label}: ${verdict.figure} (${verdict.threshold})`;
}

async function authorOf(db: Db, rule: AutomationRule): Promise<StudioRequest> {
  const [author] = await db
    .select({ id: users.id, email: users.email, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, rule.createdById))
    .limit(1);
  if (!author || author.banned) throw new Error("the rule's author is no longer active staff");
  return { actor: { id: author.id, email: author.email, role: (author.role ?? "admin") as StaffRole } };
}

export interface RunOutcome {
  runId: number;
  status: AutomationRunStatus;
}

/**
 * Runs the rule (a scheduled run of a paused rule does nothing: null). The
 * run row is written first and its figures after each item, so a run killed
 * midway shows what it did.
 */
export async function runRule(
  deps: AutomationDeps,
  ruleId: number,
  trigger: RunTrigger,
  options: { requestedBy?: string | null; signal?: AbortSignal } = {},
): Promise<RunOutcome | null> {
  const db = deps.db();
  const now = deps.now?.() ?? new Date();
  const rule = await ruleById(db, ruleId);
  if (!rule || (rule.paused && trigger === "schedule")) return null;
  const period = claimPeriod(now);
  const [run] = await db.insert(contentAutomationRuns).values({ ruleId, trigger, period, startedAt: now }).returning();
  if (!run) throw new Error("the run returned no row");
  const log: LogEntry[] = [];
  const note = (level: LogEntry["level"], message: string) => log.push({ at: new Date().toISOString(), level, message });
  const figures = {
    itemsTried: 0,
    drafted: 0,
    submitted: 0,
    blocked: 0,
    failed: 0,
    promptTokens: 0,
    completionTokens: 0,
    costMicros: 0,
  };
  const save = (status: AutomationRunStatus | "running") =>
    db
      .update(contentAutomationRuns)
      .set({ ...figures, log, status, ...(status === "running" ? {} : { finishedAt: new Date() }) })
      .where(eq(contentAutomationRuns.id, run.id));

  let status: AutomationRunStatus = "finished";
  try {
    const request = await authorOf(db, rule);
    const price = await readSetting(db, tokenPriceSetting);
    const budgetMicros = rule.monthlyBudgetCents * 10_000;
    const plan = (await planRule(db, rule, deps.tools, now)).filter((item) => !item.skip);
    note("info", `${plan.length} item${plan.length === 1 ? "" : "s"} to do; this run takes up to ${rule.itemsPerRun}.`);
    for (const item of plan) {
      if (figures.itemsTried >= rule.itemsPerRun) break;
      if (options.signal?.aborted) {
        note("warn", "The run was stopped before it finished.");
        break;
      }
      if (deps.ai) {
        const spent = await spentThisMonth(db, rule.id, now);
        if (spent >= budgetMicros) {
          status = "budget_reached";
          note(
            "warn",
            `Monthly budget reached (${(spent / 1_000_000).toFixed(4)} of ${(budgetMicros / 1_000_000).toFixed(2)} dollars): the run stops.`,
          );
          break;
        }
      }
      const [claim] = await db
        .insert(contentAutomationItems)
        .values({ ruleId: rule.id, runId: run.id, targetKey: item.targetKey, period })
        .onConflictDoNothing({
          target: [contentAutomationItems.ruleId, contentAutomationItems.targetKey, contentAutomationItems.period],
        })
        .returning({ id: contentAutomationItems.id });
      if (!claim) {
        note("info", `${item.label}: taken by another run of this rule; left to it.`);
        continue;
      }
      figures.itemsTried += 1;
      await runItem(deps, { request, rule, item, claimId: claim.id, price, figures, note });
      await save("running");
    }
  } catch (error) {
    status = "failed";
    deps.log.error({ err: error, ruleId, runId: run.id }, "content automation: the run failed");
    note("error", `The run failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500));
  }
  note(
    "info",
    `Done: ${figures.itemsTried} tried, ${figures.drafted} drafted, ${figures.submitted} sent for review, ${figures.blocked} blocked, ${figures.failed} failed.`,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(contentAutomationRuns)
      .set({ ...figures, log, status, finishedAt: new Date() })
      .where(eq(contentAutomationRuns.id, run.id));
    await recordAudit(
      tx as unknown as Db,
      {
        actor: options.requestedBy ? { id: options.requestedBy, email: null } : null,
        action: "automation.run",
        subjectType: "content_automation_rule",
        subjectId: rule.id,
        after: { runId: run.id, trigger, status, ...figures },
      },
      deps.secret,
    );
  });
  return { runId: run.id, status };
}

interface ItemContext {
  request: StudioRequest;
  rule: AutomationRule;
  item: PlannedItem;
  claimId: number;
  price: number;
  figures: {
    drafted: number;
    submitted: number;
    blocked: number;
    failed: number;
    promptTokens: number;
    completionTokens: number;
    costMicros: number;
  };
  note: (level: "info" | "warn" | "error", message: string) => void;
}

async function runItem(deps: AutomationDeps, context: ItemContext) {
  const db = deps.db();
  const { item, figures, note } = context;
  const settle = (values: Partial<typeof contentAutomationItems.$inferInsert>) =>
    db.update(contentAutomationItems).set(values).where(eq(contentAutomationItems.id, context.claimId));
  try {
    const { brief, briefId } = await deps.tools.briefFor(db, item.target);
    const place = item.target.kind === "city-service" ? await placeNames(db, item.target) : null;
    const drafted = await draftFromBrief(
      { ai: deps.ai, log: deps.log },
      brief,
      deps.ai ? "ai" : "structured",
      place ?? undefined,
    );
    const tokens = drafted.promptTokens + drafted.completionTokens;
    figures.promptTokens += drafted.promptTokens;
    figures.completionTokens += drafted.completionTokens;
    figures.costMicros += costMicros(tokens, context.price);
    if (drafted.failure) note("warn", `${item.label}: ${drafted.label}.`);
    let stored: Awaited<ReturnType<typeof storeDraft>>;
    try {
      stored = await storeDraft(
        { db: deps.db, studio: deps.studio, secret: deps.secret },
        context.request,
        item.target,
        place,
        drafted,
        briefId,
      );
    } catch (error) {
      if (error instanceof AppError && error.status === 409) {
        await settle({ status: "skipped", reason: error.message, tokens, method: drafted.method });
        note("info", `${item.label}: skipped, ${error.message}`);
        return;
      }
      throw error;
    }
    figures.drafted += 1;
    const draft = { title: drafted.draft.title, html: drafted.draft.content };
    const score = deps.tools.score(draft, brief);
    const findings = deps.tools.lint(draft);
    const verdicts = await deps.tools.gates(db, { recordId: stored.recordId, ...draft, brief, findings });
    const failed = verdicts.filter((verdict) => !verdict.passed);
    const common = { recordId: stored.recordId, method: drafted.method, score: score.score, gates: verdicts, tokens };
    if (failed.length === 0 && verdicts.length > 0) {
      await deps.studio.research.submitForReview(context.request, {
        recordId: stored.recordId,
        expectedRevision: stored.revision,
        reviewerId: context.rule.reviewerId,
      });
      figures.submitted += 1;
      await settle({ ...common, status: "in_review", reason: null });
      note("info", `${item.label}: drafted (${drafted.label}), score ${score.score}, every gate passed; sent for review.`);
    } else {
      figures.blocked += 1;
      const reason = verdicts.length === 0 ? "no gate ran" : failed.map(gateReason).join("; ");
      await settle({ ...common, status: "blocked", reason });
      note("warn", `${item.label}: drafted, blocked: ${reason}.`);
    }
  } catch (error) {
    figures.failed += 1;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    deps.log.warn({ err: error, targetKey: item.targetKey }, "content automation: an item failed");
    await settle({ status: "failed", reason });
    note("error", `${item.label}: failed, ${reason}`);
  }
}
