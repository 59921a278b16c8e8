import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "sonner";
import { publicSiteConfig } from "~/.server/config";
import { ErrorScreen } from "~/components/site/error-screen";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { NotFoundPage } from "~/components/site/not-found";
import { buildMeta } from "~/lib/meta";
import { useNonce } from "~/lib/nonce";
import { isPrivatePath, privateAreaBots, privateRobots } from "~/lib/private-paths";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  return { site: publicSiteConfig(), year: new Date().getFullYear() };
}

// The agency details do not change between navigations: load them once.
export function shouldRevalidate() {
  return false;
}

/** Routes can hide the footer with `export const handle = { hideFooter: true }`. */
export interface RouteHandle {
  hideFooter?: boolean;
}

/** Titles of the 404 and error screens (route pages build their own with buildMeta). */
export const meta: Route.MetaFunction = ({ error, loaderData, location }) => {
  if (!error || !loaderData) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    ...buildMeta(
      {
        title: notFound ? `Page Not Found | ${loaderData.site.agency.name}` : "Something went wrong",
        description: "We're sorry, but the page you are looking for doesn't exist or has been moved.",
        path: location.pathname,
        robots: "noindex, follow",
      },
      loaderData.site,
    ),
  ];
};

/** Meta tags that keep private areas out of search engines, AI crawlers and link previews. */
function PrivateAreaMeta() {
  return (
    <>
      <meta name="robots" content={privateRobots} />
      {privateAreaBots.map((bot) => (
        <meta key={bot} name={bot} content={privateRobots} />
      ))}
      <meta name="referrer" content="no-referrer" />
      <meta httpEquiv="Cache-Control" content="no-store, no-cache, must-revalidate" />
      <meta httpEquiv="Pragma" content="no-cache" />
      <meta httpEquiv="Expires" content="0" />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const hideFooter = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideFooter);

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {isPrivatePath(pathname) ? <PrivateAreaMeta /> : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <Header agencyName={rootData?.site.agency.name ?? "Home"} />
        <main id="main" className="flex-1">
          {children}
        </main>
        {rootData && !hideFooter ? <Footer site={rootData.site} year={rootData.year} /> : null}
        <Toaster position="top-right" duration={5000} visibleToasts={3} hotkey={["F8"]} gap={14} richColors closeButton />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Unknown paths render the 404 page (status 404). Any other failure shows the
 * generic error screen (status 500) with a message meant for visitors: only
 * messages a route chose to show, never internals or a stack trace.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  let message = "An unknown error occurred";
  if (isRouteErrorResponse(error) && typeof error.data === "string" && error.data.trim()) message = error.data;
  else if (import.meta.env.DEV && error instanceof Error) message = error.message;
  return (
    <>
      <ErrorScreen message={message} />
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mx-auto max-w-4xl overflow-x-auto p-4 text-xs">{error.stack}</pre>
      ) : null}
    </>
  );
}
