import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { loadMigrationPage, migrationCommand } from "~/.server/content/migration/bundle/route-actions";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { ActionStatus } from "~/components/ui/action-status";
import { Button, ButtonLink } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { FilterBar, SelectFilter } from "~/components/ui/filter-bar";
import { Input } from "~/components/ui/input";
import type { ActionAnswer } from "~/lib/action-answer";
import {
  BUNDLE_FORM_MAX_BYTES,
  CHANGE_KINDS,
  CHANGE_LABELS,
  MIGRATION_TEXT,
  migrationActionSchema,
  type PlanItem,
  RECORD_KIND_LABELS,
  RECORD_KINDS,
} from "~/lib/content/migration";
import type { Route } from "./+types/content-migration";

/**
 * /content-migration (tools spec §2; issue 24 item 7): export this site's
 * content as a bundle, import one with a dry run first, and the way to the
 * WordPress import. Admin (guard table). Server code in
 * app/.server/content/migration/bundle; rules in docs/content-migration.md.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: MIGRATION_TEXT.title }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMigrationPage(request, context);
}

export const action = pageAction(migrationActionSchema, migrationCommand, {
  upload: true,
  maxBytes: BUNDLE_FORM_MAX_BYTES,
  tooLarge: MIGRATION_TEXT.tooLarge,
  unsupportedType: 'Send the bundle as a multipart form (field "file").',
  guard: ({ context }) => void staffRequest(context),
});

const columns: Column<PlanItem>[] = [
  {
    id: "key",
    header: "Record",
    rowHeader: true,
    cell: (item) => <span className="break-all">{item.key}</span>,
    sortValue: (item) => item.key,
  },
  { id: "kind", header: "Kind", cell: (item) => RECORD_KIND_LABELS[item.kind], sortValue: (item) => item.kind },
  {
    id: "change",
    header: "Change",
    cell: (item) => (
      <span className={item.change === "conflict" ? "font-semibold text-red-800" : undefined}>{CHANGE_LABELS[item.change]}</span>
    ),
    sortValue: (item) => CHANGE_KINDS.indexOf(item.change),
  },
  {
    id: "details",
    header: "Details",
    cell: (item) =>
      item.fields.length === 0 && !item.reason ? (
        <span className="text-slate-700">—</span>
      ) : (
        <div className="min-w-72 space-y-1.5">
          {item.reason ? <p>{item.reason}</p> : null}
          {item.fields.map((field) => (
            <dl key={field.field} className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
              <dt className="col-span-2 font-semibold">{field.field}</dt>
              <dt className="text-slate-700">Here</dt>
              <dd className="break-all">{field.here}</dd>
              <dt className="text-slate-700">Bundle</dt>
              <dd className="break-all">{field.bundle}</dd>
            </dl>
          ))}
        </div>
      ),
  },
];

export default function ContentMigration({ actionData }: Route.ComponentProps) {
  const { filters, plan, latest } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const answer = actionData as ActionAnswer | undefined;
  const items = plan
    ? plan.items.filter(
        (item) => (!filters.change || item.change === filters.change) && (!filters.kind || item.kind === filters.kind),
      )
    : [];
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-3xl font-bold text-ink">{MIGRATION_TEXT.title}</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">{MIGRATION_TEXT.intro}</p>
      </div>

      <section aria-labelledby="export-heading" className="space-y-3">
        <h2 id="export-heading" className="text-xl font-semibold text-ink">
          {MIGRATION_TEXT.exportHeading}
        </h2>
        <p className="max-w-3xl text-sm text-muted">{MIGRATION_TEXT.exportIntro}</p>
        <ButtonLink to="/content-migration/bundle.zip" reloadDocument download data-testid="export-bundle">
          {MIGRATION_TEXT.exportButton}
        </ButtonLink>
      </section>

      <section aria-labelledby="import-heading" className="space-y-4">
        <h2 id="import-heading" className="text-xl font-semibold text-ink">
          {MIGRATION_TEXT.importHeading}
        </h2>
        <p className="max-w-3xl text-sm text-muted">{MIGRATION_TEXT.importIntro}</p>
        <Form method="post" encType="multipart/form-data" className="flex max-w-xl flex-col gap-3">
          <input type="hidden" name="intent" value="dry-run" />
          <Field id="bundle-file" name="file" label={MIGRATION_TEXT.fileLabel} required>
            {(control) => <Input {...control} type="file" accept=".zip,application/zip" required />}
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              {MIGRATION_TEXT.dryRunButton}
            </Button>
          </div>
        </Form>
        {answer && answer.intent !== "apply" ? <ActionStatus answer={answer} /> : null}
        {latest ? (
          <p className="text-sm text-muted">
            Your latest dry run:{" "}
            <Link
              to={`/content-migration?plan=${latest.id}`}
              className="text-brand-700 underline underline-offset-2"
              data-testid="latest-plan"
            >
              {latest.createdAt}
            </Link>{" "}
            (
            {latest.status === "planned"
              ? "not applied yet"
              : latest.status === "applied"
                ? "applied"
                : "replaced by a newer one"}
            ).
          </p>
        ) : null}

        {plan ? (
          <div className="space-y-4" data-testid="dry-run">
            <h3 className="text-lg font-semibold text-ink">Dry run of the bundle from {plan.source.publicUrl}</h3>
            <p className="text-sm text-muted">
              Made {plan.source.madeAt} by version {plan.source.appVersion} (format {plan.source.formatVersion}); dry run{" "}
              {plan.createdAt}.
            </p>
            <p role="status" className="text-sm font-medium" data-testid="dry-run-counts">
              {MIGRATION_TEXT.planned(plan.counts)}
            </p>
            {plan.status === "planned" ? (
              <Form method="post" encType="multipart/form-data">
                <input type="hidden" name="intent" value="apply" />
                <input type="hidden" name="planId" value={plan.id} />
                <Button type="submit" disabled={busy}>
                  {MIGRATION_TEXT.applyButton}
                </Button>
              </Form>
            ) : (
              <p className="text-sm text-muted">
                {plan.status === "applied" ? "This dry run has been applied." : "This dry run was replaced by a newer one."}
              </p>
            )}
            {answer?.intent === "apply" ? <ActionStatus answer={answer} /> : null}
            <FilterBar label="Filter the dry run" clearHref={`/content-migration?plan=${plan.id}`} hidden={{ plan: plan.id }}>
              <SelectFilter
                name="change"
                label="Change"
                anyLabel="Any change"
                defaultValue={filters.change ?? ""}
                options={CHANGE_KINDS.map((change) => ({ value: change, label: CHANGE_LABELS[change] }))}
              />
              <SelectFilter
                name="kind"
                label="Kind"
                anyLabel="Any kind"
                defaultValue={filters.kind ?? ""}
                options={RECORD_KINDS.map((kind) => ({ value: kind, label: RECORD_KIND_LABELS[kind] }))}
              />
            </FilterBar>
            <DataTable
              caption="Records in the bundle"
              columns={columns}
              rows={items}
              rowKey={(item) => `${item.kind}:${item.key}`}
              rowData={(item) => ({ "data-change": item.change, "data-kind": item.kind })}
              pageSize={50}
              empty={<p className="rounded-xl border border-slate-200 bg-white p-6 text-muted">No records match.</p>}
              testId="dry-run-table"
            />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="wordpress-heading" className="space-y-2">
        <h2 id="wordpress-heading" className="text-xl font-semibold text-ink">
          WordPress
        </h2>
        <p className="text-sm text-muted">{MIGRATION_TEXT.wordpressIntro}</p>
        <Link to="/content-migration/wordpress" className="text-brand-700 underline underline-offset-2">
          {MIGRATION_TEXT.wordpressLink}
        </Link>
      </section>
    </div>
  );
}
