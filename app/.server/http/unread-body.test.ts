import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { afterEach, describe, expect, it } from "vitest";
import { AppError, errorResponse } from "./app-error";
import { readCappedBytes } from "./read-capped-body";
import { discardUnreadBodyAfterAnswer, hasBody } from "./unread-body";

/**
 * A server that caps bodies at 1 MB the way our steps do: the web Request, the capped read, the envelope's 413.
 * `streamed` posts carry no Content-Length, so the cap is met while reading.
 */
function cappingServer(discardWithinMs?: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (hasBody(req)) discardUnreadBodyAfterAnswer(req, res, discardWithinMs);
    const bytes = await readCappedBytes(createRequest(req, res), 1024 * 1024);
    const answer = bytes === null ? errorResponse(new AppError("PAYLOAD_TOO_LARGE", "Too large.")) : new Response("ok");
    await sendResponse(res, answer);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
}

/** Posts `size` bytes at once, as browsers and Playwright's request client send a file; resolves when all is settled. */
function upload(server: Server, size: number, options: { streamed?: boolean } = {}): Promise<Outcome> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const headers = options.streamed ? { "Transfer-Encoding": "chunked" } : { "Content-Length": size };
    // Keep-alive, as browsers and Playwright's client ask (a client that asks to close gets its close).
    const agent = new Agent({ keepAlive: true });
    const req = request({ host: "127.0.0.1", port, method: "POST", headers, agent });
    const outcome: Outcome = {};
    req.on("response", (res) => {
      outcome.status = res.statusCode;
      outcome.body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (outcome.body += chunk));
    });
    req.on("error", (error: NodeJS.ErrnoException) => (outcome.error = error.code ?? error.message));
    // Settled once the request is sent and answered, or has failed (an error comes before the close).
    req.on("close", () => {
      agent.destroy();
      resolve(outcome);
    });
    req.end(Buffer.alloc(size, 1));
  });
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe("a body refused before it was all read", () => {
  it("reaches the client as the 413 and its message, not as a reset connection, while the client is still sending", async () => {
    const server = await cappingServer();
    servers.push(server);
    for (const streamed of [false, true]) {
      const outcome = await upload(server, 32 * 1024 * 1024, { streamed });
      expect(outcome, streamed ? "streamed" : "with a length").toEqual({
        status: 413,
        body: JSON.stringify({ error: { code: "PAYLOAD_TOO_LARGE", message: "Too large." } }),
      });
    }
  });

  it("does not let a client that never stops sending hold the connection: it is cut after the time allowed", async () => {
    const server = await cappingServer(1500);
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    // A keep-alive agent: without one the client itself would close once the answer is in.
    const agent = new Agent({ keepAlive: true });
    const req = request({ host: "127.0.0.1", port, method: "POST", headers: { "Content-Length": 1024 ** 3 }, agent });
    const started = Date.now();
    const closed = new Promise<void>((resolve) => req.on("close", () => resolve()));
    req.on("error", () => {});
    req.on("response", (res) => res.resume());
    const timer = setInterval(() => req.write(Buffer.alloc(256 * 1024)), 20);
    await closed;
    clearInterval(timer);
    agent.destroy();
    expect(req.destroyed).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(1000);
  });
});
