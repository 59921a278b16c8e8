import { Form, useLoaderData } from "react-router";
import { loadAnalyticsPage } from "~/.server/analytics/page";
import type { KeyCount, Totals } from "~/.server/analytics/report";
import { listQueryOrProblem } from "~/.server/http/list-query";
import { staffRequest } from "~/.server/services-context";
import { useAgencyTimeZone } from "~/components/admin/agency-time-zone";
import { BarsChart, TrafficChart, VitalsChart } from "~/components/analytics/charts";
import { FiguresTable, Panel } from "~/components/analytics/panel";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { agencyDay } from "~/lib/agency-day";
import { type AnalyticsTable, analyticsQuery } from "~/lib/analytics/range";
import type { Route } from "./+types/analytics";

/** /admin/analytics: first-party analytics for a range of the agency's days (AGENCY_TIME_ZONE), against the range before it (issue 14 §4). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Analytics" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  const range = listQueryOrProblem(request, analyticsQuery(agencyDay(new Date(), staff.services.config.agencyTimeZone)));
  return loadAnalyticsPage(staff, range, new URL(request.url));
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const fixed = (value: number) => value.toFixed(2);

function change(now: number, before: number) {
  if (before === 0) return now === 0 ? "no change" : "new";
  const delta = (now - before) / before;
  return `${delta >= 0 ? "+" : ""}${(delta * 100).toFixed(0)}% vs previous`;
}

function TotalsGrid({ totals, previous }: { totals: Totals; previous: Totals }) {
  const cards = [
    { id: "visitors", label: "Visitors", value: String(totals.visitors), delta: change(totals.visitors, previous.visitors) },
    {
      id: "pageviews",
      label: "Page views",
      value: String(totals.pageviews),
      delta: change(totals.pageviews, previous.pageviews),
    },
    {
      id: "views-per-visit",
      label: "Views per visit",
      value: fixed(totals.viewsPerVisit),
      delta: change(totals.viewsPerVisit, previous.viewsPerVisit),
    },
    {
      id: "bounce-rate",
      label: "Bounce rate",
      value: percent(totals.bounceRate),
      delta: change(totals.bounceRate, previous.bounceRate),
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-ink" data-testid={`total-${card.id}`}>
            {card.value}
          </dd>
          <dd className="text-sm text-slate-700">{card.delta}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Analytics() {
  const { error, params, report } = useLoaderData<typeof loader>();
  const timeZone = useAgencyTimeZone();
  const csv = (table: AnalyticsTable) =>
    report ? `/admin/analytics.csv?from=${report.range.from}&to=${report.range.to}&table=${table}` : undefined;
  const keyTable = (id: AnalyticsTable, title: string, keyName: string, rows: KeyCount[]) => (
    <Panel
      id={`panel-${id}`}
      title={title}
      csvHref={csv(id)}
      chart={<BarsChart label={`${title} by page views`} data={rows.map((row) => ({ label: row.key, value: row.views }))} />}
    >
      <FiguresTable
        caption={title}
        testId={`table-${id}`}
        head={[keyName, "Page views", "Visitors"]}
        rows={rows.map((row) => [row.key, row.views, row.visitors])}
      />
    </Panel>
  );
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Analytics</h1>
      <Form method="get" className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <Label htmlFor="range-from">From</Label>
          <Input
            id="range-from"
            name="from"
            type="date"
            defaultValue={report?.range.from ?? params.from ?? ""}
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor="range-to">To</Label>
          <Input id="range-to" name="to" type="date" defaultValue={report?.range.to ?? params.to ?? ""} className="mt-1.5" />
        </div>
        <Button type="submit">Show analytics</Button>
        <p className="text-sm text-slate-700">
          Days are the agency's days ({timeZone}), as in the leads figures
          {report ? `; compared with ${report.previous.from} to ${report.previous.to}` : ""}. A visit is one visitor's day: no
          cookies, the visitor key changes daily.
        </p>
      </Form>
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          This range cannot be used: {error}
        </p>
      ) : null}
      {report ? (
        <>
          <TotalsGrid totals={report.totals} previous={report.previousTotals} />
          <Panel id="panel-traffic" title="Traffic per day" chart={<TrafficChart series={report.series} />}>
            <FiguresTable
              caption="Traffic per day"
              head={["Day", "Page views", "Visitors"]}
              rows={report.series.map((row) => [row.day, row.pageviews, row.visitors])}
            />
          </Panel>
          {keyTable("pages", "Top pages", "Page", report.pages)}
          {keyTable("routes", "Route templates", "Route", report.routes)}
          {keyTable("referrers", "Referrers", "Referring site", report.referrers)}
          {keyTable("sources", "UTM sources", "Source", report.sources)}
          {keyTable("campaigns", "UTM campaigns", "Campaign", report.campaigns)}
          {keyTable("devices", "Devices", "Width class", report.devices)}
          <Panel
            id="panel-ctas"
            title="Calls to action"
            csvHref={csv("ctas")}
            chart={
              <BarsChart
                label="Clicks by section"
                data={report.ctaSections.map((row) => ({ label: row.section, value: row.clicks }))}
              />
            }
          >
            <FiguresTable
              caption="Calls to action by text, section and page"
              testId="table-ctas"
              head={["Text", "Section", "Page", "Clicks", "Click-through"]}
              rows={report.ctas.map((row) => [row.text, row.section, row.path, row.clicks, percent(row.ctr)])}
            />
          </Panel>
          <Panel
            id="panel-vitals"
            title="Web vitals (75th percentile)"
            csvHref={csv("vitals")}
            chart={
              <VitalsChart
                data={report.vitals.map((row) => ({
                  label: `${row.metric} ${row.route}`,
                  good: row.good,
                  ni: row.ni,
                  poor: row.poor,
                }))}
              />
            }
          >
            <FiguresTable
              caption="Web vitals per route template"
              testId="table-vitals"
              head={["Route", "Metric", "Samples", "p75", "Good", "Needs impr.", "Poor"]}
              rows={report.vitals.map((row) => {
                const share = (n: number) => percent(row.samples ? n / row.samples : 0);
                return [
                  row.route,
                  row.metric,
                  row.samples,
                  row.metric === "CLS" ? row.p75.toFixed(3) : Math.round(row.p75),
                  share(row.good),
                  share(row.ni),
                  share(row.poor),
                ];
              })}
            />
            <FiguresTable
              caption="Long tasks over 50 ms per route template"
              testId="table-long-tasks"
              head={["Route", "Page views measured", "Long tasks"]}
              rows={report.longTasks.map((row) => [row.route, row.pageviews, row.tasks])}
            />
          </Panel>
          <Panel id="panel-404" title="Pages not found (404)" csvHref={csv("notFound")}>
            <FiguresTable
              caption="Missing pages with the pages that link to them"
              testId="table-404"
              head={["Path", "Linked from", "Count"]}
              rows={report.notFound.map((row) => [row.path, row.referrer || "(direct)", row.count])}
            />
          </Panel>
          <Panel
            id="panel-funnel"
            title="Funnel: landing page → CTA click → lead"
            csvHref={csv("funnel")}
            chart={
              <BarsChart
                label="Visits by landing page"
                data={report.funnel.map((row) => ({ label: row.landing, value: row.visits }))}
              />
            }
          >
            <FiguresTable
              caption="Conversion per landing page"
              testId="table-funnel"
              head={["Landing page", "Visits", "Clicked a CTA", "Became a lead", "Conversion"]}
              rows={report.funnel.map((row) => [row.landing, row.visits, row.cta, row.leads, percent(row.conversion)])}
            />
          </Panel>
          <Panel id="panel-city-funnel" title="Funnel per city service page" csvHref={csv("cityFunnel")}>
            <FiguresTable
              caption="Conversion per city service page"
              testId="table-city-funnel"
              head={["City service page", "Visits", "Clicked a CTA", "Became a lead", "Conversion"]}
              rows={report.cityFunnel.map((row) => [row.landing, row.visits, row.cta, row.leads, percent(row.conversion)])}
            />
          </Panel>
          <Panel id="panel-forms" title="Lead forms" csvHref={csv("forms")}>
            <FiguresTable
              caption="Lead form starts and submits"
              testId="table-forms"
              head={["Form", "Started", "Submitted"]}
              rows={report.forms.map((row) => [row.form, row.starts, row.submits])}
            />
          </Panel>
        </>
      ) : null}
    </div>
  );
}
