import type { IncomingMessage, ServerResponse } from "node:http";

/** How long a refused body may go on arriving after the answer (a web server's lingering time). */
export const DISCARD_WITHIN_MS = 10_000;

/**
 * After the answer is sent, reads and drops what is left of a request body a step refused without reading it all
 * (a 413 at the cap, a 415). A client that sends a 10.2 MB image to the 10 MB media library, or 12 MB of JSON to a
 * 64 KB API, is still writing when our answer is ready: closing the connection then resets it under the client,
 * which reports a broken pipe (EPIPE) instead of our message. So, like a web server's lingering close, the rest is
 * read and thrown away, and the connection can carry the next request. Node does this itself for a body nobody
 * started to read; a body the web Request's stream started on (its listener would queue every chunk) needs this.
 * A client that has not finished within `withinMs` is cut off: server.requestTimeout no longer applies once the
 * answer is sent (measured: a client sending forever kept the connection), and reading is all it would cost us.
 */
export function discardUnreadBodyAfterAnswer(req: IncomingMessage, res: ServerResponse, withinMs = DISCARD_WITHIN_MS) {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    const cut = setTimeout(() => req.socket?.destroy(), withinMs).unref();
    req.once("end", () => clearTimeout(cut));
    req.socket?.once("close", () => clearTimeout(cut));
    req.removeAllListeners("data");
    req.resume();
  });
}

/** Whether a request carries a body (a length above zero, or chunks). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}
