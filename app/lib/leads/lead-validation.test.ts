import { describe, expect, it } from "vitest";
import { fieldErrorsOf, LEAD_MESSAGES, leadFieldsSchema } from "./lead-validation";

const valid = { name: "Dana", email: "dana@clinic.example", message: "We need more IOP admissions.", privacyPolicy: true };

describe("the consultation form's schema", () => {
  it("answers an empty form with the spec's messages", () => {
    const result = leadFieldsSchema.safeParse({
      name: "",
      email: "",
      phone: "",
      facility: "",
      message: "",
      privacyPolicy: false,
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        name: LEAD_MESSAGES.name,
        email: LEAD_MESSAGES.email,
        message: LEAD_MESSAGES.message,
        privacyPolicy: LEAD_MESSAGES.privacyPolicy,
      });
    }
  });

  it("treats phone and facility as optional, and checks a phone when given", () => {
    expect(leadFieldsSchema.safeParse({ ...valid, phone: "", facility: "" }).success).toBe(true);
    expect(leadFieldsSchema.safeParse({ ...valid, phone: "+1 (212) 555-0100 ext. 12" }).success).toBe(true);
    const short = leadFieldsSchema.safeParse({ ...valid, phone: "555-0100" });
    expect(short.success ? {} : fieldErrorsOf(short.error)).toEqual({ phone: LEAD_MESSAGES.phone });
  });

  it("keeps markup out of the message but lets people write plain text with symbols", () => {
    expect(leadFieldsSchema.safeParse({ ...valid, message: "Census < 20 & payer mix 60% commercial" }).success).toBe(true);
    expect(leadFieldsSchema.safeParse({ ...valid, message: "<a href='x'>cheap</a> links here" }).success).toBe(false);
  });

  it("refuses names that would display as other text in an e-mail: bidirectional controls and encoded words", () => {
    for (const name of [
      "Eve \u202egnp.exe",
      "Eve \u2067evil\u2069",
      "Eve\u200f Adams",
      "=?utf-8?b?QWRtaW4gVGVhbQ==?=",
      "Dana =?UTF-8?Q?Support_Desk?= Smith",
    ]) {
      const result = leadFieldsSchema.safeParse({ ...valid, name });
      expect(result.success ? {} : fieldErrorsOf(result.error), JSON.stringify(name)).toEqual({
        name: "Please enter your name as plain text.",
      });
    }
    // Names in any script, with their own punctuation, still pass.
    for (const name of ["Zoë O'Brien-Smith", "محمد علي", "José = Pepe", "Ana (Director)?"]) {
      expect(leadFieldsSchema.safeParse({ ...valid, name }).success, name).toBe(true);
    }
  });
});
