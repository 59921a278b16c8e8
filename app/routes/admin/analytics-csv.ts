import { analyticsCsvResponse } from "~/.server/analytics/page";
import { listQueryOrProblem } from "~/.server/http/list-query";
import { staffRequest } from "~/.server/services-context";
import { agencyDay } from "~/lib/agency-day";
import { analyticsQuery } from "~/lib/analytics/range";
import type { Route } from "./+types/analytics-csv";

/** GET /admin/analytics.csv?from&to&table: one dashboard table as a CSV download. */
export function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  const range = listQueryOrProblem(request, analyticsQuery(agencyDay(new Date(), staff.services.config.agencyTimeZone)));
  return analyticsCsvResponse(staff, range);
}
