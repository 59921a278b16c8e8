import { createHmac } from "node:crypto";

/** A rate-limit key for a client address: a keyed hash, so the counters table never holds an address. */
export function clientKey(prefix: string, secret: string, clientIp: string): string {
  return `${prefix}:${createHmac("sha256", secret).update(`${prefix}:${clientIp}`).digest("hex").slice(0, 32)}`;
}
