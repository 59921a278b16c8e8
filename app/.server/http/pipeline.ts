import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../log";
import type { AccessDecision } from "../request-context";

/**
 * The request pipeline: an ordered list of named steps, each of which either
 * answers the request or calls `next()`. server.ts lists them in one place,
 * so the order (redirect, method checks, page cache, health, images, files, React
 * Router) reads top to bottom. A step that throws or rejects is answered
 * with a 500 by `onError`, once.
 */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** Decoded path without the query. */
  pathname: string;
  requestId: string;
  /** The CSP nonce of this response, and its security headers (made on first read, for that nonce). */
  nonce: string;
  readonly headers: Record<string, string>;
  /** Who is asking and what they may see, set by the guard step (auth/guard.ts). */
  access?: AccessDecision;
  /** The request's logger (made on first use: most requests never log). */
  readonly log: Logger;
}

export type Step = (exchange: Exchange, next: () => void) => void | Promise<void>;

export function pipeline(steps: readonly Step[], onError: (exchange: Exchange, error: unknown) => void) {
  return (exchange: Exchange) => {
    // One `next` per request, not one per step: this runs for every cached page too.
    let index = 0;
    const next = () => {
      const step = steps[index++];
      if (!step) return;
      try {
        const result = step(exchange, next);
        if (result) result.catch((error: unknown) => onError(exchange, error));
      } catch (error) {
        onError(exchange, error);
      }
    };
    next();
  };
}

/** A Connect-style middleware (compression, sirv, Vite) as a step. */
export function connectStep(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Step {
  return (exchange, next) =>
    new Promise<void>((resolve, reject) => {
      middleware(exchange.req, exchange.res, (error?: unknown) => {
        if (error) return reject(error);
        resolve();
        next();
      });
      // A middleware that answered never calls next: the promise is left to the GC.
    });
}
