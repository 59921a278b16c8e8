import { agencyDay, shiftDay } from "~/lib/agency-day";
import { leadAnalyzerQuerySchema } from "~/lib/leads/analyzer";
import type { Db } from "../../db";
import { attributionReport } from "./attribution";
import { funnelReport } from "./funnel";
import { readQuery } from "./read-query";
import { speedReport } from "./speed";

/** The page's query as typed, to show back in the form (bounded: a hostile query is not echoed whole). */
function paramsOf(url: URL) {
  const get = (key: string) => url.searchParams.get(key)?.slice(0, 40) ?? undefined;
  return { from: get("from"), to: get("to") };
}

/**
 * /lead-analyzer's data: the three reports for the asked range, or a 400 that says why not. `retentionDays`
 * (ANALYTICS_RETENTION_DAYS): when the funnel's ranges reach back further, `visitsKeptFrom` says from which day its
 * visit steps are counted.
 */
export async function leadAnalyzerPage(db: Db, url: URL, now: Date, timeZone: string, retentionDays: number) {
  const params = paramsOf(url);
  const read = readQuery(url, leadAnalyzerQuerySchema, now, timeZone);
  if (!read.ok) return { ...read, params };
  const { query, range } = read;
  const funnelBy = query.funnelBy ?? "channel";
  // The first whole day whose raw page views the nightly job still keeps.
  const keptFrom = shiftDay(agencyDay(new Date(now.getTime() - retentionDays * 86_400_000), timeZone), 1);
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
      visitsKeptFrom: funnel.previous.from < keptFrom ? keptFrom : null,
      retentionDays,
    },
  };
}
