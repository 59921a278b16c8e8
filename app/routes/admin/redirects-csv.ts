import { redirectsCsv } from "~/.server/seo/redirects/route-actions";
import { staffRequest } from "~/.server/services-context";
import type { Route } from "./+types/redirects-csv";

/** GET /admin/redirects.csv: every redirect as CSV (audited), in the columns the import reads back. */
export function loader({ context }: Route.LoaderArgs) {
  return redirectsCsv(staffRequest(context));
}
