import { z } from "zod";
import { DAY_RANGE_TEXT, isSupportedDay } from "../day-range";

/**
 * The audit log view's filters, read from the address (a GET form, so a
 * filtered view can be bookmarked or shared). A value that makes no sense is
 * dropped and named in `problems`, never a 500.
 */
export interface AuditFilters {
  /** Part of the actor's e-mail address. */
  actor?: string;
  /** An action (`user.role`) or a prefix of one (`user.`). */
  action?: string;
  /** A subject id, or `type:id` (`user:abc`), or a subject type (`api_token`). */
  subject?: string;
  /** YYYY-MM-DD, UTC, inclusive. */
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseAuditFilters(params: URLSearchParams): { filters: AuditFilters; problems: string[] } {
  const problems: string[] = [];
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim() ?? "";
    if (!value) return undefined;
    if (value.length > max) {
      problems.push(`The ${name} filter can be at most ${max} characters.`);
      return undefined;
    }
    return value;
  };
  const day = (name: string) => {
    const value = params.get(name)?.trim() ?? "";
    if (!value) return undefined;
    if (DAY.test(value) && !isSupportedDay(value)) {
      problems.push(`The ${name} date ${DAY_RANGE_TEXT.outOfRange}.`);
      return undefined;
    }
    if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
      problems.push(`The ${name} date must be a date such as 2026-01-31.`);
      return undefined;
    }
    return value;
  };
  const rawPage = params.get("page") ?? "1";
  let page = 1;
  if (/^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
  else problems.push("The page must be a whole number from 1.");
  const filters: AuditFilters = {
    actor: text("actor", 254),
    action: text("action", 64),
    subject: text("subject", 200),
    from: day("from"),
    to: day("to"),
    page,
  };
  if (filters.from && filters.to && filters.from > filters.to) {
    problems.push("The from date must not be after the to date.");
    filters.to = undefined;
  }
  return { filters, problems };
}

/** A query-string value: the first when a name is repeated, as URLSearchParams.get reads it. */
const param = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional());

/** /super-admin/audit's query string, for `listQuery`: the filters and what was dropped from them. */
export const auditQuery = z
  .object({ actor: param, action: param, subject: param, from: param, to: param, page: param })
  .transform((raw) =>
    parseAuditFilters(
      new URLSearchParams(Object.entries(raw).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    ),
  );

/** /super-admin/metrics' query string: a range of the agency's days (YYYY-MM-DD), checked by the explorer. */
export const metricsRangeQuery = z.object({ from: param, to: param });
