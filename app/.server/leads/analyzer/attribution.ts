import {
  ATTRIBUTION_AUDIENCES,
  ATTRIBUTION_DIMENSIONS,
  ATTRIBUTION_MODELS,
  type AttributionAudience,
  type AttributionDimension,
  type AttributionModel,
  type DayRange,
  NO_CAMPAIGN,
} from "~/lib/leads/analyzer";
import { type JourneyVisit, UNKNOWN_CHANNEL } from "~/lib/leads/journeys";
import type { Db } from "../../db";
import { loadJourneys } from "../journeys/journey";
import { touchShares } from "./credit";
import { loadRangeLeads, type RangeLead } from "./range-leads";

/** One row of an attribution table: a channel, campaign, page... with its credit under each model. */
export type AttributionRow = { key: string; touches: number } & Record<AttributionModel, number>;

export interface AttributionReport {
  range: DayRange;
  /** Leads per audience; `unknown` of them had no journey. */
  totals: Record<AttributionAudience, { leads: number; unknown: number }>;
  /** tables[audience][dimension]: rows by credit under the linear model, largest first; "unknown" last. */
  tables: Record<AttributionAudience, Record<AttributionDimension, AttributionRow[]>>;
}

const QUALIFIED_STEP = 2;
const WON_STEP = 4;

export const inAudience = (lead: Pick<RangeLead, "reached">, audience: AttributionAudience) =>
  audience === "leads" || lead.reached >= (audience === "won" ? WON_STEP : QUALIFIED_STEP);

/** The keys a visit is credited to, with the part of its share each gets. */
function keysOf(visit: JourneyVisit, dimension: AttributionDimension): [string, number][] {
  switch (dimension) {
    case "channel":
      return [[visit.channel, 1]];
    case "campaign":
      return [[visit.utmCampaign?.trim().toLowerCase() || NO_CAMPAIGN, 1]];
    case "landingPage":
      return [[visit.landingPath, 1]];
    case "content":
      // The pages viewed in the visit share its credit equally, view by view (a page seen twice gets two parts).
      return visit.views.map((view) => [view.path, 1 / visit.views.length]);
  }
}

/**
 * First touch, last touch, linear, U-shaped and time decay credit for the
 * leads of a range (spam left out), for all leads, those that reached
 * qualified and those won, by channel, campaign, landing page and content.
 * Each lead hands out exactly 1 credit per model; a lead analytics did not
 * see hands its 1 to the "unknown" row of every table.
 */
export async function attributionReport(db: Db, range: DayRange, timeZone: string): Promise<AttributionReport> {
  const leads = await loadRangeLeads(db, range, timeZone);
  const journeys = await loadJourneys(db, leads, timeZone);
  const empty = () =>
    Object.fromEntries(ATTRIBUTION_DIMENSIONS.map((dimension) => [dimension, new Map<string, AttributionRow>()])) as Record<
      AttributionDimension,
      Map<string, AttributionRow>
    >;
  const acc = Object.fromEntries(ATTRIBUTION_AUDIENCES.map((audience) => [audience, empty()])) as Record<
    AttributionAudience,
    Record<AttributionDimension, Map<string, AttributionRow>>
  >;
  const totals = Object.fromEntries(ATTRIBUTION_AUDIENCES.map((audience) => [audience, { leads: 0, unknown: 0 }])) as Record<
    AttributionAudience,
    { leads: number; unknown: number }
  >;
  const row = (table: Map<string, AttributionRow>, key: string) => {
    let found = table.get(key);
    if (!found) {
      found = { key, touches: 0, first: 0, last: 0, linear: 0, uShaped: 0, timeDecay: 0 };
      table.set(key, found);
    }
    return found;
  };

  for (const lead of leads) {
    const visits = journeys.get(lead.id)?.visits ?? [];
    const audiences = ATTRIBUTION_AUDIENCES.filter((audience) => inAudience(lead, audience));
    for (const audience of audiences) {
      totals[audience].leads++;
      if (visits.length > 0) continue;
      totals[audience].unknown++;
      for (const dimension of ATTRIBUTION_DIMENSIONS) {
        const target = row(acc[audience][dimension], UNKNOWN_CHANNEL);
        target.touches++;
        for (const model of ATTRIBUTION_MODELS) target[model]++;
      }
    }
    if (visits.length === 0) continue;
    // Shares once per lead and model, keys once per visit and dimension; then added to each audience the lead is in.
    const shares = ATTRIBUTION_MODELS.map((model) => touchShares(visits, lead.createdAt, model));
    for (const dimension of ATTRIBUTION_DIMENSIONS) {
      visits.forEach((visit, index) => {
        for (const [key, part] of keysOf(visit, dimension)) {
          for (const audience of audiences) {
            const target = row(acc[audience][dimension], key);
            target.touches += part;
            ATTRIBUTION_MODELS.forEach((model, m) => {
              target[model] += (shares[m]?.[index] ?? 0) * part;
            });
          }
        }
      });
    }
  }

  const sorted = (table: Map<string, AttributionRow>) =>
    [...table.values()].sort((a, b) => {
      if ((a.key === UNKNOWN_CHANNEL) !== (b.key === UNKNOWN_CHANNEL)) return a.key === UNKNOWN_CHANNEL ? 1 : -1;
      return b.linear - a.linear || a.key.localeCompare(b.key);
    });
  const tables = Object.fromEntries(
    ATTRIBUTION_AUDIENCES.map((audience) => [
      audience,
      Object.fromEntries(ATTRIBUTION_DIMENSIONS.map((dimension) => [dimension, sorted(acc[audience][dimension])])),
    ]),
  ) as AttributionReport["tables"];
  return { range, totals, tables };
}
