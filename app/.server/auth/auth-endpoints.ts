import type { IncomingMessage } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { AppError, errorResponse, readCappedBytes, requestOrigin, type Step } from "../http";
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from "./create-auth";

/**
 * better-auth mounts some sixty endpoints under /api/auth (its admin plugin's
 * ban-user, create-user, set-role, impersonate-user; change-password,
 * update-user, list-sessions; e-mail codes and resets...). Our pages call
 * better-auth on the server (`auth.api.*`) after applying our own rules: the
 * console's two-factor requirement and owner protection, the password
 * policy, the per-mailbox e-mail limits, the audit log. Over HTTP those
 * endpoints would be a side door around every one of those rules.
 *
 * So only the endpoints below answer over HTTP, each for a reason; every
 * other path under /api/auth is a 404 before better-auth reads a byte.
 * auth-endpoints.test.ts lists every endpoint better-auth mounts with our
 * plugins and fails when one answers that is not here, so a plugin upgrade
 * that adds an endpoint cannot open a door unnoticed.
 */
export const HTTP_AUTH_ENDPOINTS: Readonly<Record<string, { method: "GET" | "POST"; why: string }>> = {
  "/sign-in/email": {
    method: "POST",
    why: "scripts and the e2e harness sign in with a password; held to the same per-address and per-account throttle as /auth (throttle-plugin.ts)",
  },
  "/two-factor/verify-totp": {
    method: "POST",
    why: "the second step of that sign-in; the same throttle, and each code works once (totp-replay.ts)",
  },
  "/get-session": { method: "GET", why: "who is signed in, for scripts; the session token is taken out of the answer" },
  "/sign-out": { method: "POST", why: "ends the caller's own session" },
};

/** The largest body an /api/auth request may have: a sign-in is an e-mail address and a password. */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

const NOT_HERE = "There is nothing at this address.";
const TOO_LARGE = `The request is too large: at most ${AUTH_BODY_MAX_BYTES / 1024} KB.`;

/**
 * One request to /api/auth, as a Fetch Request: refused unless listed above,
 * its body capped, the client's address set by us (never a client's header of
 * that name), and session tokens taken out of what scripts can read.
 */
export async function answerAuthRequest(auth: Auth, request: Request, clientIp: string): Promise<Response> {
  const url = new URL(request.url);
  const endpoint = url.pathname.slice(AUTH_BASE_PATH.length);
  const entry = Object.hasOwn(HTTP_AUTH_ENDPOINTS, endpoint) ? HTTP_AUTH_ENDPOINTS[endpoint] : undefined;
  if (!entry) return errorResponse(new AppError("NOT_FOUND", NOT_HERE));
  const method = request.method === "HEAD" ? "GET" : request.method;
  if (method !== entry.method) {
    return errorResponse(new AppError("METHOD_NOT_ALLOWED", `Use ${entry.method} here.`, { headers: { Allow: entry.method } }));
  }
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method === "POST") {
    const bytes = await readCappedBytes(request, AUTH_BODY_MAX_BYTES);
    if (bytes === null) return errorResponse(new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE));
    body = bytes as Uint8Array<ArrayBuffer>;
  }
  const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
  return endpoint === "/get-session" ? withoutSessionTokens(response) : response;
}

/** The session as JSON without its bearer token: page scripts must never be able to read one (cookies are HttpOnly). */
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const value = (await response.json()) as { session?: Record<string, unknown> } | null;
  if (value?.session) delete value.session.token;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("set-auth-token");
  return new Response(JSON.stringify(value), { status: response.status, headers });
}

/** The pipeline step in front of React Router: /api/auth/* is answered here, never cached. */
export function authEndpointsStep(auth: Auth, publicUrl: URL, clientIp: (req: IncomingMessage) => string): Step {
  return async ({ req, res, pathname }, next) => {
    if (pathname !== AUTH_BASE_PATH && !pathname.startsWith(`${AUTH_BASE_PATH}/`)) return next();
    res.setHeader("Cache-Control", "no-store");
    const request = createRequest(req, res, requestOrigin(req, publicUrl));
    const response = await answerAuthRequest(auth, request, clientIp(req));
    if (res.destroyed || request.signal.aborted) return;
    await sendResponse(res, response);
  };
}
