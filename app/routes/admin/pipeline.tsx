import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { loadPipelinePage, pipelinePageAction } from "~/.server/inbox/work/pages";
import { staffRequest } from "~/.server/services-context";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { formIssue } from "~/lib/first-issue";
import { pipelinePageQuery, pipelinePageSchema } from "~/lib/inbox/page-forms";
import { PIPELINE_STATUS_LABELS } from "~/lib/inbox/query";
import { formatCents } from "~/lib/inbox/work";
import { LEAD_PIPELINE_STATUSES } from "~/lib/leads/lead-enums";
import type { Route } from "./+types/pipeline";

/**
 * /admin/pipeline: the leads as a board, one column per status (issue 25
 * item 7). Moving a card is the lead page's status change (moveLeadStatus:
 * audited, first_contacted_at stamped the same way), from a menu on each card
 * and a button: keyboard-accessible and a plain form post without JS.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Pipeline board" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = listQuery(request, pipelinePageQuery);
  return loadPipelinePage(staffRequest(context), owner === "me");
}

export const action = pageAction(pipelinePageSchema, (input, { context }) => pipelinePageAction(staffRequest(context), input), {
  guard: ({ context }) => void staffRequest(context),
  invalid: formIssue,
});

export default function Pipeline({ actionData }: Route.ComponentProps) {
  const { mine, columns } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const tab = (active: boolean) =>
    cn(
      "rounded-md px-3 py-1.5 text-sm font-semibold",
      active ? "bg-white text-ink shadow-sm ring-1 ring-slate-200" : "text-brand-700 underline-offset-2 hover:underline",
    );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">Pipeline board</h1>
        <nav aria-label="Whose leads" className="flex gap-2">
          <Link to="/admin/pipeline" className={tab(!mine)} aria-current={mine ? undefined : "page"}>
            Everyone's
          </Link>
          <Link to="/admin/pipeline?owner=me" className={tab(mine)} aria-current={mine ? "page" : undefined}>
            Mine
          </Link>
        </nav>
      </div>
      <p className="text-sm text-slate-700">
        Deal values are per deal (the agency's contract), never per admission or per patient. Spam is not on the board.
      </p>
      <ActionStatus answer={actionData} />
      <div className="grid gap-4 md:grid-cols-3 xl:grid-cols-6">
        {columns.map((column) => (
          <section
            key={column.status}
            aria-labelledby={`column-${column.status}`}
            className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-3"
            data-status={column.status}
          >
            <h2 id={`column-${column.status}`} className="text-base font-semibold text-ink">
              {PIPELINE_STATUS_LABELS[column.status]} <span className="font-normal text-slate-700">({column.total})</span>
            </h2>
            {column.dealValueCents > 0 ? (
              <p className="text-xs text-slate-700">{formatCents(column.dealValueCents)} in deals</p>
            ) : null}
            <ul className="mt-3 space-y-3" aria-label={`${PIPELINE_STATUS_LABELS[column.status]} leads`}>
              {column.cards.map((card) => (
                <li
                  key={card.id}
                  className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm"
                  data-lead={card.id}
                >
                  <Link
                    to={`/admin/leads/${card.id}`}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {card.name}
                  </Link>
                  {card.facility ? <p className="text-slate-700">{card.facility}</p> : null}
                  <p className="text-xs text-slate-700">Owner: {card.ownerName ?? "nobody"}</p>
                  {card.dealValueCents !== null ? (
                    <p className="text-xs font-medium text-ink">{formatCents(card.dealValueCents)}</p>
                  ) : null}
                  <Form method="post" className="mt-2 flex items-center gap-2">
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="leadId" value={card.id} />
                    <Select
                      name="status"
                      defaultValue={column.status}
                      aria-label={`Status of ${card.name}`}
                      className="h-9 py-1 text-sm"
                    >
                      {LEAD_PIPELINE_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {PIPELINE_STATUS_LABELS[status]}
                        </option>
                      ))}
                    </Select>
                    <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Move ${card.name}`}>
                      Move
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
            {column.total > column.cards.length ? (
              <Link
                to={`/admin?status=${column.status}${mine ? "&owner=me" : ""}`}
                className="mt-3 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {column.total - column.cards.length} more in the inbox
              </Link>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
