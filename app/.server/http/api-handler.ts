import type { RouterContextProvider } from "react-router";
import { type RequestInfo, requestContext } from "../request-context";
import { AppError, errorResponse, INTERNAL_ERROR_MESSAGE, isAppError, jsonResponse, methodNotAllowed } from "./app-error";

/**
 * The socket every resource route plugs into. A route lists the methods it
 * answers; anything else is a 405 with `Allow`. A handler throws AppError for
 * a refusal (or returns any Response); an unexpected failure is logged once
 * with the request id and answered 500 in the envelope, without details.
 *
 *   const api = apiRoute({ POST: ({ request, context }) => ... });
 *   export const loader = api;
 *   export const action = api;
 */
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

export type ApiHandler = (args: ApiArgs) => Response | Promise<Response>;

export function apiRoute(handlers: Partial<Record<Method, ApiHandler>>): (args: ApiArgs) => Promise<Response> {
  const allowed = Object.keys(handlers) as Method[];
  const allow = allowed.includes("GET") ? [...allowed, "HEAD"] : allowed;
  return async (args) => {
    const method = args.request.method === "HEAD" ? "GET" : (args.request.method as Method);
    const handler = handlers[method];
    return answer(args, handler ? () => handler(args) : () => Promise.reject(methodNotAllowed(allow)));
  };
}

/** Runs `work`, turning an AppError into its envelope and anything else into a logged 500. */
export async function answer(
  args: Pick<ApiArgs, "request" | "context">,
  work: () => Response | Promise<Response>,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) return errorResponse(error);
    // Redirects throw Responses, and requireStaff throws data(...): they are answers, not failures.
    if (error instanceof Response) return error;
    if (isThrownData(error)) return jsonResponse(error.data, { status: error.init?.status ?? 500 });
    reportFailure(args, error);
    return errorResponse(new AppError("INTERNAL", INTERNAL_ERROR_MESSAGE));
  }
}

/** React Router's `data(body, init)` thrown from a loader or action. */
function isThrownData(value: unknown): value is { data: unknown; init?: { status?: number } } {
  return typeof value === "object" && value !== null && "data" in value && "init" in value;
}

function reportFailure(args: Pick<ApiArgs, "request" | "context">, error: unknown) {
  // A client that went away is not our failure.
  if (args.request.signal.aborted) return;
  let info: RequestInfo | undefined;
  try {
    info = args.context.get(requestContext);
  } catch {
    info = undefined;
  }
  const path = new URL(args.request.url).pathname;
  if (info?.reportError) info.reportError(error, path);
  else info?.log.error({ err: error, path }, "request failed");
}
