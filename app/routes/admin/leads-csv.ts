import { actorOf, requireStaff } from "~/.server/auth/staff";
import { exportLeadsCsv } from "~/.server/inbox/list/export-csv";
import { inboxDeps } from "~/.server/inbox/list/route-context";
import { firstIssue } from "~/lib/first-issue";
import { leadListQuerySchema } from "~/lib/inbox/query";
import type { Route } from "./+types/leads-csv";

/** GET /admin/leads.csv?<the inbox's filters>: the filtered list as a CSV download (audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const parsed = leadListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return new Response(`These filters cannot be used: ${firstIssue(parsed.error)}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { stream, filename } = await exportLeadsCsv(inboxDeps(context), actorOf(staff), parsed.data);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
