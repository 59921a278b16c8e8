import { actorOf, requireStaff } from "~/.server/auth/staff";
import { csvRow } from "~/.server/csv";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/location-manager-csv";

/** GET /location-manager/cities.csv: every city as CSV (audited), in columns the import reads back. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { clientIp } = context.get(requestContext);
  const rows = await context.get(servicesContext).locationManager.exportRows({ actor: actorOf(staff), clientIp });
  const body = [
    csvRow(["city", "state", "slug", "population", "lat", "lng", "timezone", "major", "published_pages", "url"]),
    ...rows.map((row) =>
      csvRow([
        row.name,
        row.stateAbbreviation,
        row.slug,
        row.population,
        row.latitude,
        row.longitude,
        row.timeZone,
        row.isMajor ? "yes" : "no",
        row.published,
        `/locations/${row.stateSlug}/${row.slug}`,
      ]),
    ),
  ].join("");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="cities.csv"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
