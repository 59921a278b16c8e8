import { CheckCircle2, Circle, Loader2, XCircle } from "lucide-react";
import type { AnalysisState } from "~/lib/audits/analyzer";

/** Spec §4: pending grey, complete green, failed red, any other blue. */
const statusColour = (status: AnalysisState["status"]) =>
  status === "pending"
    ? "text-slate-500"
    : status === "complete"
      ? "text-green-700"
      : status === "failed"
        ? "text-red-700"
        : "text-brand-700";

/** The progress bar, percentage, step text, completed steps and the queue, from the server's events. */
export function AnalysisProgress({ state }: { state: AnalysisState }) {
  const Icon =
    state.status === "complete"
      ? CheckCircle2
      : state.status === "failed"
        ? XCircle
        : state.status === "pending"
          ? Circle
          : Loader2;
  return (
    <section aria-labelledby="analysis-progress-title" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2
        id="analysis-progress-title"
        tabIndex={-1}
        className="focus:outline-none flex items-center gap-2 text-xl font-bold text-ink"
      >
        <Icon
          aria-hidden="true"
          className={`h-5 w-5 ${statusColour(state.status)} ${state.status === "vectorizing" || state.status === "analyzing" || state.status === "generating" ? "animate-spin motion-reduce:animate-none" : ""}`}
        />
        Analyzing {new URL(state.url).host}
      </h2>
      <div className="mt-4 flex items-center justify-between text-sm">
        <p data-testid="analysis-step" className="font-medium text-ink" aria-live="polite">
          {state.currentStep}
        </p>
        <p data-testid="analysis-percent" className="font-semibold text-ink">
          {state.progress}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progress}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${state.progress}%` }}
        />
      </div>
      <p className={`mt-2 text-sm font-medium ${statusColour(state.status)}`} data-testid="analysis-status">
        Status: {state.status}
      </p>
      {state.queuePosition !== null && (
        <p className="mt-2 text-sm text-ink" data-testid="analysis-queue">
          Waiting in line: {state.queuePosition === 1 ? "next to start" : `position ${state.queuePosition}`}.
        </p>
      )}
      {state.labQueuePosition !== null && state.labQueuePosition > 0 && (
        <p className="mt-2 text-sm text-ink" data-testid="analysis-lab-queue">
          Waiting for the test browser: {state.labQueuePosition} {state.labQueuePosition === 1 ? "analysis" : "analyses"} ahead.
        </p>
      )}
      {state.completedSteps.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm text-ink" aria-label="Completed steps" data-testid="analysis-completed">
          {state.completedSteps.map((step) => (
            <li key={step} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />
              {step}
            </li>
          ))}
        </ul>
      )}
      {state.status === "failed" && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {state.error ?? ANALYSIS_FAILED}
        </p>
      )}
    </section>
  );
}

const ANALYSIS_FAILED = "The analysis failed.";
