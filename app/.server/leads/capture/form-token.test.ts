import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token";

const secret = "a".repeat(40);

describe("form tokens", () => {
  it("verifies its own tokens and measures their age", () => {
    const token = issueFormToken(secret, 1_700_000_000_000);
    expect(checkFormToken(secret, token, 1_700_000_004_000)).toEqual({ ok: true, ageMs: 4000 });
  });

  it("refuses forged, altered, missing and stale tokens", () => {
    const token = issueFormToken(secret, 1_700_000_000_000);
    expect(checkFormToken("b".repeat(40), token, 1_700_000_004_000)).toEqual({ ok: false, reason: "bad_token" });
    expect(checkFormToken(secret, token.replace("1700000000000", "1600000000000"), 1_700_000_004_000)).toEqual({
      ok: false,
      reason: "bad_token",
    });
    expect(checkFormToken(secret, undefined)).toEqual({ ok: false, reason: "missing_token" });
    expect(checkFormToken(secret, "nonsense")).toEqual({ ok: false, reason: "bad_token" });
    expect(checkFormToken(secret, token, 1_700_000_000_000 + 8 * 24 * 3600 * 1000)).toEqual({ ok: false, reason: "stale_token" });
  });
});
