import { DataTable } from "~/components/ui/data-table";
import { SCORE_KEYS, SCORE_LABELS, type ScoreKey } from "~/lib/clients/client-dashboard";

/**
 * The trend of each score over the site's analyses: a small chart drawn as
 * SVG on the server (no chart library for a few dozen points), and the same
 * numbers in a table, which is what screen readers and tests read.
 */
export interface TrendPoint {
  id: string;
  finishedAt: string;
  scores: Partial<Record<string, number | null>>;
}

const WIDTH = 560;
const HEIGHT = 160;
const PAD = 24;
const COLORS: Record<ScoreKey, string> = {
  overall: "#0f172a",
  seo: "#1d4ed8",
  performance: "#b45309",
  accessibility: "#047857",
  content: "#7c3aed",
  compliance: "#be123c",
};

const day = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone });

const scoreOf = (point: TrendPoint, key: ScoreKey) => {
  const value = point.scores[key];
  return typeof value === "number" ? Math.round(value) : null;
};

export function ScoreTrend({ points, timeZone }: { points: TrendPoint[]; timeZone: string }) {
  const x = (index: number) => (points.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (value: number) => HEIGHT - PAD - (value * (HEIGHT - 2 * PAD)) / 100;
  const latest = points[points.length - 1];
  const summary = latest
    ? `Scores over ${points.length} analyses; latest overall ${scoreOf(latest, "overall") ?? "not measured"}.`
    : "No analyses yet.";
  return (
    <div className="space-y-4">
      <figure className="rounded-lg border border-slate-200 bg-white p-4">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-40 w-full" data-testid="score-chart">
          {[0, 50, 100].map((tick) => (
            <g key={tick}>
              <line x1={PAD} x2={WIDTH - PAD} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
              <text x={2} y={y(tick) + 4} fontSize="10" fill="#475569">
                {tick}
              </text>
            </g>
          ))}
          {SCORE_KEYS.map((key) => {
            const coords = points.flatMap((point, index) => {
              const value = scoreOf(point, key);
              return value === null ? [] : [`${x(index)},${y(value)}`];
            });
            if (coords.length === 0) return null;
            return (
              <g key={key}>
                <polyline points={coords.join(" ")} fill="none" stroke={COLORS[key]} strokeWidth={key === "overall" ? 3 : 1.5} />
                {coords.map((coord) => {
                  const [cx, cy] = coord.split(",");
                  return <circle key={coord} cx={cx} cy={cy} r={key === "overall" ? 3 : 2} fill={COLORS[key]} />;
                })}
              </g>
            );
          })}
        </svg>
        <figcaption className="mt-2 flex flex-wrap gap-3 text-xs text-slate-700">
          {SCORE_KEYS.map((key) => (
            <span key={key} className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-2 w-4 rounded" style={{ backgroundColor: COLORS[key] }} />
              {SCORE_LABELS[key]}
            </span>
          ))}
        </figcaption>
      </figure>
      <DataTable
        caption="Scores of each analysis"
        rows={[...points].reverse()}
        rowKey={(point) => point.id}
        testId="score-table"
        empty="No analysis of this site has finished yet."
        columns={[
          { id: "date", header: "Analysed", rowHeader: true, cell: (point) => day(point.finishedAt, timeZone) },
          ...SCORE_KEYS.map((key) => ({
            id: key,
            header: SCORE_LABELS[key],
            align: "right" as const,
            cell: (point: TrendPoint) => scoreOf(point, key) ?? "Not measured",
          })),
          {
            id: "report",
            header: "Report",
            cell: (point) => (
              <a
                className="font-medium text-brand-700 underline"
                href={`/client-dashboard/reports/${point.id}/report.pdf`}
                download
              >
                PDF<span className="sr-only"> report of {day(point.finishedAt, timeZone)}</span>
              </a>
            ),
          },
        ]}
      />
    </div>
  );
}
