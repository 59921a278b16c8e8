import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { headerLoginFor } from "~/.server/auth/access-code/header-login";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import { AnalyticsMarker } from "~/components/analytics/analytics-marker";
import { ChatButton } from "~/components/chat/chat-button";
import { ErrorContent } from "~/components/site/error-content";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { buildMeta } from "~/lib/meta";
import { isPrivatePath } from "~/lib/private-paths";
import { siteFromMatches } from "~/lib/site-data";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/site-layout";

/**
 * The public site's frame: header, main content, footer. Its error boundary
 * sits below the root route, so the root loader has always run when an error
 * page renders here: 404 and error pages keep the full header, footer and
 * metadata, even when an action failed.
 */

/** Routes can hide the footer with `export const handle = { hideFooter: true }`. */
export interface RouteHandle {
  hideFooter?: boolean;
}

/** The header's login options (spec §2): decided on the server from the path, the access code and the session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return {
    login: await headerLoginFor(request, services, context.get(requestContext)),
    gtmId: services.config.analytics.gtmId ?? null,
  };
}

/**
 * The header's options depend on the session, the path and the access code:
 * read them again after a form post (signing in on the hydrated /auth page
 * is a client-side submission, and the header kept showing Login until a
 * reload: issue 20 D2) and when the address changes; not for a page's own
 * data requests on the same address.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}

export const meta: Route.MetaFunction = ({ error, matches, location }) => {
  if (!error) return [];
  const site = siteFromMatches(matches);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return buildMeta(
    {
      title: notFound ? `Page Not Found | ${site.agency.name}` : `Something went wrong | ${site.agency.name}`,
      description: notFound
        ? "We're sorry, but the page you are looking for doesn't exist or has been moved."
        : "An error occurred while loading this page.",
      path: location.pathname,
      robots: "noindex, follow",
    },
    site,
  );
};

function SiteFrame({ children, status }: { children: ReactNode; status?: number }) {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const layoutData = useRouteLoaderData<typeof loader>("routes/site-layout");
  const matches = useMatches();
  const hideFooter = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideFooter);
  // The chat widget: public pages only, never sign-in or the back-office (DESIGN 4b).
  const showChat = !isPrivatePath(useLocation().pathname) && !matches.some((match) => match.id === "routes/admin/layout");
  return (
    <>
      <Header agencyName={rootData?.site.agency.name ?? "Home"} login={layoutData?.login ?? null} />
      <main id="main" className="flex-1">
        {children}
      </main>
      {rootData && !hideFooter ? <Footer site={rootData.site} year={rootData.year} /> : null}
      <AnalyticsMarker status={status} gtmId={layoutData?.gtmId} />
      {showChat ? <ChatButton /> : null}
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame status={isRouteErrorResponse(error) ? error.status : 500}>
      <ErrorContent error={error} />
    </SiteFrame>
  );
}
