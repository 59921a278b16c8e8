import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, httpsRedirectTarget, requestOrigin, securityHeaders } from "./security";

function request(headers: Record<string, string>, url = "/pricing?x=1", encrypted = false) {
  return { headers, url, socket: { encrypted } } as unknown as IncomingMessage;
}

const PUBLIC = new URL("https://www.agency.example");

describe("httpsRedirectTarget", () => {
  it("sends plain HTTP to the same path and query on PUBLIC_URL's host over HTTPS", () => {
    expect(httpsRedirectTarget(request({ host: "www.agency.example" }), PUBLIC)).toBe("https://www.agency.example/pricing?x=1");
    expect(httpsRedirectTarget(request({ host: "agency.example:8080" }), PUBLIC)).toBe("https://www.agency.example/pricing?x=1");
    expect(httpsRedirectTarget(request({ host: "agency.example" }), new URL("https://agency.example:8443/"))).toBe(
      "https://agency.example:8443/pricing?x=1",
    );
  });

  it("never redirects to the Host a client sent", () => {
    for (const host of ["evil.com", "evil.com:443", "evil.example/path", "a b", "[::2]:80"]) {
      const target = httpsRedirectTarget(request({ host }, "/contact"), PUBLIC);
      expect(target, host).toBe("https://www.agency.example/contact");
    }
    expect(httpsRedirectTarget(request({ host: "evil.com" }, "http://evil.com/x"), PUBLIC)).toBe("https://www.agency.example/");
    expect(httpsRedirectTarget(request({ host: "evil.com" }, "//evil.com/x"), PUBLIC)).toBe(
      "https://www.agency.example//evil.com/x",
    );
  });

  it("does not redirect when PUBLIC_URL is not https", () => {
    expect(httpsRedirectTarget(request({ host: "www.agency.example" }), new URL("http://localhost:3000"))).toBeNull();
  });

  it("leaves localhost, 127.0.0.1 and ::1 on HTTP", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      expect(httpsRedirectTarget(request({ host }), PUBLIC)).toBeNull();
    }
  });

  it("honours X-Forwarded-Proto from a proxy", () => {
    expect(httpsRedirectTarget(request({ host: "agency.example", "x-forwarded-proto": "https" }), PUBLIC)).toBeNull();
    expect(httpsRedirectTarget(request({ host: "agency.example", "x-forwarded-proto": "http" }), PUBLIC)).toBe(
      "https://www.agency.example/pricing?x=1",
    );
  });

  it("never redirects TLS connections or health checks", () => {
    expect(httpsRedirectTarget(request({ host: "agency.example" }, "/", true), PUBLIC)).toBeNull();
    expect(httpsRedirectTarget(request({ host: "agency.example" }, "/healthz"), PUBLIC)).toBeNull();
    expect(httpsRedirectTarget(request({ host: "agency.example" }, "/readyz"), PUBLIC)).toBeNull();
  });
});

describe("requestOrigin", () => {
  it("is PUBLIC_URL's origin whatever Host a client sends", () => {
    expect(requestOrigin(request({ host: "evil.com" }), PUBLIC)).toEqual({ protocol: "https:", host: "www.agency.example" });
    expect(requestOrigin(request({}), PUBLIC)).toEqual({ protocol: "https:", host: "www.agency.example" });
  });

  it("keeps localhost and 127.0.0.1 as they came, for same-origin form posts in development", () => {
    expect(requestOrigin(request({ host: "127.0.0.1:3000" }), new URL("http://localhost:3000"))).toEqual({
      protocol: "http:",
      host: "127.0.0.1:3000",
    });
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
