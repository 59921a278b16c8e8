import { createHash } from "node:crypto";

/**
 * Crawler traps told by what they return, not by a count (issue 21,
 * finding 7: a bound of 10 query variants per path lost ?page=11 and 12 of
 * a real 12-page blog pagination).
 *
 * A query family is the URLs of one path with the same parameter names
 * (/blog?page=1, /blog?page=2... or /calendar?date=2026-11-27...). Each
 * fetched page of a family is reduced to its template: its main text with
 * the values that only grow masked out (numbers, month and weekday names),
 * so a calendar day that is the empty template with another date is the
 * same template as the day before. A family whose pages repeat a template
 * already seen `repeats` times is a trap: no more of its URLs are fetched.
 * A real pagination series has new posts on every page and goes on to the
 * crawl's cap.
 *
 * Parameters whose values only grow: a date parameter a calendar's "next"
 * links push on forever is refused once it names a day more than a year
 * after the crawl, whatever the pages say (past dates are an archive and
 * stay). A counter (?page=n) that only grows is a pagination series until
 * its pages repeat.
 *
 * The ceiling (far above any real series we expect a prospect's site to
 * have) stops a family whose pages all differ yet never end (a faceted
 * search of every combination): a safety net, not the detection.
 */

/** Why a URL is skipped: its query family is a trap, it is dated too far ahead, or at the safety ceiling (crawl_frontier.skip_reason). */
export const TRAP_SKIP_REASONS = { trap: "trap", future: "trap_future_date", ceiling: "query_ceiling" } as const;

/** A date parameter more than this far ahead of the crawl is a calendar running on, not a page anyone published. */
const DATE_HORIZON_MS = 366 * 86_400_000;
/** 2026-11-27, 2026-11, 2026/11/27, 20261127; a bare year only under a date-like name (?year=2031, not ?id=2031). */
const DATE_VALUE = /^(\d{4})(?:([-/]?)(\d{2})(?:\2(\d{2}))?)?$/;
const DATE_NAME = /date|year|yr|month|day|week|cal|from|to|start|end/i;

/** The latest date a URL's query names (null: none), read as the start of that day, month or year. */
export function queryDate(url: string): Date | null {
  let latest: Date | null = null;
  for (const [name, value] of new URL(url).searchParams) {
    const match = DATE_VALUE.exec(value.trim());
    if (!match) continue;
    const [, year, , month, day] = match;
    if (!month && !DATE_NAME.test(name)) continue;
    const y = Number(year);
    const m = month ? Number(month) : 1;
    const d = day ? Number(day) : 1;
    if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1 || d > 31) continue;
    const date = new Date(Date.UTC(y, m - 1, d));
    if (!latest || date > latest) latest = date;
  }
  return latest;
}

export interface TrapLimits {
  /** Pages of one family that repeat an earlier page's template before the family is a trap. */
  trapRepeats: number;
  /** URLs admitted per query family at most, whatever they return: the safety net. */
  queryFamilyCeiling: number;
}

/** The family of `url`: host, path and its sorted parameter names; null without a query. */
export function queryFamily(url: string): string | null {
  const parsed = new URL(url);
  if (!parsed.search) return null;
  const names = [...new Set(parsed.searchParams.keys())].sort();
  return `${parsed.host}${parsed.pathname}?${names.join("&")}`;
}

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const WEEKDAYS = "mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?";
const GROWING = new RegExp(`\\p{N}+|\\b(?:${MONTHS}|${WEEKDAYS})\\b`, "giu");

/** The page's text without its growing values, hashed: equal for two pages of one template. */
export function templateKey(text: string): string {
  const masked = text.toLowerCase().replace(GROWING, "#").replace(/\s+/g, " ").trim();
  return createHash("sha256").update(masked).digest("hex").slice(0, 32);
}

interface Family {
  admitted: number;
  templates: Set<string>;
  repeats: number;
  trapped: boolean;
}

export class TrapDetector {
  private readonly families = new Map<string, Family>();

  private readonly horizon: number;

  constructor(
    private readonly limits: TrapLimits,
    now = new Date(),
  ) {
    this.horizon = now.getTime() + DATE_HORIZON_MS;
  }

  private family(key: string): Family {
    let family = this.families.get(key);
    if (!family) {
      family = { admitted: 0, templates: new Set(), repeats: 0, trapped: false };
      this.families.set(key, family);
    }
    return family;
  }

  /** A URL joined the frontier (also when the index is rebuilt from the rows). */
  admitted(url: string) {
    const key = queryFamily(url);
    if (key) this.family(key).admitted++;
  }

  /** Marks the family of `url` a trap (a row skipped as one, read back after a takeover). */
  markTrapped(url: string) {
    const key = queryFamily(url);
    if (key) this.family(key).trapped = true;
  }

  /** Why a new URL may not join the frontier: its family is a trap, its date too far ahead, or at the ceiling; null when it may. */
  refusal(url: string): keyof typeof TRAP_SKIP_REASONS | null {
    const key = queryFamily(url);
    if (!key) return null;
    const family = this.families.get(key);
    if (family?.trapped) return "trap";
    const date = queryDate(url);
    if (date && date.getTime() > this.horizon) return "future";
    return family && family.admitted >= this.limits.queryFamilyCeiling ? "ceiling" : null;
  }

  /**
   * A fetched page's main text. True when it makes its family a trap now
   * (the caller stops the family's queued URLs).
   */
  observe(url: string, text: string): boolean {
    const key = queryFamily(url);
    if (!key) return false;
    const family = this.family(key);
    if (family.trapped) return false;
    const template = templateKey(text);
    if (family.templates.has(template)) family.repeats++;
    else family.templates.add(template);
    if (family.repeats < this.limits.trapRepeats) return false;
    family.trapped = true;
    return true;
  }

  isTrapped(url: string): boolean {
    const key = queryFamily(url);
    return key !== null && this.families.get(key)?.trapped === true;
  }
}
