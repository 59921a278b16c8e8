import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackHttp, startLoopbackHttp } from "../../../../tests/support/loopback-http";
import type { FetchPolicy } from "../../net/policy";
import { BlockedUrlError } from "../../net/safe-fetch";
import { loadRobots } from "./robots";

const policy: FetchPolicy = {
  allowPrivate: true,
  allowedPorts: [80, 443],
  userAgent: "RecoveryGrowthBot/1.0 (+https://agency.example/website-crawler)",
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
};

const ROBOTS = `# comments are ignored
User-agent: *
Disallow: /private
Crawl-delay: 5

User-agent: RecoveryGrowthBot
Disallow: /no-bots
Allow: /no-bots/except
Crawl-delay: 2

Sitemap: /sitemap_index.xml
Sitemap: https://cdn.example.com/sitemap2.xml.gz
Sitemap: /sitemap_index.xml
sitemap: ftp://files.example.com/sitemap.xml
`;

let answer: (request: http.IncomingMessage, response: http.ServerResponse) => void;
let site: LoopbackHttp;
beforeAll(async () => {
  site = await startLoopbackHttp((request, response) => answer(request, response));
});
afterAll(() => site.close());

function serve(status: number, body = "", headers: Record<string, string> = {}) {
  answer = (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
}

describe("loadRobots", () => {
  it("uses our user agent's group, with its Crawl-delay, and lists every Sitemap line", async () => {
    serve(200, ROBOTS, { "content-type": "text/plain" });
    const robots = await loadRobots(site.origin, policy);
    expect(robots.outcome).toBe("parsed");
    expect(robots.text).toBe(ROBOTS);
    expect(robots.allowed(`${site.origin}/no-bots/page`)).toBe(false);
    expect(robots.allowed(`${site.origin}/no-bots/except/page`)).toBe(true);
    // Our group does not name /private, and a matching group replaces the * group entirely.
    expect(robots.allowed(`${site.origin}/private/page`)).toBe(true);
    expect(robots.allowed(`${site.origin}/`)).toBe(true);
    expect(robots.crawlDelaySeconds).toBe(2);
    expect(robots.sitemaps).toEqual([`${site.origin}/sitemap_index.xml`, "https://cdn.example.com/sitemap2.xml.gz"]);
    const asked = site.requests.at(-1);
    expect(asked?.path).toBe("/robots.txt");
    expect(asked?.headers["user-agent"]).toBe(policy.userAgent);
  });

  it("falls back to the * group for an agent without its own", async () => {
    serve(200, ROBOTS);
    const robots = await loadRobots(site.origin, { ...policy, userAgent: "OtherBot/3.1" });
    expect(robots.allowed(`${site.origin}/private/page`)).toBe(false);
    expect(robots.allowed(`${site.origin}/no-bots/page`)).toBe(true);
    expect(robots.crawlDelaySeconds).toBe(5);
  });

  it("has no Crawl-delay when the file names none", async () => {
    serve(200, "User-agent: *\nDisallow: /tmp\n");
    const robots = await loadRobots(`${site.origin}/some/page`, policy);
    expect(robots.crawlDelaySeconds).toBeNull();
    expect(robots.sitemaps).toEqual([]);
    expect(robots.allowed(`${site.origin}/tmp/x`)).toBe(false);
  });

  it.each([404, 410, 401, 403])("allows everything when robots.txt answers %i", async (status) => {
    serve(status, "<html>not here</html>");
    const robots = await loadRobots(site.origin, policy);
    expect(robots).toMatchObject({ outcome: "missing", status, text: null, crawlDelaySeconds: null, sitemaps: [] });
    expect(robots.allowed(`${site.origin}/anything`)).toBe(true);
  });

  it.each([500, 503, 429])("disallows everything when robots.txt answers %i", async (status) => {
    serve(status, "try later");
    const robots = await loadRobots(site.origin, policy);
    expect(robots).toMatchObject({ outcome: "unavailable", status });
    expect(robots.allowed(`${site.origin}/`)).toBe(false);
  });

  it("follows a redirect and applies the file it finds to the origin asked about", async () => {
    answer = (request, response) => {
      if (request.url === "/robots.txt") {
        response.writeHead(301, { location: "/assets/robots-live.txt" });
        response.end();
      } else {
        response.writeHead(200);
        response.end("User-agent: *\nDisallow: /checkout\n");
      }
    };
    const robots = await loadRobots(site.origin, policy);
    expect(robots.outcome).toBe("parsed");
    expect(robots.allowed(`${site.origin}/checkout/cart`)).toBe(false);
    expect(robots.allowed(`${site.origin}/about`)).toBe(true);
    expect(site.requests.slice(-2).map((request) => request.path)).toEqual(["/robots.txt", "/assets/robots-live.txt"]);
  });

  it("treats a redirect loop as no file", async () => {
    answer = (request, response) => {
      response.writeHead(302, { location: request.url === "/robots.txt" ? "/r2" : "/robots.txt" });
      response.end();
    };
    const robots = await loadRobots(site.origin, policy);
    expect(robots.outcome).toBe("missing");
    expect(robots.allowed(`${site.origin}/x`)).toBe(true);
  });

  it("disallows everything when the server cannot be reached", async () => {
    const gone = await startLoopbackHttp(() => {});
    await gone.close();
    const robots = await loadRobots(gone.origin, policy);
    expect(robots).toMatchObject({ outcome: "unavailable", status: null });
    expect(robots.allowed(`${gone.origin}/`)).toBe(false);
  });

  it("refuses an origin the guard refuses", async () => {
    serve(200, ROBOTS);
    const before = site.connections;
    await expect(loadRobots(site.origin, { ...policy, allowPrivate: false })).rejects.toBeInstanceOf(BlockedUrlError);
    expect(site.connections).toBe(before);
  });
});
