import { Link } from "react-router";
import { loadClientSite } from "~/.server/clients/pages";
import { ScoreTrend } from "~/components/clients/score-trend";
import { DataTable } from "~/components/ui/data-table";
import { CLIENT_TEXT } from "~/lib/clients/client-dashboard";
import type { Route } from "./+types/site";

/**
 * /client-dashboard/sites/:id (issue 25 item 6): one of the client's sites.
 * The trend of each score with its table and PDF reports, the latest
 * crawl's issues and what changed since the crawl before, the open checks,
 * and the re-analysis schedule. Someone else's site (or none) is a 404.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.site.name ?? "Site"} | Client dashboard` }];

export const loader = ({ context, params }: Route.LoaderArgs) => loadClientSite(context, params.id);

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });

const CHANGE_LABELS = { new: "New", fixed: "Fixed", open: "Still open" } as const;

export default function ClientSite({ loaderData }: Route.ComponentProps) {
  const { site, history, openChecks, crawl, timeZone } = loaderData;
  const diff = crawl?.diff ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6">
      <div>
        <p className="text-sm">
          <Link className="text-brand-700 underline" to="/client-dashboard">
            Your websites
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{site.name}</h1>
        <p className="mt-1 text-slate-700">{site.websiteUrl}</p>
      </div>

      <section aria-labelledby="trend-heading">
        <h2 id="trend-heading" className="text-xl font-semibold text-ink">
          Scores over time
        </h2>
        {history.length ? (
          <div className="mt-4">
            <ScoreTrend points={history} timeZone={timeZone} />
          </div>
        ) : (
          <p className="mt-2 text-slate-700">{CLIENT_TEXT.noAnalyses}</p>
        )}
      </section>

      <section aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className="text-xl font-semibold text-ink">
          Re-analysis schedule
        </h2>
        <p className="mt-2 text-slate-700" data-testid="schedule">
          {site.nextRunAt && site.scheduleInterval
            ? `Analysed again automatically (${site.scheduleInterval === "0 0 * * 1" ? "weekly, Monday at midnight" : site.scheduleInterval}, ${site.scheduleTimezone}). Next analysis: ${when(site.nextRunAt, timeZone)}.`
            : CLIENT_TEXT.notScheduled}
        </p>
      </section>

      <section aria-labelledby="crawl-heading">
        <h2 id="crawl-heading" className="text-xl font-semibold text-ink">
          Latest crawl: issues and changes
        </h2>
        {crawl ? (
          <>
            <p className="mt-2 text-slate-700">
              {crawl.finishedAt ? `Crawled ${when(crawl.finishedAt, timeZone)}. ` : ""}
              {diff ? (
                <span data-testid="crawl-diff-counts">
                  Since the crawl of {when(diff.base.createdAt, timeZone)}: {diff.counts.new} new, {diff.counts.fixed} fixed,{" "}
                  {diff.counts.open} still open.
                </span>
              ) : (
                CLIENT_TEXT.noCrawlDiff
              )}
            </p>
            <div className="mt-4">
              <DataTable
                caption="Issues of the latest crawl, and those fixed since the one before"
                testId="crawl-issues"
                rows={diff ? diff.issues : crawl.issues.map((issue) => ({ ...issue, change: "open" as const }))}
                rowKey={(issue) => `${issue.change}\n${issue.type}\n${issue.url}`}
                rowData={(issue) => ({ "data-change": issue.change })}
                empty="The latest crawl found no issues."
                pageSize={25}
                columns={[
                  { id: "issue", header: "Issue", rowHeader: true, cell: (issue) => issue.type.replaceAll("_", " ") },
                  { id: "severity", header: "Severity", cell: (issue) => issue.severity },
                  { id: "url", header: "Page", cell: (issue) => <span className="break-all">{issue.url}</span> },
                  { id: "change", header: "Change", cell: (issue) => (diff ? CHANGE_LABELS[issue.change] : "") },
                  { id: "details", header: "Details", cell: (issue) => issue.details },
                ]}
              />
            </div>
          </>
        ) : (
          <p className="mt-2 text-slate-700">{CLIENT_TEXT.noAnalyses}</p>
        )}
      </section>

      <section aria-labelledby="checks-heading">
        <h2 id="checks-heading" className="text-xl font-semibold text-ink">
          What to fix next
        </h2>
        {openChecks.length ? (
          <ul className="mt-3 space-y-3">
            {openChecks.slice(0, 15).map((check) => (
              <li key={`${check.category}-${check.title}`} className="rounded-md border border-slate-200 bg-white p-4">
                <p className="font-medium text-ink">
                  {check.title} <span className="text-sm font-normal text-slate-700">({check.severity})</span>
                </p>
                {check.advice ? <p className="mt-1 text-sm text-slate-700">{check.advice}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">Every measured check of the latest analysis passed.</p>
        )}
      </section>
    </div>
  );
}
