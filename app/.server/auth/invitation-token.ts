import { createHash, randomBytes } from "node:crypto";

/**
 * The one format of invitation tokens, shared by the super-admin helper that
 * invites and by acceptance (auth/invitation.ts): 32 random bytes as
 * base64url in the link, and only their SHA-256 (hex) in `invitations`, so a
 * copy of the database cannot accept anybody's invitation. A plain hash is
 * enough: the token has 256 bits of entropy, nothing to brute-force.
 */
export const INVITATION_TTL_DAYS = 7;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether `token` could be one of ours; anything else is refused before a lookup. */
export function isInvitationTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function invitationExpiry(now = new Date()): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
}

/** `${PUBLIC_URL}/auth/invitation?token=...` */
export function invitationLink(publicUrl: string, token: string): string {
  const url = new URL("/auth/invitation", publicUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
