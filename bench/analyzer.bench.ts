import { monitorEventLoopDelay } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { answerEvents } from "~/.server/audits/analyzer/flow/api";
import { runAnalysis } from "~/.server/audits/analyzer/flow/run-analysis";
import { analysisRunDeps } from "~/.server/audits/analyzer/flow/run-deps";
import { parseConfig } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";
import { analyses } from "~/.server/db/schema";
import { createLogger } from "~/.server/log";
import { queueAnalysis } from "../tests/support/analysis-run";
import { startFixtureSite } from "../tests/support/fixture-site";

/**
 * One full analysis of a 25-page loopback fixture site with the production
 * settings: crawl, passages, Lighthouse (three representative pages, mobile and
 * desktop) and axe (five pages) in Chromium, the checks, the summary. It
 * prints the time and the largest gap between the server-sent progress
 * events a visitor's page receives. Targets: under 90 s; an event at least
 * every 2 s.
 */
const PAGES = 25;

export async function run() {
  const site = await startFixtureSite({ variant: "large", pages: PAGES });
  const database = await openDatabase();
  await database.migrate();
  const log = createLogger("warn");
  const config = parseConfig({ NODE_ENV: "production", CRAWL_ALLOW_PRIVATE: "true", ANALYZER_MAX_PAGES: String(PAGES) });
  const db = database.db;
  try {
    const { analysisId } = await queueAnalysis(db, site.url, PAGES);

    // The visitor's side: the events as the route streams them.
    const controller = new AbortController();
    const events = await answerEvents(analysisId, new Request("http://bench/events", { signal: controller.signal }), {
      config,
      database,
      log,
    } as never);
    const times: number[] = [];
    const reading = (async () => {
      const reader = events.body?.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        for (const _ of decoder.decode(chunk.value).matchAll(/^event: state$/gm)) times.push(performance.now());
      }
    })();

    // A gap between events is either the stream or this process's event loop held up (Lighthouse runs in-process).
    const loop = monitorEventLoopDelay({ resolution: 20 });
    loop.enable();
    const started = performance.now();
    const outcome = await runAnalysis(analysisRunDeps({ db, log, config }), analysisId);
    const seconds = (performance.now() - started) / 1000;
    loop.disable();
    await reading;
    controller.abort();
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? time));
    const [row] = await db.select().from(analyses).where(eq(analyses.id, analysisId));
    const labRuns = (row?.measurements.lighthouse as unknown[] | undefined)?.length ?? 0;
    console.log(`analysis of a ${PAGES}-page site: ${outcome} in ${seconds.toFixed(1)} s (target < 90 s)`);
    console.log(
      `  pages crawled ${row?.measurements.pagesCrawled}, Lighthouse runs ${labRuns}, lab: ${row?.measurements.lab ?? "?"}${row?.measurements.labSkippedReason ? ` (${row.measurements.labSkippedReason})` : ""}`,
    );
    console.log(`  scores ${JSON.stringify(row?.scores)}`);
    console.log(
      `  progress events ${times.length}, largest gap ${(Math.max(0, ...gaps) / 1000).toFixed(2)} s (target <= 2 s); longest event-loop stall ${(loop.max / 1e9).toFixed(2)} s`,
    );
    if (outcome !== "complete") console.log(`  error: ${row?.error}`);
  } finally {
    await database.close();
    await site.close();
  }
}
