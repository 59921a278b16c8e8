import { data } from "react-router";
import type { AnalyticsTable } from "~/lib/analytics/range";
import type { DayRange } from "~/lib/day-range";
import type { QueryProblem } from "../http";
import type { StaffRequest } from "../services-context";
import { reportTableCsv } from "./csv";
import { analyticsReport } from "./report";

type RangeQuery = { query: DayRange & { table?: AnalyticsTable }; problem: null } | QueryProblem;

/** The report of a range, with the events this instance has answered but not yet written (write-behind). */
async function reportOf({ services }: StaffRequest, range: DayRange) {
  await services.analytics.writer.flush();
  return analyticsReport(services.database.db, range, {
    retentionDays: services.config.analytics.retentionDays,
    timeZone: services.config.agencyTimeZone,
  });
}

/** /admin/analytics: the report of the address's range, or the page with the range and why not (a 400). */
export async function loadAnalyticsPage(request: StaffRequest, range: RangeQuery, url: URL) {
  const params = Object.fromEntries(url.searchParams);
  if (range.problem !== null) return data({ error: range.problem, params, report: null }, { status: 400 });
  return data({ error: null, params, report: await reportOf(request, range.query) });
}

/** GET /admin/analytics.csv?from&to&table: one dashboard table as a CSV download, or why not (plain text). */
export async function analyticsCsvResponse(request: StaffRequest, range: RangeQuery): Promise<Response> {
  if (range.problem !== null)
    return new Response(`This export cannot be made: ${range.problem}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const { from, to, table = "pages" } = range.query;
  const report = await reportOf(request, { from, to });
  return new Response(reportTableCsv(report, table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${table}-${from}-${to}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
