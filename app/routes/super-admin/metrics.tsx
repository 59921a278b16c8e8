import { data } from "react-router";
import { explorerRange, metricsByDay, readMetrics } from "~/.server/analytics/agent-metrics/read-metrics";
import { metricJson } from "~/.server/analytics/agent-metrics/record-metric";
import { superAdminRequest } from "~/.server/auth/staff-admin/route-context";
import { MetricsExplorer } from "~/components/console/metrics-explorer";
import type { Route } from "./+types/metrics";

/** /super-admin/metrics: agent_metrics for a range of the agency's days, a chart per metric type and the latest rows. */
export const handle = { hydrate: true };

/** The table shows the newest rows only; the charts count them all. */
const EXPLORER_ROWS = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, services } = superAdminRequest(context);
  const timeZone = services.config.agencyTimeZone;
  const { range, fromDay, toDay, problem } = explorerRange(new URL(request.url).searchParams, new Date(), timeZone);
  const [daily, latest] = await Promise.all([metricsByDay(ctx.db, range, timeZone), readMetrics(ctx.db, range, EXPLORER_ROWS)]);
  return data(
    { fromDay, toDay, problem: problem ?? null, daily, rows: latest.rows.map(metricJson), truncated: latest.truncated },
    { status: problem ? 400 : 200 },
  );
}

export default function SuperAdminMetrics({ loaderData }: Route.ComponentProps) {
  return <MetricsExplorer {...loaderData} />;
}
