import { reportTableCsv } from "~/.server/analytics/csv";
import { analyticsReport } from "~/.server/analytics/report";
import { requireStaff } from "~/.server/auth/staff";
import { servicesContext } from "~/.server/services-context";
import { analyticsQuerySchema, resolveRange } from "~/lib/analytics/range";
import { firstIssue } from "~/lib/first-issue";
import type { Route } from "./+types/analytics-csv";

const text = (message: string, status: number) =>
  new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** GET /admin/analytics.csv?from&to&table: one dashboard table as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const parsed = analyticsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return text(`This export cannot be made: ${firstIssue(parsed.error)}`, 400);
  const services = context.get(servicesContext);
  const range = resolveRange(parsed.data, new Date(), services.config.agencyTimeZone);
  if ("error" in range) return text(`This export cannot be made: ${range.error}`, 400);
  const table = parsed.data.table ?? "pages";
  // Events this instance has answered but not yet written (write-behind) count too.
  await services.analytics.writer.flush();
  const report = await analyticsReport(services.database.db, range, {
    retentionDays: services.config.analytics.retentionDays,
    timeZone: services.config.agencyTimeZone,
  });
  return new Response(reportTableCsv(report, table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${table}-${range.from}-${range.to}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
