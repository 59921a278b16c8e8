import type { FieldErrors, LeadFormValues } from "./lead-validation";

/** What the /contact action answers a form post with (the page renders it without JavaScript). */
export type LeadFormResult =
  | { status: "success"; warning?: string }
  | { status: "invalid"; message: string; fields: FieldErrors; values?: Partial<LeadFormValues> }
  | { status: "error"; message: string };

/** The spec's texts (§8, §9). */
export const LEAD_FORM_TEXT = {
  submit: "Send Message",
  submitting: "Processing...",
  success: "Thank you for your message! We'll be in touch with you shortly.",
  error: "There was an error submitting your form. Please try again.",
  toastSuccessTitle: "Message sent",
  toastSuccess: "We'll be in touch with you shortly.",
  toastWarningTitle: "Message received",
  toastWarning: "Your information has been saved. However, there was an issue sending confirmation emails.",
  toastErrorTitle: "Error",
  toastError: "There was a problem sending your message. Please try again.",
} as const;
