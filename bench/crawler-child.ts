// One side of `npm run bench -- crawler`, in a process of its own so its peak
// RSS is its own: `ours <url> <concurrency> <maxPages>` or `crawlee ...`.
// Prints one JSON line: {pages, ms, maxRssMb}.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CheerioCrawler, Configuration } from "@crawlee/cheerio";
import { crawlerFetchers } from "../app/.server/audits/crawler/engine/crawler-fetchers";
import { parsePage } from "../app/.server/audits/crawler/engine/parse-page";
import { runCrawl } from "../app/.server/audits/crawler/engine/run-crawl";
import { openDatabase } from "../app/.server/db/client";
import { crawls } from "../app/.server/db/schema";
import { createLogger } from "../app/.server/log";

const [side, url = "", concurrencyText = "8", maxPagesText = "500"] = process.argv.slice(2);
const concurrency = Number(concurrencyText);
const maxPages = Number(maxPagesText);
const host = new URL(url).host;

async function ours(): Promise<number> {
  // As the site runs: PostgreSQL when configured, else PGlite in a data directory (started from the build's
  // empty cluster, not initdb: `npm run build` makes it; without it initdb's peak would be measured).
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), "crawler-bench-"));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  await database.migrate();
  const [row] = await database.db
    .insert(crawls)
    .values({
      url,
      host,
      maxPages,
      options: { maxPages, includeImages: false, followExternalLinks: false, crawlSitemapOnly: false },
    })
    .returning({ id: crawls.id });
  const fetchers = crawlerFetchers({
    crawler: {
      allowPrivate: true,
      allowedPorts: [80, 443],
      userAgent: "RecoveryGrowthBot/1.0 (+bench)",
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
    },
  });
  sampler.start();
  const started = performance.now();
  const outcome = await runCrawl(
    {
      db: database.db,
      ...fetchers,
      log: createLogger("silent"),
      workerId: "bench",
      // Crawlee has no delay between requests: neither does ours here, at the same concurrency.
      limits: { concurrencyPerHost: concurrency, delayMs: 0 },
    },
    row?.id ?? "",
  );
  const ms = performance.now() - started;
  sampler.stop();
  if (outcome !== "completed") throw new Error(`crawl ended ${outcome}`);
  await database.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  return ms;
}

async function crawlee(): Promise<number> {
  // The same per-page work as ours (parsePage: cheerio, the text walk, hashes), crawlee's queue and HTTP around it.
  const config = new Configuration({ persistStorage: false, purgeOnStart: true, logLevel: 0 as never });
  const crawler = new CheerioCrawler(
    {
      minConcurrency: concurrency,
      maxConcurrency: concurrency,
      maxRequestsPerCrawl: maxPages,
      maxRequestRetries: 2,
      async requestHandler({ request, body, response, enqueueLinks }) {
        parsePage(String(body), request.loadedUrl ?? request.url, new Headers(response.headers as Record<string, string>), host);
        await enqueueLinks({ strategy: "same-hostname" });
      },
    },
    config,
  );
  sampler.start();
  const started = performance.now();
  const stats = await crawler.run([url]);
  const ms = performance.now() - started;
  sampler.stop();
  if (stats.requestsFinished < maxPages) throw new Error(`crawlee finished ${stats.requestsFinished} pages`);
  return ms;
}

/** RSS sampled while the crawl runs, from `start()`: what the crawl itself adds to what the process held before. */
const sampler = {
  baseline: 0,
  peak: 0,
  timer: undefined as NodeJS.Timeout | undefined,
  start() {
    this.baseline = process.memoryUsage().rss;
    this.peak = this.baseline;
    this.timer = setInterval(() => {
      this.peak = Math.max(this.peak, process.memoryUsage().rss);
    }, 10);
  },
  stop() {
    clearInterval(this.timer);
    this.peak = Math.max(this.peak, process.memoryUsage().rss);
  },
};

const ms = side === "ours" ? await ours() : await crawlee();
const mb = (bytes: number) => bytes / 1024 / 1024;
console.log(
  JSON.stringify({
    pages: maxPages,
    ms,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    baselineMb: mb(sampler.baseline),
    crawlAddsMb: mb(sampler.peak - sampler.baseline),
  }),
);
process.exit(0);
