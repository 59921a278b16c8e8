import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import { publicSiteConfig } from "~/.server/config";
import { servicesContext } from "~/.server/services-context";
import { ErrorContent } from "~/components/site/error-content";
import { Toasts } from "~/components/site/toasts";
import { DocumentNavigation } from "~/lib/document-navigation";
import { islandLoaderScript, speculationRules } from "~/lib/islands";
import { useNonce } from "~/lib/nonce";
import { pageHydrates } from "~/lib/page-loading";
import { isPrivatePath, privateAreaBots, privateRobots } from "~/lib/private-paths";
import type { Route } from "./+types/root";
import inlineStylesheet from "./app.css?inline";
import stylesheet from "./app.css?url";

/**
 * In production the stylesheet (about 6 KB compressed) is inlined in the
 * document instead of linked: a linked stylesheet blocks the first paint for
 * a whole extra round trip, which on a mobile connection is most of the
 * page's first-paint time. The browser bundle never carries the CSS text:
 * `import.meta.env.SSR` is false there, so the string is dropped, and
 * hydration keeps the server's <style> (its content is not compared).
 * Development keeps the <link> so styles update live.
 */
const inlineCss = import.meta.env.SSR && import.meta.env.PROD ? inlineStylesheet : "";

/** React Router's dev-server module that installs React Refresh (virtual:react-router/inject-hmr-runtime). */
const HMR_PREAMBLE = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

export const links: Route.LinksFunction = () => [
  ...(import.meta.env.PROD ? [] : [{ rel: "stylesheet", href: stylesheet }]),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { site: publicSiteConfig(context.get(servicesContext).config), year: new Date().getFullYear() };
}

// The agency details do not change between navigations: load them once.
export function shouldRevalidate() {
  return false;
}

/** Only when the root loader itself fails: the site layout handles every other error. */
export const meta: Route.MetaFunction = ({ error }) => (error ? [{ title: "Something went wrong" }] : []);

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
  // Content pages ship no framework script; routes that need React say so in their handle.
  const hydrate = pageHydrates(useMatches());

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {isPrivatePath(pathname) ? <PrivateAreaMeta /> : null}
        <Links />
        {import.meta.env.PROD ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's stylesheet, never visitor input.
          <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineCss }} />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col" data-island="site">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {children}
        {hydrate ? (
          <>
            <Toasts />
            <DocumentNavigation />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : import.meta.env.DEV ? (
          // Development only: React islands are compiled with React Refresh, which needs the preamble that
          // React Router's <Scripts> would install. Module scripts run in order, so it precedes every island.
          <script type="module" nonce={nonce} src={HMR_PREAMBLE} />
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's loader and island addresses. */}
        <script type="module" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: islandLoaderScript }} />
        <script
          type="speculationrules"
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant JSON document.
          dangerouslySetInnerHTML={{ __html: speculationRules }}
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A failure of the document itself (the root loader): no header or footer to show. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorContent error={error} />
    </main>
  );
}
