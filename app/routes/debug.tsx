import { useState } from "react";
import { Form, useLocation } from "react-router";
import { z } from "zod";
import { DeliberateFailure } from "~/.server/http/error-log";
import { answer, pageAction } from "~/.server/http/page-action";
import { Button } from "~/components/ui/button";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/debug";

/**
 * The spec's diagnostic screen: it shows the current path, and its test
 * button makes the server fail on purpose so operators can see the error
 * screen and the logged error (with its request id) end to end. A second
 * button sends a `widget_error` agent metric through the agent-metrics
 * island, so its offline queue can be tried (and tested) before the chat
 * widget uses it.
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

/**
 * Fails on purpose in the guard, before any body is read: an empty POST (no
 * media type) is the same one short 500 as the button's, not a 415.
 */
export const action = pageAction(z.object({}), () => answer(true, ""), {
  guard: () => {
    throw new DeliberateFailure("Test error from the diagnostics page");
  },
});

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
      <TestMetric />
    </div>
  );
}

type MetricsIsland = { sendMetric(type: string, value: number, options?: object): Promise<"sent" | "queued" | "refused"> };

const METRIC_STATE_TEXT = {
  sent: "Test metric sent.",
  queued: "The test metric could not be sent; it is kept in this browser and sent when it is back online.",
  refused: "The server refused the test metric.",
  error: "The metrics module could not be loaded.",
} as const;

function TestMetric() {
  const [state, setState] = useState<keyof typeof METRIC_STATE_TEXT | null>(null);
  const send = async () => {
    try {
      const islands = (window as unknown as { islands: { load(name: string): Promise<MetricsIsland> } }).islands;
      const island = await islands.load("agent-metrics");
      setState(await island.sendMetric("widget_error", 1, { details: { source: "debug" } }));
    } catch {
      setState("error");
    }
  };
  return (
    <div className="mt-8">
      {/* Loads the island after paint, so its queue is flushed and it listens for the browser coming back online. */}
      <div data-island="agent-metrics" hidden />
      <Button type="button" variant="secondary" onClick={send}>
        Send a test metric
      </Button>
      <p role="status" className="mt-3 text-sm text-muted">
        {state ? METRIC_STATE_TEXT[state] : ""}
      </p>
    </div>
  );
}
