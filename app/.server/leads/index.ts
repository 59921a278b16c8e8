/**
 * The face of app/.server/leads/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { submissionMeta } from "./capture/deps";
export { visitorKey } from "./capture/form-token";
export { queueLeadEmails, sendLeadEmailsNow } from "./capture/lead-email-queue";
export { openSlots } from "./capture/open-slots";
export { type LeadDeps, type SubmissionMeta, type SubmitResult, submitLead } from "./capture/submit-lead";
export { captureLeadJourneys } from "./journeys/journey";
export { gradeCondition, leadScoreColumns, scoreOrder } from "./scores/inbox";
export { readLeadScore, rescoreLead } from "./scores/scoring";
