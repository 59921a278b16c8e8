import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { Agent, request } from "undici";
import { blockedAddressReason } from "./address";
import { BlockedUrlError, FetchFailedError } from "./errors";
import type { FetchPolicy } from "./policy";
import { decodableEncoding, readCappedBody } from "./read-body";

export type { FetchFailure } from "./errors";
export { BlockedUrlError, FetchFailedError } from "./errors";
export { crawlerPolicy, type FetchPolicy, warnIfPrivateAllowed } from "./policy";

/**
 * Every fetch of a URL a visitor (or a crawled page) gave us goes through
 * here: the SSRF guard. Per hop it parses the URL, allows only http(s) on the
 * allowed ports, resolves the name once, refuses the whole hop if any address
 * it resolves to is special-purpose (address.ts), and then connects to the
 * very address it checked: the connection's DNS lookup is answered from that
 * check, so a second answer from a rebinding DNS server is never asked for.
 * Redirects are followed here, one checked hop at a time.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address of a name (tests inject one that maps made-up names). */
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchInit {
  /** POST is for small submissions to a configured endpoint (IndexNow); pass followRedirects false with it. */
  method?: "GET" | "HEAD" | "POST";
  /** The request body of a POST. */
  body?: string;
  headers?: Record<string, string>;
  /** Default true; false returns a 3xx as the response. */
  followRedirects?: boolean;
  signal?: AbortSignal;
  /** Default: the system resolver (every address, in its order). */
  lookup?: LookupFn;
}

export interface SafeResponse {
  /** The URL asked for (as parsed). */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** Each redirect response on the way, in order (empty without redirects). */
  redirectChain: { url: string; status: number }[];
  status: number;
  /** As the final server sent them (Content-Encoding included, though `body` is decoded). */
  headers: Headers;
  /** Decoded (gzip, deflate, br), at most policy.maxBytes; empty for HEAD. */
  body: Buffer;
  /** body.length. */
  bytes: number;
  /** The body was longer than policy.maxBytes (decoded, or on the wire) and was cut there; reading stopped. */
  truncated: boolean;
  /** From the call to the end of the body, redirects included. */
  responseMs: number;
}

export type SafeFetch = (url: string | URL, policy: FetchPolicy, init?: SafeFetchInit) => Promise<SafeResponse>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemLookup: LookupFn = async (hostname) =>
  (await dnsLookup(hostname, { all: true, order: "verbatim" })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

interface Hop {
  url: URL;
  /** The host name as the connection will ask for it (IPv6 without brackets). */
  host: string;
  pinned: ResolvedAddress;
}

/**
 * `addressReason` says why an address is refused (null: allowed); the default
 * is the real rule. Tests replace it to treat one loopback address as public,
 * so redirects and rebinding can be proven against real local servers.
 */
export function createSafeFetch(options: { addressReason?: (address: string) => string | null } = {}): SafeFetch {
  const addressReason = options.addressReason ?? blockedAddressReason;

  return async function safeFetch(input, policy, init = {}) {
    const started = performance.now();
    const lookup = init.lookup ?? systemLookup;
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
    const method = init.method ?? "GET";
    const check = (raw: string | URL) => checkHop(raw, policy, lookup, signal, addressReason);
    const pinned = pinnedAgent();
    const chain: { url: string; status: number }[] = [];
    const seen = new Set<string>();
    let hop = await check(input);
    const firstUrl = hop.url.href;
    let headers: Record<string, string> = {
      "user-agent": policy.userAgent,
      "accept-encoding": "gzip, deflate, br",
      ...lowercased(init.headers),
    };
    delete headers.host;
    try {
      for (;;) {
        seen.add(hop.url.href);
        pinned.pins.set(hop.host, hop.pinned);
        const answer = await send(hop.url, method, headers, pinned.agent, signal, method === "POST" ? init.body : undefined);
        const location = answer.headers.get("location");
        if (init.followRedirects !== false && REDIRECTS.has(answer.statusCode) && location !== null) {
          discard(answer.body);
          chain.push({ url: hop.url.href, status: answer.statusCode });
          const next = await check(redirectTarget(location, hop, { firstUrl, seen, chain, policy }));
          // Credentials the caller set are for the first site only.
          if (next.url.origin !== hop.url.origin) headers = withoutCredentials(headers);
          hop = next;
          continue;
        }
        const { body, truncated } = await readAnswerBody(answer, hop, method, policy, signal);
        return {
          url: firstUrl,
          finalUrl: hop.url.href,
          redirectChain: chain,
          status: answer.statusCode,
          headers: answer.headers,
          body,
          bytes: body.length,
          truncated,
          responseMs: Math.round(performance.now() - started),
        };
      }
    } finally {
      void pinned.agent.destroy().catch(() => {});
    }
  };
}

/**
 * One hop, checked before anything is sent: the URL's scheme, credentials and port, then every address its name
 * resolves to. The connection is pinned to the first address checked here (no second lookup to rebind).
 */
async function checkHop(
  raw: string | URL,
  policy: FetchPolicy,
  lookup: LookupFn,
  signal: AbortSignal,
  addressReason: (address: string) => string | null,
): Promise<Hop> {
  const url = checkedUrl(raw);
  // Our own site, named by the operator (policy.ts): the address and port rules do not apply to it alone.
  const open = policy.allowPrivate || (policy.trustedOrigin != null && url.origin === policy.trustedOrigin);
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (!open && !policy.allowedPorts.includes(port)) {
    throw new BlockedUrlError(url.href, "port", `port ${port} is not allowed (allowed: ${policy.allowedPorts.join(", ")})`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  const addresses = family
    ? [{ address: host, family: family === 6 ? 6 : 4 } as const]
    : await resolve(url, host, lookup, signal);
  if (!open) {
    for (const { address } of addresses) {
      const reason = addressReason(address);
      if (reason) {
        const what = family ? `${address} is a ${reason}` : `${host} resolves to ${address}, a ${reason}`;
        throw new BlockedUrlError(url.href, "address", what);
      }
    }
  }
  const [pinned] = addresses as [ResolvedAddress];
  return { url, host, pinned };
}

/** An http(s) URL without user name or password, its fragment dropped. */
function checkedUrl(raw: string | URL): URL {
  const url = URL.parse(raw);
  if (!url) throw new BlockedUrlError(String(raw).slice(0, 300), "invalid-url", "not a valid URL");
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new BlockedUrlError(url.href, "scheme", `only http and https are fetched, not ${url.protocol.replace(/:$/, "")}`);
  }
  if (url.username || url.password)
    throw new BlockedUrlError(url.href, "credentials", "URLs with a user name or password are not fetched");
  url.hash = "";
  return url;
}

async function resolve(url: URL, host: string, lookup: LookupFn, signal: AbortSignal): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await abortable(lookup(host), signal);
  } catch (error) {
    if (signal.aborted) throw abortError(url.href, signal, error);
    throw new FetchFailedError(url.href, "dns", `the name ${host} could not be resolved`, { cause: error });
  }
  if (addresses.length === 0) throw new FetchFailedError(url.href, "dns", `the name ${host} has no address`);
  return addresses;
}

/** An agent whose connections look names up only in `pins`: the addresses checked in this call. */
function pinnedAgent() {
  const pins = new Map<string, ResolvedAddress>();
  const pinnedLookup: LookupFunction = (hostname, options, callback) => {
    const pin = pins.get(hostname);
    if (!pin) {
      callback(Object.assign(new Error(`no checked address for ${hostname}`), { code: "ENOTFOUND" }), "", 4);
      return;
    }
    if (options.all) (callback as (...args: unknown[]) => void)(null, [pin]);
    else callback(null, pin.address, pin.family);
  };
  return { pins, agent: new Agent({ connect: { lookup: pinnedLookup }, connections: 4 }) };
}

/** Where a redirect leads: a URL, not one already visited, within the policy's number of redirects. */
function redirectTarget(
  location: string,
  hop: Hop,
  trail: { firstUrl: string; seen: Set<string>; chain: unknown[]; policy: FetchPolicy },
): URL {
  const target = URL.parse(location, hop.url);
  if (!target) throw new FetchFailedError(hop.url.href, "bad-redirect", `the redirect to ${location.slice(0, 200)} is not a URL`);
  target.hash = "";
  if (trail.seen.has(target.href)) {
    throw new FetchFailedError(
      trail.firstUrl,
      "redirect-loop",
      `redirect loop back to ${target.href} after ${trail.chain.length} redirects`,
    );
  }
  if (trail.chain.length > trail.policy.maxRedirects) {
    throw new FetchFailedError(trail.firstUrl, "too-many-redirects", `more than ${trail.policy.maxRedirects} redirects`);
  }
  return target;
}

/** The body, decoded and capped at the policy's size (HEAD has none). */
async function readAnswerBody(
  answer: Awaited<ReturnType<typeof send>>,
  hop: Hop,
  method: string,
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<{ body: Buffer; truncated: boolean }> {
  if (method === "HEAD") {
    discard(answer.body);
    return { body: Buffer.alloc(0), truncated: false };
  }
  try {
    return await readCappedBody(answer.body, decodableEncoding(answer.headers.get("content-encoding")), policy.maxBytes);
  } catch (error) {
    if (signal.aborted) throw abortError(hop.url.href, signal, error);
    throw new FetchFailedError(hop.url.href, "decode", `the body could not be read or decoded (${describe(error)})`, {
      cause: error,
    });
  }
}

/** The guarded fetch with the real address rules. */
export const safeFetch: SafeFetch = createSafeFetch();

async function send(url: URL, method: string, headers: Record<string, string>, agent: Agent, signal: AbortSignal, body?: string) {
  try {
    const answer = await request(url, { dispatcher: agent, method, headers, signal, body });
    const received = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) received.append(name, one);
    }
    return { statusCode: answer.statusCode, headers: received, body: answer.body };
  } catch (error) {
    if (signal.aborted) throw abortError(url.href, signal, error);
    const code = (error as { code?: string }).code ?? "";
    if (code === "UND_ERR_CONNECT_TIMEOUT" || code === "UND_ERR_HEADERS_TIMEOUT") {
      throw new FetchFailedError(url.href, "timeout", "the server did not answer in time", { cause: error });
    }
    const kind = code.startsWith("E") || code === "UND_ERR_SOCKET" ? "connect" : "protocol";
    throw new FetchFailedError(url.href, kind, `the connection failed (${describe(error)})`, { cause: error });
  }
}

function abortError(url: string, signal: AbortSignal, cause: unknown) {
  const timedOut = (signal.reason as { name?: string } | undefined)?.name === "TimeoutError";
  return timedOut
    ? new FetchFailedError(url, "timeout", "the time limit for this fetch ran out", { cause })
    : new FetchFailedError(url, "aborted", "the fetch was cancelled", { cause });
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function lowercased(headers: Record<string, string> | undefined) {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

function withoutCredentials(headers: Record<string, string>) {
  const { authorization: _a, cookie: _c, "proxy-authorization": _p, ...rest } = headers;
  return rest;
}

/** Drops a body we will not read; undici reports the destroy as an error event, which is expected here. */
function discard(body: Readable) {
  body.on("error", () => {});
  body.destroy();
}

function describe(error: unknown) {
  const { code, message } = error as { code?: string; message?: string };
  return code ?? message ?? String(error);
}
