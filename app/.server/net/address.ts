import { isIPv4, isIPv6 } from "node:net";

/**
 * Which IP addresses the crawler may connect to. IPv4 is refused by a list of
 * special-purpose ranges (IANA's registry); IPv6 is allowed only inside
 * global unicast 2000::/3, minus its special ranges, so anything new or odd
 * (ULA, link-local, multicast, NAT64, IPv4-compatible) is refused by default.
 * Addresses that carry an IPv4 address inside (IPv4-mapped, 6to4) are judged
 * by the IPv4 address they lead to.
 */

type Range = readonly [base: number, bits: number, reason: string];

function v4(text: string): number {
  return text.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);
}

const IPV4_BLOCKED: readonly Range[] = (
  [
    ["0.0.0.0", 8, "unspecified or 'this network' address"],
    ["10.0.0.0", 8, "private address"],
    ["100.64.0.0", 10, "carrier-grade NAT address"],
    ["127.0.0.0", 8, "loopback address"],
    ["169.254.0.0", 16, "link-local address (includes the cloud metadata service)"],
    ["172.16.0.0", 12, "private address"],
    ["192.0.0.0", 24, "IETF protocol assignment"],
    ["192.0.2.0", 24, "documentation address"],
    ["192.88.99.0", 24, "6to4 relay anycast address"],
    ["192.168.0.0", 16, "private address"],
    ["198.18.0.0", 15, "benchmarking address"],
    ["198.51.100.0", 24, "documentation address"],
    ["203.0.113.0", 24, "documentation address"],
    ["224.0.0.0", 4, "multicast address"],
    ["240.0.0.0", 4, "reserved address (includes broadcast)"],
  ] as const
).map(([base, bits, reason]) => [v4(base), bits, reason] as const);

function ipv4Reason(value: number): string | null {
  for (const [base, bits, reason] of IPV4_BLOCKED) {
    const size = 2 ** (32 - bits);
    if (value >= base && value < base + size) return reason;
  }
  return null;
}

/** Eight 16-bit groups, or null when the text is not an IPv6 address. */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(address)) return null;
  // A trailing dotted quad (::ffff:127.0.0.1) becomes two hex groups.
  const body = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a, b, c, d) => `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head = "", rest] = body.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  return [...left, ...new Array<number>(missing).fill(0), ...right];
}

function ipv6Reason(groups: number[]): string | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = g6 * 65536 + g7;
  if (groups.every((group) => group === 0)) return "unspecified address";
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    if (g5 === 0xffff) {
      const reason = ipv4Reason(embedded);
      return reason ? `IPv4-mapped ${reason}` : null;
    }
    if (g5 === 0 && g6 === 0 && g7 === 1) return "loopback address";
    return "IPv4-compatible or reserved IPv6 address";
  }
  if (g0 === 0x64 && g1 === 0xff9b) return "NAT64 address";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local address";
  if ((g0 & 0xfe00) === 0xfc00) return "unique local address";
  if ((g0 & 0xff00) === 0xff00) return "multicast address";
  if ((g0 & 0xe000) !== 0x2000) return "address outside IPv6 global unicast";
  if (g0 === 0x2001 && g1 === 0x0db8) return "documentation address";
  if (g0 === 0x2001 && g1 < 0x0200) return "IETF protocol assignment (includes Teredo)";
  if (g0 === 0x3fff && g1 < 0x1000) return "documentation address";
  if (g0 === 0x2002) {
    // 6to4: the IPv4 address sits in groups 1 and 2.
    const reason = ipv4Reason(g1 * 65536 + g2);
    return reason ? `6to4 ${reason}` : null;
  }
  return null;
}

/** Why the crawler must not connect to `address`, or null when it may. Anything that is not an IP address is refused. */
export function blockedAddressReason(address: string): string | null {
  if (isIPv4(address)) return ipv4Reason(v4(address));
  const groups = parseIPv6(address);
  if (!groups) return "not an IP address";
  return ipv6Reason(groups);
}
