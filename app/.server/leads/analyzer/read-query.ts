import type { z } from "zod";
import { firstIssue } from "~/lib/first-issue";
import {
  type DayRange,
  type leadAnalyzerCsvQuerySchema,
  type leadAnalyzerQuerySchema,
  resolveLeadRange,
} from "~/lib/leads/analyzer";

export type Refused = { ok: false; status: 400; message: string };

/** Keys the page and the CSV understand; any other query key is refused rather than ignored. */
const KNOWN = new Set(["from", "to", "dimension", "audience", "funnelBy", "report", "model"]);

/** The analyzer's query from a URL: parsed, its range resolved; or a 400 that says what is wrong. */
export function readQuery<S extends typeof leadAnalyzerQuerySchema | typeof leadAnalyzerCsvQuerySchema>(
  url: URL,
  schema: S,
  now: Date,
  timeZone: string,
): { ok: true; query: z.infer<S>; range: DayRange } | Refused {
  for (const key of url.searchParams.keys())
    if (!KNOWN.has(key)) return { ok: false, status: 400, message: `Unknown parameter "${key.slice(0, 40)}".` };
  for (const key of KNOWN)
    if (url.searchParams.getAll(key).length > 1) return { ok: false, status: 400, message: `"${key}" is given more than once.` };
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return { ok: false, status: 400, message: firstIssue(parsed.error) };
  const range = resolveLeadRange(parsed.data, now, timeZone);
  if ("error" in range) return { ok: false, status: 400, message: range.error };
  return { ok: true, query: parsed.data as z.infer<S>, range };
}
