import type { IncomingMessage, ServerResponse } from "node:http";
import { fromNodeHeaders } from "better-auth/node";
import { CLIENT_ROLE, isStaffRole } from "~/lib/auth/staff-roles";
import type { Config } from "../config";
import type { Db } from "../db";
import { AppError, codeForStatus, type Exchange, hasPersonalCookie, requestOrigin, type Step } from "../http";
import type { AccessDecision } from "../request-context";
import { type AccessRule, accessRuleFor, neededFor } from "./access-rules";
import { bearerToken, verifyApiToken } from "./api-tokens/verify";
import type { ClientAccount } from "./client-account";
import type { Auth } from "./create-auth";
import { hasRole, type Staff } from "./staff";

/**
 * The guard: one pipeline step in front of React Router and every API.
 * 1. Cross-site state-changing requests are refused (CSRF), everywhere.
 * 2. The session cookie, when there is one, becomes `exchange.access.staff`.
 * 3. The access table (access-rules.ts) decides: anonymous visitors of a
 *    back-office page go to /auth?redirectTo=..., APIs answer 401, and so
 *    does a post to a page that no browser navigation made (see
 *    answersUnauthorized); a staff
 *    member without the role gets 403 JSON from an API, or the 403 page
 *    (React Router renders it: `access.forbidden`).
 * Loaders and actions say the same again with requireStaff (staff.ts).
 */
export type { AccessDecision };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const MESSAGES = {
  sessionMissing: "Auth session missing!",
  forbidden: "You do not have access to this page.",
  twoFactorRequired: "Super admins must turn on two-factor authentication first.",
  crossSite: "Cross-site requests are not allowed.",
} as const;

/**
 * Who a session cookie belongs to: a staff member, a client account, or
 * nobody (no cookie, expired or revoked session, disabled account). A stored
 * role that is neither a staff role nor `client` signs in as nobody: access
 * fails closed rather than guessing a role.
 */
export async function resolveAccount(
  auth: Auth,
  headers: Headers,
  superAdminEmail: string | undefined,
): Promise<{ staff: Staff | null; client: ClientAccount | null }> {
  const nobody = { staff: null, client: null };
  const result = await auth.api.getSession({ headers, query: { disableCookieCache: true } }).catch(() => null);
  if (!result) return nobody;
  const { user, session } = result;
  if ((user as { banned?: boolean }).banned) return nobody;
  const email = user.email.toLowerCase();
  const storedRole = (user as { role?: string | null }).role ?? "admin";
  if (superAdminEmail && email === superAdminEmail) return { staff: staffOf(user, session, email, "super_admin"), client: null };
  if (storedRole === CLIENT_ROLE) return { staff: null, client: { id: user.id, email, name: user.name, sessionId: session.id } };
  if (!isStaffRole(storedRole)) return nobody;
  return { staff: staffOf(user, session, email, storedRole), client: null };
}

function staffOf(user: { id: string; name: string }, session: { id: string }, email: string, role: Staff["role"]): Staff {
  return {
    id: user.id,
    email,
    name: user.name,
    role,
    twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean }).twoFactorEnabled),
    sessionId: session.id,
  };
}

/** The staff member of a session cookie, or null (also for a client account: a client is never staff). */
export async function resolveStaff(auth: Auth, headers: Headers, superAdminEmail: string | undefined): Promise<Staff | null> {
  return (await resolveAccount(auth, headers, superAdminEmail)).staff;
}

/** Whether a state-changing request comes from another site (the Origin header, else Sec-Fetch-Site). */
export function isCrossSite(req: IncomingMessage, publicUrl: URL): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET")) return false;
  const origin = req.headers.origin;
  const site = req.headers["sec-fetch-site"];
  // A form posted by a page whose Referrer-Policy is no-referrer (every private page: /auth, the back-office)
  // carries `Origin: null`; the browser's Sec-Fetch-Site, which pages cannot set, says whether it is ours.
  if (origin === "null") return site !== "same-origin";
  if (origin !== undefined) {
    if (origin === publicUrl.origin) return false;
    const own = requestOrigin(req, publicUrl);
    return origin !== `${own.protocol}//${own.host}`;
  }
  // Browsers send one or the other on every POST; scripts and API clients send neither and carry no ambient cookies we trust for them.
  return site === "cross-site" || site === "same-site";
}

function sendJson(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Cache": "BYPASS",
    ...extra,
  });
  // The socket's envelope (http/app-error.ts), written straight to the response: the guard runs before React Router.
  res.end(JSON.stringify(new AppError(codeForStatus(status), message).toJSON()));
}

/**
 * A redirect the browser follows whichever way it asked. React Router's
 * client asks for a page's data at `/page.data` and cannot read a plain 302
 * there: a new super admin signing in from /super-admin landed on "Something
 * went wrong" instead of the enrolment page (issue 20 D1). Its own form is a
 * 204 with X-Remix-Redirect; the document is reloaded, as a sign-in changes
 * what every part of the page shows.
 */
function redirect(res: ServerResponse, req: IncomingMessage, location: string) {
  const headers = { "Cache-Control": "no-store", "X-Cache": "BYPASS" };
  if (isDataRequest(req)) {
    res.writeHead(204, { ...headers, "X-Remix-Redirect": location, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" });
  } else {
    res.writeHead(302, { ...headers, Location: location });
  }
  res.end();
}

/**
 * An anonymous state-changing request to a back-office page that a browser
 * did not navigate with (a script, a fetch): it gets 401 in the envelope, not
 * a 302 to a sign-in page it cannot use and may take for success. A form post
 * (Sec-Fetch-Mode: navigate, or a browser's HTML Accept) and React Router's
 * data requests still go to sign-in, so a writer whose session ended is
 * taken there. Nothing runs either way.
 */
export function answersUnauthorized(req: IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET") || isDataRequest(req)) return false;
  if (req.headers["sec-fetch-mode"] === "navigate") return false;
  return !(req.headers.accept ?? "").includes("text/html");
}

const isDataRequest = (req: IncomingMessage) => /\.data(\?|$)/.test(req.url ?? "");

/** React Router's data request or a script: the envelope; a browser's form post: a page. */
const wantsJson = (req: IncomingMessage) => isDataRequest(req) || !(req.headers.accept ?? "").includes("text/html");

/** `/auth?redirectTo=/admin/leads%3Fq%3Dx`: only a same-site path (auth/redirect-target.ts checks it again when used). */
function signInRedirect(res: ServerResponse, req: IncomingMessage) {
  // Back to the page, not to its data address.
  const url = new URL(req.url ?? "/", "http://local");
  url.searchParams.delete("_routes");
  const page = `${url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/")}${url.search}`;
  redirect(res, req, `/auth?redirectTo=${encodeURIComponent(page)}`);
}

/** What the guard reads of the assembly (services.ts hands itself in): auth/ does not import the assembly. */
export interface GuardServices {
  auth: Auth;
  config: Pick<Config, "publicUrl" | "superAdminEmail">;
  database: { db: Db };
}

export function guardStep(services: GuardServices, options: { refused(exchange: Exchange, reason: string): void }): Step {
  const publicUrl = new URL(services.config.publicUrl);
  const superAdminEmail = services.config.superAdminEmail;
  return async (exchange, next) => {
    const { req, res, pathname } = exchange;
    if (isCrossSite(req, publicUrl)) {
      options.refused(exchange, "cross-site request");
      return sendJson(res, 403, MESSAGES.crossSite);
    }
    // A same-origin form post from a no-referrer page says `Origin: null` (see isCrossSite), which React Router's
    // own action check would refuse with a bare 400; the guard has just vouched for it, so the header goes.
    if (req.headers.origin === "null") delete req.headers.origin;
    const rule = accessRuleFor(pathname);
    const { staff, client } = hasPersonalCookie(req.headers.cookie)
      ? await resolveAccount(services.auth, fromNodeHeaders(req.headers), superAdminEmail)
      : { staff: null, client: null };
    exchange.access = { staff, client };
    if (!rule) return next();
    const needed = neededFor(rule, req.method ?? "GET");
    if (needed === "public") return next();
    if (client) return decideForClient(exchange, rule, needed, next);
    if (needed === "client") {
      // Staff (or an anonymous visitor) at /client-dashboard: the area is for client accounts only.
      if (!staff)
        return rule.kind === "api" || answersUnauthorized(req)
          ? sendJson(res, 401, MESSAGES.sessionMissing)
          : signInRedirect(res, req);
      if (rule.kind === "api") return sendJson(res, 403, MESSAGES.forbidden);
      return sendForbiddenPage(res, "/admin", "Back to the back office");
    }

    if (rule.kind === "api" && rule.tokenScope) {
      const raw = bearerToken(req.headers.authorization);
      if (raw !== undefined) {
        const check = await verifyApiToken(services.database.db, raw, { scope: rule.tokenScope });
        if (!check.ok) return sendJson(res, check.status, check.message);
        exchange.access.apiToken = check.token;
        return next();
      }
    }
    decide(exchange, rule, needed, next);
  };
}

/**
 * A client account (issue 25 item 6) passes only rules that need `client`
 * (/client-dashboard); every back-office page, tool and API is a 403 here,
 * before React Router or the API runs, whether or not a route exists (so a
 * client learns nothing about which back-office addresses are real). Pages
 * get a short HTML page with a way back to the dashboard; APIs the envelope.
 */
function decideForClient(
  exchange: Exchange,
  rule: AccessRule,
  needed: Exclude<ReturnType<typeof neededFor>, "public">,
  next: () => void,
) {
  if (needed === "client") return next();
  if (rule.kind === "api") return sendJson(exchange.res, 403, MESSAGES.forbidden);
  return sendForbiddenPage(exchange.res, "/client-dashboard", "Go to your dashboard");
}

/** The 403 page the guard answers itself (for a client, or for staff at /client-dashboard): no React Router involved. */
function sendForbiddenPage(res: ServerResponse, back: string, backText: string) {
  res.writeHead(403, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Cache": "BYPASS" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Access denied</title></head>` +
      `<body><main><h1>Access denied</h1><p>${MESSAGES.forbidden}</p><p><a href="${back}">${backText}</a></p></main></body></html>`,
  );
}

function decide(exchange: Exchange, rule: AccessRule, needed: "admin" | "super_admin", next: () => void) {
  const { req, res } = exchange;
  const staff = exchange.access?.staff ?? null;
  if (!staff) {
    if (rule.kind === "api" || answersUnauthorized(req)) return sendJson(res, 401, MESSAGES.sessionMissing);
    return signInRedirect(res, req);
  }
  if (!hasRole(staff, needed)) {
    if (rule.kind === "api") return sendJson(res, 403, MESSAGES.forbidden);
    // React Router runs a route's action before any loader, so the layout's 403 would come after the action had
    // run (issue 35 A6: an admin's POST to /lead-analyzer/scoring.data saved the rules). A post stops here.
    if (!SAFE_METHODS.has(req.method ?? "GET")) {
      return wantsJson(req)
        ? sendJson(res, 403, MESSAGES.forbidden)
        : sendForbiddenPage(res, "/admin", "Back to the back office");
    }
    exchange.access = { staff, forbidden: true };
    return next();
  }
  // Super admins work with two-factor on (issue 11); until then their super-admin pages send them to enrol.
  if (needed === "super_admin" && !staff.twoFactorEnabled) {
    if (rule.kind === "api") return sendJson(res, 403, MESSAGES.twoFactorRequired);
    return redirect(res, req, "/admin/account?enrol=two-factor");
  }
  next();
}
