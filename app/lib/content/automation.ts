import { z } from "zod";
import { cityServiceSlugs } from "./city-services";

/**
 * /content-automation (issue 24 item 6): the rules' kinds, the forms' zod
 * schemas, the texts, and a cron expression read out in words. Server code:
 * app/.server/content/automation. Rules, runs, budget and claims are
 * explained in docs/content-automation.md.
 */

export const AUTOMATION_RULE_KINDS = {
  "draft-missing": "Draft city service articles for the major cities of a state that have none",
  refresh: "Refresh articles older than N days or whose score fell below S",
} as const;
export type AutomationRuleKind = keyof typeof AUTOMATION_RULE_KINDS;

export const AUTOMATION_ITEM_STATUSES = ["claimed", "in_review", "blocked", "failed", "skipped"] as const;
export type AutomationItemStatus = (typeof AUTOMATION_ITEM_STATUSES)[number];

export const AUTOMATION_RUN_STATUSES = ["running", "finished", "budget_reached", "failed"] as const;
export type AutomationRunStatus = (typeof AUTOMATION_RUN_STATUSES)[number];

export const AUTOMATION_LIMITS = {
  itemsPerRunMax: 100,
  servicesMax: cityServiceSlugs.length,
  /** Monthly budget per rule, in US dollars. */
  budgetMax: 100_000,
  olderThanDaysMax: 3650,
} as const;

export const AUTOMATION_TEXT = {
  badCron: "Enter a schedule as a cron expression of five fields (minute hour day month weekday), e.g. 0 6 * * 1.",
  tooOften: "A rule may run at most once an hour: set the minute field to one number.",
  badBudget: "Enter a monthly budget in US dollars, 0 or more.",
  noState: "That state does not exist in the location manager.",
  noRule: "That rule does not exist.",
  noReviewer: "Choose a reviewer among active staff.",
  reviewerSelf: "The reviewer must be someone other than you: nobody reviews their own drafts.",
  refreshNeedsCriterion: "Give an age in days, a score, or both.",
  noBrief: "That brief does not exist.",
  draftOpen: (recordId: number) =>
    `A writer's draft for this target is open (record ${recordId}): open it in the studio instead of drafting again.`,
  noProvider: "No AI provider is configured: choose a structured draft.",
  structuredLabel: "Structured draft made without an AI provider",
  fallbackLabel: (reason: string) => `Structured draft: the AI provider failed (${reason})`,
  paused: "Rule paused: its schedule no longer runs it.",
  resumed: "Rule resumed: it runs on its schedule again.",
  created: "Rule created.",
  runQueued: "Run queued: its log appears below when a worker has taken it.",
} as const;

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;

/** A cron of five fields of digits, `*`, `,`, `-` and `/`; cron-parser checks it again on the server. */
const cronField = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\d*,\-/]+( [\d*,\-/]+){4}$/, AUTOMATION_TEXT.badCron)
  .refine((cron) => /^\d{1,2}$/.test(cron.split(" ")[0] ?? ""), AUTOMATION_TEXT.tooOften);

const services = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).map((slug) => slug.trim().toLowerCase()).filter(Boolean))
  .pipe(
    z
      .array(z.string().refine((slug) => cityServiceSlugs.includes(slug), "Choose services from the list."))
      .min(1, "Choose at least one service.")
      .max(AUTOMATION_LIMITS.servicesMax),
  )
  .transform((list) => [...new Set(list)]);

const optionalInt = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(10)
    .default("")
    .transform((value, ctx) => {
      if (value === "") return null;
      if (!/^\d+$/.test(value) || Number(value) > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(value);
    });

const automationRuleFields = z.object({
  name: z.string().trim().min(1, "Give the rule a name.").max(120),
  kind: z.enum(["draft-missing", "refresh"], { message: "Choose what the rule does." }),
  state: z.string().trim().max(60).default(""),
  services,
  majorOnly: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
  itemsPerRun: z.coerce
    .number({ message: "Items per run must be a whole number." })
    .int("Items per run must be a whole number.")
    .min(1, "At least one item per run.")
    .max(AUTOMATION_LIMITS.itemsPerRunMax, `At most ${AUTOMATION_LIMITS.itemsPerRunMax} items per run.`),
  olderThanDays: optionalInt(AUTOMATION_LIMITS.olderThanDaysMax, "Enter an age in whole days."),
  scoreBelow: optionalInt(100, "Enter a score from 0 to 100."),
  cron: cronField,
  reviewerId: z.string().trim().min(1, AUTOMATION_TEXT.noReviewer).max(100),
  monthlyBudget: z.string().trim().max(12).regex(DOLLARS, AUTOMATION_TEXT.badBudget),
});

type RuleFields = z.output<typeof automationRuleFields>;

/** What the fields cannot say alone: a draft rule names a state, a refresh rule at least one criterion. */
function checkRule(rule: Pick<RuleFields, "kind" | "state" | "olderThanDays" | "scoreBelow">, ctx: z.RefinementCtx) {
  if (rule.kind === "draft-missing" && rule.state === "")
    ctx.addIssue({ code: "custom", path: ["state"], message: "Choose a state." });
  if (rule.kind === "refresh" && rule.olderThanDays === null && rule.scoreBelow === null)
    ctx.addIssue({ code: "custom", path: ["olderThanDays"], message: AUTOMATION_TEXT.refreshNeedsCriterion });
}

function ruleInput({ monthlyBudget, ...rule }: RuleFields) {
  return { ...rule, monthlyBudgetCents: Math.round(Number(monthlyBudget) * 100) };
}

export const automationRuleForm = automationRuleFields.superRefine(checkRule).transform(ruleInput);

export type AutomationRuleInput = z.output<typeof automationRuleForm>;

const ruleId = z.coerce.number().int().positive().max(2_147_483_647);

export const automationQuerySchema = z.object({
  rule: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  run: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});

/** The drafting route's form: a stored brief, and how to draft when both ways are possible. */
export const draftFromBriefForm = z.object({
  briefId: z.coerce.number({ message: "Choose a brief." }).int().positive().max(2_147_483_647),
  mode: z.enum(["ai", "structured"]).optional(),
});

/** Dollars as shown ("$1.25"); amounts are kept in cents (budgets) or millionths of a dollar (costs). */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
export function dollarsOfMicros(micros: number): string {
  return `$${(micros / 1_000_000).toFixed(4)}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const two = (value: string) => value.padStart(2, "0");

/**
 * A cron (UTC) in words for the rules table: the common shapes read as a
 * sentence ("Every Monday at 06:00 UTC"); anything else is shown as written
 * with "cron" before it, never guessed.
 */
export function cronInWords(cron: string): string {
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  if (!minute || !hour || !day || !month || !weekday) return `cron ${cron}`;
  const at = /^\d{1,2}$/.test(hour) && /^\d{1,2}$/.test(minute) ? `at ${two(hour)}:${two(minute)} UTC` : null;
  if (at && month === "*") {
    if (day === "*" && weekday === "*") return `Every day ${at}`;
    if (day === "*" && /^[0-7]$/.test(weekday)) return `Every ${WEEKDAYS[Number(weekday) % 7]} ${at}`;
    if (day === "*" && weekday === "1-5") return `Every weekday ${at}`;
    if (/^\d{1,2}$/.test(day) && weekday === "*") return `On day ${day} of every month ${at}`;
  }
  if (/^\d{1,2}$/.test(minute) && hour === "*" && day === "*" && month === "*" && weekday === "*")
    return `Every hour at minute ${minute}`;
  return `cron ${cron}`;
}

/**
 * The price of 1,000 tokens (prompt and completion alike), in millionths of a US dollar: what a run's cost is
 * counted at. Default 600 ($0.0006 per 1,000 tokens, about gpt-4o-mini's blended price in 2026). A super admin
 * changes it on /content-automation.
 */
export const tokenPriceSetting = {
  key: "content_automation.price_per_1k_tokens_micros",
  schema: z.number().int().min(0).max(100_000_000),
  fallback: 600,
  label: "Price per 1,000 tokens (millionths of a dollar)",
} as const;

export const tokenPriceForm = z.object({
  pricePer1k: z
    .string()
    .trim()
    .max(12)
    .regex(/^\d{1,3}(\.\d{1,6})?$/, "Enter a price in US dollars per 1,000 tokens, e.g. 0.0006."),
});

/**
 * /content-automation's form posts, one schema by intent: a new rule, pause, resume, run now, a dry run, and (super
 * admin) the token price.
 */
export const automationActionSchema = z.discriminatedUnion("intent", [
  automationRuleFields
    .extend({ intent: z.literal("create") })
    .superRefine(checkRule)
    .transform(({ intent, ...rule }) => ({ intent, rule: ruleInput(rule) })),
  z.object({ intent: z.literal("pause"), ruleId }),
  z.object({ intent: z.literal("resume"), ruleId }),
  z.object({ intent: z.literal("run"), ruleId }),
  z.object({ intent: z.literal("dry-run"), ruleId }),
  tokenPriceForm.extend({ intent: z.literal("price") }),
]);

/** The cost of `tokens` at `pricePer1kMicros`, in millionths of a dollar, rounded up. */
export function costMicros(tokens: number, pricePer1kMicros: number): number {
  return Math.ceil((tokens * pricePer1kMicros) / 1000);
}
