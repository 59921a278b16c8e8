import { dateTimeFormat } from "~/lib/agency-day";
import { useAgencyTimeZone } from "./agency-time-zone";

/**
 * How the back-office shows times: in the agency's time zone (AGENCY_TIME_ZONE,
 * the zone every report counts days in), with the zone named.
 */
export function formatDateTime(value: Date | string | null | undefined, timeZone: string): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/** `formatDateTime` in the agency's zone, from the back-office layout (app/components/admin/agency-time-zone.tsx). */
export function useFormatDateTime(): (value: Date | string | null | undefined) => string {
  const timeZone = useAgencyTimeZone();
  return (value) => formatDateTime(value, timeZone);
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} days`;
}

export function formatShare(share: number | null): string {
  return share === null ? "No leads" : `${Math.round(share * 1000) / 10}%`;
}
