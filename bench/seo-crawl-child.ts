// The peer side of `npm run bench -- seo`: Crawlee's CheerioCrawler crawls our
// running site as the self-audit does (from the home page, same-origin links,
// the same concurrency and page cap), in a process of its own, doing the same
// per-page work (our parsePage). `<url> <concurrency> <maxPages>`; prints one
// JSON line: {pages, ms}.
import { CheerioCrawler, Configuration } from "@crawlee/cheerio";
import { parsePage } from "../app/.server/audits/crawler/engine/parse-page";

const [url = "", concurrencyText = "4", maxPagesText = "5000"] = process.argv.slice(2);
const concurrency = Number(concurrencyText);
const maxPages = Number(maxPagesText);
const host = new URL(url).host;

const config = new Configuration({ persistStorage: false, purgeOnStart: true, logLevel: 0 as never });
let pages = 0;
const crawler = new CheerioCrawler(
  {
    minConcurrency: concurrency,
    maxConcurrency: concurrency,
    maxRequestsPerCrawl: maxPages,
    maxRequestRetries: 2,
    // Error pages are part of the crawl (ours records them too), not failures to retry.
    ignoreHttpErrorStatusCodes: [404, 410],
    async requestHandler({ request, body, response, enqueueLinks }) {
      pages++;
      parsePage(String(body), request.loadedUrl ?? request.url, new Headers(response.headers as Record<string, string>), host);
      await enqueueLinks({ strategy: "same-origin" });
    },
  },
  config,
);
const started = performance.now();
await crawler.run([url]);
const ms = performance.now() - started;
console.log(JSON.stringify({ pages, ms }));
process.exit(0);
