import {
  CANNIBAL_MIN_SHARE,
  expectedCtr,
  LOW_CTR_FACTOR,
  LOW_CTR_MIN_IMPRESSIONS,
  STRIKING_MAX_POSITION,
  STRIKING_MIN_POSITION,
} from "~/lib/seo/keywords";

/**
 * Opportunities from one Search Console import, a pure function of its rows
 * (the rules and their constants are in app/lib/seo/keywords.ts):
 * - striking distance: average position from 8 to 20 with impressions;
 * - low click-through: on page one, CTR below half of what the position
 *   should give (EXPECTED_CTR_BY_POSITION), with at least 100 impressions;
 * - cannibalisation: two or more of our pages each taking at least 5 % of a
 *   query's impressions (needs query+page rows);
 * - thin or noindex page: a query whose page (the query+page rows' page
 *   with most impressions, or the keyword's URL) is noindex or thin, as
 *   `pageState` says.
 * Each list is sorted by impressions (most first), then by query.
 */
export interface QueryRow {
  keyword: string;
  normalized: string;
  clicks: number | null;
  impressions: number | null;
  ctr: number | null;
  position: number | null;
  url: string | null;
}

export interface PageRow {
  query: string | null;
  normalized: string | null;
  page: string;
  clicks: number;
  impressions: number;
  position: number | null;
}

export type PageState = { noindex: boolean; thin: boolean; words: number | null; reason: string } | null;

export interface Opportunity {
  kind: "striking-distance" | "low-ctr" | "cannibalisation" | "thin-or-noindex";
  keyword: string;
  clicks: number;
  impressions: number;
  ctr: number | null;
  position: number | null;
  /** Pages concerned: one, or each competing page for cannibalisation. */
  pages: { url: string; clicks: number; impressions: number; position: number | null }[];
  /** Why it is listed, in words. */
  detail: string;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const byImpressions = (a: Opportunity, b: Opportunity) =>
  b.impressions - a.impressions || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0);

export function findOpportunities(input: {
  queries: readonly QueryRow[];
  pageRows: readonly PageRow[];
  pageState: (url: string) => PageState;
}): Opportunity[] {
  const pagesByQuery = new Map<string, PageRow[]>();
  for (const row of input.pageRows) {
    if (!row.normalized) continue;
    const list = pagesByQuery.get(row.normalized);
    if (list) list.push(row);
    else pagesByQuery.set(row.normalized, [row]);
  }
  const pageList = (rows: readonly PageRow[]) =>
    [...rows]
      .sort((a, b) => b.impressions - a.impressions || (a.page < b.page ? -1 : 1))
      .map((row) => ({ url: row.page, clicks: row.clicks, impressions: row.impressions, position: row.position }));

  const striking: Opportunity[] = [];
  const lowCtr: Opportunity[] = [];
  const cannibal: Opportunity[] = [];
  const weak: Opportunity[] = [];
  for (const query of input.queries) {
    const impressions = query.impressions ?? 0;
    const clicks = query.clicks ?? 0;
    const ctr = query.ctr ?? (impressions ? clicks / impressions : null);
    const rows = pagesByQuery.get(query.normalized) ?? [];
    const pages = rows.length
      ? pageList(rows)
      : query.url
        ? [{ url: query.url, clicks, impressions, position: query.position }]
        : [];
    const base = { keyword: query.keyword, clicks, impressions, ctr, position: query.position, pages };
    const position = query.position;
    if (position !== null && position >= STRIKING_MIN_POSITION && position <= STRIKING_MAX_POSITION && impressions > 0)
      striking.push({
        ...base,
        kind: "striking-distance",
        detail: `Average position ${position.toFixed(1)}: on the edge of page one.`,
      });
    if (position !== null && position <= 10.5 && impressions >= LOW_CTR_MIN_IMPRESSIONS && ctr !== null) {
      const expected = expectedCtr(position);
      if (ctr < expected * LOW_CTR_FACTOR)
        lowCtr.push({
          ...base,
          kind: "low-ctr",
          detail: `CTR ${percent(ctr)} at position ${position.toFixed(1)}, where about ${percent(expected)} is usual.`,
        });
    }
    const total = rows.reduce((sum, row) => sum + row.impressions, 0);
    const competing = rows.filter((row) => row.impressions > 0 && row.impressions >= total * CANNIBAL_MIN_SHARE);
    if (new Set(competing.map((row) => row.page)).size >= 2)
      cannibal.push({
        ...base,
        kind: "cannibalisation",
        pages: pageList(competing),
        detail: `${competing.length} of our pages take impressions for this query.`,
      });
    const main = pages[0];
    const state = main ? input.pageState(main.url) : null;
    if (main && state && (state.noindex || state.thin))
      weak.push({ ...base, kind: "thin-or-noindex", pages: [main], detail: state.reason });
  }
  return [
    ...striking.sort(byImpressions),
    ...lowCtr.sort(byImpressions),
    ...cannibal.sort(byImpressions),
    ...weak.sort(byImpressions),
  ];
}
