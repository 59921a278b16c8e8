import type { StaffRole } from "~/lib/auth/staff-roles";

/**
 * THE access table: which paths need which role. The guard (guard.ts) looks
 * every request up here before React Router or an API runs, so access is
 * decided in one place. A later tool adds its route to app/routes.ts; its
 * prefix is already here. access-rules.test.ts (beside this file) fails for
 * a back-office page or API route that no entry covers.
 *
 * Prefixes match whole path segments, without regard to case (React Router
 * matches routes that way): `/admin` covers `/admin`, `/ADMIN/leads`, but not
 * `/administrative-costs`.
 */
/** `client`: only client accounts (issue 25 item 6); staff roles rank admin < super_admin and never include client. */
export type Need = "public" | "client" | StaffRole;

export interface AccessRule {
  prefix: string;
  /** Who may use it; `methods` overrides this per HTTP method. */
  need: Need;
  methods?: Partial<Record<"GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE", Need>>;
  /** An API answers 401/403 as JSON; a page redirects to /auth or shows the 403 page. */
  kind: "page" | "api";
  /** An API token carrying this scope may stand in for a session (Authorization: Bearer). */
  tokenScope?: string;
}

const page = (prefix: string, need: StaffRole | "client" = "admin"): AccessRule => ({ prefix, need, kind: "page" });

export const ACCESS_RULES: readonly AccessRule[] = [
  // The back-office (spec §2 admin routes).
  page("/admin"),
  page("/super-admin", "super_admin"),
  // The media library (issue 22 item 10); its upload API is under /api/admin.
  page("/admin/media"),
  // Redirects (issue 22 item 9): admins; also covered by /admin, named so the table lists every tool.
  page("/admin/redirects"),
  // The content studio (issue 22 items 1-9): the pages list, the page editor and its diff; admins. Also covered by /admin.
  page("/admin/pages"),
  page("/dashboard"),
  // Client accounts only (issue 25 item 6): their own sites; staff support clients from /admin/clients instead.
  page("/client-dashboard", "client"),
  // Tool routes: later issues add the routes; until then they answer 404 after the guard.
  page("/content-research"),
  page("/content-view"),
  page("/content-migration"),
  page("/content-automation"),
  page("/ai-agent-system"),
  page("/keyword-research"),
  page("/location-manager"),
  page("/sitemap-generator"),
  page("/sitemap-optimization"),
  page("/lead-analyzer"),
  // Lead scoring rules (issue 25 item 1): admins read them and preview; saving or restoring is for super admins.
  { prefix: "/lead-analyzer/scoring", need: "admin", methods: { POST: "super_admin" }, kind: "page" },
  page("/chat"),
  // APIs.
  { prefix: "/api/admin", need: "admin", kind: "api" },
  { prefix: "/api/super-admin", need: "super_admin", kind: "api" },
  {
    prefix: "/api/agent-metrics",
    need: "super_admin",
    // The site's own widgets send metrics anonymously; reading them is for super admins and tokens.
    methods: { POST: "public" },
    kind: "api",
    tokenScope: "metrics:read",
  },
  // better-auth checks its own endpoints (a session where one is needed); the CSRF rule still applies.
  { prefix: "/api/auth", need: "public", kind: "api" },
  { prefix: "/api/leads", need: "public", kind: "api" },
  // Public tools and widgets (issues 12-14); each is rate limited per visitor by its own code.
  { prefix: "/api/crawls", need: "public", kind: "api" },
  { prefix: "/api/analyses", need: "public", kind: "api" },
  { prefix: "/api/chat", need: "public", kind: "api" },
  { prefix: "/api/events", need: "public", kind: "api" },
  // The bookings calendar feed (issue 25 item 7): a calendar app has no session; the secret in the address decides (404 otherwise).
  { prefix: "/calendar", need: "public", kind: "api" },
];

/** The path as the guard compares it: lower case, repeated and trailing slashes dropped. */
export function normalizePath(pathname: string): string {
  const collapsed = pathname.toLowerCase().replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
}

/** `/admin.data` is React Router's data request for `/admin`: the same rule. */
function covers(prefix: string, path: string) {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`);
}

/** The rule for a path, the longest prefix winning; null for everything public. */
export function accessRuleFor(pathname: string): AccessRule | null {
  const path = normalizePath(pathname);
  let found: AccessRule | null = null;
  for (const rule of ACCESS_RULES) {
    if (covers(rule.prefix, path) && (!found || rule.prefix.length > found.prefix.length)) found = rule;
  }
  return found;
}

export function neededFor(rule: AccessRule, method: string): Need {
  return rule.methods?.[method.toUpperCase() as keyof NonNullable<AccessRule["methods"]>] ?? rule.need;
}
