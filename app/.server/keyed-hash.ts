import { createHmac } from "node:crypto";

/**
 * A keyed, non-reversible hash of `value` for one `purpose`: what rate-limit
 * counters, the audit log and chat ownership store instead of an address, a
 * mailbox or a token. The purpose is part of the input, so one value hashes
 * differently for each use and a key from one table says nothing about another.
 */
export function keyedHash(
  secret: string,
  purpose: string,
  value: string,
  { encoding = "hex", length = 32 }: { encoding?: "hex" | "base64url"; length?: number } = {},
): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest(encoding).slice(0, length);
}

/** A rate-limit key for a client address (`prefix:hash`), so the counters table never holds an address. */
export function clientKey(prefix: string, secret: string, clientIp: string): string {
  return `${prefix}:${keyedHash(secret, prefix, clientIp)}`;
}
