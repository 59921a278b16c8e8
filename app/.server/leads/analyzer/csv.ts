import {
  ATTRIBUTION_MODELS,
  type AttributionAudience,
  type AttributionDimension,
  AUDIENCE_LABELS,
  DIMENSION_LABELS,
  FUNNEL_STAGES,
  MODEL_LABELS,
  STAGE_LABELS,
} from "~/lib/leads/analyzer";
import { csvRow } from "../../csv";
import type { AttributionReport } from "./attribution";
import type { FunnelReport } from "./funnel";
import type { SpeedReport } from "./speed";

const round = (value: number, places = 4) => Number(value.toFixed(places));

/**
 * The analyzer's CSV exports. Keys (campaigns, paths, referrers) come from
 * visitors' URLs, so they go through csvCell like every export: a key such as
 * `=HYPERLINK(...)` arrives as text, never as a formula. Only counts and
 * credits: no figure per admission or per patient (EKRA, see the page).
 */
export function attributionCsv(
  report: AttributionReport,
  audience: AttributionAudience,
  dimension: AttributionDimension,
): string {
  let out = csvRow([
    DIMENSION_LABELS[dimension],
    "Touches",
    ...ATTRIBUTION_MODELS.map((model) => `${MODEL_LABELS[model]} credit`),
  ]);
  for (const row of report.tables[audience][dimension]) {
    out += csvRow([row.key, round(row.touches), ...ATTRIBUTION_MODELS.map((model) => round(row[model]))]);
  }
  out += csvRow([`${AUDIENCE_LABELS[audience]} ${report.range.from} to ${report.range.to}`, report.totals[audience].leads]);
  return out;
}

export function funnelCsv(report: FunnelReport): string {
  let out = csvRow([
    "Range",
    report.dimension === "channel" ? "Channel" : "Landing page",
    ...FUNNEL_STAGES.map((stage) => STAGE_LABELS[stage]),
  ]);
  const rows = (label: string, list: FunnelReport["rows"]) => {
    for (const row of list) out += csvRow([label, row.key, ...FUNNEL_STAGES.map((stage) => row[stage])]);
  };
  rows(`${report.range.from} to ${report.range.to}`, report.rows);
  rows(`${report.previous.from} to ${report.previous.to}`, report.previousRows);
  return out;
}

export function speedCsv(report: SpeedReport): string {
  let out = csvRow(["Group", "Key", "Contacted", "Still waiting", "Median seconds", "90th percentile seconds"]);
  const groups = (label: string, list: SpeedReport["byHour"]) => {
    for (const group of list)
      out += csvRow([
        label,
        group.key,
        group.contacted,
        group.waiting,
        group.medianSeconds === null ? "" : round(group.medianSeconds, 1),
        group.p90Seconds === null ? "" : round(group.p90Seconds, 1),
      ]);
  };
  groups("All", [report.overall]);
  groups("Hour of day", report.byHour);
  groups("Weekday", report.byWeekday);
  groups("Staff", report.byStaff);
  return out;
}
