import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { GateVerdict } from "~/lib/content/brief";
import { GATES_TEXT } from "~/lib/content/gates";

interface GateAnswer {
  verdicts?: GateVerdict[];
  passed?: boolean;
  checkedAt?: string;
  error?: { message: string };
}

/**
 * The editor's "Quality gates" panel (issue 24 item 5): each gate's figure,
 * threshold and verdict, measured on the server
 * (GET /api/admin/content/:id/gates) for the saved draft: when the editor
 * opens, after each save (a new revision), and on "Check gates". Approve,
 * publish and schedule are refused on the server while a gate fails.
 */
export function GatesPanel({ recordId, revision }: { recordId: number; revision: number | null }) {
  const fetcher = useFetcher<GateAnswer>({ key: `article-gates-${recordId}` });
  const url = `/api/admin/content/${recordId}/gates`;
  const { load } = fetcher;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision (a save) is what asks for a new check.
  useEffect(() => {
    void load(url);
  }, [load, url, revision]);
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="gates-title" className="space-y-3" data-testid="gates-panel" aria-busy={busy}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gates-title" className="text-xl font-semibold text-ink">
          {GATES_TEXT.panelTitle}
        </h2>
        <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void load(url)}>
          {busy ? GATES_TEXT.checking : GATES_TEXT.check}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-800">
        {answer?.error
          ? answer.error.message
          : !answer?.verdicts
            ? GATES_TEXT.notChecked
            : answer.passed
              ? GATES_TEXT.allPassed
              : GATES_TEXT.someFailed}
      </p>
      {answer?.verdicts ? (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white text-sm">
          {answer.verdicts.map((verdict) => {
            const state = verdict.notMeasured ? "not-measured" : verdict.passed ? "passed" : "failed";
            return (
              <li key={verdict.gate} className="space-y-1 p-3" data-gate={verdict.gate} data-gate-state={state}>
                <p className="flex flex-wrap justify-between gap-2 font-semibold text-ink">
                  <span>{verdict.label}</span>
                  <span className={state === "passed" ? "text-green-800" : "text-red-800"}>
                    {state === "passed" ? GATES_TEXT.passed : state === "failed" ? GATES_TEXT.failed : GATES_TEXT.notMeasured}
                  </span>
                </p>
                <p>{verdict.notMeasured ? `Not measured: ${verdict.notMeasured}` : verdict.figure}</p>
                <p className="text-slate-700">Threshold: {verdict.threshold}</p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
