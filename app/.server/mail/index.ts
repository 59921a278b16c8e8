/**
 * The face of app/.server/mail/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { type BookingChange, composeBookingChangeEmail } from "./booking-change-messages";
export { type DeliveryDeps, deliverLeadEmail } from "./deliver-lead-email";
export { enqueueLeadEmails } from "./lead-email-job";
export { bookingUid, type MailContext, plainForMail } from "./lead-messages";
export { createMailer, type Mailer } from "./transport";
