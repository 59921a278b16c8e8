import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { pageRefusal } from "~/.server/http/page-action";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import { AgencyTimeZoneProvider } from "~/components/admin/agency-time-zone";
import { BackOfficeNav } from "~/components/admin/back-office-nav";
import { ErrorContent } from "~/components/site/error-content";
import type { Route } from "./+types/layout";

/**
 * The back-office frame (/admin, /super-admin and the tools): the section
 * navigation, then the page. The guard (app/.server/auth/guard.ts) has
 * already sent anonymous visitors to /auth; a staff member without the role
 * reaches here with `forbidden` and gets the 403 page. Private headers and
 * no-index meta come from the private-area rules (app/lib/private-paths.ts).
 * Every page below shows times and days in the agency's time zone
 * (AGENCY_TIME_ZONE), handed to its components from here.
 */
export const handle = { hydrate: true };

export function loader({ context }: Route.LoaderArgs) {
  const { staff, forbidden } = context.get(requestContext);
  if (!staff) throw pageRefusal(401, "Auth session missing!");
  if (forbidden) throw pageRefusal(403, "You do not have access to this page.");
  return {
    staff: { name: staff.name, email: staff.email, role: staff.role, twoFactorEnabled: staff.twoFactorEnabled },
    timeZone: context.get(servicesContext).config.agencyTimeZone,
  };
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50">
      <BackOfficeNav isSuperAdmin={loaderData.staff.role === "super_admin"} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <AgencyTimeZoneProvider timeZone={loaderData.timeZone}>
          <Outlet />
        </AgencyTimeZoneProvider>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-ink">Access denied</h1>
        <p className="mt-4 text-muted">You do not have access to this page. It is for super admins; ask one if you need it.</p>
        <p className="mt-6">
          <a className="font-medium text-brand-700 underline" href="/admin">
            Back to the leads inbox
          </a>
        </p>
      </div>
    );
  }
  return <ErrorContent error={error} />;
}
