import { useEffect, useRef, useState } from "react";
import { data, useFetcher, useLoaderData, useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { resultsOf } from "~/.server/audits/analyzer/flow/api";
import { analysisState, findAnalysis, readReport } from "~/.server/audits/analyzer/flow/read-analysis";
import { scheduleIngestion } from "~/.server/audits/analyzer/flow/schedule-ingestion";
import { hasRole } from "~/.server/auth/staff";
import { answer, pageAction, refuse } from "~/.server/http/page-action";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import { AnalysisProgress } from "~/components/audits/analyzer/analysis-progress";
import { AnalysisResults } from "~/components/audits/analyzer/analysis-results";
import { AnalyzeForm } from "~/components/audits/analyzer/analyze-form";
import type { AnalysisResultsView } from "~/components/audits/analyzer/results-types";
import { PageHero } from "~/components/site/page-hero";
import type { ActionAnswer } from "~/lib/action-answer";
import { ANALYZER_TEXT, type AnalysisState } from "~/lib/audits/analyzer";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/client-ingestion";

/**
 * Website Analysis & Optimization (spec §2): the form, then live progress
 * from the server's events, then Analysis Results. Each analysis has its own
 * address, /client-ingestion/{id}, which shows the same progress or results
 * to anyone it is shared with.
 */
export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  buildMeta(
    {
      title: `Website Analysis & Optimization | ${siteFromMatches(matches).agency.name}`,
      description:
        "A free, real analysis of your treatment center's website: SEO, speed, accessibility, content quality and the trust and compliance signals families and regulators look for.",
      path: location.pathname,
      // One visitor's results are not a page for search engines.
      ...(params.id ? { robots: "noindex, nofollow" } : {}),
    },
    siteFromMatches(matches),
  );

export const handle = { hydrate: true };

const isAdmin = (context: Route.LoaderArgs["context"]) => hasRole(context.get(requestContext).staff ?? null, "admin");

export async function loader({ params, context }: Route.LoaderArgs) {
  const canSchedule = isAdmin(context);
  if (!params.id) return { id: null, state: null, results: null, notFound: false, canSchedule };
  const db = context.get(servicesContext).database.db;
  const row = await findAnalysis(db, params.id);
  if (!row) return data({ id: params.id, state: null, results: null, notFound: true, canSchedule }, { status: 404 });
  const state = await analysisState(db, row);
  const results = row.status === "complete" ? { ...state, ...resultsOf(await readReport(db, row)) } : null;
  return { id: row.id, state, results: results as AnalysisResultsView | null, notFound: false, canSchedule };
}

/** Staff turn on the weekly re-analysis of this analysis's site (spec §3, §8): a form with one button, no fields. */
export const action = pageAction(z.object({}), async (_input, { params, context }) => {
  if (!isAdmin(context)) return refuse(403, "Only staff can schedule re-analysis.");
  const services = context.get(servicesContext);
  const row = await findAnalysis(services.database.db, params.id ?? "");
  if (!row) return refuse(404, ANALYZER_TEXT.notFound);
  try {
    const next = await scheduleIngestion(services.database.db, row.ingestionId);
    if (!next) return refuse(404, ANALYZER_TEXT.notFound);
    return answer(true, ANALYZER_TEXT.scheduled, { nextRunAt: next.toISOString() });
  } catch (error) {
    services.log.error({ err: error, analysisId: row.id }, "scheduling re-analysis failed");
    return refuse(500, ANALYZER_TEXT.scheduleFailed);
  }
});

export default function ClientIngestion() {
  const loaded = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  // Busy while the analysis shown runs; its events say when it ends. Derived in render (the route
  // component is kept across the move to /client-ingestion/{id}, so a state synced in an effect
  // would paint one frame as not running).
  const [finishedId, setFinishedId] = useState<string | null>(null);
  const running = Boolean(loaded.state && !isFinished(loaded.state) && finishedId !== loaded.state.id);
  return (
    <>
      <PageHero
        eyebrow="Free website analysis"
        title="Website Analysis & Optimization"
        subtitle="Enter your treatment center's website. We crawl it, measure it in a real browser and score SEO, performance, accessibility, content quality and trust & compliance, with the pages behind every finding."
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        {/* An analysis comes first, above the form: its progress and then its results are what the visitor waits for. */}
        {loaded.state && (
          <LiveAnalysis
            key={loaded.state.id}
            initial={loaded.state}
            initialResults={loaded.results}
            canSchedule={loaded.canSchedule}
            onFinished={() => setFinishedId(loaded.state?.id ?? null)}
          />
        )}
        <div className={`rounded-lg border border-slate-200 bg-white p-6 shadow-sm ${loaded.state ? "mt-10" : ""}`}>
          {loaded.state && <h2 className="mb-4 text-xl font-bold text-ink">Analyze another website</h2>}
          <AnalyzeForm
            busy={running}
            shownId={loaded.state?.id ?? null}
            onStarted={(id) => navigate(`/client-ingestion/${id}`)}
          />
        </div>
        {loaded.notFound && (
          <section className="mt-8 rounded-lg border border-slate-200 bg-white p-6" aria-labelledby="no-analysis">
            <h2 id="no-analysis" className="text-xl font-bold text-ink">
              No Results
            </h2>
            <p className="mt-2 text-ink">{ANALYZER_TEXT.notFound}</p>
          </section>
        )}
      </div>
    </>
  );
}

const isFinished = (state: AnalysisState) => state.status === "complete" || state.status === "failed";

/** Follows one analysis: its events until it ends, then its results. Progress shown never goes backwards. */
function LiveAnalysis({
  initial,
  initialResults,
  canSchedule,
  onFinished,
}: {
  initial: AnalysisState;
  initialResults: AnalysisResultsView | null;
  canSchedule: boolean;
  onFinished(): void;
}) {
  const [state, setState] = useState(initial);
  // The latest callback, without reopening the event stream when the parent renders.
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const [results, setResults] = useState(initialResults);
  // Progress, then results, are brought into view and focused as they appear: below a tall hero they
  // would otherwise be out of sight (at 1440x900 the progress rendered below the fold).
  const progressRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const hasResults = results !== null;
  useEffect(() => {
    const target = (hasResults ? resultsRef : progressRef).current;
    if (!target) return;
    target.scrollIntoView({ block: "start", behavior: "instant" });
    target.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  }, [hasResults]);
  const [shareUrl, setShareUrl] = useState(`/client-ingestion/${initial.id}`);
  useEffect(() => setShareUrl(`${window.location.origin}/client-ingestion/${initial.id}`), [initial.id]);

  useEffect(() => {
    if (isFinished(initial)) return;
    const source = new EventSource(`/api/analyses/${initial.id}/events`);
    let ended = false;
    source.addEventListener("state", (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as AnalysisState;
      setState((previous) => ({ ...next, progress: Math.max(previous.progress, next.progress) }));
      if (ended || !isFinished(next)) return;
      ended = true;
      source.close();
      if (next.status === "failed") {
        finished.current();
        toast.error(ANALYZER_TEXT.failed(next.error ?? ANALYZER_TEXT.failedGeneric));
        return;
      }
      // The form stays busy until the results are on the page, not just until the run ends.
      fetch(`/api/analyses/${initial.id}`, { headers: { Accept: "application/json" } })
        .then((response) =>
          response.ok ? (response.json() as Promise<AnalysisResultsView>) : Promise.reject(new Error(`HTTP ${response.status}`)),
        )
        .then(setResults)
        .catch((error: Error) => toast.error(ANALYZER_TEXT.exception(error.message)))
        .finally(() => finished.current());
    });
    return () => source.close();
  }, [initial]);

  return (
    <div className="space-y-6">
      {!results && (
        <div ref={progressRef} className="scroll-mt-4">
          <AnalysisProgress state={state} />
        </div>
      )}
      <p className="text-sm text-ink">
        Shareable results address:{" "}
        <a href={shareUrl} className="break-all text-brand-700 underline" data-testid="analysis-share">
          {shareUrl}
        </a>
      </p>
      {results && <ScheduleNote results={results} canSchedule={canSchedule} />}
      {results && (
        <div ref={resultsRef} className="scroll-mt-4">
          <AnalysisResults results={results} />
        </div>
      )}
    </div>
  );
}

/** When the site is analysed again; staff can turn the weekly run on (spec §8's ingestion toasts). */
function ScheduleNote({ results, canSchedule }: { results: AnalysisResultsView; canSchedule: boolean }) {
  const fetcher = useFetcher<ActionAnswer<{ nextRunAt: string }>>();
  const [nextRunAt, setNextRunAt] = useState(results.schedule?.nextRunAt ?? null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      setNextRunAt(answer.nextRunAt ?? null);
      toast.success(ANALYZER_TEXT.scheduled);
    } else {
      toast.error(
        answer.message === ANALYZER_TEXT.scheduleFailed ? answer.message : ANALYZER_TEXT.ingestionFailed(answer.message),
      );
    }
  }, [fetcher.state, fetcher.data]);
  const timezone = results.schedule?.timezone ?? "America/New_York";
  return (
    <div className="rounded-md bg-slate-50 p-4 text-sm text-ink" data-testid="analysis-schedule">
      {nextRunAt ? (
        <p>
          This site is analyzed again every Monday at midnight ({timezone}); next run{" "}
          {new Date(nextRunAt).toLocaleString("en-US", { timeZone: timezone, dateStyle: "medium", timeStyle: "short" })}. Each run
          is compared with the one before.
        </p>
      ) : (
        <p>This site is not analyzed again automatically.</p>
      )}
      {canSchedule && !nextRunAt && (
        <fetcher.Form method="post" className="mt-2">
          <button type="submit" className="font-semibold text-brand-700 underline" disabled={fetcher.state !== "idle"}>
            Schedule weekly re-analysis
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
