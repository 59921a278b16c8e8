import { asc } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { AUTOMATION_TEXT, type automationActionSchema, automationQuerySchema } from "~/lib/content/automation";
import { states } from "../../db";
import { answer, listQuery, type PageActionArgs } from "../../http";
import { staffRequest } from "../../services-context";
import type { PlannedItem } from "./plan";

/**
 * /content-automation (thin route, logic here). The loader: rules, the
 * chosen rule's runs and the chosen run's log and items, what a form needs
 * (states, reviewers), the drafts made lately and the token price. The
 * action: create, pause, resume, run now, dry run, and (super admin) the
 * token price. Refusals are the socket's `{ ok: false, message, fields? }`
 * with a 4xx and change nothing.
 */
export type DryRun = { ruleId: number; ruleName: string; items: PlannedItem[]; takes: number };

/** Sixteen KB: a rule's fields, never a file. */
export const AUTOMATION_FORM_MAX_BYTES = 16 * 1024;

type AutomationCommand = z.output<typeof automationActionSchema>;

export async function automationLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, services } = staffRequest(context);
  const { contentAutomation: automation, studio, database } = services;
  const query = listQuery(request, automationQuerySchema);
  const rules = await automation.rules();
  const rule = rules.find((each) => each.id === query.rule) ?? rules[0] ?? null;
  const runs = rule ? await automation.runs(rule.id) : [];
  const runId = query.run ?? runs[0]?.id ?? null;
  const run = runId ? await automation.runItems(runId) : null;
  const [stateRows, reviewers, drafts, price] = await Promise.all([
    database.db.select({ name: states.name, slug: states.slug }).from(states).orderBy(asc(states.name)),
    studio.research.reviewers(staff.id),
    automation.recentDrafts(),
    automation.tokenPrice(),
  ]);
  return {
    rules,
    rule,
    runs,
    run: run && (!rule || run.run.ruleId === rule.id) ? run : null,
    states: stateRows,
    reviewers,
    drafts,
    price,
    superAdmin: staff.role === "super_admin",
    aiConfigured: Boolean(services.ai),
  };
}

/** The action's work, once the socket has read and checked the form (route: pageAction(automationActionSchema, …)). */
export async function automationCommand(command: AutomationCommand, { context }: Pick<PageActionArgs, "context">) {
  const { staff, services, clientIp } = staffRequest(context);
  const automation = services.contentAutomation;
  const who = { actor: { id: staff.id, email: staff.email }, clientIp };
  switch (command.intent) {
    case "create": {
      const created = await automation.createRule(who, command.rule);
      return answer(true, `${AUTOMATION_TEXT.created} ${created.name}`);
    }
    case "pause":
      await automation.pause(who, command.ruleId);
      return answer(true, AUTOMATION_TEXT.paused);
    case "resume":
      await automation.resume(who, command.ruleId);
      return answer(true, AUTOMATION_TEXT.resumed);
    case "run":
      await automation.runNow(who, command.ruleId);
      return answer(true, AUTOMATION_TEXT.runQueued);
    case "dry-run": {
      const { rule, items } = await automation.dryRun(command.ruleId);
      const takes = Math.min(rule.itemsPerRun, items.filter((item) => !item.skip).length);
      return answer<{ dryRun: DryRun }>(
        true,
        `Dry run of ${rule.name}: a run now would take ${takes} of ${items.length} item${items.length === 1 ? "" : "s"} listed. Nothing was written.`,
        { dryRun: { ruleId: rule.id, ruleName: rule.name, items: items.slice(0, 200), takes } },
      );
    }
    case "price": {
      const micros = Math.round(Number(command.pricePer1k) * 1_000_000);
      await automation.setTokenPrice({ id: staff.id, email: staff.email, role: staff.role }, micros);
      return answer(true, `Price set to $${command.pricePer1k} per 1,000 tokens.`);
    }
  }
}
