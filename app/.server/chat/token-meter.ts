import { agencyDay } from "~/lib/agency-day";
import type { Db } from "../db";
import { tokensUsedToday } from "./conversations";

/**
 * The daily token budget's reading, kept for a few seconds: summing today's
 * messages on every turn would put a growing query in front of every first
 * token. This instance adds its own usage at once; other instances' usage
 * shows within `ttlMs`, so the budget can be overrun by a few seconds of
 * traffic, never by more.
 */
export interface TokenMeter {
  usedToday(db: Db): Promise<number>;
  add(tokens: number): void;
}

/** `timeZone`: the agency's (config.agencyTimeZone); the budget starts afresh at its midnight. */
export function createTokenMeter(timeZone: string, ttlMs = 5_000): TokenMeter {
  let reading: { value: number; at: number; day: string } | undefined;
  let pending: Promise<number> | undefined;
  const today = () => agencyDay(new Date(), timeZone);
  return {
    async usedToday(db) {
      if (reading && reading.day === today() && Date.now() - reading.at < ttlMs) return reading.value;
      pending ??= tokensUsedToday(db, timeZone)
        .then((value) => {
          reading = { value, at: Date.now(), day: today() };
          return value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    add(tokens) {
      if (reading && reading.day === today()) reading.value += tokens;
    },
  };
}
