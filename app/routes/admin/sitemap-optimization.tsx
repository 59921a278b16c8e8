import { useEffect } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { selfAuditAction, selfAuditLoader } from "~/.server/seo/self-audit/route-actions";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { AuditRun } from "~/components/seo/self-audit/audit-run";
import { auditHref, FindingFilters, FindingTable, FindingTypes } from "~/components/seo/self-audit/findings";
import { TrendTable } from "~/components/seo/self-audit/trend-table";
import { ActionStatus } from "~/components/ui/action-status";
import {
  SELF_AUDIT_FORM_MAX_BYTES,
  SELF_AUDIT_THRESHOLDS,
  selfAuditActionSchema,
  selfAuditQuerySchema,
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

/** While an audit runs, its progress is read again every two seconds. */
function useAuditProgress(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

export default function SitemapOptimization({ actionData }: Route.ComponentProps) {
  const { query, audit, findings, recent, weekly, site } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const active = audit?.status === "queued" || audit?.status === "running";
  useAuditProgress(active);
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
      <ActionStatus answer={actionData} />
      <AuditRun audit={audit} weekly={weekly} active={active} formatDateTime={formatDateTime} />

      {audit && findings ? (
        <section aria-labelledby="types-heading" className="space-y-4">
          <h2 id="types-heading" className="text-xl font-semibold text-ink">
            Findings by type
          </h2>
          <FindingTypes query={query} findings={findings} />
          <h2 id="findings-heading" className="text-xl font-semibold text-ink">
            Findings
          </h2>
          <FindingFilters query={query} auditId={audit.id} />
          <FindingTable query={query} site={site} findings={findings} completed={audit.status === "completed"} />
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
                  to={auditHref({}, { audit: String(entry.id) })}
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
