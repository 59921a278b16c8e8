import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { blockedAddressReason } from "../../../net";

/**
 * A first look at the entered address when the analysis is requested, so a
 * visitor who types a private or metadata address hears so at once and
 * nothing is started. It is not the guard: every fetch the crawl and the lab
 * make goes through the SSRF guard (app/.server/net/), which connects to the
 * address it checked and checks again at every redirect.
 */
/** Loopback, private, link-local (169.254.169.254 too), multicast, reserved; IPv4-mapped IPv6 as its IPv4: the guard's own rule. */
export function isNonPublicAddress(address: string): boolean {
  return blockedAddressReason(address.replace(/^\[|\]$/g, "")) !== null;
}

export type Resolve = (host: string) => Promise<string[]>;

export const resolveWithDns: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** `public`, `private` (some address is not public) or `unresolvable`. */
export async function classifyHost(
  hostname: string,
  resolve: Resolve = resolveWithDns,
): Promise<"public" | "private" | "unresolvable"> {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host.endsWith(".local"))
    return "private";
  if (isIP(host)) return isNonPublicAddress(host) ? "private" : "public";
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return "unresolvable";
  }
  if (addresses.length === 0) return "unresolvable";
  return addresses.some(isNonPublicAddress) ? "private" : "public";
}
