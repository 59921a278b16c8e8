/**
 * Staff roles, enforced on the server (DESIGN.md §4). There is no public
 * sign-up: every account is staff. `super_admin` can do everything `admin`
 * can, plus users, API tokens, metrics and the audit log.
 */
export const STAFF_ROLES = ["admin", "super_admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

const rank: Record<StaffRole, number> = { admin: 1, super_admin: 2 };

/** Whether a staff member (or nobody) holds at least the role needed: a super admin passes every admin check. */
export function hasRole(staff: { role: StaffRole } | null | undefined, needed: StaffRole): boolean {
  return Boolean(staff && rank[staff.role] >= rank[needed]);
}

/**
 * Every role an account may hold (users.role, invitations.role). A `client`
 * (issue 25 item 6) is a treatment centre that sees its own sites at
 * /client-dashboard and nothing else: it is deliberately not a StaffRole, so
 * no code that takes a staff member (requireStaff, hasRole, the audit actor,
 * `info.staff`) can ever be handed one. The guard resolves a client's
 * session to `info.client` instead (app/.server/auth/guard.ts).
 */
export const CLIENT_ROLE = "client" as const;
export const ACCOUNT_ROLES = [CLIENT_ROLE, ...STAFF_ROLES] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === "string" && (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** Metric types the site's own widgets may send to POST /api/agent-metrics, plus the server's own. */
export const CLIENT_METRIC_TYPES = [
  "chat_opened",
  "chat_message_sent",
  "chat_lead_captured",
  // The chat widget's time to the first streamed text, in ms (issue 13 item 8).
  "chat_response_time",
  "cta_click",
  "page_performance",
  "widget_error",
] as const;
/** `chat_provider_error`: the AI provider failed or timed out during a chat answer (app/.server/chat). */
export const SERVER_METRIC_TYPES = ["invalid_access_code_attempt", "agent_metrics_read", "chat_provider_error"] as const;
export const METRIC_TYPES = [...CLIENT_METRIC_TYPES, ...SERVER_METRIC_TYPES] as const;
export type MetricType = (typeof METRIC_TYPES)[number];
export const METRIC_PRIORITIES = ["low", "normal", "high", "critical"] as const;
