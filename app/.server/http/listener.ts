import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ALLOWED_METHODS } from "./methods";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface BoundListener {
  server: Server;
  url: string;
  /** Starts answering with `handler`, first the requests that arrived while the app was starting. */
  serve(handler: Handler): void;
}

/**
 * Binds the port before anything else starts (issue 9 B7: on EADDRINUSE the
 * error line was followed by "job system started"). A busy port now stops
 * the start before the database opens or jobs run. Requests that arrive
 * while the app is still assembling wait, as they would in the kernel's
 * queue, and are answered once `serve` is called.
 */
export async function bindListener(options: {
  port: number;
  host?: string;
  keepAliveTimeoutMs?: number;
}): Promise<BoundListener> {
  let handler: Handler | undefined;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else waiting.push([req, res]);
  });
  // Node hands CONNECT to a separate event and drops the connection when nobody listens: answer it like TRACE.
  server.on("connect", (_req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  // Slow or stuck clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // Longer than a balancer's idle timeout when one keeps connections (KEEP_ALIVE_TIMEOUT_MS, config.ts).
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 5_000;

  await new Promise<void>((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      const where = `${options.host ?? "all interfaces"}:${options.port}`;
      if (error.code === "EADDRINUSE")
        reject(new Error(`PORT ${options.port} is already in use (${where}): stop what listens there or choose another PORT`));
      else if (error.code === "EACCES")
        reject(new Error(`PORT ${options.port} needs more privileges (${where}): choose a port above 1023`));
      else reject(error);
    };
    server.once("error", fail);
    server.listen(options.port, options.host, () => {
      server.off("error", fail);
      resolve();
    });
  });
  const host = options.host && options.host !== "0.0.0.0" ? options.host : "localhost";
  // The bound port: tests listen on port 0 and let the system pick one.
  const port = (server.address() as AddressInfo | null)?.port ?? options.port;
  return {
    server,
    url: `http://${host}:${port}`,
    serve(next) {
      handler = next;
      for (const [req, res] of waiting.splice(0)) next(req, res);
    },
  };
}
