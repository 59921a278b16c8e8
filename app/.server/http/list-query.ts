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

/** A query the page could not use: the first problem, named after its field ("status: Unknown pipeline status."). */
export type QueryProblem = { query: null; problem: string };

/**
 * `listQuery` for a page that shows a refused query beside its own filters
 * (a 400 with the form still there, or a plain-text refusal of an export)
 * rather than an error page: the query, or the problem named after its field.
 */
export function listQueryOrProblem<S extends z.ZodType>(
  request: Request | URL | string,
  schema: S,
): { query: z.output<S>; problem: null } | QueryProblem {
  const url = request instanceof Request ? request.url : request;
  try {
    return { query: parseQuery(url, schema), problem: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    const [field, message] = Object.entries(error.fields ?? {})[0] ?? [];
    return { query: null, problem: field && field !== "_" && message ? `${field}: ${message}` : error.message };
  }
}
