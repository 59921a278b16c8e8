import { createContext } from "react-router";
import type { StaffRole } from "~/lib/auth/staff-roles";
import type { Logger } from "./log";

/**
 * Who asks. The shapes live here, in the kernel, because every request carries them (the HTTP
 * pipeline sets them, loaders read them); auth/ resolves and checks them and re-exports each
 * where it is made (staff.ts, client-account.ts, api-tokens/verify.ts, guard.ts).
 */

/**
 * The signed-in staff member of a request, as the guard resolved it
 * (auth/guard.ts). `role` is the effective role: the account named by
 * SUPER_ADMIN_EMAIL is always `super_admin`, whatever its row says.
 */
export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** better-auth's session id (not the token). */
  sessionId: string;
}

/**
 * A signed-in client account (issue 25 item 6): a treatment centre that sees
 * its own sites at /client-dashboard. Kept apart from `Staff` on purpose: a
 * client is never handed to code that takes a staff member, so every
 * `info.staff` check in the back-office, the tools and the APIs reads a
 * client as signed out.
 */
export interface ClientAccount {
  id: string;
  email: string;
  name: string;
  sessionId: string;
}

/** An API token that checked out: who made it and what it may do. */
export interface VerifiedToken {
  id: string;
  name: string;
  scopes: string[];
  createdBy: string | null;
  createdByEmail: string | null;
}

/** What the guard step decided for a request (auth/guard.ts), carried on the pipeline's exchange. */
export interface AccessDecision {
  staff: Staff | null;
  /** A signed-in client account (issue 25 item 6): never staff, reaches only the /client-dashboard rule. */
  client?: ClientAccount | null;
  /** A verified API token standing in for a session (Authorization: Bearer). */
  apiToken?: VerifiedToken;
  /** A back-office page this staff member may not see: render the 403 page. */
  forbidden?: boolean;
}

/** What our HTTP server hands every loader, action and the document renderer. */
export interface RequestInfo {
  requestId: string;
  /** Per-request nonce that the Content-Security-Policy allows for inline scripts. */
  nonce: string;
  log: Logger;
  /** The client's address (the proxy's X-Forwarded-For only when TRUST_PROXY is on); never stored, only hashed. */
  clientIp: string;
  /** Logs a loader, action or render error once, shaped and rate limited (app/.server/http/error-log.ts). */
  reportError?(error: unknown, path: string): void;
  /** The signed-in staff member, resolved by the guard step from the session cookie; null when anonymous. */
  staff?: Staff | null;
  /** A signed-in client account (issue 25 item 6): never staff; it sees only /client-dashboard. */
  client?: ClientAccount | null;
  /** An API token the guard verified in place of a session (Authorization: Bearer). */
  apiToken?: VerifiedToken;
  /** The guard found a back-office page this staff member may not see: the layout renders the 403 page. */
  forbidden?: boolean;
}

export const requestContext = createContext<RequestInfo>();
