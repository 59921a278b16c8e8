import type { ActionAnswer } from "../action-answer";
import type { LeadFormValues } from "./lead-validation";

/** What a lead form's answer carries beside the message: a booking's slot, the e-mail warning, the values typed. */
export interface LeadFormFields {
  /** The lead is saved, its e-mails are not out yet. */
  warning: string;
  /** A booking's success names its slot. */
  slot: string;
  /** A refused no-JavaScript post echoes what was typed, so nothing is lost. */
  values: Partial<LeadFormValues>;
}

/**
 * What a lead form's action answers (the one ActionAnswer), for both forms
 * and both ways of posting: the island's JSON with JavaScript, the page's
 * action data without. `ok`: sent; refused with `fields`: a field to fix;
 * refused without: an error the form shows as a whole.
 */
export type LeadFormResult = ActionAnswer<LeadFormFields>;

/** How a form shows an answer. */
export function leadFormOutcome(result: LeadFormResult | undefined): "success" | "invalid" | "error" | "idle" {
  if (!result) return "idle";
  if (result.ok) return "success";
  return result.fields ? "invalid" : "error";
}

/**
 * The JSON the form island gets for its post (the page's own URL, asked with
 * `Accept: application/json`): the answer, and for the booking form the open
 * slots as they are now, so a lost race (409) shows fresh times.
 */
export interface LeadFormAnswer {
  result: LeadFormResult;
  slots?: string[];
}

/**
 * Every text a lead submission answers with, in the browser and from the
 * server (the form actions and POST /api/leads). The spec's texts (§4, §8)
 * word for word; the rest are ours.
 */
export const LEAD_TEXT = {
  submit: "Send Message",
  submitting: "Processing...",
  success: "Thank you for your message! We'll be in touch with you shortly.",
  /** Inline, and the `message` of a failed submission's answer. */
  error: "There was an error submitting your form. Please try again.",
  toastSuccessTitle: "Message sent",
  toastSuccess: "We'll be in touch with you shortly.",
  toastWarningTitle: "Message received",
  /** The toast, and the `warning` field of an answer: the lead is saved, the e-mails are not out yet. */
  warning: "Your information has been saved. However, there was an issue sending confirmation emails.",
  /** A 503: the database could not be reached, so nothing was saved (the form keeps what was typed). */
  unavailable: "We could not save your request: our system is briefly unavailable. Please try again in a minute, or call us.",
  toastErrorTitle: "Error",
  toastError: "There was a problem sending your message. Please try again.",
  invalid: "Please correct the highlighted fields.",
  rateLimited: (minutes: number) =>
    `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us.`,
  unsupportedType: "Send the form as application/json (or as a form post to /contact).",
  badJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object with the form's fields.",
  tooLarge: "The submission is too large. Please shorten your message and try again.",
  notAForm: "Please send the form from the page.",
  unreadableForm: "The form could not be read. Please try again.",
} as const;
