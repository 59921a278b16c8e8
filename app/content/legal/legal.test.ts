import { describe, expect, it } from "vitest";
import { COOKIE_POLICY_VERSION, PRIVACY_POLICY_VERSION, TERMS_VERSION } from "~/content/legal/versions";
import { formatLegalDate } from "~/lib/legal-meta";
import { cookiePolicy } from "./cookies";
import { fillPlaceholders, type LegalDocument } from "./document";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";

function textOf(document: LegalDocument, index: number): string {
  const section = document.sections[index];
  if (!section) throw new Error(`no section ${index + 1} in ${document.title}`);
  return section.blocks.map((block) => (typeof block === "string" ? block : block.list.join(" "))).join(" ");
}

describe("legal pages", () => {
  it("privacy policy has the spec's nine sections and names the mailbox and phone in its contact section", () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "How We Share Information",
      "Your Rights and Choices",
      "Data Security and Retention",
      "Children Under 18",
      "Changes to This Policy",
      "Contact Us",
    ]);
    expect(textOf(privacyPolicy, 8)).toContain("{email}");
    expect(textOf(privacyPolicy, 8)).toContain("{phone}");
  });

  it("privacy policy describes what the site really collects", () => {
    const collected = textOf(privacyPolicy, 1);
    for (const word of ["name", "e-mail", "phone", "facility", "message", "UTM", "user agent", "48 hours", "not stored"]) {
      expect(collected, word).toContain(word);
    }
    expect(textOf(privacyPolicy, 3)).toContain("do not sell");
  });

  it("terms of service have fifteen sections with the spec's stated content", () => {
    expect(termsOfService.sections).toHaveLength(15);
    expect(textOf(termsOfService, 7)).toContain("12 months");
    expect(textOf(termsOfService, 9)).toContain("HIPAA");
    expect(textOf(termsOfService, 11)).toContain("California");
    const disputes = textOf(termsOfService, 12);
    expect(disputes.indexOf("negotiation")).toBeLessThan(disputes.indexOf("mediation"));
    expect(disputes.indexOf("mediation")).toBeLessThan(disputes.indexOf("arbitration or litigation"));
    expect(termsOfService.sections[13]?.title).toBe("Severability");
  });

  it("cookie policy covers cookieless analytics, staff sessions, the optional tag manager and controls", () => {
    const all = cookiePolicy.sections.map((_, index) => textOf(cookiePolicy, index)).join(" ");
    for (const phrase of [
      "stores nothing on your device",
      "session cookie",
      "never loads in private areas",
      "browser's settings",
    ]) {
      expect(all, phrase).toContain(phrase);
    }
  });

  it("carry the effective dates from app/content/legal/versions.ts", () => {
    expect(privacyPolicy.version).toBe(PRIVACY_POLICY_VERSION);
    expect(termsOfService.version).toBe(TERMS_VERSION);
    expect(cookiePolicy.version).toBe(COOKIE_POLICY_VERSION);
    expect(formatLegalDate("2026-11-21")).toBe("November 21, 2026");
    expect(formatLegalDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("use only placeholders the page can fill", () => {
    const values = { agency: "Agency", email: "hi@example.com", phone: "(800) 555-0199", website: "https://example.com" };
    for (const document of [privacyPolicy, termsOfService, cookiePolicy]) {
      document.sections.forEach((_, index) => {
        expect(fillPlaceholders(textOf(document, index), values), `${document.title} §${index + 1}`).not.toMatch(/\{\w+\}/);
      });
    }
    expect(fillPlaceholders("Write to {email} or call {phone}.", values)).toBe("Write to hi@example.com or call (800) 555-0199.");
  });
});
