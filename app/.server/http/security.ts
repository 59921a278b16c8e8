import type { IncomingMessage } from "node:http";
import { isPrivatePath, privateAreaHeaders } from "~/lib/private-paths";

/** Hosts served over plain HTTP without a redirect (local development and tests). */
const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The request's protocol, honouring X-Forwarded-Proto from a proxy or load balancer. */
export function requestProtocol(req: IncomingMessage): "http" | "https" {
  const forwarded = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim().toLowerCase();
  if (first === "https" || first === "http") return first;
  return "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
}

function hostName(hostHeader: string) {
  if (hostHeader.startsWith("[")) return hostHeader.slice(0, hostHeader.indexOf("]") + 1);
  return hostHeader.split(":")[0] ?? "";
}

const validHost = /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9a-fA-F:]+\](:\d+)?$/;

/** Whether the request names this machine (local development and tests), which is never redirected. */
function isLocalHost(hostHeader: string | undefined): hostHeader is string {
  return Boolean(hostHeader && validHost.test(hostHeader) && localHosts.has(hostName(hostHeader).toLowerCase()));
}

/**
 * Where a plain-HTTP request must go instead: the same path and query on
 * PUBLIC_URL's host over HTTPS. The Host header is never copied into the
 * redirect (issue 9 B5: `Host: evil.com` was redirected to https://evil.com).
 * No redirect when PUBLIC_URL is not https (there is nothing to go to), for
 * localhost and 127.0.0.1, and for the health checks, which load balancers
 * call over plain HTTP inside the network.
 */
export function httpsRedirectTarget(req: IncomingMessage, publicUrl: URL): string | null {
  if (publicUrl.protocol !== "https:" || requestProtocol(req) === "https") return null;
  if (isLocalHost(req.headers.host)) return null;
  const path = req.url ?? "/";
  if (path === "/healthz" || path === "/readyz") return null;
  // An absolute-form request target (`GET http://other/x`) goes to the home page, never elsewhere.
  return `${publicUrl.origin}${path.startsWith("/") ? path : "/"}`;
}

/**
 * The origin loaders and actions see in `request.url`: PUBLIC_URL's, so
 * nothing rendered (the contact form's landing page, canonical links) carries
 * a Host header a client made up. Requests to localhost and 127.0.0.1 keep
 * their own origin, so forms posted from either pass React Router's
 * same-origin check in development and tests.
 */
export function requestOrigin(req: IncomingMessage, publicUrl: URL): { protocol: string; host: string } {
  const host = req.headers.host;
  if (isLocalHost(host)) return { protocol: `${requestProtocol(req)}:`, host };
  return { protocol: publicUrl.protocol, host: publicUrl.host };
}

/**
 * The policy around the nonce for each (dev, https) pair, split once where
 * the nonce goes: this runs on every request, so only a concatenation is left.
 */
const policyTemplates: Readonly<Record<string, readonly [string, string]>> = Object.freeze(
  Object.fromEntries(
    [false, true].flatMap((dev) =>
      [false, true].map((https) => {
        const [before = "", after = ""] = buildContentSecurityPolicy("\u0000", { dev, https }).split("\u0000");
        return [`${dev}/${https}`, [before, after] as const];
      }),
    ),
  ),
);

export function contentSecurityPolicy(nonce: string, options: { dev: boolean; https: boolean }) {
  const [before, after] = policyTemplates[`${options.dev}/${options.https}`]!;
  return before + nonce + after;
}

function buildContentSecurityPolicy(nonce: string, options: { dev: boolean; https: boolean }) {
  const directives = [
    "default-src 'self'",
    // Inline scripts (hydration data) run only with this response's nonce.
    options.dev ? `script-src 'self' 'nonce-${nonce}' 'unsafe-eval'` : `script-src 'self' 'nonce-${nonce}'`,
    // React style attributes and the toast library's injected styles need inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    options.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers every response carries, and the stricter set of private areas. */
export function securityHeaders(options: { nonce: string; pathname: string; https: boolean; dev: boolean }) {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options.nonce, options),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  if (isPrivatePath(options.pathname)) Object.assign(headers, privateAreaHeaders);
  return headers;
}
