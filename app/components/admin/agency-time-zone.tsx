import { createContext, type ReactNode, useContext } from "react";

/**
 * The agency's time zone in the back-office's components: the admin layout
 * reads AGENCY_TIME_ZONE from the configuration in its loader and provides it
 * here, so the server's render and the browser's show times and days in the
 * same zone as the reports count them (app/lib/agency-day.ts). There is no
 * default: a component outside the layout that asks for it is a mistake.
 */
const AgencyTimeZoneContext = createContext<string | null>(null);

export function AgencyTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <AgencyTimeZoneContext.Provider value={timeZone}>{children}</AgencyTimeZoneContext.Provider>;
}

export function useAgencyTimeZone(): string {
  const timeZone = useContext(AgencyTimeZoneContext);
  if (!timeZone) throw new Error("useAgencyTimeZone outside the back-office layout (routes/admin/layout.tsx)");
  return timeZone;
}
