import { describe, expect, it } from "vitest";
import { mailboxOf, recipientKey } from "./recipient-limit";

describe("the mailbox an address reaches", () => {
  it("folds case, drops +tags, and ignores Gmail's dots", () => {
    expect(mailboxOf(" Dana+Ads@HarborRecovery.Example ")).toBe("dana@harborrecovery.example");
    expect(mailboxOf("d.a.n.a+x@googlemail.com")).toBe("dana@gmail.com");
    expect(mailboxOf("d.ana@clinic.example")).toBe("d.ana@clinic.example");
  });

  it("keys the counter by a keyed hash, never the address", () => {
    const key = recipientKey("s".repeat(40), "dana@clinic.example");
    expect(key).toBe(recipientKey("s".repeat(40), "DANA+1@clinic.example"));
    expect(key).not.toContain("dana");
    expect(key).not.toBe(recipientKey("t".repeat(40), "dana@clinic.example"));
  });
});
