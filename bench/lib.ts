import { type ChildProcess, execFile, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** Shared pieces of the benchmarks: start our server, generate load, print ratios. */

export interface Started {
  url: string;
  stop(): Promise<void>;
  /** Our server's data directory (PGlite files, outbox); removed by `stop()` unless `keepData`. */
  dataDir?: string;
}

export async function startOurServer(
  port: number,
  env: Record<string, string> = {},
  options: { keepData?: boolean } = {},
): Promise<Started> {
  const url = `http://127.0.0.1:${port}`;
  // Something else answering there would be measured instead of this build.
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is in use: stop what listens there`);
  const dataDir = await mkdtemp(path.join(tmpdir(), "agency-bench-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A first start migrates and seeds a fresh database (and the job queue's
  // schema): slow on a busy machine. A server that never answers is stopped.
  await waitForHttp(`${url}/readyz`, child, 120_000).catch(async (error) => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    dataDir,
    stop: async () => {
      await stopChild(child);
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A plain Node HTTP server that answers every request with the same bytes: the peer. */
export async function startPlainNodeServer(port: number, body: Buffer, contentType: string): Promise<Started> {
  // The body goes through a file: a page is larger than one command-line argument may be.
  const bodyDir = await mkdtemp(path.join(tmpdir(), "agency-bench-body-"));
  const bodyFile = path.join(bodyDir, "body");
  await writeFile(bodyFile, body);
  const source = `
    const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
    require("node:http").createServer((req, res) => {
      res.writeHead(200, { "Content-Type": ${JSON.stringify(contentType)}, "Content-Length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = async () => {
    await stopChild(child);
    await rm(bodyDir, { recursive: true, force: true });
  };
  await waitForHttp(url, child).catch(async (error) => {
    await cleanUp();
    throw error;
  });
  return { url, stop: cleanUp };
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering ${url}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * Requests per second for `url`: with wrk when it is installed (Debian's
 * `wrk`), otherwise with keep-alive Node clients in this process. Both
 * sides of a ratio are always measured the same way.
 */
export async function requestsPerSecond(
  url: string,
  options: {
    seconds: number;
    connections: number /** What the clients accept (wrk only); default identity. */;
    encoding?: "gzip" | "identity";
  },
) {
  if (await hasWrk()) {
    const { stdout } = await promisify(execFile)("wrk", [
      `-t2`,
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      "-H",
      `Accept-Encoding: ${options.encoding ?? "identity"}`,
      url,
    ]);
    const match = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
    const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
    if (non2xx) throw new Error(`${non2xx[1]} error responses from ${url}`);
    return { rps: Number(match?.[1] ?? 0), tool: "wrk" };
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const deadline = Date.now() + options.seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      await new Promise<void>((resolve, reject) => {
        http
          .get(url, { agent }, (res) => {
            if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode} from ${url}`));
            res.resume();
            res.on("end", () => resolve());
          })
          .on("error", reject);
      });
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  return { rps: done / ((performance.now() - started) / 1000), tool: "node clients" };
}

let wrkFound: boolean | undefined;
async function hasWrk() {
  if (wrkFound === undefined) {
    wrkFound = await promisify(execFile)("wrk", ["--version"]).then(
      () => true,
      (error: { code?: unknown }) => error.code !== "ENOENT",
    );
  }
  return wrkFound;
}

/** The first /blog/<slug> link on /blog: the benchmarks' blog article. */
export async function firstBlogArticle(base: string) {
  const response = await fetch(`${base}/blog`);
  if (!response.ok) return undefined;
  return /href="(\/blog\/[a-z0-9-]+)"/.exec(await response.text())?.[1];
}

/** A repeatable stream of numbers in [0, 1): the same load pattern on every run. */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** CPU seconds (user + system, with reaped children) a process has used so far, from /proc (Linux); 0 when it is gone. */
export function cpuSecondsOf(pid: number | "self"): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): utime is the 12th, stime, cutime, cstime follow.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return ticks / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds used by every process named `postgres*` on this machine (the bench's own server; the system one idles). */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").startsWith("postgres")) total += cpuSecondsOf(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}

/**
 * One request over a kept-alive node:http connection: what a bench's own
 * client steps use when the bench runs beside the server it measures, since
 * fetch (undici) spends several times the CPU per request, taken from the server.
 */
export function keptAliveClient() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  return {
    request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          response.on("error", reject);
        });
        request.on("error", reject);
        request.end(options.body);
      });
    },
    close: () => agent.destroy(),
  };
}
