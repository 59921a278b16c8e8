import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, httpsRedirectTarget, securityHeaders } from "./security";

function request(headers: Record<string, string>, url = "/pricing?x=1", encrypted = false) {
  return { headers, url, socket: { encrypted } } as unknown as IncomingMessage;
}

describe("httpsRedirectTarget", () => {
  it("sends plain HTTP to the same URL over HTTPS", () => {
    expect(httpsRedirectTarget(request({ host: "www.agency.example" }))).toBe("https://www.agency.example/pricing?x=1");
    expect(httpsRedirectTarget(request({ host: "agency.example:8080" }))).toBe("https://agency.example:8080/pricing?x=1");
  });

  it("leaves localhost, 127.0.0.1 and ::1 on HTTP", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      expect(httpsRedirectTarget(request({ host }))).toBeNull();
    }
  });

  it("honours X-Forwarded-Proto from a proxy", () => {
    expect(httpsRedirectTarget(request({ host: "agency.example", "x-forwarded-proto": "https" }))).toBeNull();
    expect(httpsRedirectTarget(request({ host: "agency.example", "x-forwarded-proto": "http" }))).toBe(
      "https://agency.example/pricing?x=1",
    );
  });

  it("never redirects TLS connections or health checks", () => {
    expect(httpsRedirectTarget(request({ host: "agency.example" }, "/", true))).toBeNull();
    expect(httpsRedirectTarget(request({ host: "agency.example" }, "/healthz"))).toBeNull();
    expect(httpsRedirectTarget(request({ host: "agency.example" }, "/readyz"))).toBeNull();
  });

  it("does not build a redirect from a malformed Host header", () => {
    expect(httpsRedirectTarget(request({ host: "evil.example/path" }))).toBeNull();
    expect(httpsRedirectTarget(request({ host: "a b" }))).toBeNull();
  });
});

describe("securityHeaders", () => {
  it("puts the nonce in the script policy and forbids framing", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false, https: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("adds HSTS only over HTTPS", () => {
    expect(securityHeaders({ nonce: "n", pathname: "/", https: true, dev: false })["Strict-Transport-Security"]).toBeDefined();
    expect(securityHeaders({ nonce: "n", pathname: "/", https: false, dev: false })["Strict-Transport-Security"]).toBeUndefined();
  });

  it("marks private areas no-index, no-store and no-referrer", () => {
    const headers = securityHeaders({ nonce: "n", pathname: "/admin/leads", https: false, dev: false });
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow, noarchive");
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(headers["Referrer-Policy"]).toBe("no-referrer");
    const publicHeaders = securityHeaders({ nonce: "n", pathname: "/", https: false, dev: false });
    expect(publicHeaders["X-Robots-Tag"]).toBeUndefined();
    expect(publicHeaders["X-Content-Type-Options"]).toBe("nosniff");
  });
});
