import { describe, expect, it } from "vitest";
import { checkPasswordStrength, PASSWORD_REASONS } from "./password-strength";

const jane = { email: "jane.doe@acme-clinic.com", name: "Jane Doe" };

describe("checkPasswordStrength", () => {
  it("accepts a long random password and a passphrase", () => {
    expect(checkPasswordStrength("Tq8#vLm2!xRz9pKw", jane)).toEqual({ ok: true, reasons: [] });
    expect(checkPasswordStrength("horse-staple-violet-93!", jane)).toEqual({ ok: true, reasons: [] });
  });

  it("refuses fewer than 12 characters, whatever else", () => {
    expect(checkPasswordStrength("Tq8#vLm2!xR", jane)).toEqual({ ok: false, reasons: [PASSWORD_REASONS.tooShort] });
    expect(checkPasswordStrength("", {})).toEqual({ ok: false, reasons: [PASSWORD_REASONS.tooShort] });
  });

  it("refuses more than 256 characters", () => {
    expect(checkPasswordStrength("x".repeat(257)).reasons).toEqual([PASSWORD_REASONS.tooLong]);
  });

  it.each(["password1234", "Password123456!", "qwertyuiop123", "Sunshine2024!"])("refuses the common password %s", (password) => {
    expect(checkPasswordStrength(password, jane)).toEqual({ ok: false, reasons: [PASSWORD_REASONS.common] });
  });

  it.each(["jane.doe.2024!", "JaneDoeRocks!!", "acmeclinic2026", "J4neD0e-is-here"])(
    "refuses %s, built on the e-mail address or name",
    (password) => {
      const verdict = checkPasswordStrength(password, jane);
      expect(verdict.ok).toBe(false);
      expect(verdict.reasons).toContain(PASSWORD_REASONS.personal);
    },
  );

  it("judges the same password fine for someone else", () => {
    expect(checkPasswordStrength("JaneDoeRocks-73!", { email: "sam@example.org", name: "Sam Lee" }).ok).toBe(true);
    expect(checkPasswordStrength("JaneDoeRocks-73!", jane).ok).toBe(false);
  });

  it("refuses patterns that are easy to guess, saying which", () => {
    const repeated = checkPasswordStrength("aaaaaaaaaaaaaaa");
    expect(repeated.ok).toBe(false);
    expect(repeated.reasons[0]).toMatch(/^It is too easy to guess\. Repeated characters/);
    expect(checkPasswordStrength("abcdefghijklm").reasons[0]).toMatch(/^It is too easy to guess\./);
  });
});
