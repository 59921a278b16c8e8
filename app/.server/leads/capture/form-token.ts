import { createHmac, timingSafeEqual } from "node:crypto";
import { keyedHash } from "../../keyed-hash";

/**
 * A form token is the time the form was rendered, signed with the app
 * secret: `<ms>.<hmac>`. A submission that comes back sooner than a person
 * could fill the form in, or with a token we never issued, is a bot.
 */
const PURPOSE = "lead-form-v1";
/** A form left open longer than this is treated like one without a token. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

function sign(secret: string, issuedAt: number) {
  return createHmac("sha256", secret).update(`${PURPOSE}:${issuedAt}`).digest("base64url");
}

export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

export type FormTokenVerdict = { ok: true; ageMs: number } | { ok: false; reason: "missing_token" | "bad_token" | "stale_token" };

export function checkFormToken(secret: string, token: unknown, now = Date.now()): FormTokenVerdict {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing_token" };
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "bad_token" };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "bad_token" };
  const ageMs = now - issuedAt;
  if (ageMs < -60_000 || ageMs > MAX_AGE_MS) return { ok: false, reason: "stale_token" };
  return { ok: true, ageMs };
}

/** A stable, non-reversible key for a visitor (no IP is ever stored). */
export function visitorKey(secret: string, ip: string): string {
  return keyedHash(secret, "visitor", ip, { encoding: "base64url" });
}
