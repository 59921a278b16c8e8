import { leadAnalyzerCsvQuerySchema } from "~/lib/leads/analyzer";
import type { Db } from "../../db";
import { attributionReport } from "./attribution";
import { attributionCsv, funnelCsv, speedCsv } from "./csv";
import { funnelReport } from "./funnel";
import { readQuery } from "./read-query";
import { speedReport } from "./speed";

/** One of the analyzer's reports as a CSV file, or a 400 that says what is wrong with the query. */
export async function leadAnalyzerCsv(db: Db, url: URL, now: Date, timeZone: string) {
  const read = readQuery(url, leadAnalyzerCsvQuerySchema, now, timeZone);
  if (!read.ok) return read;
  const { query, range } = read;
  const report = query.report ?? "attribution";
  const name = `lead-analyzer-${report}-${range.from}-${range.to}.csv`;
  let body: string;
  if (report === "attribution") {
    const audience = query.audience ?? "leads";
    body = attributionCsv(await attributionReport(db, range, timeZone), audience, query.dimension ?? "channel");
  } else if (report === "funnel") {
    body = funnelCsv(await funnelReport(db, range, timeZone, query.funnelBy ?? "channel"));
  } else {
    body = speedCsv(await speedReport(db, range, timeZone, now));
  }
  return { ok: true as const, report, range, name, body };
}
