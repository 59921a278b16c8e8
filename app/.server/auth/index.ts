/**
 * The face of app/.server/auth/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { type AuditEntry, recordAudit } from "./audit/record";
export { requireClient } from "./client-account";
export { InvitationRefused, type InvitationText, type InviteDeps, invite } from "./invite";
export { type Actor, hasRole, requireStaff, type Staff } from "./staff";
export { type AdminContext, type ChangeResult, refuse } from "./staff-admin/admin-context";
export { activeStaff, listStaff, staffMember } from "./staff-members";
