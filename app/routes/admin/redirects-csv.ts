import { actorOf, requireStaff } from "~/.server/auth/staff";
import { csvRow } from "~/.server/csv";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/redirects-csv";

/** GET /admin/redirects.csv: every redirect as CSV (audited), in the columns the import reads back. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { clientIp } = context.get(requestContext);
  const rows = await context.get(servicesContext).redirects.store.exportRows({ actor: actorOf(staff), clientIp });
  const body = [
    csvRow(["from", "to", "status", "hits", "last_hit", "note", "created_by", "created_at"]),
    ...rows.map((row) =>
      csvRow([row.fromPath, row.toTarget, row.status, row.hits, row.lastHitAt, row.note, row.createdBy, row.createdAt]),
    ),
  ].join("");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="redirects.csv"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
