import { isRouteErrorResponse } from "react-router";
import { errorReason, type Logger } from "../log";

/**
 * How errors of a request reach the log (issue 9 B4: fifty anonymous POSTs
 * wrote 74 KB of stack traces). Three kinds:
 * - a client's mistake (a cross-origin form post, a body that is not what a
 *   form sends): one short warn line with the reason, no stack;
 * - the diagnostics page's deliberate failure: one error line with the
 *   message and the first stack frame only;
 * - anything else: the error with its stack, as before.
 * Every kind is rate limited per reason or message, so a client repeating a
 * request cannot grow the log faster than the access log grows.
 */

/** Thrown on purpose (the diagnostics page): its stack says nothing an operator needs. */
export class DeliberateFailure extends Error {
  override name = "DeliberateFailure";
}

/** React Router's same-origin check for actions, and body parsing of a malformed request. */
const clientMistakes: [RegExp, string][] = [
  [/`origin` header/, "cross-origin form post"],
  [/could not be decoded|URI malformed/i, "bad URL encoding"],
  [/Could not parse content as FormData|Unexpected end of (form|multipart)|Malformed part header/i, "malformed request body"],
];

export function clientMistake(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  for (const [pattern, reason] of clientMistakes) if (pattern.test(message)) return reason;
  return null;
}

/**
 * At most `perWindow` lines per key in each window; the first line after a
 * quiet spell says how many were left out. Keys are bounded, so a client
 * cannot grow the map with made-up messages.
 */
export function createLogLimiter(options: { perWindow?: number; windowMs?: number; maxKeys?: number } = {}) {
  const { perWindow = 10, windowMs = 60_000, maxKeys = 500 } = options;
  let windowStart = 0;
  let counts = new Map<string, number>();
  let suppressed = new Map<string, number>();
  return {
    /** Whether a line for `key` may be written now, and how many were dropped before it. */
    take(key: string, now = Date.now()): { allowed: boolean; suppressed: number } {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
        // Dropped counts carry over so the next line can report them.
        if (suppressed.size > maxKeys) suppressed = new Map();
      }
      const count = counts.get(key) ?? 0;
      if (count >= perWindow || (count === 0 && counts.size >= maxKeys)) {
        suppressed.set(key, (suppressed.get(key) ?? 0) + 1);
        return { allowed: false, suppressed: 0 };
      }
      counts.set(key, count + 1);
      const dropped = suppressed.get(key) ?? 0;
      suppressed.delete(key);
      return { allowed: true, suppressed: dropped };
    },
  };
}

export type LogLimiter = ReturnType<typeof createLogLimiter>;

/** The error's type, message and the first line of its stack: where it was thrown, nothing more. */
export function shortError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) };
  const frame = error.stack
    ?.split("\n")
    .find((line) => line.trimStart().startsWith("at "))
    ?.trim();
  return { type: error.name, message: errorReason(error).slice(0, 500), ...(frame ? { at: frame } : {}) };
}

/** One warn line for a request refused on purpose (a cross-site post...), rate limited per reason. */
export function logRefusal(log: Logger, limiter: LogLimiter, path: string, reason: string) {
  const { allowed, suppressed } = limiter.take(`client:${reason}`);
  if (allowed) log.warn({ path, reason, ...(suppressed ? { suppressed } : {}) }, "request refused");
}

/** Logs an error of a loader, action or render (React Router's handleError), shaped and rate limited. */
export function reportRequestError(log: Logger, limiter: LogLimiter, error: unknown, path: string) {
  // Deliberate answers such as 404 are not failures.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router wraps some thrown errors in an error response; the cause is inside.
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = wrapped ?? error;
  const reason = clientMistake(cause);
  if (reason) {
    logRefusal(log, limiter, path, reason);
    return;
  }
  if (cause instanceof DeliberateFailure) {
    const { allowed, suppressed } = limiter.take("deliberate");
    if (allowed) log.error({ path, error: shortError(cause), ...(suppressed ? { suppressed } : {}) }, "deliberate test error");
    return;
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  const { allowed, suppressed } = limiter.take(`error:${message.slice(0, 200)}`);
  if (allowed) log.error({ path, err: cause, ...(suppressed ? { suppressed } : {}) }, "unhandled error in a loader or action");
}
