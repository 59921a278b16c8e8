import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { DEFAULT_DYNAMIC_CACHE_CONTROL } from "~/lib/cache-control";
import { privateAreaHeaders } from "~/lib/private-paths";
import { renderThroughCache } from "./http/caching/cached-pages";
import type { Exchange, Step } from "./http/pipeline";
import { requestOrigin } from "./http/security";
import { type RequestInfo, requestContext } from "./request-context";
import type { Services } from "./services";
import { servicesContext } from "./services-context";

/**
 * The last step: React Router renders the page or runs the action. We turn
 * the Node request into a Fetch Request ourselves so that its URL carries
 * PUBLIC_URL's origin, never a Host header a client made up (issue 9 B5),
 * and so a private area's headers are put on the response before it is
 * written, whatever a route set (no patched `res.writeHead`).
 */
export function reactRouterStep(options: {
  build: () => Promise<ServerBuild>;
  /** The app's assembly, handed to loaders and actions; its rendered-page cache holds cache candidates. */
  services: Services;
  mode: "development" | "production";
  publicUrl: string;
  /** Whether this request may be served from and stored in the page cache (see cached-pages.ts). */
  cacheKey(exchange: Exchange): string | null;
  /** The per-request values loaders and actions read (request id, nonce, logger, client address). */
  requestInfo(exchange: Exchange): RequestInfo;
  isPrivate(pathname: string): boolean;
}): Step {
  const render = requestHandlerFor(options.build, options.mode);
  const publicUrl = new URL(options.publicUrl);
  const contextFor = (info: RequestInfo) => {
    const context = new RouterContextProvider();
    context.set(requestContext, info);
    context.set(servicesContext, options.services);
    return context;
  };
  return async (exchange) => {
    const { req, res, pathname, nonce } = exchange;
    const info = options.requestInfo(exchange);
    const key = options.cacheKey(exchange);
    res.setHeader("X-Cache", key === null ? "BYPASS" : "MISS");
    const isPrivate = options.isPrivate(pathname);
    // Routes opt into shared caching; anything else rendered here is not stored by shared caches.
    if (!isPrivate) res.setHeader("Cache-Control", DEFAULT_DYNAMIC_CACHE_CONTROL);
    if (key !== null) {
      await renderThroughCache({
        req,
        res,
        key,
        pathname,
        nonce,
        origin: options.publicUrl,
        cache: options.services.renderedPages,
        handle: (request) => render(request, contextFor(info)),
      });
      return;
    }
    const request = createRequest(req, res, requestOrigin(req, publicUrl));
    let response = await render(request, contextFor(info));
    if (isPrivate) response = withHeaders(response, privateHeadersFor(response));
    // A page rendered for a signed-in person or an access code (header login options) is theirs alone: no shared cache.
    else if (info.staff || info.client || /[?&]access_code=/.test(req.url ?? ""))
      response = withHeaders(response, PERSONAL_PAGE_HEADERS);
    if (res.destroyed || request.signal.aborted) return;
    await sendResponse(res, response);
  };
}

/**
 * React Router's handler. Given a function, React Router loads the build and
 * derives its routes (route tree, matcher ranking) again on every request,
 * which development needs for hot reload; in production the build never
 * changes, so it is loaded once and the handler made from the build itself:
 * about 1.5 ms less per request on these machines (bench/chat.bench.ts).
 */
function requestHandlerFor(build: () => Promise<ServerBuild>, mode: "development" | "production") {
  if (mode === "development") return createRequestHandler(build, mode);
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (request: Request, context: RouterContextProvider) => {
    handler ??= build().then(
      (loaded) => createRequestHandler(loaded, mode),
      (error: unknown) => {
        // A failed load is tried again by the next request, not remembered.
        handler = undefined;
        throw error;
      },
    );
    return (await handler)(request, context);
  };
}

const PERSONAL_PAGE_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * The private area's headers for a response. An event stream keeps
 * `no-transform` (event-stream.ts): without it the compression step buffers
 * the stream and the browser sees no event (the inbox's new-leads stream
 * under /api/admin, issue 25).
 */
function privateHeadersFor(response: Response): Record<string, string> {
  if (!response.headers.get("content-type")?.startsWith("text/event-stream")) return privateAreaHeaders;
  return { ...privateAreaHeaders, "Cache-Control": "no-store, no-transform" };
}

/** The response with these headers set over the route's own. */
function withHeaders(response: Response, headers: Record<string, string>) {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy them.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
