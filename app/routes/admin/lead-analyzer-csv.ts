import { recordAudit } from "~/.server/auth/audit/record";
import { actorOf, requireStaff } from "~/.server/auth/staff";
import { leadAnalyzerCsv } from "~/.server/leads/analyzer/export";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/lead-analyzer-csv";

const refusal = (status: number, message: string) =>
  new Response(`This export cannot be made: ${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** GET /lead-analyzer/export.csv?report=attribution|funnel|speed&from&to&...: one report as CSV (audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  // Events this instance has answered but not yet written (write-behind) count too.
  await services.analytics.writer.flush();
  const result = await leadAnalyzerCsv(services.database.db, new URL(request.url), new Date(), services.config.agencyTimeZone);
  if (!result.ok) return refusal(result.status, result.message);
  await recordAudit(
    services.database.db,
    {
      actor: actorOf(staff),
      action: "leadAnalyzer.export",
      subjectType: "lead_analyzer",
      subjectId: result.report,
      after: { range: result.range },
      clientIp: context.get(requestContext).clientIp,
    },
    services.secret,
  );
  return new Response(result.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
