import { recordAudit } from "~/.server/auth/audit/record";
import { actorOf, requireStaff } from "~/.server/auth/staff";
import { requestContext } from "~/.server/request-context";
import { exportCsv } from "~/.server/seo/keywords/export";
import { servicesContext } from "~/.server/services-context";
import { firstIssue } from "~/lib/first-issue";
import { keywordExportSchema } from "~/lib/seo/keywords";
import type { Route } from "./+types/keyword-research-csv";

const refusal = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** GET /keyword-research/export.csv?view=&set=: one view of a keyword set as CSV (audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const services = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const parsed = keywordExportSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return refusal(400, firstIssue(parsed.error));
  const result = await exportCsv(services.keywordResearch, parsed.data);
  if (!result.ok) return refusal(result.status, result.message);
  await recordAudit(
    services.database.db,
    {
      actor: actorOf(staff),
      action: "keywords.export",
      subjectType: "keyword_set",
      subjectId: parsed.data.set,
      after: { view: parsed.data.view },
      clientIp,
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
