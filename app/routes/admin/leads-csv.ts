import { listQueryOrProblem } from "~/.server/http/list-query";
import { leadsCsvResponse } from "~/.server/inbox/list/pages";
import { staffRequest } from "~/.server/services-context";
import { leadListQuerySchema } from "~/lib/inbox/query";
import type { Route } from "./+types/leads-csv";

/** GET /admin/leads.csv?<the inbox's filters>: the filtered list as a CSV download (audited). */
export function loader({ request, context }: Route.LoaderArgs) {
  return leadsCsvResponse(staffRequest(context), listQueryOrProblem(request, leadListQuerySchema));
}
