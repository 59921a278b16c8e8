import { dateTimeFormat } from "./agency-day";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** `2026-01-15T00:00:00.000Z` gives `January 15, 2026`, the same on the server and in the browser. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/**
 * An instant as the wall clock in `timeZone` shows it, "2026-03-02 23:30": digits
 * only (no localized words), so the server's render and the browser's agree.
 */
export function formatInZone(iso: string | Date, timeZone: string): string {
  const format = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(
    format.formatToParts(typeof iso === "string" ? new Date(iso) : iso).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Dates in the console's tables: UTC, to the minute, the same on the server and in the browser (no hydration mismatch). */
export function formatUtc(iso: string | null | undefined, fallback = "Never"): string {
  if (!iso) return fallback;
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
