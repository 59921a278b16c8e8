import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";

/**
 * A forward proxy on loopback that Chromium must send every request through (--proxy-server, with
 * loopback not bypassed), so the browser that Lighthouse and axe drive obeys the crawler's SSRF rules:
 * the page's subresources, its redirects and its scripts' fetches are refused when their name resolves
 * to a private, loopback, link-local or metadata address, or when the port is not allowed. The proxy
 * connects to the address it checked (no second lookup for DNS rebinding to win).
 *
 * Residual risk: WebRTC UDP (disabled by a flag) and whatever Chromium does outside HTTP(S) proxying.
 */
export interface GuardProxyOptions {
  /** Why an address must not be reached, or null (the net guard's blockedAddressReason). */
  blockedReason: (address: string) => string | null;
  allowedPorts: readonly number[];
  /** Tests: resolve names without DNS. */
  lookup?: (host: string) => Promise<{ address: string; family: number }[]>;
  onRefused?: (target: string, reason: string) => void;
}

export interface GuardProxy {
  /** For --proxy-server. */
  url: string;
  close(): Promise<void>;
}

export async function startGuardProxy(options: GuardProxyOptions): Promise<GuardProxy> {
  const lookup = options.lookup ?? ((host: string) => dnsLookup(host, { all: true, verbatim: true }));

  /** The address to connect to, or the reason not to. Every address a name has must be allowed. */
  async function check(host: string, port: number): Promise<{ address: string } | { refused: string }> {
    if (!options.allowedPorts.includes(port)) return { refused: `port ${port} is not allowed` };
    const bare = host.replace(/^\[|\]$/g, "");
    let addresses: { address: string }[];
    try {
      addresses = net.isIP(bare) ? [{ address: bare }] : await lookup(bare);
    } catch {
      return { refused: "the name does not resolve" };
    }
    if (addresses.length === 0) return { refused: "the name does not resolve" };
    for (const { address } of addresses) {
      const reason = options.blockedReason(address);
      if (reason) return { refused: `${host} resolves to a ${reason}` };
    }
    return { address: addresses[0]!.address };
  }

  const refuse = (target: string, reason: string) => options.onRefused?.(target, reason);

  const server = http.createServer(async (req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (target.protocol !== "http:") {
      res.writeHead(400).end();
      return;
    }
    const port = Number(target.port || 80);
    const verdict = await check(target.hostname, port);
    if ("refused" in verdict) {
      refuse(target.href, verdict.refused);
      res.writeHead(403, { "content-type": "text/plain" }).end(`Refused: ${verdict.refused}`);
      return;
    }
    const headers = { ...req.headers };
    delete headers["proxy-connection"];
    delete headers["proxy-authorization"];
    const upstream = http.request(
      { host: verdict.address, port, method: req.method, path: `${target.pathname}${target.search}`, headers, setHost: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });

  // HTTPS and WebSockets: CONNECT host:port, then a blind tunnel to the checked address.
  server.on("connect", async (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(req.url ?? "");
    if (!match) {
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    const verdict = await check(match[1]!, Number(match[2]));
    if ("refused" in verdict) {
      refuse(req.url ?? "", verdict.refused);
      socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = net.connect(Number(match[2]), verdict.address, () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
  });

  // CONNECT tunnels leave the HTTP server's bookkeeping: track every socket so close() ends them too.
  const sockets = new Set<net.Socket>();
  server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
