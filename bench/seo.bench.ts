// `npm run bench -- seo` (issue 23): the SEO tools' timings, each beside the
// same work done by the simplest peer, measured in the same run.
//
// 1. The self-audit (`npm run self-audit`, issue 23 item 4) of our whole
//    seeded site on its production server, beside Crawlee's CheerioCrawler
//    crawling the same server from the same home page (same-origin links,
//    the same 4 requests in flight, the same page cap, the same per-page
//    parse). Both are timed as whole processes (start-up included: ours also
//    migrates its in-memory database, reads the sitemaps and writes every
//    page). Target: ours under 60 s for about 1,000 URLs. Three rounds,
//    alternating; each run, the median and the ratio are printed.
// 2. The city CSV preview (issue 23 item 1): bench/seo-city-import.ts.
// 3. Clustering of 10,000 keywords (issue 23 item 2): bench/seo-clustering.ts.

import { spawn } from "node:child_process";
import path from "node:path";
import { startOurServer } from "./lib";
import { measureCityImportPreview } from "./seo-city-import";
import { measureClustering } from "./seo-clustering";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_SEO_PORT ?? 3391);
const CONCURRENCY = 4;
// Our sitemaps list about 1,000 URLs (fetched first); the city pages link to some 13,000 noindex city service
// pages beyond them. Both sides stop at the same cap: "our whole site" as its sitemaps define it, about 1,000 URLs.
const MAX_PAGES = 1_000;
const ROUNDS = 3;
const TARGET_SECONDS = 60;

interface Run {
  pages: number;
  ms: number;
  /** Ours: the summary line's errors. */
  errors?: number;
}

function child(args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = spawn(process.execPath, ["--import", "tsx", ...args], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, CRAWLEE_LOG_LEVEL: "OFF", CRAWL_ALLOW_PRIVATE: "false" },
    });
    let stdout = "";
    started.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    started.on("error", reject);
    started.on("exit", (code) => resolve({ code, stdout }));
  });
}

async function ours(url: string): Promise<Run> {
  const started = performance.now();
  const { code, stdout } = await child(["scripts/self-audit.ts", "--url", url, "--max-pages", String(MAX_PAGES), "--list", "0"]);
  const ms = performance.now() - started;
  const summary = /^self-audit: ([\d,]+) URLs?, (\d+) errors?/.exec(stdout.trimEnd().split("\n").at(-1) ?? "");
  if (!summary || (code !== 0 && code !== 1)) throw new Error(`self-audit failed (exit ${code}): ${stdout.slice(-500)}`);
  return { pages: Number(summary[1]?.replaceAll(",", "")), ms, errors: Number(summary[2]) };
}

async function crawlee(url: string): Promise<Run> {
  const started = performance.now();
  const { code, stdout } = await child(["bench/seo-crawl-child.ts", url, String(CONCURRENCY), String(MAX_PAGES)]);
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`crawlee failed (exit ${code}): ${stdout.slice(-500)}`);
  const { pages } = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as { pages: number };
  return { pages, ms };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function selfAuditPart() {
  // The server names itself by the address it answers on, as a deployed site does: canonicals and sitemaps point where the crawl goes.
  const url = `http://127.0.0.1:${PORT}`;
  const server = await startOurServer(PORT, { PUBLIC_URL: url, CRAWL_ALLOW_PRIVATE: "false", LOG_LEVEL: "error" });
  try {
    // Warm-up: the page cache and the sitemap cache, as a site that has been up for a while.
    await ours(url);
    const runs: { ours: Run[]; crawlee: Run[] } = { ours: [], crawlee: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const a = await ours(url);
      runs.ours.push(a);
      console.log(`self-audit round ${round}: ours    ${a.pages} URLs in ${seconds(a.ms)} (${a.errors} error-level findings)`);
      const b = await crawlee(url);
      runs.crawlee.push(b);
      console.log(`self-audit round ${round}: crawlee ${b.pages} URLs in ${seconds(b.ms)}`);
    }
    const oursMs = median(runs.ours.map((run) => run.ms));
    const crawleeMs = median(runs.crawlee.map((run) => run.ms));
    const pages = median(runs.ours.map((run) => run.pages));
    console.log(
      `self-audit median: ours ${pages} URLs in ${seconds(oursMs)} (target < ${TARGET_SECONDS} s: ${oursMs < TARGET_SECONDS * 1000 ? "met" : "NOT met"}), crawlee ${median(runs.crawlee.map((run) => run.pages))} URLs in ${seconds(crawleeMs)}; time ours/crawlee ${(oursMs / crawleeMs).toFixed(2)}; concurrency ${CONCURRENCY}, database of the audit: in-memory PGlite`,
    );
  } finally {
    await server.stop();
  }
}

export async function run() {
  await selfAuditPart();
  // The location manager's preview of a 10,000-row city CSV (target under 5 s), beside its peer.
  console.log("\ncity CSV preview, 10,000 rows:");
  for (const line of await measureCityImportPreview()) console.log(`  ${line}`);
  // Keyword research's clustering of 10,000 keywords (target under 10 s), beside its peer.
  console.log("\nclustering 10,000 keywords:");
  for (const line of await measureClustering()) console.log(`  ${line}`);
}
