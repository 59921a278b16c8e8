import { createContext } from "react-router";
import type { VerifiedToken } from "./auth/api-tokens/verify";
import type { ClientAccount } from "./auth/client-account";
import type { Staff } from "./auth/staff";
import type { Logger } from "./log";

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
