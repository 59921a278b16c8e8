import { type AttributionModel, TIME_DECAY_HALF_LIFE_DAYS } from "~/lib/leads/analyzer";
import type { JourneyVisit } from "~/lib/leads/journeys";

const HALF_LIFE_MS = TIME_DECAY_HALF_LIFE_DAYS * 86_400_000;

/**
 * The share of one lead each touch (visit, oldest first) gets under a model;
 * the shares add up to 1. HubSpot's definitions:
 * - first / last touch: all to the first / last visit;
 * - linear: equal shares;
 * - U-shaped: 40% first, 40% last, 20% split over the ones between; one
 *   touch gets 100%, two get 50/50 (there is no middle to give 20% to);
 * - time decay: weight 2^(-age / 7 days), age taken at the lead's time from
 *   the visit's start, then normalised.
 */
export function touchShares(visits: readonly Pick<JourneyVisit, "startedAt">[], leadAt: Date, model: AttributionModel): number[] {
  const n = visits.length;
  if (n === 0) return [];
  if (n === 1) return [1];
  switch (model) {
    case "first":
      return visits.map((_, i) => (i === 0 ? 1 : 0));
    case "last":
      return visits.map((_, i) => (i === n - 1 ? 1 : 0));
    case "linear":
      return visits.map(() => 1 / n);
    case "uShaped":
      if (n === 2) return [0.5, 0.5];
      return visits.map((_, i) => (i === 0 || i === n - 1 ? 0.4 : 0.2 / (n - 2)));
    case "timeDecay": {
      const weights = visits.map((visit) => 2 ** (-Math.max(0, leadAt.getTime() - visit.startedAt.getTime()) / HALF_LIFE_MS));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      return weights.map((weight) => weight / total);
    }
  }
}
