import { data } from "react-router";
import { readAuditLog } from "~/.server/auth/staff-admin/read-audit-log";
import { superAdminRequest } from "~/.server/auth/staff-admin/route-context";
import { AuditLogView } from "~/components/console/audit-log-view";
import { parseAuditFilters } from "~/lib/auth/audit-filters";
import type { Route } from "./+types/audit";

/** /super-admin/audit: the audit log (read-only here and in the database), filtered by actor, action, subject and date. */
export const handle = { hydrate: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = superAdminRequest(context);
  const { filters, problems } = parseAuditFilters(new URL(request.url).searchParams);
  const page = await readAuditLog(ctx.db, filters);
  return data({ filters, problems, ...page }, { status: problems.length ? 400 : 200 });
}

export default function SuperAdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditLogView {...loaderData} />;
}
