import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { pageAction } from "~/.server/http/page-action";
import { loadScoringPage, type ScoringAnswer, scoringFormOptions, scoringPageAction } from "~/.server/leads/scores/page";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { LeadScoreBadge } from "~/components/leads/scores/lead-score-badge";
import { RulesEditor } from "~/components/leads/scores/rules-editor";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { LEAD_SCORE_TEXT, PREVIEW_RANGE_LABELS, scoringActionSchema } from "~/lib/leads/scores";
import type { Route } from "./+types/lead-scoring";

/**
 * /lead-analyzer/scoring (issue 25 item 1): the lead-score rules in force,
 * their editor with a preview on today's (or the last 7 days') leads, and
 * the older versions, each restorable as a new one. Admins view; super
 * admins edit. The rules: docs/lead-scores.md.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Lead scoring" }];

export const loader = ({ context }: Route.LoaderArgs) => loadScoringPage(staffRequest(context));
export const action = pageAction(
  scoringActionSchema,
  (input, { context }) => scoringPageAction(staffRequest(context), input),
  scoringFormOptions,
);

type Data = Awaited<ReturnType<typeof loader>>;
type VersionRow = Data["versions"][number];
type PreviewRow = NonNullable<ScoringAnswer["preview"]>["rows"][number];
type CountRow = NonNullable<ScoringAnswer["preview"]>["gradeCounts"][number];

export default function LeadScoring({ actionData }: Route.ComponentProps) {
  const { current, versions, progress, canEdit } = useLoaderData<typeof loader>();
  const answer = actionData as ScoringAnswer | undefined;
  const busy = useNavigation().state !== "idle";
  const formatDateTime = useFormatDateTime();
  const preview = answer?.preview;

  const versionColumns: Column<VersionRow>[] = [
    {
      id: "version",
      header: "Version",
      rowHeader: true,
      cell: (row) => (row.version === current.version ? `${row.version} (in force)` : row.version),
    },
    { id: "saved", header: "Saved", cell: (row) => formatDateTime(row.createdAt) },
    { id: "by", header: "By", cell: (row) => row.createdByEmail ?? "Built in" },
    { id: "note", header: "Note", cell: (row) => row.note ?? "" },
  ];
  if (canEdit)
    versionColumns.push({
      id: "restore",
      header: "Actions",
      headerHidden: true,
      cell: (row) =>
        row.version === current.version ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="version" value={row.version} />
            <input type="hidden" name="baseVersion" value={current.version} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Restore version ${row.version}`}>
              Restore
            </Button>
          </Form>
        ),
    });

  const previewColumns: Column<PreviewRow>[] = [
    {
      id: "lead",
      header: "Lead",
      rowHeader: true,
      cell: (row) => (
        <Link to={`/admin/leads/${row.leadId}`} className="text-brand-700 underline-offset-2 hover:underline">
          {row.name}
        </Link>
      ),
    },
    { id: "received", header: "Received", cell: (row) => formatDateTime(row.createdAt) },
    {
      id: "current",
      header: "Current rules",
      cell: (row) => <LeadScoreBadge grade={row.current.grade} fit={row.current.fit} engagement={row.current.engagement} />,
    },
    {
      id: "edited",
      header: "Edited rules",
      cell: (row) => <LeadScoreBadge grade={row.edited.grade} fit={row.edited.fit} engagement={row.edited.engagement} />,
    },
    {
      id: "changed",
      header: "Grade changes",
      cell: (row) => (row.current.grade === row.edited.grade ? "No" : `${row.current.grade} → ${row.edited.grade}`),
    },
    {
      id: "why",
      header: "Rules that fired (edited)",
      cell: (row) => (
        <span className="text-xs">
          {row.reasons
            .filter((reason) => reason.points > 0)
            .map((reason) => `${reason.label} +${reason.points}`)
            .join("; ") || "None"}
        </span>
      ),
    },
  ];
  const countColumns: Column<CountRow>[] = [
    { id: "grade", header: "Grade", rowHeader: true, cell: (row) => row.grade },
    { id: "current", header: "Current rules", align: "right", cell: (row) => row.current },
    { id: "edited", header: "Edited rules", align: "right", cell: (row) => row.edited },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{LEAD_SCORE_TEXT.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{LEAD_SCORE_TEXT.intro}</p>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{LEAD_SCORE_TEXT.ekra}</p>
      </div>
      <section aria-labelledby="in-force" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="in-force" className="text-lg font-semibold text-ink">
          Version {current.version} in force
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Saved {formatDateTime(current.createdAt)} by {current.createdByEmail ?? "the built-in defaults"}.{" "}
          {progress.done >= progress.total
            ? `All ${progress.total} leads are scored under it.`
            : `Scoring leads under it: ${progress.done} of ${progress.total} done.`}
        </p>
        {canEdit ? null : <p className="mt-2 text-sm font-medium text-ink">{LEAD_SCORE_TEXT.viewOnly}</p>}
      </section>

      <ActionStatus answer={answer} />

      {preview ? (
        <section aria-labelledby="preview" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="preview" className="text-lg font-semibold text-ink">
            Preview: {PREVIEW_RANGE_LABELS[preview.range]}
          </h2>
          <p className="text-sm text-slate-700">
            {preview.total} lead{preview.total === 1 ? "" : "s"} in the range
            {preview.total > preview.rows.length ? `; the newest ${preview.rows.length} are graded` : ""}. {preview.changed} would
            change grade.
          </p>
          <DataTable
            caption="Leads per grade, current and edited rules"
            columns={countColumns}
            rows={preview.gradeCounts}
            rowKey={(row) => row.grade}
            empty="No leads in the range."
          />
          <DataTable
            caption="Each lead under the current and the edited rules"
            columns={previewColumns}
            rows={preview.rows}
            rowKey={(row) => row.leadId}
            empty="No leads in the range."
          />
        </section>
      ) : null}

      <section aria-labelledby="rules" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="rules" className="mb-4 text-lg font-semibold text-ink">
          Rules
        </h2>
        <RulesEditor key={current.version} version={current.version} initial={current.rules} canEdit={canEdit} busy={busy} />
      </section>

      <section aria-labelledby="versions" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="versions" className="mb-4 text-lg font-semibold text-ink">
          Versions
        </h2>
        <DataTable
          caption="Rule-set versions, newest first"
          captionHidden
          columns={versionColumns}
          rows={versions}
          rowKey={(row) => String(row.version)}
          empty="No versions."
        />
      </section>
    </div>
  );
}
