import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { apiTokens, type Db, users } from "../../db";
import type { VerifiedToken } from "../../request-context";
import { hashTokenSecret, INVALID_TOKEN_FORMAT, parseApiToken } from "./token-format";

export type { VerifiedToken };

export type TokenCheck = { ok: true; token: VerifiedToken } | { ok: false; status: 400 | 401 | 403; message: string };

const refused = { ok: false, status: 401, message: "Invalid or expired token" } as const;

/**
 * Checks a raw token (the text after `Bearer `): its shape first (400 with the
 * spec's message, before any database read), then the row, the secret's hash
 * in constant time, revocation, expiry and, when asked, a scope. Records the
 * time of use.
 */
export async function verifyApiToken(db: Db, raw: string, options: { scope?: string; now?: Date } = {}): Promise<TokenCheck> {
  const parsed = parseApiToken(raw.trim());
  if (!parsed) return { ok: false, status: 400, message: INVALID_TOKEN_FORMAT };
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      secretHash: apiTokens.secretHash,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      createdBy: apiTokens.createdBy,
      createdByEmail: users.email,
    })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.publicId, parsed.publicId))
    .limit(1);
  // Hash either way, so an unknown id costs what a wrong secret does.
  const presented = Buffer.from(hashTokenSecret(parsed.secret), "hex");
  const stored = Buffer.from(row?.secretHash ?? "0".repeat(64), "hex");
  const matches = stored.length === presented.length && timingSafeEqual(stored, presented);
  if (!row || !matches) return refused;
  const now = options.now ?? new Date();
  if (row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return refused;
  if (options.scope && !row.scopes.includes(options.scope)) {
    return { ok: false, status: 403, message: "This token may not read this data" };
  }
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  return {
    ok: true,
    token: { id: row.id, name: row.name, scopes: row.scopes, createdBy: row.createdBy, createdByEmail: row.createdByEmail },
  };
}

/** The token of an `Authorization: Bearer ...` header; undefined without one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.*)$/i.exec(header.trim());
  return match ? (match[1] ?? "") : undefined;
}
