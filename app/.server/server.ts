import { randomFillSync, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import type { ServerBuild } from "react-router";
import sirv from "sirv";
import type { ViteDevServer } from "vite";
import { imageVariantUrl, MEDIA_SOURCE_PATTERN } from "~/lib/images";
import { isPrivatePath } from "~/lib/private-paths";
import { tagManagerCsp } from "./analytics/tag-manager-csp";
import { authEndpointsStep } from "./auth/auth-endpoints";
import { guardStep } from "./auth/guard";
import { type Config, loadConfigOrExit } from "./config";
import type { DatabaseHandle } from "./db/client";
import { cacheKeyFor, isPlainPath, mayBePage, serveCachedPage } from "./http/caching/cached-pages";
import type { OwnHeaders } from "./http/caching/hit-head";
import { routeConsoleToLog } from "./http/console-as-json";
import { createLogLimiter, type LogLimiter, logRefusal, reportRequestError } from "./http/error-log";
import { type HealthState, handleHealthCheck } from "./http/health";
import { createImageHandler } from "./http/images";
import { bindListener } from "./http/listener";
import { ALLOWED_METHODS, refuseUnsupportedMethod } from "./http/methods";
import { connectStep, type Exchange, pipeline, type Step } from "./http/pipeline";
import { CONTROL_IN_QUERY_MESSAGE, queryHasControlCharacters } from "./http/query-text";
import { httpsRedirectTarget, requestProtocol, securityHeaders } from "./http/security";
import { createShutdown, exitOnSignals } from "./http/shutdown";
import { discardUnreadBodyAfterAnswer, hasBody } from "./http/unread-body";
import { createLogger, createRequestLog, type Logger } from "./log";
import { reactRouterStep } from "./react-router-step";
import { createServices, type Services } from "./services";

/**
 * The production (and development) HTTP server: the port is bound first,
 * then the app is assembled (createServices, services.ts), then requests run
 * through the pipeline below (see pipeline.ts): HTTPS redirect, method and
 * path checks, redirects, page cache, security headers, health checks, images,
 * compression, static files, React Router. The security headers are made
 * when a step first reads them: a cache hit sends its page's ready head. Loaders and actions get the services through
 * React Router's context.
 */
export interface StartOptions {
  /** Vite's dev server, in `npm run dev`: it serves assets and rebuilds routes on change. */
  vite?: ViteDevServer;
  /** Default: the environment's (a bad value exits with its one-line message). */
  config?: Config;
  /** Default: the configured database. Tests pass an in-memory one. */
  database?: DatabaseHandle;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfigOrExit();
  const log = createLogger(config.logLevel);
  const dev = Boolean(options.vite);
  // One limiter for every error and console line of this server (see error-log.ts).
  const logLimiter = createLogLimiter();
  const restoreConsole = routeConsoleToLog(log, logLimiter);
  try {
    // A busy port stops the start before the database opens or jobs run.
    const listener = await bindListener({ port: config.port, host: config.host, keepAliveTimeoutMs: config.keepAliveTimeoutMs });

    // The one assembly: database, jobs, mailer, secret, readers, caches and the content bus.
    const services = await createServices({ config, log, database: options.database }).catch((error: unknown) => {
      listener.server.close();
      throw error;
    });

    const health: HealthState = { shuttingDown: false, ping: () => services.database.ping() };
    const handle = requestPipeline({ services, dev, health, vite: options.vite, logLimiter });
    listener.serve(handle);
    log.info({ url: listener.url, publicUrl: config.publicUrl, env: config.env }, "server listening");

    const close = createShutdown({
      server: listener.server,
      health,
      drainMs: config.shutdownDrainMs,
      timeoutMs: config.shutdownTimeoutMs,
      log,
      stopServices: async () => {
        await options.vite?.close();
        await services.close();
        restoreConsole();
      },
    });
    exitOnSignals(close, log);
    return { url: listener.url, close };
  } catch (error) {
    // The start failed: the caller prints one plain line (as for configuration errors).
    restoreConsole();
    throw error;
  }
}

/** Every request, in order: each step answers or passes it on (see pipeline.ts). */
function requestPipeline(options: {
  services: Services;
  dev: boolean;
  health: HealthState;
  vite?: ViteDevServer;
  logLimiter: LogLimiter;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const { services, dev, health, vite, logLimiter } = options;
  const { config, log, renderedPages } = services;
  const nextNonce = createNonceSource();
  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const images = createImageHandler({
    sourceDir: path.resolve(dev ? "public" : "build/client"),
    cacheDir: path.join(config.dataDir, "image-cache"),
    media: services.media.storage,
  });
  const publicUrl = new URL(config.publicUrl);
  /** The headers every response carries: security headers for its nonce and path, and its request id. */
  const ownHeaders: OwnHeaders = (nonce, requestId, pathname, https) => {
    const headers = securityHeaders({ nonce, pathname, https, dev });
    // A configured tag manager may load on public content pages only (app/.server/analytics/tag-manager-csp.ts).
    tagManagerCsp(headers, config.analytics.gtmId, pathname);
    headers["X-Request-Id"] = requestId;
    return headers;
  };
  /** A response's own headers, made when a step first needs them (a cache hit never does). */
  const headersOf = (exchange: Exchange) => {
    const headers = ownHeaders(exchange.nonce, exchange.requestId, exchange.pathname, requestProtocol(exchange.req) === "https");
    // While shutting down, keep-alive clients are told to reconnect elsewhere.
    if (health.shuttingDown) headers.Connection = "close";
    return headers;
  };
  const cacheKey = ({ req, pathname }: Exchange) => (pathname.startsWith("/images/") ? null : cacheKeyFor(req, pathname));

  const steps: Step[] = [
    function redirectToHttps({ req, res, requestId }, next) {
      const target = httpsRedirectTarget(req, publicUrl);
      if (!target) return next();
      res.setHeader("X-Request-Id", requestId);
      res.writeHead(301, { Location: target, "Content-Type": "text/plain; charset=utf-8" }).end(`Moved to ${target}\n`);
    },
    // These read `exchange.headers` only when they answer: reading it makes the headers (a hit never needs them).
    function refuseUnsupportedMethods(exchange, next) {
      const { req, res } = exchange;
      if (ALLOWED_METHODS.includes(req.method as never)) return next();
      for (const [name, value] of Object.entries(exchange.headers)) res.setHeader(name, value);
      refuseUnsupportedMethod(req.method, res);
    },
    // Addresses no page can read, refused before anything tries: a malformed percent-encoding in the path
    // (`/client-ingestion/%ff` named no page and React Router answered it 500, issue 20 C14), and a control
    // character in the query, for every loader and search whether or not it reads its query through the socket
    // (query-text.ts, issue 35 B1).
    function refuseUnreadableAddresses(exchange, next) {
      const { req, res } = exchange;
      const problem = hasMalformedEncoding(req.url)
        ? "Bad Request: the address has a malformed percent-encoding.\n"
        : queryHasControlCharacters(req.url)
          ? CONTROL_IN_QUERY_MESSAGE
          : null;
      if (!problem) return next();
      for (const [name, value] of Object.entries(exchange.headers)) res.setHeader(name, value);
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(problem);
    },
    // Redirects answer before the page cache (issue 22 item 9): a cached page at an old path never hides its redirect.
    function answerRedirects(exchange, next) {
      const { req, res } = exchange;
      const redirects = services.redirects.table;
      if (redirects.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return next();
      const { pathname } = exchange;
      const target = redirects.match(pathname);
      if (!target) {
        // A hydrated page navigating in the browser asks for `/old.data`: told to load the target as a document.
        const data = pathname.endsWith(".data") ? redirects.match(pathname.slice(0, -5)) : undefined;
        if (!data) return next();
        redirects.hit(data.id);
        const headers = {
          "X-Remix-Redirect": data.location,
          "X-Remix-Status": String(data.status),
          "X-Remix-Reload-Document": "true",
        };
        res.writeHead(204, { ...exchange.headers, ...headers, "Cache-Control": "no-store" }).end();
        return;
      }
      redirects.hit(target.id);
      const query = req.url?.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
      // The visitor's query (a campaign's utm_ tags) is passed on, unless the target has its own.
      const location = query && (target.site || !target.location.includes("?")) ? `${target.location}${query}` : target.location;
      for (const [name, value] of Object.entries(exchange.headers)) res.setHeader(name, value);
      res.writeHead(target.status, {
        Location: location,
        "Content-Type": "text/plain; charset=utf-8",
        // A permanent redirect kept an hour in browsers and proxies, so removing one takes effect within the hour.
        "Cache-Control": target.status === 302 ? "no-store" : "public, max-age=3600",
      });
      res.end(req.method === "HEAD" ? undefined : `Moved to ${location}\n`);
    },
    // WordPress's short addresses of imported posts and pages, `/?p=<id>` and `/?page_id=<id>` (issue 24 item 7):
    // a redirect matches paths only, so these two forms on the home page are answered from the import's items.
    async function answerWordpressIds(exchange, next) {
      const { req, res } = exchange;
      if (exchange.pathname !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return next();
      const id = /^\/\?(?:p|page_id)=(\d{1,9})$/.exec(req.url ?? "")?.[1];
      const location = id ? await services.wordpressImport.legacyPath(Number(id)) : null;
      if (!location) return next();
      for (const [name, value] of Object.entries(exchange.headers)) res.setHeader(name, value);
      res.writeHead(301, {
        Location: location,
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      });
      res.end(req.method === "HEAD" ? undefined : `Moved to ${location}\n`);
    },
    // Rendered public pages come from memory when we have them, with a head made once per page (see cached-pages.ts).
    function servePageCache(exchange, next) {
      const key = cacheKey(exchange);
      // Also while draining: a hit is the cheapest answer, and it tells the client to reconnect elsewhere.
      if (key === null) return next();
      const values = {
        nonce: exchange.nonce,
        requestId: exchange.requestId,
        pathname: exchange.pathname,
        https: requestProtocol(exchange.req) === "https",
        close: health.shuttingDown,
      };
      const { req, res } = exchange;
      if (serveCachedPage(req, res, key, values, renderedPages, ownHeaders)) return;
      if (!mayBePage(exchange.pathname)) return next();
      // A miss while another request renders the page: wait for that render, then answer from the cache.
      const rendering = renderedPages.rendering(key);
      if (rendering) {
        return rendering.then(() => {
          if (res.destroyed) return;
          if (!serveCachedPage(req, res, key, values, renderedPages, ownHeaders)) next();
        });
      }
      // Only a GET stores the page (cached-pages.ts releases the claim then; the close is the backstop).
      if (req.method === "GET" && renderedPages.claimRender(key, res)) {
        res.once("close", () => renderedPages.releaseRender(res));
      }
      next();
    },
    function setSecurityHeaders({ res, headers }, next) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      next();
    },
    function answerHealthChecks({ req, res, pathname }, next) {
      if (!handleHealthCheck(req, res, pathname, health)) next();
    },
    async function serveImages({ req, res, pathname }, next) {
      if (pathname.startsWith("/images/")) await images(req, res);
      // The media library's own address of an image (rich text stores it; a feed or an old copy may link it): its
      // widest variant, through the same route (issue 35 B3: it answered 404).
      else if (MEDIA_SOURCE_PATTERN.test(pathname) && (req.method === "GET" || req.method === "HEAD")) {
        res.writeHead(301, { Location: imageVariantUrl(pathname, 1536), "Cache-Control": "public, max-age=86400" }).end();
      } else next();
    },
    connectStep(compression() as never),
    // Vite's assets (development) or the client build's files; never for private areas.
    ...(vite ? [connectStep(vite.middlewares as never)] : [staticFiles()]),
    // Who is asking, and whether they may: CSRF, session, the access table (auth/access-rules.ts).
    guardStep(services, {
      refused: (exchange, reason) => logRefusal(exchange.log, logLimiter, exchange.pathname, reason),
    }),
    authEndpointsStep(services.auth, publicUrl, (req) => clientAddress(req, config.trustProxy)),
    reactRouterStep({
      build,
      services,
      mode: dev ? "development" : "production",
      publicUrl: config.publicUrl,
      cacheKey,
      isPrivate: isPrivatePath,
      requestInfo: (exchange) => ({
        requestId: exchange.requestId,
        nonce: exchange.nonce,
        log: exchange.log,
        clientIp: clientAddress(exchange.req, config.trustProxy),
        staff: exchange.access?.staff ?? null,
        client: exchange.access?.client ?? null,
        apiToken: exchange.access?.apiToken,
        forbidden: exchange.access?.forbidden,
        reportError: (error, at) => reportRequestError(exchange.log, logLimiter, error, at),
      }),
    }),
  ];

  const run = pipeline(steps, ({ req, res, log: requestLog, pathname }, error) => {
    // A visitor who closed the tab mid-answer (an event stream, a download) is not our failure (issue 20 C14).
    if (clientWentAway(req, res, error)) {
      requestLog.debug({ path: pathname }, "client closed the connection");
      if (!res.writableEnded) res.destroy();
      return;
    }
    const { allowed } = logLimiter.take("request failed");
    if (allowed) requestLog.error({ err: error, path: pathname }, "request failed");
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    if (!res.writableEnded) res.end("An unknown error occurred");
  });

  const logRequest = createRequestLog(log);
  return (req, res) => {
    const started = performance.now();
    const requestId = pickRequestId(req.headers["x-request-id"]);
    const pathname = safePathname(req.url);
    const quiet = pathname.startsWith("/assets/") || pathname === "/healthz" || pathname === "/readyz";
    const level = quiet ? "debug" : "info";
    // A body a step refused unread is read and dropped once the answer is out (unread-body.ts).
    if (hasBody(req)) discardUnreadBodyAfterAnswer(req, res);
    run(new RequestExchange(req, res, pathname, requestId, nextNonce(), log, headersOf));
    if (!log.isLevelEnabled(level)) return;
    const line = () =>
      logRequest(level, {
        reqId: requestId,
        method: req.method,
        path: pathname,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      });
    // A cache hit (or a refusal) is answered by now: its line is written at once. Any other
    // answer is logged when it finishes; a listener per request costs on the hot path.
    if (res.writableEnded) line();
    else res.on("finish", line);
  };
}

class RequestExchange implements Exchange {
  #log: Logger | undefined;
  #headers: Record<string, string> | undefined;
  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly pathname: string,
    readonly requestId: string,
    readonly nonce: string,
    private readonly rootLog: Logger,
    private readonly headersOf: (exchange: Exchange) => Record<string, string>,
  ) {}
  /** Made on first use: most requests never log. */
  get log() {
    this.#log ??= this.rootLog.child({ reqId: this.requestId });
    return this.#log;
  }
  /** Made on first use: a cache hit sends its page's ready head instead. */
  get headers() {
    this.#headers ??= this.headersOf(this);
    return this.#headers;
  }
}

/** Files of the client build; fingerprinted bundles under /assets never change, so they are cached for a year. */
function staticFiles(): Step {
  const serve = connectStep(
    sirv(path.resolve("build/client"), {
      etag: true,
      setHeaders(res, pathname) {
        const longLived = pathname.startsWith("/assets/");
        res.setHeader("Cache-Control", longLived ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    }) as never,
  );
  return (exchange, next) => (isPrivatePath(exchange.pathname) ? next() : serve(exchange, next));
}

/**
 * The socket's address, or, behind a trusted proxy, the address that proxy
 * saw: the last X-Forwarded-For entry, which the proxy appends (nginx's
 * $proxy_add_x_forwarded_for). Earlier entries come from the client and can
 * say anything; taking the first let anyone pick a fresh address per request
 * and walk past every per-address limit.
 */
function clientAddress(req: IncomingMessage, trustProxy: boolean) {
  if (trustProxy) {
    const header = req.headers["x-forwarded-for"];
    const last = (Array.isArray(header) ? header.join(",") : header)?.split(",").at(-1)?.trim();
    if (last) return last.slice(0, 100);
  }
  return req.socket.remoteAddress ?? "unknown";
}

function pickRequestId(header: string | string[] | undefined) {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._-]{8,100}$/.test(value) ? value : randomUUID();
}

/**
 * 16 random bytes, base64: the CSP nonce. Drawn from a buffer filled 4 KB at
 * a time, as crypto.randomUUID does, instead of one system call per request.
 */
function createNonceSource() {
  const entropy = Buffer.alloc(4096);
  let offset = entropy.length;
  return function nextNonce() {
    if (offset + 16 > entropy.length) {
      randomFillSync(entropy);
      offset = 0;
    }
    const nonce = entropy.toString("base64", offset, offset + 16);
    offset += 16;
    return nonce;
  };
}

const CLIENT_GONE_CODES = new Set(["ECONNRESET", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_DESTROYED"]);

function clientWentAway(req: IncomingMessage, res: ServerResponse, error: unknown): boolean {
  if (req.destroyed || res.destroyed || req.socket?.destroyed) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return (error as { name?: unknown } | null)?.name === "AbortError" || (typeof code === "string" && CLIENT_GONE_CODES.has(code));
}

/** Whether the path (not the query) has a `%` that does not start a valid UTF-8 escape. */
function hasMalformedEncoding(url: string | undefined): boolean {
  if (!url?.includes("%")) return false;
  const path = url.split("?")[0] ?? "/";
  if (!path.includes("%")) return false;
  try {
    // The result is used so the bundler keeps the call (it drops an unused one as pure).
    return decodeURIComponent(path).length < 0;
  } catch {
    return true;
  }
}

function safePathname(url: string | undefined) {
  if (url && isPlainPath(url)) return url;
  try {
    return decodeURIComponent(new URL(url ?? "/", "http://local").pathname);
  } catch {
    return url?.split("?")[0] ?? "/";
  }
}
