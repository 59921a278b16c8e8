import { CheckCircle2, CircleDashed, Download, XCircle } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { DataTable } from "~/components/ui/data-table";
import {
  categoryCoverage,
  isApplicable,
  isMeasured,
  notMeasuredReasons,
  partlyMeasuredLabel,
} from "~/lib/audits/analysis-finding";
import { REPORT_TEXT } from "~/lib/audits/analyzer";
import { prioritizeRecommendations } from "~/lib/audits/recommendations";
import { ANALYSIS_CATEGORIES, type AnalysisCategory } from "~/lib/tool-enums";
import type { AnalysisResultsView, FindingView } from "./results-types";

/**
 * Analysis Results (spec §2): the tabs Summary, SEO, Performance, Content,
 * plus Accessibility and Compliance. Every check shows pass, fail or "not
 * measured" (with the reason) and the pages behind it; a category with nothing
 * measured shows "Not measured", never a number. Recommendations are the failed
 * checks by impact, then by effort. Tabs follow the WAI-ARIA tabs pattern.
 */
const TABS = [
  { id: "summary", label: "Summary" },
  { id: "seo", label: "SEO" },
  { id: "performance", label: "Performance" },
  { id: "content", label: "Content" },
  { id: "accessibility", label: "Accessibility" },
  { id: "compliance", label: "Compliance" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export const SCORE_LABELS: Record<string, string> = {
  seo: "SEO",
  performance: "Performance",
  accessibility: "Accessibility",
  content: "Content Quality",
  compliance: "Trust & Compliance",
  overall: "Overall",
};

export function AnalysisResults({ results }: { results: AnalysisResultsView }) {
  const [tab, setTab] = useState<TabId>("summary");
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next = event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : (index + step + TABS.length) % TABS.length;
    setTab(TABS[next]?.id ?? "summary");
    tabRefs.current[next]?.focus();
  };
  return (
    <section aria-labelledby="analysis-results-title">
      <h2 id="analysis-results-title" tabIndex={-1} className="focus:outline-none text-2xl font-bold text-ink">
        Analysis Results
      </h2>
      <div role="tablist" aria-label="Analysis results" className="mt-4 flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            onKeyDown={(event) => onKey(event, index)}
            className={`-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${tab === item.id ? "border-brand-600 text-brand-800" : "border-transparent text-slate-700 hover:text-ink"}`}
          >
            {item.label}
          </button>
        ))}
      </div>
      {TABS.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={tab !== item.id}
          className="pt-6"
        >
          {tab === item.id &&
            (item.id === "summary" ? <SummaryPanel results={results} /> : <CategoryPanel results={results} category={item.id} />)}
        </div>
      ))}
    </section>
  );
}

function scoreColour(score: number) {
  return score >= 90 ? "text-green-800" : score >= 50 ? "text-amber-800" : "text-red-800";
}

const isCategory = (key: string): key is AnalysisCategory => (ANALYSIS_CATEGORIES as readonly string[]).includes(key);

/** What qualifies a score: "partly measured: 2 of 6 checks", or why there is none. */
function scoreNote(results: AnalysisResultsView, key: string): string | null {
  if (!isCategory(key)) return null;
  const coverage = categoryCoverage(results.findings, key);
  if (results.scores[key] === null) return notMeasuredReasons(coverage).join(" ") || null;
  return partlyMeasuredLabel(coverage);
}

function ScoreCards({ results }: { results: AnalysisResultsView }) {
  // A key stored as null is shown (not measured); a missing key is not (an unfinished run).
  const entries = Object.entries(SCORE_LABELS).filter(([key]) => key in results.scores);
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="analysis-scores">
      {entries.map(([key, label]) => {
        const score = results.scores[key];
        const delta = results.changes?.scoreDeltas[key];
        const note = scoreNote(results, key);
        return (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-4" data-score={key}>
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            {/* One dd: the number (or "Not measured") and what qualifies it. */}
            <dd>
              {typeof score === "number" ? (
                <span className={`mt-1 block text-3xl font-bold ${scoreColour(score)}`}>
                  {score}
                  <span className="text-base font-medium text-slate-600">/100</span>
                  {typeof delta === "number" && delta !== 0 && (
                    <span className="ml-2 text-sm font-semibold text-slate-700">
                      ({delta > 0 ? "+" : ""}
                      {delta} since last run)
                    </span>
                  )}
                </span>
              ) : (
                <span className="mt-1 block text-xl font-bold text-slate-800" data-not-measured="">
                  Not measured
                </span>
              )}
              {note && (
                <span className="mt-1 block text-xs text-slate-700" data-score-note="">
                  {note}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The spec's page speed mobile / desktop: the home page's measured largest contentful paint, where the lab ran. */
function pageSpeed(measurements: Record<string, unknown>): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  for (const [factor, key] of [
    ["mobile", "pageSpeedMobileSeconds"],
    ["desktop", "pageSpeedDesktopSeconds"],
  ] as const) {
    const seconds = measurements[key];
    if (typeof seconds === "number")
      out.push({ label: `Page speed ${factor} (largest contentful paint)`, value: `${seconds.toFixed(1)}s` });
  }
  return out;
}

function downloadLinks(id: string) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={`/api/analyses/${id}/report.pdf`}
        download
        className="inline-flex h-11 items-center gap-2 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        Download Full Report
      </a>
      <a href={`/api/analyses/${id}/report.csv`} download className="text-brand-700 underline">
        CSV
      </a>
      <a href={`/api/analyses/${id}/report.json`} download className="text-brand-700 underline">
        JSON
      </a>
    </div>
  );
}

const LEVEL = ["", "low", "medium", "high"];

function SummaryPanel({ results }: { results: AnalysisResultsView }) {
  const speed = pageSpeed(results.measurements);
  // Why page speed is missing, as the performance checks tell it (not the lab's internal message).
  const skipped = results.findings.find((f) => f.category === "performance" && !isMeasured(f) && f.checkId.includes("lcp"));
  const ordered = prioritizeRecommendations(results.findings);
  const topFixes = ordered.slice(0, 3);
  const recommendations = ordered.slice(3, 13);
  return (
    <div className="space-y-8">
      <TopFixes fixes={topFixes} />
      <ScoreCards results={results} />
      {speed.length > 0 && (
        <dl className="grid gap-2 sm:grid-cols-2">
          {speed.map((item) => (
            <div key={item.label} className="rounded-md bg-slate-50 p-3">
              <dt className="text-sm text-slate-700">{item.label}</dt>
              <dd className="text-xl font-semibold text-ink">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {skipped && (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Page speed was not measured. {skipped.details.replace(/^Not measured\.\s*/, "")} {skipped.advice ?? ""}
        </p>
      )}
      {results.summary && (
        <div>
          <h3 className="text-lg font-semibold text-ink">Summary</h3>
          <p className="mt-2 whitespace-pre-line text-ink">{results.summary}</p>
        </div>
      )}
      {downloadLinks(results.id)}
      {recommendations.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold text-ink">More recommendations</h3>
          <ol start={4} className="mt-3 list-decimal space-y-3 pl-6 text-ink">
            {recommendations.map((finding) => (
              <li key={finding.id}>
                <span className="font-semibold">{finding.title}</span>{" "}
                <span className="text-sm text-slate-700">
                  (impact {LEVEL[finding.impact] ?? finding.impact}, effort {LEVEL[finding.effort] ?? finding.effort})
                </span>
                {finding.advice && <p className="text-sm">{finding.advice}</p>}
              </li>
            ))}
          </ol>
        </div>
      )}
      <History results={results} />
    </div>
  );
}

/** What a prospect reads first: the same three fixes, in the same order, as the PDF's first page. */
function TopFixes({ fixes }: { fixes: FindingView[] }) {
  return (
    <div className="rounded-lg border-2 border-brand-600 bg-brand-50 p-5" data-testid="analysis-top-fixes">
      <h3 className="text-lg font-bold text-ink">{REPORT_TEXT.topFixes}</h3>
      {fixes.length === 0 ? (
        <p className="mt-2 text-ink">{REPORT_TEXT.noFixes}</p>
      ) : (
        <ol className="mt-3 list-decimal space-y-3 pl-6 text-ink">
          {fixes.map((finding) => (
            <li key={finding.id}>
              <span className="font-semibold">{finding.title}</span>{" "}
              <span className="text-sm text-slate-700">
                ({SCORE_LABELS[finding.category]}; impact {LEVEL[finding.impact] ?? finding.impact}, effort{" "}
                {LEVEL[finding.effort] ?? finding.effort})
              </span>
              <p className="text-sm">{finding.advice ?? finding.details}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function History({ results }: { results: AnalysisResultsView }) {
  const { changes, history } = results;
  if (history.length < 2 && !changes) return null;
  return (
    <div>
      <h3 className="text-lg font-semibold text-ink">History and changes</h3>
      {changes ? (
        <div className="mt-2 text-sm text-ink" data-testid="analysis-changes">
          <p>Since the run of {new Date(changes.previousAt).toLocaleDateString("en-US", { dateStyle: "medium" })}:</p>
          <ul className="mt-1 list-disc pl-6">
            {Object.entries(changes.scoreDeltas).map(([key, delta]) => (
              <li key={key}>
                {SCORE_LABELS[key] ?? key}: {delta === 0 ? "no change" : `${(delta ?? 0) > 0 ? "+" : ""}${delta}`}
              </li>
            ))}
            {changes.fixed.length > 0 && <li>Fixed: {changes.fixed.join("; ")}</li>}
            {changes.regressed.length > 0 && <li>New problems: {changes.regressed.join("; ")}</li>}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink">This is the first completed analysis of this site.</p>
      )}
      <DataTable
        className="mt-4"
        caption="Analyses of this site"
        captionHidden
        columns={[
          {
            id: "date",
            header: "Date",
            cell: (run) => (
              <>
                {run.id === results.id ? (
                  <span aria-current="page">{new Date(run.createdAt).toLocaleString("en-US")} (this run)</span>
                ) : (
                  <a className="text-brand-700 underline" href={`/client-ingestion/${run.id}`}>
                    {new Date(run.createdAt).toLocaleString("en-US")}
                  </a>
                )}
                {run.scheduled ? " (scheduled)" : ""}
              </>
            ),
          },
          { id: "status", header: "Status", cell: (run) => run.status },
          {
            id: "overall",
            header: "Overall",
            cell: (run) => (run.scores.overall === null ? "Not measured" : (run.scores.overall ?? "-")),
          },
        ]}
        rows={history}
        rowKey={(run) => run.id}
        empty="No analyses of this site yet."
      />
    </div>
  );
}

function CategoryPanel({ results, category }: { results: AnalysisResultsView; category: AnalysisCategory }) {
  const findings = results.findings.filter((finding) => finding.category === category);
  const score = results.scores[category];
  const note = scoreNote(results, category);
  // Failed first, then not measured, then passed.
  const rank = (finding: FindingView) => (!isMeasured(finding) ? 1 : finding.passed ? 2 : 0);
  return (
    <div className="space-y-4">
      <p className="text-lg text-ink">
        {SCORE_LABELS[category]} score:{" "}
        <strong className={typeof score === "number" ? scoreColour(score) : ""}>
          {typeof score === "number" ? score : "Not measured"}
        </strong>
        {typeof score === "number" && "/100"}
        {note && <span className="mt-1 block text-sm text-slate-700">{note}</span>}
      </p>
      {category === "performance" &&
        pageSpeed(results.measurements).map((item) => (
          <p key={item.label} className="text-ink">
            {item.label}: <strong>{item.value}</strong>
          </p>
        ))}
      {findings.length === 0 ? (
        <p className="text-ink">No checks in this category for this run.</p>
      ) : (
        <ul className="space-y-3">
          {findings
            .slice()
            .sort((a, b) => rank(a) - rank(b) || b.impact - a.impact || a.effort - b.effort)
            .map((finding) => (
              <li key={finding.id} className="rounded-lg border border-slate-200 bg-white p-4" data-check={finding.checkId}>
                <Verdict finding={finding} />
                <p className="mt-1 text-sm text-ink">{finding.details}</p>
                {!isMeasured(finding) && finding.advice && (
                  <p className="mt-1 text-sm text-slate-800">
                    <span className="font-semibold">What to do:</span> {finding.advice}
                  </p>
                )}
                {!finding.passed && isMeasured(finding) && finding.advice && (
                  <p className="mt-1 text-sm text-slate-800">
                    <span className="font-semibold">Recommendation:</span> {finding.advice} (impact {LEVEL[finding.impact]},
                    effort {LEVEL[finding.effort]})
                  </p>
                )}
                {finding.urls.length > 0 && (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer text-brand-700">
                      {finding.urls.length} {finding.urls.length === 1 ? "page" : "pages"}
                    </summary>
                    <ul className="mt-1 list-disc space-y-0.5 pl-6">
                      {finding.urls.slice(0, 50).map((url) => (
                        <li key={url} className="break-all">
                          {url}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

const VERDICTS = {
  pass: { label: "Pass", Icon: CheckCircle2, icon: "text-green-700", badge: "bg-green-100 text-green-900" },
  fail: { label: "Fail", Icon: XCircle, icon: "text-red-700", badge: "bg-red-100 text-red-900" },
  unmeasured: { label: "Not measured", Icon: CircleDashed, icon: "text-slate-600", badge: "bg-slate-100 text-slate-900" },
  inapplicable: { label: "Does not apply", Icon: CircleDashed, icon: "text-slate-600", badge: "bg-slate-100 text-slate-900" },
};

/** A check's title with pass, fail or not measured, in words as well as colour. */
function Verdict({ finding }: { finding: FindingView }) {
  const verdict =
    VERDICTS[!isApplicable(finding) ? "inapplicable" : !isMeasured(finding) ? "unmeasured" : finding.passed ? "pass" : "fail"];
  return (
    <p className="flex items-start gap-2 font-semibold text-ink">
      <verdict.Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${verdict.icon}`} />
      <span>
        <span className="sr-only">{verdict.label}: </span>
        {finding.title}
      </span>
      <span className={`ml-auto shrink-0 rounded px-2 py-0.5 text-xs ${verdict.badge}`} aria-hidden="true">
        {verdict.label}
      </span>
    </p>
  );
}
