import type { StaffRole } from "./staff-roles";

/**
 * What the super-admin pages show, as plain JSON: the server modules
 * (app/.server/auth/staff-admin, api-tokens, agent-metrics) return these and the
 * components render them. Dates are ISO strings.
 */
export interface StaffUserRow {
  id: string;
  name: string;
  email: string;
  /** The effective role: the SUPER_ADMIN_EMAIL account is always super_admin. */
  role: StaffRole;
  disabled: boolean;
  twoFactorEnabled: boolean;
  /** The last time one of their sessions was used or made; null if never signed in. */
  lastSessionAt: string | null;
  activeSessions: number;
  /** The account named by SUPER_ADMIN_EMAIL: cannot be demoted or disabled. */
  fixedSuperAdmin: boolean;
  createdAt: string;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  invitedByEmail: string | null;
  expiresAt: string;
  createdAt: string;
}

/** A token as the list shows it: never the secret or its hash. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  publicId: string;
  scopes: string[];
  createdByEmail: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface AuditRow {
  id: number;
  actorEmail: string | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface DailyMetric {
  metricType: string;
  /** YYYY-MM-DD, a day of the agency (AGENCY_TIME_ZONE). */
  day: string;
  count: number;
  average: number | null;
}

export interface MetricJson {
  id: string;
  metricType: string;
  userId: string | null;
  sessionId: string | null;
  value: number | null;
  priority: string;
  details: Record<string, unknown>;
  createdAt: string;
}
