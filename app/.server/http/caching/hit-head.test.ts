import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/cache-control";
import { serveCachedPage } from "./cached-pages";
import type { OwnHeaders } from "./hit-head";
import { PageCache } from "./page-cache";

/**
 * A hit's head is handed to Node ready-made (hit-head.ts), past writeHead.
 * These hold Node to what writeHead would have done, over a raw socket:
 * keep-alive and pipelined requests, HEAD, a client or a draining server
 * that closes, the gzip variant, and the per-response values.
 */
const RENDERED_WITH = "AAAAAAAAAAAAAAAAAAAAAA==";
const html = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><h1>Detox</h1>` +
  `<script type="module" nonce="${nonce}">2</script></body></html>`;

const own: OwnHeaders = (nonce, requestId, pathname, https) => ({
  "Content-Security-Policy": `script-src 'self' 'nonce-${nonce}'`,
  "X-Frame-Options": "DENY",
  ...(https ? { "Strict-Transport-Security": "max-age=63072000" } : {}),
  "X-Request-Id": requestId,
  "X-Path": pathname,
});

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Our server's nonces are 16 random bytes in base64: 24 characters, as this one. */
const nonceOf = (count: number) => `n${String(count).padStart(21, "0")}==`;

async function serve(options: { close?: boolean; nonce?: (count: number) => string } = {}) {
  const cache = new PageCache();
  cache.set("/detox", {
    path: "/detox",
    body: Buffer.from(html(RENDERED_WITH)),
    nonce: RENDERED_WITH,
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL }),
    renderedAtVersion: cache.version,
  });
  let count = 0;
  server = createServer((req, res) => {
    count++;
    const values = {
      nonce: (options.nonce ?? nonceOf)(count),
      requestId: `request-${count}`,
      pathname: "/detox",
      https: req.headers["x-forwarded-proto"] === "https",
      close: options.close ?? false,
    };
    if (!serveCachedPage(req, res, "/detox", values, cache, own)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

interface Answer {
  status: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `requests` at once on one connection; reads `expected` answers (HEAD ones have no body), and whether the server closed. */
async function exchange(port: number, requests: string, heads: boolean[]): Promise<{ answers: Answer[]; closed: boolean }> {
  const socket: Socket = connect(port, "127.0.0.1");
  let buffered = Buffer.alloc(0);
  let closed = false;
  socket.on("data", (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
  });
  const ended = new Promise<void>((resolve) => socket.on("close", resolve));
  socket.on("end", () => {
    closed = true;
  });
  socket.write(requests);
  const answers: Answer[] = [];
  const deadline = Date.now() + 5_000;
  while (answers.length < heads.length && Date.now() < deadline) {
    const end = buffered.indexOf("\r\n\r\n");
    if (end !== -1) {
      const [status = "", ...lines] = buffered.subarray(0, end).toString("latin1").split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const length = heads[answers.length] ? 0 : Number(headers["content-length"]);
      if (buffered.length >= end + 4 + length) {
        answers.push({ status, headers, body: buffered.subarray(end + 4, end + 4 + length) });
        buffered = buffered.subarray(end + 4 + length);
        continue;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // A closing server ends the connection right after; a keep-alive one would leave it open.
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 300))]);
  socket.destroy();
  expect(buffered.toString("latin1"), "nothing after the last answer").toBe("");
  return { answers, closed };
}

const get = (extra = "") => `GET /detox HTTP/1.1\r\nHost: site.test\r\n${extra}\r\n`;

describe("a page-cache hit's ready-made head", () => {
  it("keeps the connection open and answers pipelined requests each with its own nonce, request id and length", async () => {
    const port = await serve();
    const { answers, closed } = await exchange(port, get() + get(), [false, false]);
    expect(closed).toBe(false);
    expect(answers).toHaveLength(2);
    answers.forEach((answer, index) => {
      const nonce = nonceOf(index + 1);
      expect(answer.status).toBe("HTTP/1.1 200 OK");
      expect(answer.headers["content-security-policy"]).toBe(`script-src 'self' 'nonce-${nonce}'`);
      expect(answer.headers["x-request-id"]).toBe(`request-${index + 1}`);
      expect(answer.headers["x-cache"]).toBe("HIT");
      expect(answer.headers["x-path"]).toBe("/detox");
      expect(answer.headers.connection).toBe("keep-alive");
      expect(answer.headers["keep-alive"]).toMatch(/^timeout=\d+$/);
      expect(new Date(answer.headers.date ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
      expect(answer.body.toString()).toBe(html(nonce));
    });
  });

  it("answers HEAD with the GET's length and no body, and the connection goes on", async () => {
    const port = await serve();
    const { answers } = await exchange(port, `HEAD /detox HTTP/1.1\r\nHost: site.test\r\n\r\n${get()}`, [true, false]);
    expect(answers[0]?.headers["content-length"]).toBe(String(Buffer.byteLength(html(RENDERED_WITH))));
    expect(answers[0]?.body.length).toBe(0);
    expect(answers[1]?.body.toString()).toContain("<h1>Detox</h1>");
  });

  it("closes when the client asks, when an HTTP/1.0 client does not ask to keep it, and while the server drains", async () => {
    const asked = await exchange(await serve(), get("Connection: close\r\n"), [false]);
    expect(asked.answers[0]?.headers.connection).toBe("close");
    expect(asked.closed).toBe(true);
    await new Promise((resolve) => server?.close(resolve));

    const old = await exchange(await serve(), "GET /detox HTTP/1.0\r\nHost: site.test\r\n\r\n", [false]);
    expect(old.answers[0]?.headers.connection).toBe("close");
    expect(old.closed).toBe(true);
    await new Promise((resolve) => server?.close(resolve));

    const draining = await exchange(await serve({ close: true }), get(), [false]);
    expect(draining.answers[0]?.headers.connection).toBe("close");
    expect(draining.closed).toBe(true);
  });

  it("sends the gzip variant with its own length, and the https variant with its own headers", async () => {
    const port = await serve();
    const { answers } = await exchange(
      port,
      get("Accept-Encoding: gzip, deflate, br\r\nX-Forwarded-Proto: https\r\n") + get("Accept-Encoding: gzip\r\n"),
      [false, false],
    );
    for (const [index, answer] of answers.entries()) {
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(gunzipSync(answer.body).toString()).toBe(html(nonceOf(index + 1)));
    }
    expect(answers[0]?.headers["strict-transport-security"]).toBe("max-age=63072000");
    expect(answers[1]?.headers["strict-transport-security"]).toBeUndefined();
  });

  it("makes the head afresh for a nonce of another length, so the length stays right", async () => {
    const port = await serve({ nonce: (count) => `a-longer-nonce-than-ours-${count}` });
    const { answers, closed } = await exchange(port, get() + get(), [false, false]);
    expect(closed).toBe(false);
    expect(answers.map((answer) => answer.body.toString())).toEqual([
      html("a-longer-nonce-than-ours-1"),
      html("a-longer-nonce-than-ours-2"),
    ]);
    expect(answers[0]?.headers["x-cache"]).toBe("HIT");
    expect(answers[0]?.headers["x-request-id"]).toBe("request-1");
  });
});
