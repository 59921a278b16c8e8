import { metricsPage } from "~/.server/auth/staff-admin/console";
import { listQuery } from "~/.server/http/list-query";
import { MetricsExplorer } from "~/components/console/metrics-explorer";
import { metricsRangeQuery } from "~/lib/auth/audit-filters";
import type { Route } from "./+types/metrics";

/** /super-admin/metrics: agent_metrics for a range of the agency's days, a chart per metric type and the latest rows. */
export const handle = { hydrate: true };

export const loader = ({ request, context }: Route.LoaderArgs) => metricsPage(context, listQuery(request, metricsRangeQuery));

export default function SuperAdminMetrics({ loaderData }: Route.ComponentProps) {
  return <MetricsExplorer {...loaderData} />;
}
