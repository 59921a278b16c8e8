import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { answersUnauthorized, isCrossSite } from "./guard";

/** The CSRF rule of the guard: state-changing requests from another site are refused before any route runs. */
const publicUrl = new URL("https://www.agency.example");

function request(method: string, headers: Record<string, string>): IncomingMessage {
  return { method, headers: { host: "www.agency.example", ...headers }, socket: {} } as unknown as IncomingMessage;
}

describe("isCrossSite", () => {
  it.each([
    ["POST", { origin: "https://evil.example" }],
    ["POST", { origin: "null" }],
    ["POST", { origin: "null", "sec-fetch-site": "cross-site" }],
    ["DELETE", { origin: "http://www.agency.example" }],
    ["PUT", { "sec-fetch-site": "cross-site" }],
    ["POST", { "sec-fetch-site": "same-site" }],
  ])("refuses %s with %o", (method, headers) => {
    expect(isCrossSite(request(method, headers), publicUrl)).toBe(true);
  });

  it.each([
    ["GET", { origin: "https://evil.example" }],
    ["HEAD", { "sec-fetch-site": "cross-site" }],
    ["POST", { origin: "https://www.agency.example" }],
    ["POST", { "sec-fetch-site": "same-origin" }],
    // A document form post from a no-referrer page (the private areas) says Origin: null.
    ["POST", { origin: "null", "sec-fetch-site": "same-origin" }],
    // API clients (curl, a token holder) send neither header and carry no browser cookies.
    ["POST", {}],
  ])("lets %s with %o through", (method, headers) => {
    expect(isCrossSite(request(method, headers), publicUrl)).toBe(false);
  });

  it("accepts a local origin for requests to localhost (development and tests)", () => {
    const local = { method: "POST", headers: { host: "localhost:3000", origin: "http://localhost:3000" }, socket: {} };
    expect(isCrossSite(local as unknown as IncomingMessage, publicUrl)).toBe(false);
  });
});

describe("answersUnauthorized (an anonymous post to a back-office page)", () => {
  it.each([
    ["POST", {}],
    ["POST", { accept: "application/json" }],
    ["DELETE", { accept: "*/*" }],
  ])("answers %s with %o 401, not a sign-in redirect", (method, headers) => {
    expect(answersUnauthorized(request(method, headers))).toBe(true);
  });

  it.each([
    ["GET", {}],
    ["HEAD", { accept: "*/*" }],
    // A browser's form post (the session ended while the page was open): to sign-in, and back.
    ["POST", { "sec-fetch-mode": "navigate" }],
    ["POST", { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }],
  ])("sends %s with %o to sign-in", (method, headers) => {
    expect(answersUnauthorized(request(method, headers))).toBe(false);
  });

  it("sends React Router's data request to sign-in (its client follows X-Remix-Redirect)", () => {
    const req = { ...request("POST", { accept: "*/*" }), url: "/admin/pages/5.data" } as IncomingMessage;
    expect(answersUnauthorized(req)).toBe(false);
  });
});
