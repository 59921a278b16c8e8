import { AsyncLocalStorage } from "node:async_hooks";
import { randomFillSync, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestListener } from "@react-router/node";
import compression from "compression";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import sirv from "sirv";
import type { ViteDevServer } from "vite";
import { DEFAULT_DYNAMIC_CACHE_CONTROL } from "~/lib/cache-control";
import { isPrivatePath } from "~/lib/private-paths";
import { type Config, loadConfigOrExit } from "../config";
import type { DatabaseHandle } from "../db/client";
import { type RequestInfo, requestContext } from "../request-context";
import { createServices, servicesContext } from "../services";
import { cacheKeyFor, renderThroughCache, serveCachedPage } from "./caching/cached-pages";
import { type HealthState, handleHealthCheck } from "./health";
import { handleImageRequest } from "./images";
import { httpsRedirectTarget, requestProtocol, securityHeaders } from "./security";

/**
 * The production (and development) HTTP server: security headers and the
 * HTTPS redirect on every response, health checks, static files, then the
 * React Router request handler. It is the entry of the server bundle, so the
 * server and the routes share one configuration and one database client.
 */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

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
  const dev = Boolean(options.vite);

  // The one assembly: database, jobs, mailer, secret, readers, caches and the content bus.
  const services = await createServices({ config, database: options.database });
  const { log, database, renderedPages } = services;
  const requestStore = new AsyncLocalStorage<RequestInfo>();
  const nextNonce = createNonceSource();

  const health: HealthState = { shuttingDown: false, ping: () => database.ping() };

  const getBuild = options.vite
    ? () => options.vite?.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const loadContext = () => {
    const info = requestStore.getStore();
    if (!info) throw new Error("request context missing");
    const context = new RouterContextProvider();
    context.set(requestContext, info);
    context.set(servicesContext, services);
    return context;
  };
  const mode = dev ? "development" : "production";
  const handleWithRouter = createRequestListener({ build: getBuild, mode, getLoadContext: loadContext });
  // Page-cache candidates are rendered to a Fetch Response we can read whole and keep.
  const renderToResponse = createRequestHandler(getBuild, mode);
  const images = { sourceDir: path.resolve(dev ? "public" : "build/client"), cacheDir: path.join(config.dataDir, "image-cache") };

  // Compression, then Vite's assets (development) or the client build's files, then React Router.
  const chain: Middleware[] = [
    compression() as unknown as Middleware,
    ...(options.vite ? [options.vite.middlewares as unknown as Middleware] : [staticFiles()]),
  ];

  const server = createServer((req, res) => {
    const started = performance.now();
    const requestId = pickRequestId(req.headers["x-request-id"]);
    const pathname = safePathname(req.url);
    const quiet = pathname.startsWith("/assets/") || pathname === "/healthz" || pathname === "/readyz";
    // Only when the line would be written: a listener per request costs on the hot path.
    if (log.isLevelEnabled(quiet ? "debug" : "info")) {
      res.on("finish", () => {
        log[quiet ? "debug" : "info"](
          {
            reqId: requestId,
            method: req.method,
            path: pathname,
            status: res.statusCode,
            ms: Math.round(performance.now() - started),
          },
          "request",
        );
      });
    }

    const redirect = httpsRedirectTarget(req);
    if (redirect) {
      res.setHeader("X-Request-Id", requestId);
      res.writeHead(301, { Location: redirect, "Content-Type": "text/plain; charset=utf-8" }).end(`Moved to ${redirect}\n`);
      return;
    }

    const nonce = nextNonce();
    const headers = securityHeaders({ nonce, pathname, https: requestProtocol(req) === "https", dev });
    headers["X-Request-Id"] = requestId;
    // While shutting down, keep-alive clients are told to reconnect elsewhere.
    if (health.shuttingDown) headers.Connection = "close";

    // Rendered public pages come from memory when we have them (see cached-pages.ts).
    const cacheKey = pathname.startsWith("/images/") ? null : cacheKeyFor(req, pathname);
    if (cacheKey !== null && !health.shuttingDown && serveCachedPage(req, res, cacheKey, nonce, headers, renderedPages)) return;

    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Routes may set their own caching headers; private areas keep theirs whatever a route says.
    if (isPrivatePath(pathname)) enforceHeaders(res, headers);

    if (handleHealthCheck(req, res, pathname, health)) return;
    const requestLog = log.child({ reqId: requestId });
    if (pathname.startsWith("/images/")) {
      handleImageRequest(req, res, images).catch((error) => {
        requestLog.error({ err: error }, "image request failed");
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("An unknown error occurred");
      });
      return;
    }

    res.setHeader("X-Cache", cacheKey === null ? "BYPASS" : "MISS");
    // Routes opt into shared caching; anything else rendered here is not stored by shared caches.
    if (!isPrivatePath(pathname)) res.setHeader("Cache-Control", DEFAULT_DYNAMIC_CACHE_CONTROL);

    const fail = (error: unknown) => {
      requestLog.error({ err: error }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("An unknown error occurred");
    };
    const run = (index: number) => (error?: unknown) => {
      if (error) return fail(error);
      const next = chain[index];
      if (next) return next(req, res, run(index + 1));
      const clientIp = clientAddress(req, config.trustProxy);
      requestStore.run({ requestId, nonce, log: requestLog, clientIp }, () => {
        const rendered =
          cacheKey === null
            ? handleWithRouter(req, res)
            : renderThroughCache({
                req,
                res,
                key: cacheKey,
                pathname,
                nonce,
                origin: config.publicUrl,
                handle: (request) => renderToResponse(request, loadContext()),
                cache: renderedPages,
              });
        Promise.resolve(rendered).catch(fail);
      });
    };
    run(0)();
  });

  // Slow or stuck clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // The bound port: tests listen on port 0 and let the system pick one.
  const port = (server.address() as AddressInfo | null)?.port ?? config.port;
  const url = `http://${config.host && config.host !== "0.0.0.0" ? config.host : "localhost"}:${port}`;
  log.info({ url, publicUrl: config.publicUrl, env: config.env }, "server listening");

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      health.shuttingDown = true;
      log.info("shutting down: finishing requests in flight");
      const timer = setTimeout(() => {
        log.warn({ timeoutMs: config.shutdownTimeoutMs }, "shutdown timeout: closing open connections");
        server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      timer.unref();
      // close() stops new connections; connections that go idle after a
      // response are closed as they do, instead of waiting for keep-alive.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      clearInterval(sweep);
      clearTimeout(timer);
      await options.vite?.close();
      await services.close();
      log.info("shutdown complete");
    })();
    return closing;
  };

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        (error) => {
          log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }

  return { url, close };
}

/** Files of the client build; fingerprinted bundles under /assets never change, so they are cached for a year. */
function staticFiles(): Middleware {
  return sirv(path.resolve("build/client"), {
    etag: true,
    setHeaders(res, pathname) {
      const longLived = pathname.startsWith("/assets/");
      res.setHeader("Cache-Control", longLived ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  }) as unknown as Middleware;
}

/** Re-applies headers just before the response head is written, over anything set since. */
function enforceHeaders(res: ServerResponse, headers: Record<string, string>) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    const [, second] = args;
    // writeHead(status, headers) would override what we just set: merge ours into it.
    if (second && typeof second === "object" && !Array.isArray(second)) Object.assign(second, headers);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/** The socket's address, or the first X-Forwarded-For hop when a trusted proxy sits in front. */
function clientAddress(req: IncomingMessage, trustProxy: boolean) {
  if (trustProxy) {
    const header = req.headers["x-forwarded-for"];
    const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim();
    if (first) return first.slice(0, 100);
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

function safePathname(url: string | undefined) {
  try {
    return decodeURIComponent(new URL(url ?? "/", "http://local").pathname);
  } catch {
    return url?.split("?")[0] ?? "/";
  }
}
