import { useEffect } from "react";
import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { selfAuditAction, selfAuditLoader } from "~/.server/seo/self-audit/route-actions";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { FindingActions } from "~/components/seo/self-audit/finding-actions";
import { TrendTable } from "~/components/seo/self-audit/trend-table";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import {
  SELF_AUDIT_FINDING_TYPE_NAMES,
  SELF_AUDIT_FINDING_TYPES,
  SELF_AUDIT_FORM_MAX_BYTES,
  SELF_AUDIT_PAGE_LIMITS,
  SELF_AUDIT_SEVERITIES,
  SELF_AUDIT_THRESHOLDS,
  type SelfAuditFindingType,
  type SelfAuditQuery,
  selfAuditActionSchema,
  selfAuditQuerySchema,
  summaryLine,
} from "~/lib/seo/self-audit";
import type { Route } from "./+types/sitemap-optimization";

/**
 * /sitemap-optimization (issue 23 item 4): our own site audited by our own
 * crawler and cross-checked with our sitemaps; findings by type with their
 * pages and fixes, the trend over past audits, the weekly schedule. Admin
 * role (guard table).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Sitemap optimization" }];

export const loader = ({ request, context }: Route.LoaderArgs) =>
  selfAuditLoader(staffRequest(context), listQuery(request, selfAuditQuerySchema));
export const action = pageAction(
  selfAuditActionSchema,
  (command, { context }) => selfAuditAction(staffRequest(context), command),
  {
    guard: ({ context }) => void staffRequest(context),
    maxBytes: SELF_AUDIT_FORM_MAX_BYTES,
  },
);

type Data = Awaited<ReturnType<typeof loader>>;
type FindingRow = NonNullable<Data["findings"]>["rows"][number];

const SEVERITY_LABEL = { error: "Error", warning: "Warning", notice: "Notice" } as const;
const SEVERITY_CLASS = {
  error: "bg-red-50 text-red-900 border-red-700",
  warning: "bg-amber-50 text-amber-900 border-amber-700",
  notice: "bg-slate-50 text-slate-800 border-slate-500",
} as const;

function listHref(query: Partial<SelfAuditQuery>, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes }))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return `/sitemap-optimization${search ? `?${search}` : ""}`;
}

function pathOf(url: string, site: string) {
  return url.startsWith(site) ? url.slice(site.length) || "/" : url;
}

export default function SitemapOptimization({ actionData }: Route.ComponentProps) {
  const { query, audit, findings, recent, weekly, site } = useLoaderData<typeof loader>();
  const answer = actionData;
  const formatDateTime = useFormatDateTime();
  const busy = useNavigation().state !== "idle";
  const revalidator = useRevalidator();
  const active = audit?.status === "queued" || audit?.status === "running";

  // While an audit runs, its progress is read again every two seconds.
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [active, revalidator]);

  const localPath = (url: string) => {
    const path = pathOf(url, site).split(/[?#]/)[0] ?? "";
    try {
      return decodeURIComponent(path).toLowerCase().replace(/\/+$/, "") || "/";
    } catch {
      return path;
    }
  };
  const columns: Column<FindingRow>[] = [
    {
      id: "severity",
      header: "Severity",
      cell: (row) => (
        <span
          className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${SEVERITY_CLASS[row.severity as keyof typeof SEVERITY_CLASS] ?? ""}`}
        >
          {SEVERITY_LABEL[row.severity as keyof typeof SEVERITY_LABEL] ?? row.severity}
        </span>
      ),
    },
    {
      id: "type",
      header: "Finding",
      cell: (row) => SELF_AUDIT_FINDING_TYPES[row.type as SelfAuditFindingType]?.label ?? row.type,
    },
    {
      id: "url",
      header: "Page",
      rowHeader: true,
      cell: (row) => (
        <a href={row.url} className="break-all text-brand-700 underline-offset-2 hover:underline">
          {pathOf(row.url, site)}
        </a>
      ),
    },
    { id: "details", header: "Details", cell: (row) => row.details },
    {
      id: "pages",
      header: "Pages concerned",
      cell: (row) =>
        row.pages.length === 0 ? (
          "—"
        ) : (
          <details>
            <summary className="cursor-pointer text-sm">
              {row.pages.length} page{row.pages.length === 1 ? "" : "s"}
            </summary>
            <ul className="mt-1 space-y-1">
              {row.pages.map((page) => (
                <li key={page}>
                  <code className="break-all text-xs">{pathOf(page, site)}</code>
                </li>
              ))}
            </ul>
          </details>
        ),
    },
    {
      id: "actions",
      header: "Fix",
      cell: (row) => (
        <FindingActions
          findingId={row.id}
          type={row.type}
          url={row.url}
          pageId={findings?.pageIds[localPath(row.url)]}
          busy={busy}
        />
      ),
    },
  ];

  const typeCounts = new Map<string, number>();
  for (const entry of findings?.byType ?? []) typeCounts.set(entry.type, entry.total);

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Sitemap optimization</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          Our own site ({site}) crawled by our own crawler and checked against our sitemaps: pages a sitemap lists that are not
          linked, not indexable or not there; linked pages the sitemaps miss; duplicate titles and descriptions; thin pages (fewer
          than {SELF_AUDIT_THRESHOLDS.thinContentWords} words); broken links; and slow pages (
          {SELF_AUDIT_THRESHOLDS.slowResponseMs.toLocaleString("en-US")} ms or more, as measured in that run).
        </p>
      </div>
      <ActionStatus answer={answer} />

      <section aria-labelledby="run-heading" className="space-y-4">
        <h2 id="run-heading" className="text-xl font-semibold text-ink">
          Run an audit
        </h2>
        <div className="flex flex-wrap items-end gap-6">
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="start" />
            <div>
              <Label htmlFor="max-pages">Page limit</Label>
              <div className="mt-1.5">
                <Select id="max-pages" name="maxPages" defaultValue={String(SELF_AUDIT_THRESHOLDS.maxPages)}>
                  {SELF_AUDIT_PAGE_LIMITS.map((limit) => (
                    <option key={limit} value={limit}>
                      {limit.toLocaleString("en-US")} pages
                    </option>
                  ))}
                </Select>
              </div>
            </div>
            <Button type="submit" disabled={busy || active}>
              {active ? "Audit running…" : "Start an audit"}
            </Button>
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="schedule" />
            <div>
              <Label htmlFor="weekly">Weekly audit (Mondays, 06:00 UTC)</Label>
              <div className="mt-1.5">
                <Select id="weekly" name="weekly" defaultValue={weekly ? "on" : "off"} key={String(weekly)}>
                  <option value="on">On</option>
                  <option value="off">Off</option>
                </Select>
              </div>
            </div>
            <Button type="submit" variant="secondary" disabled={busy}>
              Save schedule
            </Button>
          </Form>
        </div>
        {audit ? (
          <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="audit-status">
            <p className="font-medium text-ink">
              Audit of {formatDateTime(audit.createdAt)} ({audit.trigger === "scheduled" ? "weekly" : "started by hand"}
              {audit.requestedByEmail ? `, ${audit.requestedByEmail}` : ""}):{" "}
              <span data-status={audit.status}>{audit.status}</span>
            </p>
            <p role="status" className="mt-1 text-slate-700">
              {active
                ? `${audit.pagesDone.toLocaleString("en-US")} of ${audit.pagesFound.toLocaleString("en-US")} URLs found so far crawled.`
                : audit.status === "completed"
                  ? summaryLine({
                      urls: audit.urls,
                      errors: audit.errors,
                      warnings: audit.warnings,
                      notices: audit.notices,
                      seconds: (audit.durationMs ?? 0) / 1000,
                    })
                  : `The audit failed: ${audit.error ?? "no reason recorded"}`}
            </p>
            {audit.status === "completed" && audit.unchecked > 0 ? (
              <p className="mt-1 text-slate-700">
                The crawl stopped at its page limit: {audit.unchecked.toLocaleString("en-US")} linked URLs were not fetched. Every
                sitemap URL is fetched first, so the sitemap checks are complete; pages found only through links may be missing.
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted">No audit yet: start the first.</p>
        )}
      </section>

      {audit && findings ? (
        <section aria-labelledby="types-heading" className="space-y-4">
          <h2 id="types-heading" className="text-xl font-semibold text-ink">
            Findings by type
          </h2>
          <DataTable
            caption="Findings by type"
            captionHidden
            testId="finding-types"
            columns={[
              {
                id: "type",
                header: "Finding",
                rowHeader: true,
                cell: (type) => (
                  <Link
                    to={listHref(query, { type, page: undefined })}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {SELF_AUDIT_FINDING_TYPES[type].label}
                  </Link>
                ),
              },
              { id: "severity", header: "Severity", cell: (type) => SEVERITY_LABEL[SELF_AUDIT_FINDING_TYPES[type].severity] },
              {
                id: "count",
                header: "Count",
                align: "right",
                cell: (type) => (typeCounts.get(type) ?? 0).toLocaleString("en-US"),
              },
              { id: "what", header: "What it means", cell: (type) => SELF_AUDIT_FINDING_TYPES[type].description },
            ]}
            rows={SELF_AUDIT_FINDING_TYPE_NAMES}
            rowKey={(type) => type}
            rowData={(type) => ({ "data-type": type, "data-count": String(typeCounts.get(type) ?? 0) })}
            empty="No finding types."
          />

          <h2 id="findings-heading" className="text-xl font-semibold text-ink">
            Findings
          </h2>
          <FilterBar
            label="Filter findings"
            clearHref={listHref({}, { audit: String(audit.id) })}
            submitLabel="Filter"
            hidden={{ audit: String(audit.id) }}
          >
            <TextFilter name="q" label="Search pages and details" defaultValue={query.q ?? ""} type="search" />
            <SelectFilter
              name="type"
              label="Finding"
              anyLabel="Any finding"
              defaultValue={query.type}
              options={SELF_AUDIT_FINDING_TYPE_NAMES.map((type) => ({
                value: type,
                label: SELF_AUDIT_FINDING_TYPES[type].label,
              }))}
            />
            <SelectFilter
              name="severity"
              label="Severity"
              anyLabel="Any severity"
              defaultValue={query.severity}
              options={SELF_AUDIT_SEVERITIES.map((value) => ({ value, label: SEVERITY_LABEL[value] }))}
            />
          </FilterBar>
          <p className="text-sm text-muted">
            {findings.total === 0
              ? "No findings match."
              : `${findings.total.toLocaleString("en-US")} finding${findings.total === 1 ? "" : "s"}; page ${findings.page} of ${findings.pageCount}.`}
          </p>
          <DataTable
            caption="Findings"
            captionHidden
            testId="findings"
            columns={columns}
            rows={findings.rows}
            rowKey={(row) => String(row.id)}
            rowData={(row) => ({ "data-type": row.type, "data-url": row.url })}
            empty={audit.status === "completed" ? "No findings match these filters." : "Findings appear when the audit ends."}
            serverPaging={{
              page: findings.page,
              pageCount: findings.pageCount,
              href: (to) => listHref(query, { page: to > 1 ? String(to) : undefined }),
              label: "Pages of findings",
            }}
          />
        </section>
      ) : null}

      <section aria-labelledby="trend-heading" className="space-y-4">
        <h2 id="trend-heading" className="text-xl font-semibold text-ink">
          Trend
        </h2>
        <TrendTable audits={recent} formatDate={(value) => formatDateTime(value)} />
        {recent.length > 0 ? (
          <ul className="flex flex-wrap gap-3 text-sm">
            {recent.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={listHref({}, { audit: String(entry.id) })}
                  data-audit-id={entry.id}
                  aria-current={entry.id === audit?.id ? "page" : undefined}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {formatDateTime(entry.createdAt)}: {entry.status}
                  {entry.status === "completed" ? `, ${entry.errors} errors` : ""}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
