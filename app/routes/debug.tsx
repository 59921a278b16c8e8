import { Form, useLocation } from "react-router";
import { DeliberateFailure } from "~/.server/http/error-log";
import { Button } from "~/components/ui/button";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/debug";

/**
 * The spec's diagnostic screen: it shows the current path, and its test
 * button makes the server fail on purpose so operators can see the error
 * screen and the logged error (with its request id) end to end.
 */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(
    {
      title: "Diagnostics",
      description: "Diagnostic screen for the site's operators.",
      path: location.pathname,
      robots: "noindex, nofollow",
    },
    siteFromMatches(matches),
  );

// Its form runs through React Router (app/lib/page-loading.ts).
export const handle = { hydrate: true };

export function action(): never {
  throw new DeliberateFailure("Test error from the diagnostics page");
}

export default function Debug() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Diagnostics</h1>
      <p className="mt-4 text-muted">
        Current path: <code className="rounded bg-slate-100 px-2 py-1 text-ink">{location.pathname}</code>
      </p>
      <Form method="post" className="mt-8">
        <Button type="submit" variant="secondary">
          Trigger a test error
        </Button>
      </Form>
    </div>
  );
}
