import type { ServerResponse } from "node:http";

/**
 * The methods this server answers: what React Router's loaders and actions
 * handle (GET, POST, PUT, PATCH, DELETE) and HEAD. Anything else (TRACE and
 * CONNECT, which the Fetch API cannot even represent, PROPFIND, made-up
 * tokens) gets 405 with `Allow` before it reaches the router, instead of a
 * 500 and a stack trace in the log. OPTIONS answers 204 with the same list.
 */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);
const ALLOW = ALLOWED_METHODS.join(", ");

/** Answers a request whose method we do not serve; returns whether it did. */
export function refuseUnsupportedMethod(method: string | undefined, res: ServerResponse): boolean {
  if (method !== undefined && allowed.has(method)) return false;
  if (method === "OPTIONS") {
    res.writeHead(204, { Allow: ALLOW, "Cache-Control": "no-store" }).end();
    return true;
  }
  res
    .writeHead(405, { Allow: ALLOW, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .end("Method Not Allowed\n");
  return true;
}
