/**
 * What the server says back. `warning` is the spec's text (§7, §8): the
 * lead is saved but the e-mails did not go out yet.
 */
export const LEAD_ANSWERS = {
  invalid: "Please correct the highlighted fields.",
  warning: "Your information has been saved. However, there was an issue sending confirmation emails.",
  error: "There was a problem sending your message. Please try again.",
  rateLimited: (minutes: number) =>
    `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us.`,
  unsupportedType: "Send the form as application/json (or as a form post to /contact).",
  badJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object with the form's fields.",
  tooLarge: "The submission is too large. Please shorten your message and try again.",
} as const;
