import type { IncomingMessage, ServerResponse } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import { isPrivatePath } from "~/lib/private-paths";
import { type HeadValues, type OwnHeaders, writeHitHead } from "./hit-head";
import {
  type CachedPage,
  cachedBodyLength,
  isAnonymousRequest,
  isCacheableResponse,
  type PageCache,
  pageCacheKey,
  pickEncoding,
  renderCachedPage,
} from "./page-cache";

/**
 * The HTTP side of the page cache: which requests may use it, answering a
 * hit, and rendering a miss through React Router so the result can be kept.
 * Responses carry `X-Cache: HIT`, `MISS` (may be stored) or `BYPASS`.
 */

/**
 * A path the URL parser would give back unchanged and that decodes to
 * itself: segments of letters, digits, `-`, `_`, `~` and inner dots (none
 * starting with a dot, so no `.` or `..`), no `%`, no query.
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;
export const isPlainPath = (url: string) => PLAIN_PATH.test(url);

/** The cache key for this request, or null when it must go around the cache. */
export function cacheKeyFor(req: IncomingMessage, pathname: string): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (isPrivatePath(pathname) || !isAnonymousRequest(req.headers)) return null;
  // Most requests name a plain path: its key is itself, with no URL to parse.
  if (req.url && isPlainPath(req.url)) return req.url;
  try {
    return pageCacheKey(new URL(req.url ?? "/", "http://local"));
  } catch {
    return null;
  }
}

/**
 * Whether a path may name a page React Router renders: files (a dot in the
 * last segment), images and APIs never do. Only these wait for another
 * request's render of the same page (server.ts, servePageCache).
 */
export function mayBePage(pathname: string): boolean {
  if (pathname.startsWith("/api/") || pathname.startsWith("/images/") || pathname.startsWith("/assets/")) return false;
  return !pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

/**
 * Answers from the cache when it holds the page; returns whether it did.
 * The head is the page's made-once head filled with this response's nonce,
 * request id and date (hit-head.ts); `own` gives the headers every response
 * carries besides the page's (the security headers), to make it.
 */
export function serveCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  values: HeadValues & { https: boolean; close: boolean },
  cache: PageCache,
  own: OwnHeaders,
): boolean {
  const entry = cache.get(key);
  if (!entry) return false;
  if (Buffer.byteLength(values.nonce) !== entry.nonceLength) {
    // A nonce of another length (our server never makes one) changes the body's length: the head is made afresh.
    const headers = own(values.nonce, values.requestId, values.pathname, values.https);
    sendEntry(req, res, entry, values.nonce, "HIT", values.close ? { ...headers, Connection: "close" } : headers);
    return true;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  writeHitHead(res, entry, encoding, values, own);
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  const rendered = renderCachedPage(entry, values.nonce, encoding);
  // The body goes back to the page's pool once written; a dropped connection just leaves it to the GC.
  res.end(rendered.body, () => rendered.release());
  return true;
}

/** A page sent from its entry through writeHead: just rendered and stored (so it is sent as every later hit will be), or an odd nonce. */
function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedPage,
  nonce: string,
  state: "HIT" | "MISS",
  ownHeaders: Record<string, string> = {},
) {
  const encoding = pickEncoding(req.headers["accept-encoding"] as string | undefined);
  const rendered = req.method === "HEAD" ? undefined : renderCachedPage(entry, nonce, encoding);
  const headers: Record<string, string | number> = {
    ...ownHeaders,
    ...entry.headers,
    "Content-Length": rendered?.body.length ?? cachedBodyLength(entry, encoding),
    "X-Cache": state,
  };
  if (encoding === "gzip") headers["Content-Encoding"] = "gzip";
  res.writeHead(entry.status, headers);
  if (rendered) res.end(rendered.body, () => rendered.release());
  else res.end();
}

/**
 * Renders a cache candidate with React Router. A response that may be
 * stored is read whole, stored and sent from the entry; anything else
 * streams through as usual.
 */
export async function renderThroughCache(options: {
  req: IncomingMessage;
  res: ServerResponse;
  key: string;
  pathname: string;
  nonce: string;
  /** The site's public origin: cached pages never depend on the request's Host header. */
  origin: string;
  handle(request: Request): Promise<Response>;
  cache: PageCache;
}) {
  const { req, res, key, pathname, nonce, cache } = options;
  const renderedAtVersion = cache.version;
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (name.startsWith(":") || name.toLowerCase() === "host") continue;
    try {
      headers.append(name, req.rawHeaders[i + 1]!);
    } catch {
      // A header the Fetch API refuses cannot matter to a public page.
    }
  }
  const request = new Request(new URL(req.url ?? "/", options.origin), {
    method: req.method,
    headers,
    signal: controller.signal,
  });
  const response = await options.handle(request);

  if (req.method === "GET" && response.body && isCacheableResponse(pathname, response.status, response.headers)) {
    const body = Buffer.from(await response.arrayBuffer());
    const entry = cache.set(key, { path: pathname, body, nonce, headers: response.headers, renderedAtVersion });
    // Stored or not, requests that waited for this render go on (server.ts, servePageCache).
    cache.releaseRender(res);
    if (entry) return sendEntry(req, res, entry, nonce, "MISS");
    res.writeHead(response.status, nodeHeaders(response.headers));
    res.end(body);
    return;
  }
  cache.releaseRender(res);
  res.writeHead(response.status, nodeHeaders(response.headers));
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  await writeReadableStreamToWritable(response.body, res);
}

function nodeHeaders(headers: Headers) {
  const result: Record<string, string | string[]> = {};
  headers.forEach((value, name) => {
    if (name !== "set-cookie") result[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) result["set-cookie"] = cookies;
  return result;
}
