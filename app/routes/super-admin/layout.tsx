import { Outlet } from "react-router";
import { staffRequest } from "~/.server/services-context";
import { SuperAdminNav } from "~/components/console/super-admin-nav";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/layout";

/** /super-admin: users, API tokens, the metrics explorer and the audit log; super admins only (guard, and here again). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(
    {
      title: "Super admin",
      description: "Users, API tokens, metrics and the audit log.",
      path: location.pathname,
      robots: "noindex, nofollow",
    },
    siteFromMatches(matches),
  );

export function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffRequest(context, "super_admin");
  return { email: staff.email };
}

export default function SuperAdminLayout() {
  return (
    <div>
      <h1 className="text-3xl font-bold text-ink">Super admin</h1>
      <SuperAdminNav />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
