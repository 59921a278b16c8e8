import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { crawlResult, createCrawl, testCrawlDeps } from "../../../../../tests/support/crawler/crawl-harness";
import { migratedDatabase, testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { parsePage } from "./parse-page";
import { createParsePool, ParseFailedError, type ParsePool } from "./parse-pool";
import { runCrawl } from "./run-crawl";

/**
 * Issue 20 C4: a page of 100,000 links took about 10 s to parse and held the
 * event loop all that time, so /healthz and every public page waited. Pages
 * are parsed in a worker thread; these tests hold the loop to account.
 */
const LINKS = 100_000;
const hugePage = `<!doctype html><html><head><title>Every link</title></head><body><h1>Directory</h1>${Array.from(
  { length: LINKS },
  (_, index) => `<a href="/l/${index}">Listing ${index}</a>`,
).join("\n")}</body></html>`;

const smallPage = `<!doctype html><html lang="en"><head><title> Detox | Centre </title>
<meta name="description" content="Medical detox."><link rel="canonical" href="/detox">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic"}</script></head>
<body><h1>Detox</h1><a href="/about#team">About</a> <a href="https://other.example/x">Other</a>
<img src="/b.png" alt="B"><p>Clinically reviewed by Dr. Ann Ray, MD. Call 555-201-3344.</p></body></html>`;

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(hugePage);
    } else {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not here");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the parse thread", () => {
  let pool: ParsePool | undefined;
  afterEach(() => pool?.close());

  it("answers exactly what parsing in this thread answers", async () => {
    pool = createParsePool();
    const headers = new Headers({ "x-robots-tag": "noarchive" });
    const inThread = await pool.parse(smallPage, "https://centre.example/detox", headers, "centre.example");
    expect(inThread).toEqual(parsePage(smallPage, "https://centre.example/detox", headers, "centre.example"));
  });

  it("ends a parse that runs too long with an error, and the next page gets a fresh thread", async () => {
    pool = createParsePool({ timeoutMs: 50 });
    await expect(pool.parse(hugePage, `${origin}/`, new Headers(), "127.0.0.1")).rejects.toThrow(ParseFailedError);
    const pool2 = createParsePool();
    try {
      const [late, fresh] = await Promise.allSettled([
        pool.parse(smallPage, "https://centre.example/detox", new Headers(), "centre.example"),
        pool2.parse(smallPage, "https://centre.example/detox", new Headers(), "centre.example"),
      ]);
      // 50 ms may be too short even for a small page's first parse (the thread loads the parser): either
      // way the pool answers, and never hangs.
      expect(["fulfilled", "rejected"]).toContain(late.status);
      expect(fresh.status).toBe("fulfilled");
    } finally {
      pool2.close();
    }
  });
});

for (const target of testDatabaseTargets) {
  describe(`a crawl of a page with ${LINKS.toLocaleString("en-US")} links (${target.name})`, () => {
    const database = migratedDatabase(target, { per: "file" });

    it("keeps the event loop free while the page is parsed", async () => {
      const crawlId = await createCrawl(database.db, `${origin}/`, { maxPages: 1 });
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const outcome = await runCrawl(testCrawlDeps(database.db), crawlId);
      delay.disable();
      expect(outcome).toBe("completed");
      const { pages } = await crawlResult(database.db, crawlId);
      expect(pages[0]?.title).toBe("Every link");
      // The old in-process parse held the loop for seconds (about 10 s on this machine).
      expect(delay.max / 1e6).toBeLessThan(500);
    });

    it("records a page the parser could not read as a page error, and the crawl finishes", async () => {
      const crawlId = await createCrawl(database.db, `${origin}/`, { maxPages: 1 });
      const failing = { parse: () => Promise.reject(new ParseFailedError("the parser stopped (exit code 1)")) };
      expect(await runCrawl(testCrawlDeps(database.db, { parser: failing }), crawlId)).toBe("completed");
      const { pages } = await crawlResult(database.db, crawlId);
      expect(pages[0]?.error).toBe("The page could not be read: the parser stopped (exit code 1).");
    });
  });
}
