import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { SELF_AUDIT_PAGE_LIMITS, SELF_AUDIT_THRESHOLDS, summaryLine } from "~/lib/seo/self-audit";

/** An audit as the page shows its progress or outcome. */
export interface AuditView {
  id: number;
  status: string;
  trigger: string;
  createdAt: Date | string;
  requestedByEmail: string | null;
  pagesDone: number;
  pagesFound: number;
  urls: number;
  errors: number;
  warnings: number;
  notices: number;
  durationMs: number | null;
  error: string | null;
  unchecked: number;
}

/** Start an audit (with its page limit), switch the weekly audit, and the shown audit's progress or outcome. */
export function AuditRun({
  audit,
  weekly,
  active,
  formatDateTime,
}: {
  audit: AuditView | null;
  weekly: boolean;
  active: boolean;
  formatDateTime: (value: Date | string) => string;
}) {
  const busy = useNavigation().state !== "idle";
  return (
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
        <AuditStatus audit={audit} active={active} formatDateTime={formatDateTime} />
      ) : (
        <p className="text-sm text-muted">No audit yet: start the first.</p>
      )}
    </section>
  );
}

function AuditStatus({
  audit,
  active,
  formatDateTime,
}: {
  audit: AuditView;
  active: boolean;
  formatDateTime: (value: Date | string) => string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="audit-status">
      <p className="font-medium text-ink">
        Audit of {formatDateTime(audit.createdAt)} ({audit.trigger === "scheduled" ? "weekly" : "started by hand"}
        {audit.requestedByEmail ? `, ${audit.requestedByEmail}` : ""}): <span data-status={audit.status}>{audit.status}</span>
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
  );
}
