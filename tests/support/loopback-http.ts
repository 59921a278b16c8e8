import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on a loopback address and a random port for the net,
 * robots and sitemap tests. `handle` answers each request; `requests` records
 * every path asked for and `connections` every TCP connection accepted, so a
 * test can prove a server was never reached.
 */
export interface LoopbackHttp {
  host: string;
  port: number;
  /** http://host:port */
  origin: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; method: string }[];
  connections: number;
  close(): Promise<void>;
}

export async function startLoopbackHttp(
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => void,
  options: { host?: string; port?: number } = {},
): Promise<LoopbackHttp> {
  const host = options.host ?? "127.0.0.1";
  const server = http.createServer((request, response) => {
    state.requests.push({ path: request.url ?? "", headers: request.headers, method: request.method ?? "" });
    handle(request, response);
  });
  server.on("connection", () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const state: LoopbackHttp = {
    host,
    port,
    origin: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    requests: [],
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return state;
}
