import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackHttp, startLoopbackHttp } from "../../../tests/support/loopback-http";
import { parseConfig } from "../config";
import { blockedAddressReason } from "./address";
import {
  BlockedUrlError,
  crawlerPolicy,
  createSafeFetch,
  FetchFailedError,
  type FetchPolicy,
  type LookupFn,
  safeFetch,
  warnIfPrivateAllowed,
} from "./safe-fetch";

const strict: FetchPolicy = {
  allowPrivate: false,
  allowedPorts: [80, 443],
  userAgent: "TestBot/1.0 (+https://agency.example/website-crawler)",
  timeoutMs: 2000,
  maxBytes: 64 * 1024,
  maxRedirects: 5,
};
const open: FetchPolicy = { ...strict, allowPrivate: true };

/** A lookup that knows only the names it is given, and counts its calls. */
function fakeLookup(names: Record<string, string[] | (() => string[])>) {
  const calls: string[] = [];
  const lookup: LookupFn = async (hostname) => {
    calls.push(hostname);
    const entry = names[hostname];
    if (!entry) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    const addresses = typeof entry === "function" ? entry() : entry;
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { lookup, calls };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof BlockedUrlError)) throw new Error(`expected BlockedUrlError, got ${String(error)}`);
  return error;
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof FetchFailedError)) throw new Error(`expected FetchFailedError, got ${String(error)}`);
  return error;
}

describe("safeFetch refuses before connecting", () => {
  const names = fakeLookup({});

  it.each([
    ["http://127.0.0.1/", /loopback/],
    ["http://2130706433/", /loopback/],
    ["http://0x7f000001/", /loopback/],
    ["http://017700000001/", /loopback/],
    ["http://0177.0.0.1/", /loopback/],
    ["http://127.1/", /loopback/],
    ["http://127.0.1/", /loopback/],
    ["http://0x7f.1/", /loopback/],
    ["http://[::1]/", /loopback/],
    ["http://[0:0:0:0:0:0:0:1]/", /loopback/],
    ["http://[::ffff:127.0.0.1]/", /IPv4-mapped loopback/],
    ["http://[::ffff:7f00:1]/", /IPv4-mapped loopback/],
    ["http://[::ffff:a9fe:a9fe]/latest/meta-data/", /IPv4-mapped link-local/],
    ["http://169.254.169.254/latest/meta-data/", /link-local/],
    ["http://2852039166/", /link-local/],
    ["http://[fe80::1]/", /link-local/],
    ["http://0.0.0.0/", /unspecified/],
    ["http://0/", /unspecified/],
    ["http://[::]/", /unspecified/],
    ["http://10.0.0.1/", /private/],
    ["http://10.1/", /private/],
    ["http://172.16.0.1/", /private/],
    ["http://192.168.0.1/", /private/],
    ["http://100.64.0.1/", /carrier-grade NAT/],
    ["http://224.0.0.1/", /multicast/],
    ["http://[ff02::1]/", /multicast/],
    ["http://255.255.255.255/", /reserved/],
    ["http://192.0.2.1/", /documentation/],
    ["http://[fc00::1]/", /unique local/],
    ["http://[fd00::1]/", /unique local/],
    ["http://[64:ff9b::7f00:1]/", /NAT64/],
    ["http://[2002:7f00:1::]/", /6to4 loopback/],
    ["https://[::ffff:192.168.1.1]:443/", /IPv4-mapped private/],
  ])("%s (%s) without a DNS lookup", async (url, reason) => {
    const error = await refusal(safeFetch(url, strict, { lookup: names.lookup }));
    expect(error.reason).toBe("address");
    expect(error.message).toMatch(reason);
    expect(names.calls).toEqual([]);
  });

  it.each([
    "file:///etc/passwd",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com/file",
    "gopher://example.com:70/_GET",
    "ws://example.com/",
    "blob:https://example.com/x",
  ])("the scheme of %s", async (url) => {
    expect((await refusal(safeFetch(url, open))).reason).toBe("scheme");
  });

  it("an address that is not a URL, and URLs with credentials", async () => {
    expect((await refusal(safeFetch("not a url", open))).reason).toBe("invalid-url");
    expect((await refusal(safeFetch("http://", open))).reason).toBe("invalid-url");
    expect((await refusal(safeFetch("http://user:pw@example.com/", open))).reason).toBe("credentials");
  });

  it("ports other than the allowed ones, before any lookup", async () => {
    const names = fakeLookup({ "example.com": ["93.184.216.34"] });
    for (const url of ["http://example.com:8080/", "https://example.com:22/", "http://example.com:6379/"]) {
      const error = await refusal(safeFetch(url, strict, { lookup: names.lookup }));
      expect(error.reason).toBe("port");
    }
    // The scheme's default port counts: http means 80, refused when only 443 is allowed.
    const httpsOnly = { ...strict, allowedPorts: [443] };
    expect((await refusal(safeFetch("http://example.com/", httpsOnly, { lookup: names.lookup }))).reason).toBe("port");
    expect(names.calls).toEqual([]);
  });

  it("names that resolve to a private address, even when another address is public", async () => {
    const names2 = fakeLookup({
      "intranet.example": ["10.0.0.5"],
      "metadata.example": ["169.254.169.254"],
      "mixed.example": ["93.184.216.34", "127.0.0.1"],
      "v6.example": ["fd00::5"],
      "mapped.example": ["::ffff:192.168.0.1"],
      localhost: ["127.0.0.1", "::1"],
    });
    for (const [host, reason] of [
      ["intranet.example", /resolves to 10\.0\.0\.5, a private address/],
      ["metadata.example", /link-local/],
      ["mixed.example", /resolves to 127\.0\.0\.1, a loopback/],
      ["v6.example", /unique local/],
      ["mapped.example", /IPv4-mapped private/],
      ["localhost", /loopback/],
    ] as const) {
      const error = await refusal(safeFetch(`https://${host}/`, strict, { lookup: names2.lookup }));
      expect(error.reason).toBe("address");
      expect(error.message).toMatch(reason);
    }
  });

  it("a name that does not resolve is a failed fetch, not a refusal", async () => {
    const error = await failure(safeFetch("http://nowhere.invalid/", strict, { lookup: fakeLookup({}).lookup }));
    expect(error.code).toBe("dns");
  });
});

describe("safeFetch against real loopback servers", () => {
  let site: LoopbackHttp;
  const big = Buffer.alloc(200 * 1024, "a");
  beforeAll(async () => {
    site = await startLoopbackHttp((request, response) => {
      const url = new URL(request.url ?? "/", "http://x");
      const path = url.pathname;
      if (path === "/ok") {
        response.writeHead(200, { "content-type": "text/plain", "x-one": "1" });
        response.end("hello");
      } else if (path === "/gzip" || path === "/br" || path === "/deflate" || path === "/raw-deflate") {
        const text = Buffer.from("compressed hello ".repeat(100));
        const [encoding, body] =
          path === "/gzip"
            ? ["gzip", zlib.gzipSync(text)]
            : path === "/br"
              ? ["br", zlib.brotliCompressSync(text)]
              : path === "/deflate"
                ? ["deflate", zlib.deflateSync(text)]
                : ["deflate", zlib.deflateRawSync(text)];
        response.writeHead(200, { "content-encoding": encoding });
        response.end(body);
      } else if (path === "/big") {
        response.writeHead(200);
        response.end(big);
      } else if (path === "/endless") {
        // Never ends by itself: the cap has to stop the reading.
        response.writeHead(200);
        const chunk = Buffer.alloc(16 * 1024, "b");
        const push = () => {
          while (response.write(chunk)) {
            if (response.destroyed) return;
          }
          response.once("drain", push);
        };
        push();
      } else if (path === "/bomb") {
        response.writeHead(200, { "content-encoding": "gzip" });
        response.end(zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024)));
      } else if (path === "/corrupt") {
        response.writeHead(200, { "content-encoding": "gzip" });
        response.end(Buffer.from("this is not gzip at all"));
      } else if (path === "/hang") {
        // Accepts and never answers.
      } else if (path === "/stall") {
        response.writeHead(200);
        response.write("partial");
      } else if (path.startsWith("/hop/")) {
        const n = Number(path.slice(5));
        response.writeHead(n > 0 ? 302 : 200, n > 0 ? { location: `/hop/${n - 1}` } : {});
        response.end(n > 0 ? "" : "arrived");
      } else if (path === "/loop-a") {
        response.writeHead(301, { location: "/loop-b" });
        response.end();
      } else if (path === "/loop-b") {
        response.writeHead(308, { location: `${site.origin}/loop-a#again` });
        response.end();
      } else if (path === "/see-other") {
        response.writeHead(303, { location: "/ok" });
        response.end();
      } else if (path === "/to-file") {
        response.writeHead(302, { location: "file:///etc/passwd" });
        response.end();
      } else if (path === "/headers") {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(request.headers));
      } else {
        response.writeHead(404);
        response.end("missing");
      }
    });
  });
  afterAll(() => site.close());

  it("fetches a page with its status, headers, body and timing, and sends our user agent", async () => {
    const response = await safeFetch(`${site.origin}/ok#fragment`, open);
    expect(response).toMatchObject({ status: 200, bytes: 5, truncated: false, redirectChain: [] });
    expect(response.url).toBe(`${site.origin}/ok`);
    expect(response.finalUrl).toBe(`${site.origin}/ok`);
    expect(response.body.toString()).toBe("hello");
    expect(response.headers.get("x-one")).toBe("1");
    expect(response.responseMs).toBeGreaterThanOrEqual(0);
    const echoed = JSON.parse(
      (await safeFetch(`${site.origin}/headers`, open, { headers: { Host: "evil.example" } })).body.toString(),
    );
    expect(echoed["user-agent"]).toBe(strict.userAgent);
    expect(echoed.host).toBe(`127.0.0.1:${site.port}`);
    expect(echoed["accept-encoding"]).toContain("gzip");
  });

  it("refuses the same loopback server without CRAWL_ALLOW_PRIVATE, before any connection", async () => {
    const before = site.connections;
    const error = await refusal(safeFetch(`${site.origin}/ok`, { ...strict, allowedPorts: [site.port] }));
    expect(error.message).toMatch(/loopback/);
    expect((await refusal(safeFetch(`${site.origin}/ok`, strict))).reason).toBe("port");
    expect(site.connections).toBe(before);
  });

  it("with allowPrivate (CRAWL_ALLOW_PRIVATE) reaches a name that resolves to loopback on any port, but keeps the scheme rule", async () => {
    const names = fakeLookup({ "intranet.example": ["127.0.0.1"] });
    const url = `http://intranet.example:${site.port}/ok`;
    expect((await refusal(safeFetch(url, strict, { lookup: names.lookup }))).reason).toBe("port");
    expect((await refusal(safeFetch(url, { ...strict, allowedPorts: [site.port] }, { lookup: names.lookup }))).reason).toBe(
      "address",
    );
    const response = await safeFetch(url, open, { lookup: names.lookup });
    expect(response.body.toString()).toBe("hello");
    expect((await refusal(safeFetch("file:///etc/passwd", open))).reason).toBe("scheme");
  });

  it("connects over IPv6 to the pinned address, by literal and by name", async () => {
    const v6 = await startLoopbackHttp(
      (_request, response) => {
        response.writeHead(200);
        response.end("over IPv6");
      },
      { host: "::1" },
    );
    try {
      expect((await safeFetch(`http://[::1]:${v6.port}/`, open)).body.toString()).toBe("over IPv6");
      const names = fakeLookup({ "six.example": ["::1"] });
      expect((await safeFetch(`http://six.example:${v6.port}/`, open, { lookup: names.lookup })).body.toString()).toBe(
        "over IPv6",
      );
      expect((await refusal(safeFetch(`http://[::1]:${v6.port}/`, { ...strict, allowedPorts: [v6.port] }))).message).toMatch(
        /loopback/,
      );
    } finally {
      await v6.close();
    }
  });

  it.each(["/gzip", "/br", "/deflate", "/raw-deflate"])("decodes %s", async (path) => {
    const response = await safeFetch(`${site.origin}${path}`, open);
    expect(response.body.toString()).toBe("compressed hello ".repeat(100));
    expect(response.truncated).toBe(false);
  });

  it("cuts a body at maxBytes and says so, for plain, endless and compressed bodies", async () => {
    const capped = { ...open, maxBytes: 10_000 };
    const plain = await safeFetch(`${site.origin}/big`, capped);
    expect(plain).toMatchObject({ status: 200, bytes: 10_000, truncated: true });
    const endless = await safeFetch(`${site.origin}/endless`, capped);
    expect(endless).toMatchObject({ bytes: 10_000, truncated: true });
    const bomb = await safeFetch(`${site.origin}/bomb`, { ...open, maxBytes: 1024 * 1024 });
    expect(bomb).toMatchObject({ bytes: 1024 * 1024, truncated: true });
    const exact = await safeFetch(`${site.origin}/big`, { ...open, maxBytes: big.length });
    expect(exact).toMatchObject({ bytes: big.length, truncated: false });
  });

  it("reports a corrupt encoding as a failed fetch", async () => {
    expect((await failure(safeFetch(`${site.origin}/corrupt`, open))).code).toBe("decode");
  });

  it("gives up at the time limit, waiting for headers or for the rest of the body", async () => {
    const quick = { ...open, timeoutMs: 300 };
    const started = Date.now();
    expect((await failure(safeFetch(`${site.origin}/hang`, quick))).code).toBe("timeout");
    expect((await failure(safeFetch(`${site.origin}/stall`, quick))).code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5000);
    const controller = new AbortController();
    const pending = safeFetch(`${site.origin}/hang`, open, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).code).toBe("aborted");
  });

  it("follows redirects, recording each hop and its status", async () => {
    const response = await safeFetch(`${site.origin}/hop/3`, open);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("arrived");
    expect(response.finalUrl).toBe(`${site.origin}/hop/0`);
    expect(response.redirectChain).toEqual([
      { url: `${site.origin}/hop/3`, status: 302 },
      { url: `${site.origin}/hop/2`, status: 302 },
      { url: `${site.origin}/hop/1`, status: 302 },
    ]);
    expect((await safeFetch(`${site.origin}/see-other`, open)).body.toString()).toBe("hello");
  });

  it("stops at maxRedirects, at a loop, and at a redirect to a refused scheme", async () => {
    expect((await failure(safeFetch(`${site.origin}/hop/3`, { ...open, maxRedirects: 2 }))).code).toBe("too-many-redirects");
    expect((await safeFetch(`${site.origin}/hop/2`, { ...open, maxRedirects: 2 })).status).toBe(200);
    const loop = await failure(safeFetch(`${site.origin}/loop-a`, open));
    expect(loop.code).toBe("redirect-loop");
    expect((await refusal(safeFetch(`${site.origin}/to-file`, open))).reason).toBe("scheme");
  });

  it("returns the redirect itself when told not to follow, and HEAD reads no body", async () => {
    const response = await safeFetch(`${site.origin}/hop/1`, open, { followRedirects: false });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/hop/0");
    const head = await safeFetch(`${site.origin}/big`, open, { method: "HEAD" });
    expect(head).toMatchObject({ status: 200, bytes: 0, truncated: false });
  });

  it("answers 404s and other statuses as responses, not errors", async () => {
    expect((await safeFetch(`${site.origin}/nothing-here`, open)).status).toBe(404);
  });

  it("reports a refused connection as a failed fetch", async () => {
    const gone = await startLoopbackHttp(() => {});
    const origin = gone.origin;
    await gone.close();
    expect((await failure(safeFetch(`${origin}/`, open))).code).toBe("connect");
  });
});

/**
 * Redirects and DNS rebinding, proven against real servers: 127.0.0.2 plays a
 * public address (a replaced address rule allows it and nothing else on
 * loopback), while 127.0.0.1 stays what it is. The policy does not lift the
 * address rules, and allows only the servers' ports.
 */
describe("safeFetch checks every hop and connects only to the address it checked", () => {
  const pretendPublic = "127.0.0.2";
  const guarded = createSafeFetch({
    addressReason: (address) => (address === pretendPublic ? null : blockedAddressReason(address)),
  });
  let outside: LoopbackHttp;
  let inside: LoopbackHttp;
  let policy: FetchPolicy;
  beforeAll(async () => {
    outside = await startLoopbackHttp(
      (request, response) => {
        const path = request.url ?? "/";
        const location =
          path === "/to-loopback"
            ? `http://127.0.0.1:${outside.port}/secret`
            : path === "/to-internal-name"
              ? `http://internal.test:${outside.port}/secret`
              : path === "/to-metadata"
                ? "http://169.254.169.254/latest/meta-data/"
                : path === "/to-public"
                  ? `http://public.test:${outside.port}/landing`
                  : path === "/to-same-name"
                    ? "/landing"
                    : null;
        response.writeHead(location ? 302 : 200, location ? { location } : {});
        response.end(location ? "" : "public side");
      },
      { host: pretendPublic },
    );
    // Same port as the public one, so the only difference between the two is the address.
    inside = await startLoopbackHttp(
      (_request, response) => {
        response.writeHead(200);
        response.end("secret side");
      },
      { host: "127.0.0.1", port: outside.port },
    );
    policy = { ...strict, allowedPorts: [outside.port] };
  });
  afterAll(async () => {
    await outside.close();
    await inside.close();
  });

  it("the pretend-public server is reachable (the control for the tests below)", async () => {
    const names = fakeLookup({ "public.test": [pretendPublic] });
    const response = await guarded(`http://public.test:${outside.port}/to-public`, policy, { lookup: names.lookup });
    expect(response.body.toString()).toBe("public side");
    expect(response.redirectChain).toHaveLength(1);
  });

  it.each([
    ["/to-loopback", /127\.0\.0\.1 is a loopback/],
    ["/to-internal-name", /internal\.test resolves to 127\.0\.0\.1/],
    ["/to-metadata", /link-local|port 80 is not allowed/],
  ])("refuses a redirect from a public address %s", async (path, reason) => {
    const names = fakeLookup({ "public.test": [pretendPublic], "internal.test": ["127.0.0.1"] });
    const before = inside.connections;
    const error = await refusal(guarded(`http://public.test:${outside.port}${path}`, policy, { lookup: names.lookup }));
    expect(error.message).toMatch(reason);
    expect(inside.connections).toBe(before);
    expect(outside.requests.some((request) => request.path === path)).toBe(true);
  });

  it("connects to the checked address even when the name would answer differently later (DNS rebinding)", async () => {
    let answers = 0;
    const names = fakeLookup({
      "rebind.test": () => {
        answers += 1;
        return answers === 1 ? [pretendPublic] : ["127.0.0.1"];
      },
    });
    const before = inside.connections;
    const response = await guarded(`http://rebind.test:${outside.port}/page`, policy, { lookup: names.lookup });
    expect(response.body.toString()).toBe("public side");
    expect(names.calls).toEqual(["rebind.test"]);
    expect(inside.connections).toBe(before);
    // The next hop to the same name is checked again, and now refused.
    const error = await refusal(guarded(`http://rebind.test:${outside.port}/to-same-name`, policy, { lookup: names.lookup }));
    expect(error.message).toMatch(/rebind\.test resolves to 127\.0\.0\.1/);
    expect(inside.connections).toBe(before);
  });
});

describe("crawlerPolicy and the start-up warning", () => {
  it("builds the policy from the crawler config block", () => {
    const config = parseConfig({ CRAWL_ALLOWED_PORTS: "80,443,8443", AGENCY_WEBSITE: "https://agency.example" });
    expect(crawlerPolicy(config)).toEqual({
      allowPrivate: false,
      allowedPorts: [80, 443, 8443],
      userAgent: "RecoveryGrowthBot/1.0 (+https://agency.example/website-crawler)",
      timeoutMs: 15_000,
      maxBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
    });
    expect(crawlerPolicy(config, { maxBytes: 1000 }).maxBytes).toBe(1000);
  });

  it("warns once at start-up only when CRAWL_ALLOW_PRIVATE is on", () => {
    const lines: string[] = [];
    const log = { warn: (_fields: object, message: string) => lines.push(message) };
    expect(warnIfPrivateAllowed(parseConfig({}), log as never)).toBe(false);
    expect(lines).toEqual([]);
    expect(warnIfPrivateAllowed(parseConfig({ CRAWL_ALLOW_PRIVATE: "true" }), log as never)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/CRAWL_ALLOW_PRIVATE is on/);
  });
});
