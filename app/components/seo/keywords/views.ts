import type { KeywordQuery, KeywordSource, KeywordView } from "~/lib/seo/keywords";
import { NO_VOLUME } from "~/lib/seo/keywords";

/** What the keyword research page shows, as the loader sends it (the store's rows, read-only here). */
export interface KeywordSetView {
  id: number;
  source: KeywordSource;
  fileName: string | null;
  parts: string[];
  importedBy: string | null;
  importedAt: Date | string;
  keywordCount: number;
}

export interface KeywordRowView {
  id: number;
  keyword: string;
  intent: string;
  volume: number | null;
  difficulty: number | null;
  position: number | null;
  previousPosition: number | null;
  isNew: boolean;
  clicks: number | null;
  previousClicks: number | null;
  impressions: number | null;
  ctr: number | null;
  url: string | null;
  cluster: string | null;
}

export interface KeywordListView {
  total: number;
  page: number;
  pageCount: number;
  previous: { id: number } | null;
  rows: KeywordRowView[];
}

export interface ClusterRowView {
  id: string;
  head: string;
  size: number;
  keywords: string[];
  impressions: number | null;
  volume: number | null;
  intents: string[];
  page: { path: string; reason: string | null } | null;
  gap: boolean;
}

export interface OpportunityRowView {
  kind: "striking-distance" | "low-ctr" | "cannibalisation" | "thin-or-noindex";
  keyword: string;
  clicks: number;
  impressions: number;
  ctr: number | null;
  position: number | null;
  pages: { url: string; impressions: number }[];
  detail: string;
}

export type CompetitorView =
  | { error: string }
  | {
      ourPath: string | null;
      pagesCompared: number;
      terms: { term: string; pages: number; share: number }[];
      headings: { heading: string; url: string }[];
    };

export const VIEW_LABELS: Record<KeywordView, string> = {
  keywords: "Keywords",
  clusters: "Clusters",
  opportunities: "Opportunities",
  competitors: "Competitor terms",
};

/** The page's address with the query changed (page 1 and empty values left out). */
export function keywordHref(query: KeywordQuery, setId: number | undefined, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, set: setId ? String(setId) : undefined, ...changes }))
    if (value !== undefined && value !== "" && !(key === "page" && value === "1")) params.set(key, String(value));
  const search = params.toString();
  return `/keyword-research${search ? `?${search}` : ""}`;
}

/** A number as the tables show it; no value is never a guess but "not imported". */
export const num = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? NO_VOLUME : value.toLocaleString("en-US", { maximumFractionDigits: digits });
export const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? NO_VOLUME : `${(value * 100).toFixed(1)}%`;
export const linkClass = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";
