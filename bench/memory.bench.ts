import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/free-port";
import { seededRandom } from "./lib";

/**
 * Memory of the production server on the embedded database (PGlite), from
 * outside: the server runs as a child process on a fresh DATA_DIR and a free
 * port, and its /proc/<pid>/status is read every 50 ms. VmHWM is the kernel's
 * own high-water mark of the resident set, so a spike between two samples is
 * not missed; for the requests scenario the mark is reset first
 * (/proc/<pid>/clear_refs), so that peak is the requests' own.
 *
 * Scenarios (issue 9 part B item 6):
 * - first start: an empty data directory (the database is created, migrated and seeded)
 * - restart: the same directory again (nothing to seed)
 * - requests: 1,000 mixed requests on the restarted server, 8 at a time
 *
 * "Settled" is the resident set once it stops falling after the server is
 * ready (/readyz answers 200) or the requests end: no new low (by more than
 * SETTLED_TOLERANCE_MB) for SETTLED_WINDOW_MS, at most SETTLE_TIMEOUT_MS.
 * V8 gives memory back some seconds after a burst (its memory reducer starts
 * about 8 s after allocation slows down), and an idle server in production
 * gets those seconds too; a window of 2 s right after the burst measured
 * garbage V8 had not collected yet. Nothing here forces a GC from outside.
 * The peer is a bare Node process that opens PGlite with
 * its defaults on an empty directory: the floor the embedded engine sets.
 * Targets: settled under 300 MB, peak under 500 MB.
 *
 * BENCH_MEMORY_NODE_ARGS adds Node options to the server's command line, to
 * look inside while it runs: e.g. "--heapsnapshot-signal=SIGUSR2".
 */
const TARGET_SETTLED_MB = 300;
const TARGET_PEAK_MB = 500;
const SAMPLE_MS = 50;
const SETTLED_WINDOW_MS = 12_000;
const SETTLED_TOLERANCE_MB = 2;
const SETTLE_TIMEOUT_MS = 60_000;
const REQUESTS = 1_000;
const CONCURRENCY = 8;

interface Figures {
  peakMb: number;
  settledMb: number;
  /** False when the resident set was still moving at SETTLE_TIMEOUT_MS. */
  settled: boolean;
  seconds: number;
}

export async function run() {
  const root = await mkdtemp(path.join(tmpdir(), "agency-bench-memory-"));
  const dataDir = path.join(root, "data");
  const rows: { name: string; figures: Figures; note?: string }[] = [];
  try {
    const first = await startServer(dataDir);
    rows.push({ name: "first start", figures: await measureStart(first) });
    await first.stop();

    const second = await startServer(dataDir);
    rows.push({ name: "restart", figures: await measureStart(second) });
    const requests = await measureRequests(second);
    rows.push({ name: `after ${REQUESTS} requests`, figures: requests.figures, note: requests.note });
    await second.stop();

    const peer = await measurePeer(path.join(root, "peer"));
    rows.push({ name: "peer: bare PGlite", figures: peer });

    console.log("resident memory of the production server on PGlite (MB; peak = VmHWM):");
    for (const { name, figures, note } of rows) {
      const settled = `${figures.settledMb.toFixed(0)}${figures.settled ? "" : " (still moving)"}`;
      console.log(
        `  ${name.padEnd(24)} peak ${figures.peakMb.toFixed(0).padStart(5)}   settled ${settled.padStart(5)}   ${figures.seconds.toFixed(1)} s${note ? `   ${note}` : ""}`,
      );
    }
    for (const { name, figures } of rows.filter((row) => !row.name.startsWith("peer"))) {
      console.log(
        `  ratio ${name.padEnd(24)} peak/target ${(figures.peakMb / TARGET_PEAK_MB).toFixed(2)}   settled/target ${(figures.settledMb / TARGET_SETTLED_MB).toFixed(2)}   peak/bare PGlite ${(figures.peakMb / peer.peakMb).toFixed(2)}`,
      );
    }
    const ours = rows.filter((row) => !row.name.startsWith("peer"));
    const met = ours.every((row) => row.figures.peakMb < TARGET_PEAK_MB && row.figures.settledMb < TARGET_SETTLED_MB);
    console.log(
      `  target (issue 9 B6): peak < ${TARGET_PEAK_MB} MB and settled < ${TARGET_SETTLED_MB} MB in every scenario: ${met ? "met" : "NOT met"}`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

interface Child {
  pid: number;
  url: string;
  startedAt: number;
  readyAt: number;
  stop(): Promise<void>;
}

async function startServer(dataDir: string): Promise<Child> {
  const port = await freePort();
  const startedAt = performance.now();
  const nodeArgs = process.env.BENCH_MEMORY_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(child, 120_000, async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.ok === true).catch(
    async (error) => {
      await stopChild(child);
      throw error;
    },
  );
  return { pid: child.pid ?? 0, url, startedAt, readyAt: performance.now(), stop: () => stopChild(child) };
}

/** A start: the peak since the process began, and where the resident set settles once ready. */
async function measureStart(server: Child): Promise<Figures> {
  const { rssMb, settled } = await settle(server.pid);
  return {
    peakMb: (await status(server.pid)).hwmMb,
    settledMb: rssMb,
    settled,
    seconds: (server.readyAt - server.startedAt) / 1000,
  };
}

async function measureRequests(server: Child): Promise<{ figures: Figures; note: string }> {
  const paths = await mixedPaths(server.url);
  // From here on VmHWM is the peak of the requests alone (falls back to samples if the kernel refuses).
  const reset = await writeFile(`/proc/${server.pid}/clear_refs`, "5").then(
    () => true,
    () => false,
  );
  let sampledPeak = 0;
  const sampler = setInterval(() => {
    status(server.pid).then(
      (now) => {
        sampledPeak = Math.max(sampledPeak, now.rssMb);
      },
      () => {},
    );
  }, SAMPLE_MS);
  const started = performance.now();
  const cpuBefore = await cpuSeconds(server.pid);
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const target = paths[next++] as string;
      const response = await fetch(`${server.url}${target}`, { headers: { "Accept-Encoding": "gzip" } });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = (await cpuSeconds(server.pid)) - cpuBefore;
  clearInterval(sampler);
  const peakMb = reset ? (await status(server.pid)).hwmMb : sampledPeak;
  const { rssMb, settled } = await settle(server.pid);
  const counts = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, count]) => `${count}x${code}`)
    .join(" ");
  return {
    figures: { peakMb: Math.max(peakMb, sampledPeak), settledMb: rssMb, settled, seconds },
    note: `${counts}, ${(paths.length / seconds).toFixed(0)} req/s, server CPU ${cpu.toFixed(1)} s${reset ? "" : ", peak from samples"}`,
  };
}

/**
 * 1,000 paths as a visitor mix and a crawler would send them: every URL of
 * the sitemap once (home, services, city service pages, locations, blog,
 * FAQ...), the popular pages again, the sitemap itself, and pages that do not
 * exist, shuffled with a fixed seed.
 */
async function mixedPaths(url: string): Promise<string[]> {
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  const pages: string[] = [];
  for (const child of children) {
    const xml = await (await fetch(`${url}${child}`)).text();
    pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname));
  }
  if (pages.length === 0) throw new Error("the sitemap lists no pages");
  const random = seededRandom(9);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const popular = [
    "/",
    "/faq",
    "/blog",
    "/locations",
    "/services",
    "/locations/california",
    "/rehab-marketing/california/los-angeles",
  ];
  const paths: string[] = [];
  const distinct = Math.min(pages.length, Math.floor(REQUESTS * 0.6));
  const shuffledPages = shuffle(pages, random);
  paths.push(...shuffledPages.slice(0, distinct));
  while (paths.length < REQUESTS) {
    const roll = random();
    if (roll < 0.6) paths.push(pick(popular));
    else if (roll < 0.7) paths.push("/sitemap.xml");
    else if (roll < 0.85) paths.push(`/no-such-page-${Math.floor(random() * 1e6)}`);
    else paths.push(pick(pages));
  }
  return shuffle(paths, random);
}

/** The peer: a bare Node process that opens PGlite with its defaults on an empty directory and runs one query. */
async function measurePeer(dir: string): Promise<Figures> {
  const source = `
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(${JSON.stringify(path.join(dir, "pglite"))});
    await db.query("select 1");
    console.log("ready");
    process.on("SIGTERM", () => db.close().then(() => process.exit(0)));
    setInterval(() => {}, 1000);`;
  await mkdir(dir, { recursive: true });
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["--input-type=module", "-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  try {
    await waitUntil(child, 120_000, async () => output.includes("ready"));
    const readyAt = performance.now();
    const { rssMb, settled } = await settle(child.pid ?? 0);
    return { peakMb: (await status(child.pid ?? 0)).hwmMb, settledMb: rssMb, settled, seconds: (readyAt - startedAt) / 1000 };
  } finally {
    await stopChild(child);
  }
}

/** Samples until the resident set made no new low (by more than the tolerance) over the window. */
async function settle(pid: number): Promise<{ rssMb: number; settled: boolean }> {
  const started = performance.now();
  let low = Number.POSITIVE_INFINITY;
  let lowAt = started;
  for (;;) {
    const { rssMb } = await status(pid);
    const now = performance.now();
    if (rssMb < low - SETTLED_TOLERANCE_MB) {
      low = rssMb;
      lowAt = now;
    }
    if (now - lowAt >= SETTLED_WINDOW_MS) return { rssMb, settled: true };
    if (now - started > SETTLE_TIMEOUT_MS) return { rssMb, settled: false };
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

async function status(pid: number) {
  const text = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? Number.NaN);
  return { rssMb: kb("VmRSS") / 1024, hwmMb: kb("VmHWM") / 1024 };
}

/** User and system CPU time the process has used (/proc/<pid>/stat, in clock ticks of 1/100 s). */
async function cpuSeconds(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function waitUntil(child: ChildProcess, timeoutMs: number, check: () => Promise<boolean>) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode} before it was ready`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
