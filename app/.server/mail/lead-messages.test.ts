import { describe, expect, it } from "vitest";
import { composeLeadEmail, type LeadRow } from "./lead-messages";

const context = {
  agency: {
    name: "Recovery Growth Partners",
    phone: "(800) 555-0199",
    email: "hello@agency.example",
    website: "https://agency.example",
    social: { facebook: "", twitter: "", linkedin: "" },
  },
  mail: { from: "Recovery Growth Partners <hello@agency.example>", leadsTo: "leads@agency.example" },
};

function lead(overrides: Partial<LeadRow> = {}): LeadRow {
  const now = new Date("2026-03-01T10:00:00Z");
  return {
    id: "00000000-0000-4000-8000-000000000001",
    formType: "contact",
    name: "Dana Whitfield",
    email: "dana@clinic.example",
    phone: null,
    facility: null,
    message: "We need more admissions.",
    consentVersion: null,
    status: "new",
    firstContactedAt: null,
    ownerId: null,
    dealValueCents: null,
    consentAt: null,
    landingPage: null,
    visitorHash: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    userAgent: null,
    idempotencyKey: null,
    isSpam: false,
    spamReason: null,
    deliveryStatus: "pending",
    deliveryAttempts: 0,
    deliveryError: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe("lead e-mails", () => {
  it("neutralise a stored name that would display as other text in a Subject", () => {
    // Validation refuses these today; rows stored before, or written by another path, are cleaned when sent.
    for (const kind of ["visitor", "agency"] as const) {
      const reversed = composeLeadEmail(kind, lead({ name: "Eve \u202egnp.exe" }), undefined, context);
      expect(reversed.subject).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
      expect(reversed.subject).toContain("Eve gnp.exe");
      const encoded = composeLeadEmail(kind, lead({ name: "=?utf-8?b?QWRtaW4gVGVhbQ==?=" }), undefined, context);
      expect(encoded.subject).not.toContain("=?");
    }
  });
});
