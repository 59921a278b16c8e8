import { afterEach, describe, expect, it } from "vitest";
import { SELF_AUDIT_FINDING_TYPE_NAMES } from "~/lib/seo/self-audit";
import { type LoopbackHttp, startLoopbackHttp } from "../../../../tests/support/loopback-http";
import { type SelfAuditSite, startSelfAuditSite } from "../../../../tests/support/self-audit-site";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { crawlerFetchers } from "../../audits/crawler/engine/crawler-fetchers";
import { createLogger } from "../../log";
import { crawlerPolicy, type FetchPolicy } from "../../net/policy";
import { BlockedUrlError, safeFetch } from "../../net/safe-fetch";
import { createSelfAuditCrawl, runSelfAuditCrawl, type SelfAuditCrawlDeps } from "./run-audit";

/** The crawler's production policy: CRAWL_ALLOW_PRIVATE off, ports 80 and 443. */
const productionPolicy: FetchPolicy = crawlerPolicy({
  crawler: {
    allowPrivate: false,
    allowedPorts: [80, 443],
    userAgent: "RecoveryGrowthBot/1.0 (+https://agency.example/website-crawler)",
    timeoutMs: 10_000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 5,
  },
});

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});
async function site(variant: "planted" | "clean"): Promise<SelfAuditSite> {
  const started = await startSelfAuditSite(variant);
  open.push(started);
  return started;
}
async function loopback(handle: Parameters<typeof startLoopbackHttp>[0]): Promise<LoopbackHttp> {
  const started = await startLoopbackHttp(handle);
  open.push(started);
  return started;
}

describe("our own origin on loopback: trusted, and nothing else", () => {
  it("fetches our origin on a loopback address and a high port without CRAWL_ALLOW_PRIVATE", async () => {
    const ours = await loopback((_, response) => response.end("ours"));
    const answer = await safeFetch(`${ours.origin}/`, { ...productionPolicy, trustedOrigin: ours.origin });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("ours");
  });

  it("refuses our origin when it is not the trusted one (the public crawler's rule)", async () => {
    const ours = await loopback((_, response) => response.end("ours"));
    await expect(safeFetch(`${ours.origin}/`, productionPolicy)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(ours.connections).toBe(0);
  });

  it("refuses another private address, and another port of the same loopback host", async () => {
    const ours = await loopback((_, response) => response.end("ours"));
    const other = await loopback((_, response) => response.end("other"));
    const policy = { ...productionPolicy, trustedOrigin: ours.origin };
    await expect(safeFetch(`${other.origin}/`, policy)).rejects.toBeInstanceOf(BlockedUrlError);
    await expect(safeFetch("http://10.0.0.1/", policy)).rejects.toBeInstanceOf(BlockedUrlError);
    await expect(safeFetch("http://169.254.169.254/latest/meta-data/", policy)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(other.connections).toBe(0);
  });

  it("refuses a redirect from our origin to another private address", async () => {
    const other = await loopback((_, response) => response.end("secret"));
    const ours = await loopback((_, response) => {
      response.writeHead(302, { location: `${other.origin}/admin` });
      response.end();
    });
    await expect(safeFetch(`${ours.origin}/`, { ...productionPolicy, trustedOrigin: ours.origin })).rejects.toBeInstanceOf(
      BlockedUrlError,
    );
    expect(ours.connections).toBe(1);
    expect(other.connections).toBe(0);
  });
});

for (const target of testDatabaseTargets) {
  describe(`self-audit (${target.name})`, () => {
    const database = migratedDatabase(target, { per: "file" });
    const deps = (): SelfAuditCrawlDeps => ({
      db: database.db,
      ...crawlerFetchers({ crawler: { ...productionPolicy, allowedPorts: [...productionPolicy.allowedPorts] } }),
      policy: productionPolicy,
      log: createLogger("silent"),
    });

    it("finds every planted problem of the fixture site and nothing else, without CRAWL_ALLOW_PRIVATE", async () => {
      const fixture = await site("planted");
      const crawlId = await createSelfAuditCrawl(database.db, fixture.url);
      const result = await runSelfAuditCrawl(deps(), crawlId);
      expect(result.outcome, result.error ?? "").toBe("completed");
      const found = result.findings
        // Timings move with the machine's load: a slow page is a measurement, not a planted fact.
        .filter((finding) => finding.type !== "slow_page")
        .map((finding) => ({ type: finding.type, path: new URL(finding.url).pathname }));
      expect(found).toEqual(expect.arrayContaining(fixture.expected));
      expect(found).toHaveLength(fixture.expected.length);
      // Each type of the tool is planted here, apart from the measured and the notice-level ones.
      expect(SELF_AUDIT_FINDING_TYPE_NAMES.filter((type) => !found.some((finding) => finding.type === type))).toEqual([
        "sitemap_not_200",
        "thin_content",
        "slow_page",
        "duplicate_description",
      ]);

      const broken = result.findings.find((finding) => finding.type === "broken_link");
      expect(broken?.pages).toEqual([`${fixture.origin}/services`]);
      const duplicate = result.findings.find((finding) => finding.type === "duplicate_title");
      expect(duplicate?.pages).toEqual([`${fixture.origin}/team-a`, `${fixture.origin}/team-b`]);
      expect(duplicate?.severity).toBe("warning");
      expect(result.counts.errors).toBe(4);
    });

    it("finds nothing on the clean variant", async () => {
      const fixture = await site("clean");
      const crawlId = await createSelfAuditCrawl(database.db, fixture.url);
      const result = await runSelfAuditCrawl(deps(), crawlId);
      expect(result.outcome).toBe("completed");
      expect(result.urls).toBe(4);
      expect(result.findings.filter((finding) => finding.type !== "slow_page")).toEqual([]);
    });

    it("never reaches another loopback server that our robots.txt redirects to or our pages link to", async () => {
      const other = await loopback((_, response) => response.end("User-agent: *\nAllow: /\n"));
      const ours = await loopback((request, response) => {
        if (request.url === "/robots.txt") {
          response.writeHead(301, { location: `${other.origin}/robots.txt` });
          response.end();
          return;
        }
        response.writeHead(200, { "content-type": "text/html" });
        response.end(`<!doctype html><title>Home</title><a href="${other.origin}/">other</a><a href="/">home</a>`);
      });
      const crawlId = await createSelfAuditCrawl(database.db, `${ours.origin}/`);
      const result = await runSelfAuditCrawl(deps(), crawlId);
      expect(result.urls).toBe(1);
      expect(other.connections).toBe(0);
    });
  });
}
