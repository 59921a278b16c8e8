import { Link } from "react-router";
import { useFormatDateTime } from "~/components/admin/format";
import { LEAD_SCORE_TEXT, type ScoreReason } from "~/lib/leads/scores";
import { LeadScoreBadge } from "./lead-score-badge";

export interface LeadScoreCardData {
  fit: number;
  engagement: number;
  grade: string;
  fitReasons: ScoreReason[];
  engagementReasons: ScoreReason[];
  ruleSetVersion: number;
  computedAt: Date | string;
}

function Reasons({ title, total, reasons }: { title: string; total: number; reasons: ScoreReason[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">
        {title}: {total} / 100
      </h3>
      {reasons.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {reasons.map((reason) => (
            <li key={reason.rule} className="flex justify-between gap-3">
              <span>
                {reason.label}
                {reason.detail ? <span className="block text-xs text-slate-700">{reason.detail}</span> : null}
              </span>
              <span className="whitespace-nowrap font-medium">+{reason.points}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">No rule fired.</p>
      )}
    </div>
  );
}

/** The lead page's score: its grade, the two scores and every rule that fired with its points. */
export function LeadScoreCard({ score }: { score: LeadScoreCardData | null }) {
  const formatDateTime = useFormatDateTime();
  return (
    <section aria-labelledby="lead-score" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lead-score" className="text-lg font-semibold text-ink">
        Score
      </h2>
      {score ? (
        <div className="mt-4 space-y-4">
          <p>
            <LeadScoreBadge grade={score.grade} fit={score.fit} engagement={score.engagement} />
          </p>
          <Reasons title="Fit" total={score.fit} reasons={score.fitReasons} />
          <Reasons title="Engagement" total={score.engagement} reasons={score.engagementReasons} />
          <p className="text-xs text-slate-700">
            Rules version {score.ruleSetVersion}, computed {formatDateTime(new Date(score.computedAt))}.{" "}
            <Link to="/lead-analyzer/scoring" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Scoring rules
            </Link>
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{LEAD_SCORE_TEXT.noScore}</p>
      )}
    </section>
  );
}
