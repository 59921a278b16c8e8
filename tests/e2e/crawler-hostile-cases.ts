/**
 * Malformed and hostile requests to the crawl API, each of which must get a
 * clear 4xx and start nothing (no crawls row, no job). Used twice: by the
 * API's integration test against its own database and queue
 * (app/.server/audits/crawler/api/crawl-api.test.ts, which also counts rows and
 * jobs) and by tests/e2e/crawler-hostile.spec.ts against the built server
 * (the guard, body limits and routing in front of it).
 *
 * The e2e server runs with CRAWL_ALLOW_PRIVATE=true (its fixture sites
 * listen on loopback), so the cases that need the address rules are marked
 * `needsAddressRules` and run only where private addresses are refused.
 */
export interface HostileCase {
  label: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path under the site; `{crawl}` becomes a real crawl's id. */
  path: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** The status expected (any 4xx when unset). */
  status?: number;
  needsAddressRules?: boolean;
  /** Needs `{crawl}` to be a crawl still running: only the integration test has one for sure. */
  needsRunningCrawl?: boolean;
}

const start = (label: string, payload: unknown, extra: Partial<HostileCase> = {}): HostileCase => ({
  label,
  method: "POST",
  path: "/api/crawls",
  body: typeof payload === "string" ? payload : JSON.stringify(payload),
  contentType: "application/json",
  status: 400,
  ...extra,
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export const HOSTILE_CASES: HostileCase[] = [
  start("no body fields", {}),
  start("url missing, options only", { options: { maxPages: 5 } }),
  start("empty url", { url: "" }),
  start("whitespace url", { url: "   " }),
  start("url as a number", { url: 42 }),
  start("url as a list", { url: ["https://example.com"] }),
  start("url as an object", { url: { href: "https://example.com" } }),
  start("not a URL", { url: "not a url" }),
  start("no scheme slashes", { url: "http:example.com" }),
  start("file: URL", { url: "file:///etc/passwd" }),
  start("javascript: URL", { url: "javascript:alert(1)" }),
  start("data: URL", { url: "data:text/html,<script>alert(1)</script>" }),
  start("ftp: URL", { url: "ftp://example.com/" }),
  start("gopher: URL", { url: "gopher://example.com:70/_x" }),
  start("credentials in URL", { url: "https://user:secret@example.com/" }, { needsAddressRules: true }),
  start("loopback address", { url: "http://127.0.0.1/" }, { needsAddressRules: true }),
  start("localhost", { url: "http://localhost/" }, { needsAddressRules: true }),
  start("IPv6 loopback", { url: "http://[::1]/" }, { needsAddressRules: true }),
  start("IPv4-mapped IPv6 loopback", { url: "http://[::ffff:127.0.0.1]/" }, { needsAddressRules: true }),
  start("cloud metadata address", { url: "http://169.254.169.254/latest/meta-data/" }, { needsAddressRules: true }),
  start("metadata.google.internal", { url: "http://metadata.google.internal/" }, { needsAddressRules: true }),
  start("private 10/8", { url: "http://10.0.0.1/" }, { needsAddressRules: true }),
  start("private 192.168/16", { url: "https://192.168.1.1/admin" }, { needsAddressRules: true }),
  start("decimal loopback", { url: "http://2130706433/" }, { needsAddressRules: true }),
  start("unspecified 0.0.0.0", { url: "http://0.0.0.0/" }, { needsAddressRules: true }),
  start("a non-web port", { url: "http://example.com:6379/" }, { needsAddressRules: true }),
  start("maxPages 0", { url: "https://example.com", options: { maxPages: 0 } }),
  start("maxPages negative", { url: "https://example.com", options: { maxPages: -5 } }),
  start("maxPages huge", { url: "https://example.com", options: { maxPages: 1_000_000 } }),
  start("maxPages 501", { url: "https://example.com", options: { maxPages: 501 } }),
  start("maxPages fractional", { url: "https://example.com", options: { maxPages: 2.5 } }),
  start("maxPages as text", { url: "https://example.com", options: { maxPages: "lots" } }),
  start("includeImages as text", { url: "https://example.com", options: { includeImages: "yes" } }),
  start("options as a list", { url: "https://example.com", options: [1, 2] }),
  start("a 5,000-character URL", { url: `https://example.com/${"a".repeat(5000)}` }, { status: 413 }),
  start("broken JSON", "{not json"),
  start("JSON null", "null"),
  start("JSON array", '["https://example.com"]'),
  start("form-encoded body", "url=https%3A%2F%2Fexample.com", { contentType: "application/x-www-form-urlencoded", status: 415 }),
  start("an oversized body", JSON.stringify({ url: "https://example.com", padding: "x".repeat(20_000) }), { status: 413 }),
  { label: "GET on the start address", method: "GET", path: "/api/crawls", status: 405 },
  {
    label: "PUT on the start address",
    method: "PUT",
    path: "/api/crawls",
    body: "{}",
    contentType: "application/json",
    status: 405,
  },
  { label: "unknown crawl id", method: "GET", path: `/api/crawls/${UNKNOWN}`, status: 404 },
  { label: "malformed crawl id", method: "GET", path: "/api/crawls/not-a-uuid", status: 404 },
  { label: "SQL in the crawl id", method: "GET", path: "/api/crawls/1'%20or%20'1'='1", status: 404 },
  { label: "pages of an unknown crawl", method: "GET", path: `/api/crawls/${UNKNOWN}/pages`, status: 404 },
  { label: "pages with a bad seq", method: "GET", path: "/api/crawls/{crawl}/pages?seq=abc", status: 400 },
  { label: "issues of an unknown crawl", method: "GET", path: `/api/crawls/${UNKNOWN}/issues`, status: 404 },
  { label: "issues CSV of a malformed id", method: "GET", path: "/api/crawls/xyz/issues.csv", status: 404 },
  { label: "events of an unknown crawl", method: "GET", path: `/api/crawls/${UNKNOWN}/events`, status: 404 },
  // Vectorize is for staff only: an anonymous caller is refused before the crawl is even looked up.
  {
    label: "vectorize an unknown crawl, anonymously",
    method: "POST",
    path: `/api/crawls/${UNKNOWN}/vectorize`,
    body: "{}",
    contentType: "application/json",
    status: 401,
  },
  {
    label: "vectorize a crawl, anonymously",
    method: "POST",
    path: "/api/crawls/{crawl}/vectorize",
    body: "{}",
    contentType: "application/json",
    status: 401,
  },
  { label: "compare with a malformed id", method: "GET", path: "/api/crawls/{crawl}/compare?with=xyz", status: 404 },
  { label: "pages CSV of an unknown crawl", method: "GET", path: `/api/crawls/${UNKNOWN}/pages.csv`, status: 404 },
  { label: "links CSV of a malformed id", method: "GET", path: "/api/crawls/xyz/links.csv", status: 404 },
  {
    label: "cancel an unknown crawl",
    method: "POST",
    path: `/api/crawls/${UNKNOWN}/cancel`,
    body: "{}",
    contentType: "application/json",
    status: 404,
  },
  { label: "GET on vectorize", method: "GET", path: "/api/crawls/{crawl}/vectorize", status: 405 },
];
