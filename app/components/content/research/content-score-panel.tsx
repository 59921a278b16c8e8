import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import type { ContentBrief } from "~/lib/content/brief";
import { scoreContent } from "~/lib/content/score";

/**
 * The content score beside the editor (issue 24 item 2): recomputed in the
 * browser from the editor's current title and HTML, 150 ms after the writer
 * stops typing, against the record's latest ready brief. Lists the parts,
 * the missing terms and the unanswered questions; without a brief, a link to
 * New research for this record's place.
 */
const DEBOUNCE_MS = 150;
const MISSING_SHOWN = 12;

export function ContentScorePanel({
  brief,
  title,
  html,
  newResearchHref,
}: {
  brief: (ContentBrief & { id: number; version: number }) | null;
  title: string;
  html: string;
  newResearchHref: string;
}) {
  const [input, setInput] = useState({ title, html });
  useEffect(() => {
    const timer = setTimeout(() => setInput({ title, html }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [title, html]);
  const score = useMemo(() => (brief ? scoreContent(brief, input) : null), [brief, input]);

  return (
    <section
      aria-labelledby="content-score-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="content-score"
    >
      <h2 id="content-score-title" className="text-lg font-semibold text-ink">
        Content score
      </h2>
      {!brief || !score ? (
        <p className="text-sm">
          No brief yet:{" "}
          <Link to={newResearchHref} className="text-brand-700 underline underline-offset-2">
            create one
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="text-sm">
            <span className="text-3xl font-bold text-ink" data-testid="content-score-value" aria-live="polite">
              {score.score}
            </span>
            <span className="text-muted"> / 100</span>{" "}
            <Link to={`/content-research/briefs/${brief.id}`} className="text-brand-700 underline underline-offset-2">
              Brief version {brief.version}
            </Link>
          </p>
          <ul className="space-y-1 text-sm" aria-label="Score parts">
            {score.parts.map((part) => (
              <li key={part.id} data-part={part.id}>
                <span className="font-medium text-ink">
                  {part.label}: {Math.round(part.points)} of {part.max}
                </span>{" "}
                <span className="text-muted">({part.detail})</span>
              </li>
            ))}
          </ul>
          {score.missingTerms.length ? (
            <div>
              <h3 className="text-sm font-semibold text-ink">Missing terms</h3>
              <p className="text-sm" data-testid="missing-terms">
                {score.missingTerms.slice(0, MISSING_SHOWN).join(", ")}
                {score.missingTerms.length > MISSING_SHOWN ? ` and ${score.missingTerms.length - MISSING_SHOWN} more` : ""}
              </p>
            </div>
          ) : null}
          {score.missingQuestions.length ? (
            <div>
              <h3 className="text-sm font-semibold text-ink">Questions not answered yet</h3>
              <ul className="list-disc pl-5 text-sm" data-testid="missing-questions">
                {score.missingQuestions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
