import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createInvitationToken,
  hashInvitationToken,
  invitationExpiry,
  invitationLink,
  isInvitationTokenShape,
} from "./invitation-token";

describe("invitation tokens", () => {
  it("are 32 random bytes of base64url, stored as their SHA-256 hex", () => {
    const { token, tokenHash } = createInvitationToken();
    expect(isInvitationTokenShape(token)).toBe(true);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hashInvitationToken(token)).toBe(tokenHash);
    expect(createInvitationToken().token).not.toBe(token);
  });

  it("refuses other shapes", () => {
    expect(isInvitationTokenShape("")).toBe(false);
    expect(isInvitationTokenShape("a".repeat(42))).toBe(false);
    expect(isInvitationTokenShape(`${"a".repeat(42)}=`)).toBe(false);
  });

  it("link to /auth/invitation on the public URL and last 7 days", () => {
    expect(invitationLink("https://agency.example/", "abc_-1")).toBe("https://agency.example/auth/invitation?token=abc_-1");
    const now = new Date("2026-01-01T00:00:00Z");
    expect(invitationExpiry(now).toISOString()).toBe("2026-01-08T00:00:00.000Z");
  });
});
