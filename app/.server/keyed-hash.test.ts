import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientKey, keyedHash } from "./keyed-hash";

const secret = "s".repeat(32);

describe("keyedHash", () => {
  it("gives the values the audit log and the counters already hold (the same input and length as before)", () => {
    const before = createHmac("sha256", secret).update("audit:203.0.113.9").digest("hex").slice(0, 32);
    expect(keyedHash(secret, "audit", "203.0.113.9")).toBe(before);
    const visitor = createHmac("sha256", secret).update("visitor:203.0.113.9").digest("base64url").slice(0, 32);
    expect(keyedHash(secret, "visitor", "203.0.113.9", { encoding: "base64url" })).toBe(visitor);
  });

  it("hashes one value differently for each purpose and each secret, and never contains it", () => {
    const address = "203.0.113.9";
    const keys = new Set([
      keyedHash(secret, "audit", address),
      keyedHash(secret, "chat", address),
      keyedHash("t".repeat(32), "audit", address),
    ]);
    expect(keys.size).toBe(3);
    expect(clientKey("chat", secret, address)).toMatch(/^chat:[0-9a-f]{32}$/);
    expect(clientKey("chat", secret, address)).not.toContain(address);
  });
});
