import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { blockedAddressReason } from "../../../net";

/**
 * The start address of a crawl, checked before anything is stored or queued:
 * only http and https, a host, no credentials, ports 80 and 443, and no
 * private, loopback, link-local (169.254.169.254: cloud metadata),
 * multicast or unspecified address, literal or after DNS.
 *
 * This is the API's early, friendly refusal, with the SSRF guard's own
 * address rule (net/address.ts) and the `crawler` config's ports. The
 * authority is the fetch itself: the engine fetches through `safeFetch`
 * (app/.server/net), which connects to the address it checked and checks
 * every redirect again, so a name that changes its answer after this check
 * gains nothing.
 */
/** `host` is URL.host (with a non-default port), as the engine scopes a crawl by it; `hostname` is for DNS. */
export type StartUrlCheck = { ok: true; url: string; host: string; hostname: string } | { ok: false; message: string };

export const START_URL_TEXT = {
  scheme: "Please enter a valid URL",
  credentials: "Remove the user name and password from the address.",
  port: "Only web addresses on the standard ports (80 and 443) can be crawled.",
  privateAddress: "This address points to a private, local or reserved network and cannot be crawled.",
  unresolved: "We could not find a website at that address.",
} as const;

export const MAX_URL_LENGTH = 2048;

/** Scheme, host and shape only; no DNS. Returns the normalised address (fragment dropped). */
export interface StartUrlRules {
  /** CRAWL_ALLOW_PRIVATE: loopback, private addresses and any port (tests, local use). */
  allowPrivate: boolean;
  /** CRAWL_ALLOWED_PORTS (80 and 443 by default). */
  allowedPorts?: readonly number[];
}

export function parseStartUrl(input: string, options: StartUrlRules): StartUrlCheck {
  const text = input.trim();
  if (!text || text.length > MAX_URL_LENGTH || !URL.canParse(text)) return { ok: false, message: START_URL_TEXT.scheme };
  const url = new URL(text);
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname)
    return { ok: false, message: START_URL_TEXT.scheme };
  // `http:example.com` parses, with the host taken from what follows: insist on the `//` a person writes.
  if (!/^https?:\/\//i.test(text)) return { ok: false, message: START_URL_TEXT.scheme };
  if (url.username || url.password) return { ok: false, message: START_URL_TEXT.credentials };
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (!options.allowPrivate && !(options.allowedPorts ?? [80, 443]).includes(port))
    return { ok: false, message: START_URL_TEXT.port };
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (!options.allowPrivate && (isIP(host) ? isBlockedAddress(host) : isReservedName(host))) {
    return { ok: false, message: START_URL_TEXT.privateAddress };
  }
  url.hash = "";
  return { ok: true, url: url.toString(), host: url.host, hostname: host };
}

/** Names that never lead to the public internet. */
function isReservedName(host: string) {
  return (
    host === "localhost" ||
    /\.(localhost|local|internal|intranet|home\.arpa|lan)$/.test(host) ||
    host === "metadata" ||
    !host.includes(".")
  );
}

/** Whether an IP address (v4, v6, IPv4-mapped v6) is one a public tool must not reach: the SSRF guard's own rule. */
export function isBlockedAddress(address: string): boolean {
  return blockedAddressReason(address) !== null;
}

export type Resolve = (host: string) => Promise<string[]>;

const DNS_TIMEOUT_MS = 3000;

/** Every address a name resolves to, or an empty list when it does not resolve in time. */
export const resolveHost: Resolve = async (host) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("DNS timeout")), DNS_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return answers.map((answer) => answer.address);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
};

/** `parseStartUrl`, then the name's addresses: every one must be public. */
export async function checkStartUrl(input: string, options: StartUrlRules & { resolve?: Resolve }): Promise<StartUrlCheck> {
  const parsed = parseStartUrl(input, options);
  if (!parsed.ok || options.allowPrivate) return parsed;
  if (isIP(parsed.hostname)) return parsed;
  const addresses = await (options.resolve ?? resolveHost)(parsed.hostname);
  if (addresses.length === 0) return { ok: false, message: START_URL_TEXT.unresolved };
  if (addresses.some(isBlockedAddress)) return { ok: false, message: START_URL_TEXT.privateAddress };
  return parsed;
}
