import { RouterContextProvider } from "react-router";
import type { ApiArgs } from "~/.server/http/api-handler";
import { type RequestInfo, requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/**
 * Calls a route module's loader or action as React Router does: with the
 * request, its params and a context holding the services and the request's
 * info. For unit tests that go through the route's socket (`apiRoute`'s
 * 405 and its envelope for a body the socket refuses) rather than around it.
 * `services` may hold only what the route reads.
 */
export function callRoute<R>(
  handler: (args: ApiArgs) => R,
  request: Request,
  options: { services: object; info: RequestInfo; params?: Record<string, string | undefined> },
): R {
  const context = new RouterContextProvider();
  context.set(servicesContext, options.services as never);
  context.set(requestContext, options.info);
  return handler({ request, params: options.params ?? {}, context });
}
