import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * The start address of a crawl, checked before anything is stored or queued:
 * only http and https, a host, no credentials, ports 80 and 443, and no
 * private, loopback, link-local (169.254.169.254: cloud metadata),
 * multicast or unspecified address, literal or after DNS.
 *
 * This is the API's early, friendly refusal. The authority is the fetch
 * itself: the engine fetches through the SSRF guard (app/.server/net,
 * `safeFetch`), which connects to the address it checked and checks every
 * redirect again, so a name that changes its answer after this check gains
 * nothing. HOOK: when net's guard lands on main, `checkStartAddress` can
 * defer to its address classifier; the rules here are the same ones.
 */
export type StartUrlCheck = { ok: true; url: string; host: string } | { ok: false; message: string };

export const START_URL_TEXT = {
  scheme: "Please enter a valid URL",
  credentials: "Remove the user name and password from the address.",
  port: "Only web addresses on the standard ports (80 and 443) can be crawled.",
  privateAddress: "This address points to a private, local or reserved network and cannot be crawled.",
  unresolved: "We could not find a website at that address.",
} as const;

export const MAX_URL_LENGTH = 2048;

/** Scheme, host and shape only; no DNS. Returns the normalised address (fragment dropped). */
export function parseStartUrl(input: string, options: { allowPrivate: boolean }): StartUrlCheck {
  const text = input.trim();
  if (!text || text.length > MAX_URL_LENGTH || !URL.canParse(text)) return { ok: false, message: START_URL_TEXT.scheme };
  const url = new URL(text);
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname)
    return { ok: false, message: START_URL_TEXT.scheme };
  // `http:example.com` parses, with the host taken from what follows: insist on the `//` a person writes.
  if (!/^https?:\/\//i.test(text)) return { ok: false, message: START_URL_TEXT.scheme };
  if (url.username || url.password) return { ok: false, message: START_URL_TEXT.credentials };
  if (!options.allowPrivate && url.port !== "") return { ok: false, message: START_URL_TEXT.port };
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (!options.allowPrivate && (isIP(host) ? isBlockedAddress(host) : isReservedName(host))) {
    return { ok: false, message: START_URL_TEXT.privateAddress };
  }
  url.hash = "";
  return { ok: true, url: url.toString(), host: url.hostname.toLowerCase() };
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

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** Whether an IP address (v4, v6, IPv4-mapped v6) is one a public tool must not reach. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], "ipv4");
  // ::ffff:7f00:1 is 127.0.0.1 written in hex.
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (mappedHex?.[1] && mappedHex[2]) {
    const high = Number.parseInt(mappedHex[1], 16);
    const low = Number.parseInt(mappedHex[2], 16);
    return blocked.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, "ipv4");
  }
  return blocked.check(address, "ipv6");
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
export async function checkStartUrl(
  input: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<StartUrlCheck> {
  const parsed = parseStartUrl(input, options);
  if (!parsed.ok || options.allowPrivate) return parsed;
  const host = parsed.host.replace(/^\[|\]$/g, "");
  if (isIP(host)) return parsed;
  const addresses = await (options.resolve ?? resolveHost)(host);
  if (addresses.length === 0) return { ok: false, message: START_URL_TEXT.unresolved };
  if (addresses.some(isBlockedAddress)) return { ok: false, message: START_URL_TEXT.privateAddress };
  return parsed;
}
