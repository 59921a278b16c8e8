import { Form, Link, useLoaderData, useNavigation } from "react-router";
import {
  AUTOMATION_FORM_MAX_BYTES,
  automationCommand,
  automationLoader,
  type DryRun,
} from "~/.server/content/automation/route-actions";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { RuleForm } from "~/components/content/automation/rule-form";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { ActionAnswer } from "~/lib/action-answer";
import { automationActionSchema, cronInWords, dollars, dollarsOfMicros } from "~/lib/content/automation";
import { cityServiceName } from "~/lib/content/city-services";
import type { Route } from "./+types/content-automation";

/**
 * /content-automation (issue 24 item 6): rules that draft or refresh
 * articles on a schedule; each run drafts, scores, lints and gates its items
 * and sends the survivors to the rule's reviewer. Nothing here publishes.
 * Admin role (guard table). Rules, runs, budget and claims:
 * docs/content-automation.md.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Content automation" }];

export const loader = ({ request, context }: Route.LoaderArgs) => automationLoader(request, context);
export const action = pageAction(automationActionSchema, automationCommand, {
  maxBytes: AUTOMATION_FORM_MAX_BYTES,
  guard: ({ context }) => void staffRequest(context),
});

type Data = Awaited<ReturnType<typeof loader>>;
type RuleRow = Data["rules"][number];
type RunRow = Data["runs"][number];
type ItemRow = NonNullable<Data["run"]>["items"][number];
type DraftRow = Data["drafts"][number];
type PlannedRow = DryRun["items"][number];

const ITEM_STATUS: Record<string, string> = {
  claimed: "Claimed, not drafted",
  in_review: "In review",
  blocked: "Blocked",
  failed: "Failed",
  skipped: "Skipped",
};
const RUN_STATUS: Record<string, string> = {
  running: "Running",
  finished: "Finished",
  budget_reached: "Stopped: budget reached",
  failed: "Failed",
};
const METHOD: Record<string, string> = {
  ai: "AI provider",
  structured: "Structured (no AI provider)",
  fallback: "Structured (AI failed)",
};

function ruleWhat(rule: RuleRow): string {
  const services = rule.services.map((slug) => cityServiceName(slug) ?? slug).join(", ");
  if (rule.kind === "refresh") {
    const criteria = [
      rule.olderThanDays !== null ? `older than ${rule.olderThanDays} days` : null,
      rule.scoreBelow !== null ? `score below ${rule.scoreBelow}` : null,
    ].filter(Boolean);
    return `Refresh ${services} articles${rule.state ? ` in ${rule.state}` : ""} ${criteria.join(" or ")}`;
  }
  return `Draft ${services} for the ${rule.majorOnly ? "major " : ""}cities of ${rule.state} that have none`;
}

export default function ContentAutomation({ actionData }: Route.ComponentProps) {
  const { rules, rule, runs, run, states, reviewers, drafts, price, superAdmin, aiConfigured } = useLoaderData<typeof loader>();
  const answer = actionData as ActionAnswer<{ dryRun: DryRun }> | undefined;
  const formatDateTime = useFormatDateTime();
  const busy = useNavigation().state !== "idle";

  const ruleColumns: Column<RuleRow>[] = [
    {
      id: "name",
      header: "Rule",
      rowHeader: true,
      cell: (row) => (
        <Link to={`/content-automation?rule=${row.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {row.name}
        </Link>
      ),
    },
    { id: "what", header: "What it does", cell: (row) => ruleWhat(row) },
    { id: "per-run", header: "Per run", align: "right", cell: (row) => row.itemsPerRun },
    {
      id: "schedule",
      header: "Schedule",
      cell: (row) => (row.paused ? `Paused (${cronInWords(row.cron)})` : cronInWords(row.cron)),
    },
    { id: "budget", header: "Monthly budget", align: "right", cell: (row) => dollars(row.monthlyBudgetCents) },
    {
      id: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          {(["dry-run", "run", row.paused ? "resume" : "pause"] as const).map((intent) => (
            <Form method="post" key={intent}>
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="ruleId" value={row.id} />
              <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={`${BUTTON[intent]}: ${row.name}`}>
                {BUTTON[intent]}
              </Button>
            </Form>
          ))}
        </div>
      ),
    },
  ];

  const runColumns: Column<RunRow>[] = [
    {
      id: "started",
      header: "Started",
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`/content-automation?rule=${row.ruleId}&run=${row.id}`}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {formatDateTime(row.startedAt)}
        </Link>
      ),
    },
    { id: "trigger", header: "Trigger", cell: (row) => (row.trigger === "manual" ? "Run now" : "Schedule") },
    { id: "status", header: "Status", cell: (row) => RUN_STATUS[row.status] ?? row.status },
    { id: "tried", header: "Tried", align: "right", cell: (row) => row.itemsTried },
    { id: "drafted", header: "Drafted", align: "right", cell: (row) => row.drafted },
    { id: "review", header: "In review", align: "right", cell: (row) => row.submitted },
    { id: "blocked", header: "Blocked", align: "right", cell: (row) => row.blocked },
    {
      id: "tokens",
      header: "Tokens",
      align: "right",
      cell: (row) => (row.promptTokens + row.completionTokens).toLocaleString("en-US"),
    },
    { id: "cost", header: "Cost", align: "right", cell: (row) => dollarsOfMicros(row.costMicros) },
  ];

  const itemColumns: Column<ItemRow>[] = [
    {
      id: "item",
      header: "Item",
      rowHeader: true,
      cell: (row) =>
        row.recordId ? (
          <Link to={`/content-view/${row.recordId}`} className="text-brand-700 underline-offset-2 hover:underline">
            {row.title ?? row.targetKey}
          </Link>
        ) : (
          row.targetKey
        ),
    },
    { id: "status", header: "Outcome", cell: (row) => ITEM_STATUS[row.status] ?? row.status },
    { id: "method", header: "Drafted with", cell: (row) => (row.method ? (METHOD[row.method] ?? row.method) : "—") },
    { id: "score", header: "Score", align: "right", cell: (row) => row.score ?? "—" },
    { id: "reason", header: "Gate and figure", cell: (row) => row.reason ?? "—" },
  ];

  const plannedColumns: Column<PlannedRow>[] = [
    { id: "label", header: "Item", rowHeader: true, cell: (row) => row.label },
    { id: "why", header: "Why", cell: (row) => row.why },
    { id: "skip", header: "A run would", cell: (row) => (row.skip ? `Skip: ${row.skip}` : "Draft it") },
  ];

  const draftColumns: Column<DraftRow>[] = [
    {
      id: "title",
      header: "Draft",
      rowHeader: true,
      cell: (row) => (
        <Link to={`/content-view/${row.recordId}`} className="text-brand-700 underline-offset-2 hover:underline">
          {row.title}
        </Link>
      ),
    },
    { id: "how", header: "How it was made", cell: (row) => row.label },
    { id: "marks", header: "Unsourced numbers", align: "right", cell: (row) => row.marks },
    { id: "when", header: "When", cell: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Content automation</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          Rules draft city service articles where a state's cities have none, or refresh stale and low-scoring articles, on a
          schedule. Each draft is scored, linted and put through the quality gates; drafts that pass go to the rule's reviewer,
          the rest stay drafts with the gate that stopped them. Nothing here publishes.{" "}
          {aiConfigured
            ? "Drafts are written with the AI provider."
            : "No AI provider is configured: drafts are structured drafts for writers to fill."}
        </p>
      </div>
      <ActionStatus answer={answer} />

      <section aria-labelledby="rules-heading" className="space-y-4">
        <h2 id="rules-heading" className="text-xl font-semibold text-ink">
          Rules
        </h2>
        <DataTable
          caption="Automation rules"
          captionHidden
          columns={ruleColumns}
          rows={rules}
          rowKey={(row) => String(row.id)}
          empty={<p className="text-sm text-muted">No rule yet: create the first below.</p>}
          testId="automation-rules"
        />
      </section>

      {answer?.dryRun ? (
        <section aria-labelledby="dry-run-heading" className="space-y-4">
          <h2 id="dry-run-heading" className="text-xl font-semibold text-ink">
            Dry run: {answer.dryRun.ruleName}
          </h2>
          <DataTable
            caption={`What ${answer.dryRun.ruleName} would do`}
            captionHidden
            columns={plannedColumns}
            rows={answer.dryRun.items}
            rowKey={(row) => row.targetKey}
            empty={<p className="text-sm text-muted">Nothing to do: every item is covered.</p>}
            pageSize={25}
            testId="automation-dry-run"
          />
        </section>
      ) : null}

      {rule ? (
        <section aria-labelledby="runs-heading" className="space-y-4">
          <h2 id="runs-heading" className="text-xl font-semibold text-ink">
            Runs of {rule.name}
          </h2>
          <DataTable
            caption={`Runs of ${rule.name}`}
            captionHidden
            columns={runColumns}
            rows={runs}
            rowKey={(row) => String(row.id)}
            empty={<p className="text-sm text-muted">No run yet.</p>}
            testId="automation-runs"
          />
          {run ? (
            <div className="space-y-3" data-testid="automation-run-log">
              <h3 className="text-lg font-semibold text-ink">Run log ({formatDateTime(run.run.startedAt)})</h3>
              <ol className="space-y-1 text-sm">
                {run.run.log.map((entry, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id and never move.
                  <li key={index} className={entry.level === "info" ? "text-ink" : "text-red-800"}>
                    {entry.message}
                  </li>
                ))}
              </ol>
              <DataTable
                caption="Items of this run"
                columns={itemColumns}
                rows={run.items}
                rowKey={(row) => String(row.id)}
                empty={<p className="text-sm text-muted">This run took no item.</p>}
                pageSize={50}
                testId="automation-run-items"
              />
            </div>
          ) : null}
        </section>
      ) : null}

      <RuleForm states={states} reviewers={reviewers} errors={answer?.intent === "create" ? answer.fields : undefined} />

      <section aria-labelledby="drafts-heading" className="space-y-4">
        <h2 id="drafts-heading" className="text-xl font-semibold text-ink">
          Drafts made lately
        </h2>
        <DataTable
          caption="Drafts made by drafting and automation"
          captionHidden
          columns={draftColumns}
          rows={drafts}
          rowKey={(row) => `${row.recordId}-${String(row.createdAt)}`}
          empty={<p className="text-sm text-muted">No draft yet.</p>}
        />
      </section>

      <section aria-labelledby="price-heading" className="space-y-2">
        <h2 id="price-heading" className="text-xl font-semibold text-ink">
          Token price
        </h2>
        <p className="text-sm text-muted">
          Runs count their cost at {dollarsOfMicros(price)} per 1,000 tokens (prompt and completion alike) against each rule's
          monthly budget.
        </p>
        {superAdmin ? (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="price" />
            <Field
              id="price-per-1k"
              name="pricePer1k"
              label="Price per 1,000 tokens (US dollars)"
              error={answer?.intent === "price" ? answer.fields?.pricePer1k : undefined}
            >
              {(control) => <Input {...control} inputMode="decimal" defaultValue={(price / 1_000_000).toFixed(6)} />}
            </Field>
            <Button type="submit" disabled={busy}>
              Set price
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}

const BUTTON = { "dry-run": "Dry run", run: "Run now", pause: "Pause", resume: "Resume" } as const;
