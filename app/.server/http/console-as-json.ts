import { format } from "node:util";
import type { Logger } from "../log";
import type { LogLimiter } from "./error-log";

/**
 * Every log line is JSON (issue 9 B4). Libraries write plain text through
 * the console: React Router warns about a bad URL encoding (`/blog/%ff`) and
 * prints errors without a handler, Vite prints its status in development.
 * This sends the console's output through our logger instead, one JSON line
 * per call, rate limited per message like request errors. Returns a function
 * that puts the console back (for tests and shutdown).
 */
type Method = "log" | "info" | "debug" | "warn" | "error" | "trace";
const levels: Record<Method, "info" | "debug" | "warn" | "error"> = {
  log: "info",
  info: "info",
  debug: "debug",
  warn: "warn",
  error: "error",
  trace: "debug",
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing terminal colour codes
const ansi = /\u001b\[[0-9;]*m/g;

export function routeConsoleToLog(log: Logger, limiter: LogLimiter): () => void {
  const original = new Map<Method, (...args: unknown[]) => void>();
  for (const method of Object.keys(levels) as Method[]) {
    original.set(method, console[method]);
    const level = levels[method];
    console[method] = (...args: unknown[]) => {
      if (!log.isLevelEnabled(level)) return;
      const error = args.find((arg) => arg instanceof Error);
      const text = format(...args.filter((arg) => arg !== error))
        .replace(ansi, "")
        .trim();
      const message = (text || (error as Error | undefined)?.message || "").slice(0, 2000);
      const { allowed, suppressed } = limiter.take(`console:${message.slice(0, 80)}`);
      if (!allowed) return;
      log[level]({ source: "console", ...(error ? { err: error } : {}), ...(suppressed ? { suppressed } : {}) }, message);
    };
  }
  return () => {
    for (const [method, fn] of original) console[method] = fn;
  };
}
