// `npm run bench -- crawler`: our crawler against Crawlee's CheerioCrawler on
// a generated 500-page loopback site that answers every request after 20 ms,
// at the same concurrency, each in its own process (peak RSS is per process).
// Both do the same per-page work (our parsePage); ours also writes every page,
// link and frontier row to its database (in-memory PGlite, or PostgreSQL when
// DATABASE_URL is set) and reads robots.txt and the sitemap first.
// Target (issue 12): ours at least as fast, with no more memory.
// On PGlite part of ours' peak is the embedded engine itself (tens of MB more
// than on PostgreSQL before a single page is fetched; a new data directory is
// copied from the build's empty cluster, see app/.server/db/pglite-options.ts),
// so the lines also show what the crawl adds to what the process held when it
// started.
import { spawn } from "node:child_process";
import path from "node:path";
import { startFixtureSite } from "../tests/support/fixture-site";

const PAGES = 500;
const DELAY_MS = 20;
const CONCURRENCY = 8;

interface Result {
  pages: number;
  ms: number;
  /** The process's peak RSS (ours includes its database engine when that is PGlite). */
  maxRssMb: number;
  /** RSS when the crawl started, and the most the crawl added to it. */
  baselineMb: number;
  crawlAddsMb: number;
}

function measure(side: "ours" | "crawlee", url: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "crawler-child.ts"), side, url, String(CONCURRENCY), String(PAGES)],
      { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, CRAWLEE_LOG_LEVEL: "OFF" } },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      try {
        if (code !== 0) throw new Error(`exit ${code}`);
        resolve(JSON.parse(line) as Result);
      } catch (error) {
        reject(new Error(`${side} failed (${String(error)}): ${out.slice(-500)}`));
      }
    });
  });
}

export async function run() {
  const site = await startFixtureSite({ variant: "large", pages: PAGES, delayMs: DELAY_MS });
  try {
    const results: Record<string, Result> = {};
    for (const side of ["ours", "crawlee"] as const) {
      results[side] = await measure(side, site.url);
      const { ms, maxRssMb, baselineMb, crawlAddsMb } = results[side];
      console.log(
        `${side.padEnd(8)} ${PAGES} pages in ${(ms / 1000).toFixed(2)} s = ${((PAGES / ms) * 1000).toFixed(1)} pages/s, peak RSS ${maxRssMb.toFixed(0)} MB (${baselineMb.toFixed(0)} MB before the crawl, the crawl added ${crawlAddsMb.toFixed(0)} MB)`,
      );
    }
    const ours = results.ours as Result;
    const crawlee = results.crawlee as Result;
    const speed = crawlee.ms / ours.ms;
    const memory = ours.maxRssMb / crawlee.maxRssMb;
    const added = ours.crawlAddsMb / Math.max(1, crawlee.crawlAddsMb);
    console.log(
      `ratio    speed ours/crawlee ${speed.toFixed(2)} (target >= 1), memory ours/crawlee ${memory.toFixed(2)} (target <= 1), memory the crawl added ${added.toFixed(2)}; concurrency ${CONCURRENCY}, ${DELAY_MS} ms per response, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
    );
  } finally {
    await site.close();
  }
}
