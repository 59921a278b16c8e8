import { listQuery } from "~/.server/http/list-query";
import { keywordExportResponse } from "~/.server/seo/keywords/export";
import { staffRequest } from "~/.server/services-context";
import { keywordExportSchema } from "~/lib/seo/keywords";
import type { Route } from "./+types/keyword-research-csv";

/** GET /keyword-research/export.csv?view=&set=: one view of a keyword set as CSV (audited). */
export function loader({ request, context }: Route.LoaderArgs) {
  return keywordExportResponse(staffRequest(context), listQuery(request, keywordExportSchema));
}
