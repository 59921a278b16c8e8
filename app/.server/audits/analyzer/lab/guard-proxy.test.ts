import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockedAddressReason } from "~/.server/net/address";
import { startGuardProxy } from "./guard-proxy";

/** The crawler's own address rule. */
const refuseLoopback = blockedAddressReason;

let site: Server;
let port = 0;
let hits = 0;
beforeAll(async () => {
  site = http.createServer((_req, res) => {
    hits += 1;
    res.end("secret");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

function viaProxy(proxyUrl: string, target: string): Promise<{ status: number; body: string }> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: proxy.hostname, port: proxy.port, path: target, headers: { host: new URL(target).host } }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

function connectVia(proxyUrl: string, target: string): Promise<string> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(proxy.port), proxy.hostname, () =>
      socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`),
    );
    socket.once("data", (data) => {
      resolve(data.toString().split("\r\n")[0]!);
      socket.destroy();
    });
    socket.on("error", reject);
  });
}

describe("guard proxy", () => {
  it("refuses loopback, by address and by a name resolving to it, over HTTP and CONNECT, without reaching the site", async () => {
    const refused: string[] = [];
    const proxy = await startGuardProxy({
      blockedReason: refuseLoopback,
      allowedPorts: [port],
      lookup: async () => [{ address: "127.0.0.1", family: 4 }],
      onRefused: (target) => refused.push(target),
    });
    try {
      const before = hits;
      expect((await viaProxy(proxy.url, `http://127.0.0.1:${port}/`)).status).toBe(403);
      expect((await viaProxy(proxy.url, `http://internal.example:${port}/`)).status).toBe(403);
      expect(await connectVia(proxy.url, `127.0.0.1:${port}`)).toBe("HTTP/1.1 403 Forbidden");
      expect(await connectVia(proxy.url, `169.254.169.254:${port}`)).toBe("HTTP/1.1 403 Forbidden");
      expect(hits).toBe(before);
      expect(refused).toHaveLength(4);
    } finally {
      await proxy.close();
    }
  });

  it("refuses ports that are not allowed", async () => {
    const proxy = await startGuardProxy({ blockedReason: () => null, allowedPorts: [443] });
    try {
      const before = hits;
      expect((await viaProxy(proxy.url, `http://127.0.0.1:${port}/`)).status).toBe(403);
      expect(hits).toBe(before);
    } finally {
      await proxy.close();
    }
  });

  it("forwards what the rules allow, to the address it checked", async () => {
    const proxy = await startGuardProxy({
      blockedReason: () => null,
      allowedPorts: [port],
      lookup: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    try {
      expect(await viaProxy(proxy.url, `http://fixture.example:${port}/`)).toEqual({ status: 200, body: "secret" });
      expect(await connectVia(proxy.url, `fixture.example:${port}`)).toBe("HTTP/1.1 200 Connection Established");
    } finally {
      await proxy.close();
    }
  });
});
