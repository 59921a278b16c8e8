import { createHash, randomBytes } from "node:crypto";

/**
 * API tokens have exactly three parts separated by underscores (spec §5):
 * a fixed prefix, a public id (stored, shown in lists, finds the row) and a
 * secret (only its SHA-256 is stored). Neither id nor secret contains an
 * underscore: both are lowercase base32-like text.
 */
export const API_TOKEN_PREFIX = "rgp";
export const INVALID_TOKEN_FORMAT = "Invalid security token format";

const part = /^[a-z0-9]+$/;

export interface ParsedToken {
  publicId: string;
  secret: string;
}

/** The two variable parts, or null when the text is not `rgp_<publicId>_<secret>`. */
export function parseApiToken(raw: string): ParsedToken | null {
  const parts = raw.split("_");
  if (parts.length !== 3) return null;
  const [prefix, publicId, secret] = parts as [string, string, string];
  if (prefix !== API_TOKEN_PREFIX) return null;
  if (publicId.length < 8 || publicId.length > 32 || !part.test(publicId)) return null;
  if (secret.length < 32 || secret.length > 128 || !part.test(secret)) return null;
  return { publicId, secret };
}

export function hashTokenSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

function randomPart(bytes: number) {
  // base64url without - and _, lower-cased: [a-z0-9] only, so the separator stays unambiguous.
  return randomBytes(bytes).toString("base64url").replace(/[-_]/g, "").toLowerCase();
}

/** A new token: the whole text (shown once) and what is stored. */
export function newApiToken(): { token: string; publicId: string; secretHash: string } {
  const publicId = randomPart(12).slice(0, 12).padEnd(12, "0");
  const secret = randomPart(40).slice(0, 40).padEnd(40, "0");
  return { token: `${API_TOKEN_PREFIX}_${publicId}_${secret}`, publicId, secretHash: hashTokenSecret(secret) };
}
