import { asc } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import {
  AUTOMATION_TEXT,
  automationActionSchema,
  automationQuerySchema,
  automationRuleForm,
  tokenPriceForm,
} from "~/lib/content/automation";
import { firstIssue } from "~/lib/first-issue";
import { requireStaff } from "../../auth/staff";
import { states } from "../../db/schema";
import { AppError, ERROR_STATUS } from "../../http/app-error";
import { fieldErrors, formObject, readPageForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import type { PlannedItem } from "./plan";

/**
 * /content-automation (thin route, logic here). The loader: rules, the
 * chosen rule's runs and the chosen run's log and items, what a form needs
 * (states, reviewers), the drafts made lately and the token price. The
 * action: create, pause, resume, run now, dry run, and (super admin) the
 * token price. Refusals are `{ ok: false, message, fields? }` with a 4xx and
 * change nothing.
 */
export interface AutomationAnswer {
  ok: boolean;
  message: string;
  intent?: string;
  fields?: Partial<Record<string, string>>;
  dryRun?: { ruleId: number; ruleName: string; items: PlannedItem[]; takes: number };
}

const MAX_FORM_BYTES = 16 * 1024;

export async function automationLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { contentAutomation: automation, studio, database } = context.get(servicesContext);
  const query = automationQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
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
    aiConfigured: Boolean(context.get(servicesContext).ai),
  };
}

export async function automationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { contentAutomation: automation } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const answer = (status: number, body: AutomationAnswer) =>
    data<AutomationAnswer>(body, { status, headers: { "Cache-Control": "no-store" } });

  const fields = formObject(await readPageForm(request, MAX_FORM_BYTES));
  const parsed = automationActionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, { ok: false, message: firstIssue(parsed.error) });
  const command = parsed.data;
  const actor = { id: staff.id, email: staff.email };
  const who = { actor, clientIp };
  try {
    switch (command.intent) {
      case "create": {
        const rule = automationRuleForm.safeParse(fields);
        if (!rule.success)
          return answer(400, { ok: false, intent: "create", message: firstIssue(rule.error), fields: fieldErrors(rule.error) });
        const created = await automation.createRule(who, rule.data);
        return answer(200, { ok: true, intent: "create", message: `${AUTOMATION_TEXT.created} ${created.name}` });
      }
      case "pause":
        await automation.pause(who, command.ruleId);
        return answer(200, { ok: true, intent: "pause", message: AUTOMATION_TEXT.paused });
      case "resume":
        await automation.resume(who, command.ruleId);
        return answer(200, { ok: true, intent: "resume", message: AUTOMATION_TEXT.resumed });
      case "run":
        await automation.runNow(who, command.ruleId);
        return answer(200, { ok: true, intent: "run", message: AUTOMATION_TEXT.runQueued });
      case "dry-run": {
        const { rule, items } = await automation.dryRun(command.ruleId);
        const takes = Math.min(rule.itemsPerRun, items.filter((item) => !item.skip).length);
        return answer(200, {
          ok: true,
          intent: "dry-run",
          message: `Dry run of ${rule.name}: a run now would take ${takes} of ${items.length} item${items.length === 1 ? "" : "s"} listed. Nothing was written.`,
          dryRun: { ruleId: rule.id, ruleName: rule.name, items: items.slice(0, 200), takes },
        });
      }
      case "price": {
        const price = tokenPriceForm.safeParse(fields);
        if (!price.success)
          return answer(400, { ok: false, intent: "price", message: firstIssue(price.error), fields: fieldErrors(price.error) });
        const micros = Math.round(Number(price.data.pricePer1k) * 1_000_000);
        await automation.setTokenPrice({ ...actor, role: staff.role }, micros);
        return answer(200, { ok: true, intent: "price", message: `Price set to $${price.data.pricePer1k} per 1,000 tokens.` });
      }
    }
  } catch (error) {
    if (error instanceof AppError && ERROR_STATUS[error.code] < 500)
      return answer(ERROR_STATUS[error.code], {
        ok: false,
        intent: command.intent,
        message: error.message,
        fields: error.fields,
      });
    throw error;
  }
}
