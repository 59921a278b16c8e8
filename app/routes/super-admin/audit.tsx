import { auditPage } from "~/.server/auth/staff-admin/console";
import { listQuery } from "~/.server/http/list-query";
import { AuditLogView } from "~/components/console/audit-log-view";
import { auditQuery } from "~/lib/auth/audit-filters";
import type { Route } from "./+types/audit";

/** /super-admin/audit: the audit log (read-only here and in the database), filtered by actor, action, subject and date. */
export const handle = { hydrate: true };

export const loader = ({ request, context }: Route.LoaderArgs) => auditPage(context, listQuery(request, auditQuery));

export default function SuperAdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditLogView {...loaderData} />;
}
