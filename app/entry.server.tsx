import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { createLogger } from "~/.server/log";
import { type RequestInfo, requestContext } from "~/.server/request-context";
import { NonceProvider } from "~/lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log: requestLog } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject and are logged by the handler.
          if (shellRendered) (requestLog ?? createLogger()).error({ err: error }, "error while streaming a page");
        },
      },
    );
  });
}

/** Loader and action errors: logged once, with the request id, never sent to the visitor. */
export function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  // Aborted requests and deliberate answers such as 404 are not failures.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const path = new URL(request.url).pathname;
  let info: RequestInfo | undefined;
  try {
    info = context.get(requestContext);
  } catch {}
  // The server shapes and rate limits it: client mistakes get one short line (issue 9 B4).
  if (info?.reportError) info.reportError(error, path);
  else (info?.log ?? createLogger()).error({ err: error, url: path }, "unhandled error in a loader or action");
}
