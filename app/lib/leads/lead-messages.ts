/**
 * The lead forms' messages (spec public-site §5), word for word, in a module
 * of their own without zod: lead-validation.ts builds its schema on them, and
 * the chat widget's booking form (app/islands/chat-booking.ts, plain DOM code
 * that must stay a few KB) shows the same texts.
 */
export const LEAD_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  message: "Message must be at least 10 characters.",
  privacyPolicy: "You must accept the privacy policy.",
} as const;
