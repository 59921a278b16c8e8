import { Agent, request } from "undici";
import { servingPath } from "./config";
import { requestsPerSecond, startOurServer } from "./lib";

/**
 * Analytics ingest (issue 14): 200 concurrent senders post event batches to
 * POST /api/events, each with its own user agent (so its own visitor key and
 * rate-limit window). Printed, in one run:
 * 1. public page throughput alone;
 * 2. the same while the senders hold a paced 1,000 events per second, and the
 *    drop against (1) (target: 10% or less);
 * 3. the sustained maximum: events per second stored (a 204 is an insert done).
 */
const SENDERS = 200;
const BATCH = 5;
const PACED_EVENTS_PER_SECOND = 1000;
const SECONDS = 6;

const batch = (i: number) =>
  JSON.stringify({
    events: Array.from({ length: BATCH }, (_, k) => ({
      name: k === 0 ? "pageview" : "web_vitals",
      path: `/bench/${i % 50}`,
      route: "/bench/{n}",
      width: "desktop",
      ...(k === 0 ? {} : { props: { metric: "LCP", value: 1000 + k, rating: "good" } }),
    })),
  });

async function senders(url: string, origin: string, options: { seconds: number; paced: boolean }) {
  const dispatcher = new Agent({ connections: SENDERS, pipelining: 1 });
  const deadline = Date.now() + options.seconds * 1000;
  // Paced: each sender sends one batch per interval, so all together send PACED_EVENTS_PER_SECOND.
  const intervalMs = (SENDERS * BATCH * 1000) / PACED_EVENTS_PER_SECOND;
  let stored = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, i) => {
      const headers = {
        "content-type": "text/plain",
        origin,
        "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 bench/${i}`,
      };
      // Spread the paced senders over the interval.
      if (options.paced) await new Promise((resolve) => setTimeout(resolve, (intervalMs * i) / SENDERS));
      while (Date.now() < deadline) {
        const next = Date.now() + intervalMs;
        const response = await request(`${url}/api/events`, { method: "POST", headers, body: batch(i), dispatcher }).catch(
          () => null,
        );
        if (response?.statusCode === 204) stored += BATCH;
        else failed++;
        await response?.body.dump();
        if (options.paced) await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    }),
  );
  await dispatcher.close();
  return { eventsPerSecond: stored / ((performance.now() - started) / 1000), failed };
}

export async function run() {
  const base = Number(process.env.BENCH_PORT_BASE ?? 3400);
  // The per-visitor limit is for floods from one browser; every sender here is a distinct visitor at 1 batch/s.
  const ours = await startOurServer(base + 18, { ANALYTICS_RATE_LIMIT: "10000" });
  try {
    const page = `${ours.url}${servingPath}`;
    const origin = new URL(ours.url).origin;
    await requestsPerSecond(page, { seconds: 1, connections: 4 });
    await senders(ours.url, origin, { seconds: 2, paced: true });

    const alone = await requestsPerSecond(page, { seconds: SECONDS, connections: 16 });
    const [during, paced] = await Promise.all([
      requestsPerSecond(page, { seconds: SECONDS, connections: 16 }),
      senders(ours.url, origin, { seconds: SECONDS, paced: true }),
    ]);
    const max = await senders(ours.url, origin, { seconds: SECONDS, paced: false });

    const drop = 1 - during.rps / alone.rps;
    console.log(`analytics ingest, ${SENDERS} senders, ${BATCH} events per batch (${alone.tool}):`);
    console.log(`  serving ${servingPath} alone                ${alone.rps.toFixed(0)} req/s`);
    console.log(
      `  serving while ingesting ${paced.eventsPerSecond.toFixed(0).padStart(5)} events/s  ${during.rps.toFixed(0)} req/s (${(drop * 100).toFixed(1)}% drop; target <= 10% at 1000 events/s)`,
    );
    console.log(
      `  sustained ingest, unpaced           ${max.eventsPerSecond.toFixed(0)} events/s stored (${max.failed} batches not answered 204)`,
    );
    if (paced.failed) console.log(`  ${paced.failed} paced batches were not answered 204`);
  } finally {
    await ours.stop();
  }
}
