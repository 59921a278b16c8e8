import { citiesCsv } from "~/.server/seo/locations/manager/route-actions";
import { staffRequest } from "~/.server/services-context";
import type { Route } from "./+types/location-manager-csv";

/** GET /location-manager/cities.csv: every city as CSV (audited), in columns the import reads back. */
export function loader({ context }: Route.LoaderArgs) {
  return citiesCsv(staffRequest(context));
}
