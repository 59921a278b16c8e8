import "../zod-setup";
import { z } from "zod/mini";
import { LEAD_MESSAGES } from "./lead-messages";

/**
 * The consultation form's rules (spec public-site §5), defined once and used
 * twice: by the form in the browser (on submit, then on every change) and by
 * the server (the /contact action, /api/leads and the booking action). The
 * five messages are the spec's, word for word; the length caps and the
 * character rules are ours, so nothing a database or an e-mail cannot carry
 * gets in (NUL bytes, lone surrogates, header-breaking line feeds).
 */
export { LEAD_MESSAGES };

export const LEAD_LIMITS = { name: 100, email: 254, phone: 30, facility: 150, message: 5000 } as const;

// Control characters other than tab and line breaks; a line break is allowed only in the message.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const singleLineBreakers = /[\u0000-\u001F\u007F\u2028\u2029]/;
/**
 * Bidirectional controls reorder what follows them: a name of
 * `Eve \u202egnp.exe` displays as "Eve exe.png" in a Subject line.
 */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** An RFC 2047 encoded word (`=?utf-8?b?...?=`): mail clients decode it in a Subject and show other text. */
export const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;
export const NAME_PLAIN_TEXT = "Please enter your name as plain text.";
/** Invisible characters that can make a name look filled in while it is not. */
const invisible = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const markup = /<\/?[a-z!][^>]*>/i;

const visibleLength = (value: string) => value.replace(invisible, "").trim().length;

// zod/mini (the same checks and messages as classic zod, a fraction of the browser bundle): checks are listed, not chained.
function text(message: string, ...checks: z.core.CheckFn<string>[] | z.core.$ZodCheck<string>[]) {
  return z.string({ error: message }).check(z.trim(), ...(checks as z.core.$ZodCheck<string>[]));
}

/** A one-line field: no control characters, no markup, well-formed Unicode. */
function singleLineChecks(max: number, label: string) {
  return [
    z.maxLength(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`),
    z.refine<string>(
      (value) => value.isWellFormed() && !singleLineBreakers.test(value),
      `${label} contains characters we can't accept.`,
    ),
    z.refine<string>((value) => !/[<>]/.test(value), `${label} can't contain < or >.`),
  ];
}

/** Optional text fields arrive as "" from a form: empty means not given. */
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
/** classic zod's `z.preprocess(emptyToUndefined, schema)`, which zod/mini spells as a pipe. */
const emptyAsUndefined = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.transform(emptyToUndefined), schema);

export const leadFieldsSchema = z.object({
  name: text(
    LEAD_MESSAGES.name,
    ...singleLineChecks(LEAD_LIMITS.name, "Name"),
    z.refine<string>((value) => visibleLength(value) >= 2, LEAD_MESSAGES.name),
    // The name goes into e-mail subjects: nothing that would display there as other text.
    z.refine<string>((value) => !BIDI_CONTROL.test(value) && !ENCODED_WORD.test(value), NAME_PLAIN_TEXT),
  ),
  email: z.pipe(
    text(LEAD_MESSAGES.email, z.maxLength(LEAD_LIMITS.email, LEAD_MESSAGES.email)),
    z.email({ error: LEAD_MESSAGES.email }),
  ),
  phone: emptyAsUndefined(
    z.optional(
      text(
        LEAD_MESSAGES.phone,
        z.minLength(10, LEAD_MESSAGES.phone),
        z.maxLength(LEAD_LIMITS.phone, LEAD_MESSAGES.phone),
        // Digits and the usual separators, with an optional extension: "+1 (212) 555-0100 ext. 12".
        z.regex(/^\+?[\d\s().-]+(\s*(x|ext\.?)\s*\d{1,6})?$/i, LEAD_MESSAGES.phone),
        z.refine<string>((value) => value.replace(/\D/g, "").length >= 7, LEAD_MESSAGES.phone),
      ),
    ),
  ),
  facility: emptyAsUndefined(
    z.optional(text("Please enter your facility's name as text.", ...singleLineChecks(LEAD_LIMITS.facility, "Facility name"))),
  ),
  message: text(
    LEAD_MESSAGES.message,
    z.maxLength(LEAD_LIMITS.message, `Message must be at most ${LEAD_LIMITS.message.toLocaleString("en-US")} characters.`),
    z.refine<string>(
      (value) => value.isWellFormed() && !controlChars.test(value),
      "Message contains characters we can't accept.",
    ),
    z.refine<string>((value) => !markup.test(value), "Please remove HTML tags from your message."),
    z.refine<string>((value) => visibleLength(value) >= 10, LEAD_MESSAGES.message),
  ),
  privacyPolicy: z.literal(true, { error: LEAD_MESSAGES.privacyPolicy }),
});

export type LeadFields = z.output<typeof leadFieldsSchema>;
export type LeadFieldName = keyof LeadFields;
export type FieldErrors = Partial<Record<string, string>>;

/** The values a form holds while it is being filled in (all strings, one boolean). */
export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  facility: string;
  message: string;
  privacyPolicy: boolean;
}

export const emptyLeadFormValues: LeadFormValues = {
  name: "",
  email: "",
  phone: "",
  facility: "",
  message: "",
  privacyPolicy: false,
};

/** The first message for each field that failed: what the form shows under it. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A checkbox posts "on" (or "true" from scripts); anything else, or nothing, is unticked. */
export function checkboxValue(value: unknown): unknown {
  if (value === "on" || value === "true") return true;
  if (value === null || value === undefined || value === "" || value === "false") return false;
  return value;
}

/** Validation messages shared by the booking form. */
export const BOOKING_MESSAGES = {
  slot: "Please choose a time for your strategy session.",
  slotTaken: "Sorry, someone just booked that time. Please choose another one from the updated list.",
} as const;

export const bookingFieldsSchema = z.extend(leadFieldsSchema, {
  slot: text(BOOKING_MESSAGES.slot, z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(\.000)?Z$/, BOOKING_MESSAGES.slot)),
  timeZone: emptyAsUndefined(z.catch(z.optional(z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_+/-]+$/))), undefined)),
});

export type BookingFields = z.output<typeof bookingFieldsSchema>;
