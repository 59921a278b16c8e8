import { isAPIError } from "better-auth/api";
import type { Auth } from "./create-auth";
import { CLIENT_IP_HEADER } from "./create-auth";

/**
 * How route actions talk to better-auth: on the server, `auth.api.*` with
 * the visitor's headers and `asResponse: true`, so errors come back as
 * statuses we turn into our own messages and the Set-Cookie lines can be
 * forwarded on our redirect. better-auth's text never reaches the page.
 */
export interface AuthAnswer<T = Record<string, unknown>> {
  status: number;
  ok: boolean;
  body: T | null;
  /** better-auth's error code (INVALID_EMAIL_OR_PASSWORD...), for logs and branching, never shown. */
  code?: string;
  /** The error's message: shown only for our own errors (the throttle's). */
  message?: string;
  /** Set-Cookie lines to forward. */
  cookies: string[];
}

export async function readAuthResponse<T = Record<string, unknown>>(response: Response): Promise<AuthAnswer<T>> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const error = (body && typeof body === "object" ? body : {}) as { code?: unknown; message?: unknown };
  return {
    status: response.status,
    ok: response.ok,
    body: response.ok ? (body as T) : null,
    code: error.code === undefined ? undefined : String(error.code),
    message: typeof error.message === "string" ? error.message : undefined,
    cookies: response.headers.getSetCookie(),
  };
}

/**
 * Calls better-auth and reads its answer. A plugin's before-hook that
 * refuses (the throttle) throws even with `asResponse`, so that becomes an
 * answer too.
 */
export async function askAuth<T = Record<string, unknown>>(call: () => Promise<Response>): Promise<AuthAnswer<T>> {
  try {
    return await readAuthResponse<T>(await call());
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = (error.body ?? {}) as { code?: unknown; message?: unknown };
    return {
      status: error.statusCode,
      ok: false,
      body: null,
      code: body.code === undefined ? undefined : String(body.code),
      message: typeof body.message === "string" ? body.message : undefined,
      cookies: [],
    };
  }
}

/** The request's headers for better-auth, with our idea of the client's address (never the client's own header). */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

/** Headers of a redirect or answer that carry the cookies better-auth set. */
export function withCookies(cookies: readonly string[], init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Set-Cookie lines that end the session in this browser whatever the
 * server says (sign-out must succeed even when the session is already gone).
 */
export async function expiredSessionCookies(auth: Auth): Promise<string[]> {
  const context = await auth.$context;
  const { sessionToken, sessionData, dontRememberToken } = context.authCookies;
  return [sessionToken, sessionData, dontRememberToken, context.createAuthCookie("two_factor")].map(({ name, attributes }) =>
    [
      `${name}=`,
      "Max-Age=0",
      `Path=${attributes.path ?? "/"}`,
      "HttpOnly",
      `SameSite=${attributes.sameSite ?? "Lax"}`,
      ...(attributes.secure ? ["Secure"] : []),
    ].join("; "),
  );
}

/** The cookie value of one of better-auth's cookies in a Cookie header (signed ones: the value before the signature). */
export async function readAuthCookie(auth: Auth, headers: Headers, cookie: string): Promise<string | null> {
  const name = (await auth.$context).createAuthCookie(cookie).name;
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(index + 1).trim());
      // Signed cookies are `value.signature`; better-auth checks the signature itself when it is used.
      const dot = value.lastIndexOf(".");
      return dot > 0 ? value.slice(0, dot) : value;
    } catch {
      return null;
    }
  }
  return null;
}
