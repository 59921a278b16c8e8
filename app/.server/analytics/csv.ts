import type { AnalyticsTable } from "~/lib/analytics/range";
import { csvRow } from "../csv";
import type { AnalyticsReport } from "./report";

/** One dashboard table as CSV (formula-safe cells, see csvCell): the same rows the page shows. */
export function reportTableCsv(report: AnalyticsReport, table: AnalyticsTable): string {
  const rows: unknown[][] = (() => {
    switch (table) {
      case "pages":
      case "routes":
      case "referrers":
      case "sources":
      case "campaigns":
      case "devices":
        return [["key", "pageviews", "visitors"], ...report[table].map((row) => [row.key, row.views, row.visitors])];
      case "ctas":
        return [
          ["text", "section", "page", "link", "source", "clicks", "visitors", "click_through_rate"],
          ...report.ctas.map((row) => [
            row.text,
            row.section,
            row.path,
            row.link,
            row.source,
            row.clicks,
            row.visitors,
            row.ctr.toFixed(4),
          ]),
        ];
      case "vitals":
        return [
          ["route", "metric", "samples", "p75", "good", "needs_improvement", "poor"],
          ...report.vitals.map((row) => [row.route, row.metric, row.samples, row.p75, row.good, row.ni, row.poor]),
        ];
      case "notFound":
        return [
          ["path", "referrer", "title", "count"],
          ...report.notFound.map((row) => [row.path, row.referrer, row.title, row.count]),
        ];
      case "funnel":
      case "cityFunnel":
        return [
          ["landing_page", "route", "visits", "cta_click_visits", "lead_visits", "conversion"],
          ...report[table].map((row) => [row.landing, row.route, row.visits, row.cta, row.leads, row.conversion.toFixed(4)]),
        ];
      case "forms":
        return [["form", "starts", "submits"], ...report.forms.map((row) => [row.form, row.starts, row.submits])];
    }
  })();
  return `\uFEFF${rows.map(csvRow).join("")}`;
}
