import { randomFillSync, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import type { ServerBuild } from "react-router";
import sirv from "sirv";
import type { ViteDevServer } from "vite";
import { isPrivatePath } from "~/lib/private-paths";
import { type Config, getConfigOrExit } from "../config";
import { openDatabase } from "../db/client";
import { setDatabase } from "../db/index";
import { runSeeds } from "../db/seed";
import { setJobs, startJobs } from "../jobs";
import { type Logger, log } from "../log";
import { createMailer } from "../mail/transport";
import { resolveAppSecret, setAppSecret } from "../secret";
import { cacheKeyFor, serveCachedPage } from "./cached-pages";
import { routeConsoleToLog } from "./console-as-json";
import { createLogLimiter, type LogLimiter, reportRequestError } from "./error-log";
import { type HealthState, handleHealthCheck } from "./health";
import { handleImageRequest } from "./images";
import { bindListener } from "./listener";
import { ALLOWED_METHODS, refuseUnsupportedMethod } from "./methods";
import { connectStep, type Exchange, pipeline, type Step } from "./pipeline";
import { reactRouterStep } from "./react-router-step";
import { httpsRedirectTarget, requestProtocol, securityHeaders } from "./security";
import { createShutdown, exitOnSignals } from "./shutdown";

/**
 * The production (and development) HTTP server: the port is bound first,
 * then the app is assembled, then requests run through the pipeline below
 * (see pipeline.ts): HTTPS redirect, security headers, method check, page
 * cache, health checks, images, compression, static files, React Router.
 * It is the entry of the server bundle, so the server and the routes share
 * one configuration and one database client.
 */
export interface StartOptions {
  /** Vite's dev server, in `npm run dev`: it serves assets and rebuilds routes on change. */
  vite?: ViteDevServer;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = getConfigOrExit();
  log.level = config.logLevel;
  const dev = Boolean(options.vite);
  // One limiter for every error and console line of this server (see error-log.ts).
  const logLimiter = createLogLimiter();
  const restoreConsole = routeConsoleToLog(log, logLimiter);
  try {
    // A busy port stops the start before the database opens or jobs run.
    const listener = await bindListener({ port: config.port, host: config.host });

    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
      listener.server.close();
      throw error;
    });
    await database.migrate();
    const seeded = await runSeeds(database.db);
    setDatabase(database);
    log.info({ database: database.kind, location: database.location, seeded: seeded.applied }, "database ready");
    setAppSecret(await resolveAppSecret(config));
    const jobs = await startJobs({ database, config, mailer: createMailer(config.mail, log), log });
    setJobs(jobs);

    const health: HealthState = { shuttingDown: false, ping: () => database.ping() };
    const handle = requestPipeline({ config, dev, health, vite: options.vite, logLimiter });
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
        // Jobs stop before the database closes: a send in progress finishes and records its outcome.
        await jobs.stop().catch((error) => log.error({ err: error }, "stopping the job system failed"));
        setJobs(undefined);
        await database.close();
        setDatabase(undefined);
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
  config: Config;
  dev: boolean;
  health: HealthState;
  vite?: ViteDevServer;
  logLimiter: LogLimiter;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, dev, health, vite, logLimiter } = options;
  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const images = { sourceDir: path.resolve(dev ? "public" : "build/client"), cacheDir: path.join(config.dataDir, "image-cache") };
  const publicUrl = new URL(config.publicUrl);
  const cacheKey = ({ req, pathname }: Exchange) => (pathname.startsWith("/images/") ? null : cacheKeyFor(req, pathname));

  const steps: Step[] = [
    function redirectToHttps({ req, res, requestId }, next) {
      const target = httpsRedirectTarget(req, publicUrl);
      if (!target) return next();
      res.setHeader("X-Request-Id", requestId);
      res.writeHead(301, { Location: target, "Content-Type": "text/plain; charset=utf-8" }).end(`Moved to ${target}\n`);
    },
    function computeSecurityHeaders(exchange, next) {
      exchange.headers = securityHeaders({
        nonce: exchange.nonce,
        pathname: exchange.pathname,
        https: requestProtocol(exchange.req) === "https",
        dev,
      });
      exchange.headers["X-Request-Id"] = exchange.requestId;
      // While shutting down, keep-alive clients are told to reconnect elsewhere.
      if (health.shuttingDown) exchange.headers.Connection = "close";
      next();
    },
    function refuseUnsupportedMethods({ req, res, headers }, next) {
      if (ALLOWED_METHODS.includes(req.method as never)) return next();
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      refuseUnsupportedMethod(req.method, res);
    },
    // Rendered public pages come from memory when we have them (see cached-pages.ts);
    // the headers go out in the same writeHead, which is measurably cheaper than setHeader.
    function servePageCache(exchange, next) {
      // Also while draining: a hit is the cheapest answer, and its headers carry Connection: close.
      const key = cacheKey(exchange);
      if (key === null || !serveCachedPage(exchange.req, exchange.res, key, exchange.nonce, exchange.headers)) next();
    },
    function setSecurityHeaders({ res, headers }, next) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      next();
    },
    function answerHealthChecks({ req, res, pathname }, next) {
      if (!handleHealthCheck(req, res, pathname, health)) next();
    },
    async function serveImages({ req, res, pathname }, next) {
      if (pathname.startsWith("/images/")) await handleImageRequest(req, res, images);
      else next();
    },
    connectStep(compression() as never),
    // Vite's assets (development) or the client build's files; never for private areas.
    ...(vite ? [connectStep(vite.middlewares as never)] : [staticFiles()]),
    reactRouterStep({
      build,
      mode: dev ? "development" : "production",
      publicUrl: config.publicUrl,
      cacheKey,
      isPrivate: isPrivatePath,
      requestInfo: (exchange) => ({
        requestId: exchange.requestId,
        nonce: exchange.nonce,
        log: exchange.log,
        clientIp: clientAddress(exchange.req, config.trustProxy),
        reportError: (error, at) => reportRequestError(exchange.log, logLimiter, error, at),
      }),
    }),
  ];

  const run = pipeline(steps, ({ res, log: requestLog, pathname }, error) => {
    const { allowed } = logLimiter.take("request failed");
    if (allowed) requestLog.error({ err: error, path: pathname }, "request failed");
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    if (!res.writableEnded) res.end("An unknown error occurred");
  });

  return (req, res) => {
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
    run(new RequestExchange(req, res, pathname, requestId, nextNonce()));
  };
}

class RequestExchange implements Exchange {
  headers: Record<string, string> = {};
  #log: Logger | undefined;
  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly pathname: string,
    readonly requestId: string,
    readonly nonce: string,
  ) {}
  /** Made on first use: most requests never log. */
  get log() {
    this.#log ??= log.child({ reqId: this.requestId });
    return this.#log;
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
const entropy = Buffer.alloc(4096);
let entropyOffset = entropy.length;
function nextNonce() {
  if (entropyOffset + 16 > entropy.length) {
    randomFillSync(entropy);
    entropyOffset = 0;
  }
  const nonce = entropy.toString("base64", entropyOffset, entropyOffset + 16);
  entropyOffset += 16;
  return nonce;
}

function safePathname(url: string | undefined) {
  try {
    return decodeURIComponent(new URL(url ?? "/", "http://local").pathname);
  } catch {
    return url?.split("?")[0] ?? "/";
  }
}
