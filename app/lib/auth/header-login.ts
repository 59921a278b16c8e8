import type { AccountRole } from "./staff-roles";

/**
 * The header's login options (spec §2 "Header login options"): shown on
 * /auth, on any path with an /admin or /super-admin segment, and on any page
 * whose URL carries the right `access_code` (checked on the server). Signed
 * out: a Login link. Signed in: the admin entries (Super Admin only for a
 * super admin) and Sign out. Plain links and one form: content pages get no
 * script for it.
 */
export type HeaderLogin =
  | { signedIn: false; loginHref: string }
  | { signedIn: true; entries: { label: string; href: string }[]; signOutAction: string };

export const SIGN_OUT_ACTION = "/auth/sign-out";

const loginSegments = new Set(["admin", "super-admin"]);
/**
 * Back-office pages that live at the top level (the chat's transcripts and
 * figures): staff there see their entries too (issue 20 D2: they always
 * showed the signed-out header).
 */
const backOfficeTopLevel = new Set(["chat", "ai-agent-system", "client-dashboard"]);

/** Whether the path alone shows the options (whole segments, as app/lib/private-paths.ts matches them). */
export function pathShowsLogin(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (path === "/auth" || path.startsWith("/auth/")) return true;
  const segments = path.split("/");
  return backOfficeTopLevel.has(segments[1] ?? "") || segments.some((segment) => loginSegments.has(segment));
}

/** What the header offers a visitor, or null when it offers nothing. */
export function headerLogin(options: {
  pathname: string;
  accessCodeValid: boolean;
  role: AccountRole | null;
}): HeaderLogin | null {
  if (!options.accessCodeValid && !pathShowsLogin(options.pathname)) return null;
  if (!options.role) {
    // Back to the page they were on after signing in, unless they are on the sign-in page already.
    const onAuth = options.pathname.toLowerCase().startsWith("/auth");
    return { signedIn: false, loginHref: onAuth ? "/auth" : `/auth?redirectTo=${encodeURIComponent(options.pathname)}` };
  }
  // A client account (issue 25 item 6) is offered its dashboard only, never a back-office entry.
  if (options.role === "client")
    return { signedIn: true, entries: [{ label: "Dashboard", href: "/client-dashboard" }], signOutAction: SIGN_OUT_ACTION };
  const entries = [{ label: "Leads", href: "/admin" }];
  if (options.role === "super_admin") entries.push({ label: "Super Admin", href: "/super-admin" });
  return { signedIn: true, entries, signOutAction: SIGN_OUT_ACTION };
}
