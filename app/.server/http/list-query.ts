import { data } from "react-router";
import type { z } from "zod";
import { isAppError } from "./app-error";
import { parseQuery } from "./parse-request";

/**
 * The socket for a loader that reads its query string (a list's filters, a
 * page number, a date range): the one parser, `parseQuery`, with the route's
 * zod schema. Defaults belong in the schema (`.catch(…)`), so a hand-edited
 * address falls back to them; what cannot be read at all (a control
 * character, which PostgreSQL would answer with an error, or a value the
 * schema refuses without a default) is a 400 in the one envelope, naming the
 * field, and the loader never runs its queries.
 *
 *   const filters = listQuery(request, leadListQuery);
 */
export function listQuery<S extends z.ZodType>(request: Request | URL | string, schema: S): z.output<S> {
  const url = request instanceof Request ? request.url : request;
  try {
    return parseQuery(url, schema);
  } catch (error) {
    if (isAppError(error))
      throw data(error.toJSON(), { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } });
    throw error;
  }
}
