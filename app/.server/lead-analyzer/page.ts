import { leadAnalyzerQuerySchema } from "~/lib/lead-analyzer";
import type { Db } from "../db/client";
import { attributionReport } from "./attribution";
import { funnelReport } from "./funnel";
import { readQuery } from "./read-query";
import { speedReport } from "./speed";

/** The page's query as typed, to show back in the form (bounded: a hostile query is not echoed whole). */
function paramsOf(url: URL) {
  const get = (key: string) => url.searchParams.get(key)?.slice(0, 40) ?? undefined;
  return { from: get("from"), to: get("to") };
}

/** /lead-analyzer's data: the three reports for the asked range, or a 400 that says why not. */
export async function leadAnalyzerPage(db: Db, url: URL, now: Date, timeZone: string) {
  const params = paramsOf(url);
  const read = readQuery(url, leadAnalyzerQuerySchema, now, timeZone);
  if (!read.ok) return { ...read, params };
  const { query, range } = read;
  const funnelBy = query.funnelBy ?? "channel";
  const [attribution, funnel, speed] = [
    await attributionReport(db, range, timeZone),
    await funnelReport(db, range, timeZone, funnelBy),
    await speedReport(db, range, timeZone, now),
  ];
  return {
    ok: true as const,
    params,
    page: {
      range,
      dimension: query.dimension ?? "channel",
      audience: query.audience ?? "leads",
      attribution,
      funnel,
      speed,
    },
  };
}
