import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startNginxBalancer } from "../../../bench/nginx";
import { freePort } from "../free-port";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres";

/**
 * The product as DESIGN.md §5 deploys it, on real processes on loopback:
 * PostgreSQL of its own, web instances (`node server.js`, the production
 * build, JOBS_IN_WEB=false) behind nginx, and `npm run worker` processes that
 * do every job. The cluster test (tests/e2e/cluster.spec.ts) and
 * `npm run bench -- cluster` start it; each process can be killed by its
 * handle and its output read.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");

export interface ClusterProcess {
  name: string;
  pid: number;
  /** Its own address (web instances only). */
  url?: string;
  output(): string;
  /** Resolves when a line of output contains `text` (from the start of its output). */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  exited(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx, the load balancer: the public address. */
  url: string;
  postgres: ThrowawayPostgres;
  web: ClusterProcess[];
  workers: ClusterProcess[];
  env: Record<string, string>;
  /** Runs one of the package's scripts (`npm run admin:create -- ...`) on the cluster's database. */
  script(file: string, args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  webInstances: number;
  workers: number;
  /** Added to every process's environment. */
  env?: Record<string, string>;
  /**
   * Web instances' standard output (the request log) goes nowhere instead of
   * into this process: the bench must not spend its CPU reading log lines.
   */
  discardWebOutput?: boolean;
}

/** Until the instance's /readyz answers 200 (its database answers): what a load balancer waits for. */
async function ready(instance: ClusterProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.exited()) throw new Error(`${instance.name} exited before it was ready:\n${instance.output().slice(-4000)}`);
    const ok = await fetch(`${instance.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`${instance.name} not ready within ${timeoutMs} ms:\n${instance.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function track(name: string, child: ChildProcess, url?: string): ClusterProcess {
  let output = "";
  const waiters = new Set<() => void>();
  const onData = (chunk: string) => {
    output += chunk;
    for (const waiter of waiters) waiter();
  };
  child.stdout?.setEncoding("utf8").on("data", onData);
  child.stderr?.setEncoding("utf8").on("data", onData);
  child.on("exit", () => {
    for (const waiter of waiters) waiter();
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    pid: child.pid ?? 0,
    url,
    output: () => output,
    exited,
    waitForOutput(text, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (output.includes(text)) done(resolve);
          else if (exited()) done(() => reject(new Error(`${name} exited before printing ${text}:\n${output.slice(-4000)}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`${name} did not print ${text} within ${timeoutMs} ms:\n${output.slice(-4000)}`))),
          timeoutMs,
        );
        const done = (finish: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          finish();
        };
        waiters.add(check);
        check();
      });
    },
    async kill(signal) {
      if (exited()) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await gone;
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const root = await mkdtemp(path.join(os.tmpdir(), "agency-cluster-"));
  const started: { stop(): Promise<void> }[] = [];
  const processes: ClusterProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map((child) => child.kill("SIGTERM").catch(() => {})));
    for (const item of started.reverse()) await item.stop().catch(() => {});
    await rm(root, { recursive: true, force: true });
  };
  try {
    const postgres = await startThrowawayPostgres(await freePort());
    started.push(postgres);
    const balancerPort = await freePort();
    const publicUrl = `http://127.0.0.1:${balancerPort}`;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.homedir(),
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      DATABASE_URL: postgres.url,
      // What every instance must share (docs/deploy.md): the secret signs form tokens and sessions.
      APP_SECRET: "cluster-test-secret-cluster-test-secret-0123",
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "true",
      JOBS_IN_WEB: "false",
      SHUTDOWN_DRAIN_MS: "0",
      SMTP_URL: "",
      ...options.env,
    };
    const spawnProcess = (name: string, args: string[], extra: Record<string, string>, url?: string) => {
      const stdout = url && options.discardWebOutput ? "ignore" : "pipe";
      const child = spawn(NODE, args, { cwd: ROOT, env: { ...env, ...extra }, stdio: ["ignore", stdout, "pipe"] });
      const tracked = track(name, child, url);
      processes.push(tracked);
      return tracked;
    };
    const web: ClusterProcess[] = [];
    for (let index = 0; index < options.webInstances; index++) {
      const port = await freePort();
      const dataDir = path.join(root, `web-${index + 1}`);
      const instance = spawnProcess(
        `web-${index + 1}`,
        ["server.js"],
        { PORT: String(port), DATA_DIR: dataDir },
        `http://127.0.0.1:${port}`,
      );
      web.push(instance);
      // The first migrates and seeds; the others find it done (migrations take an advisory lock either way).
      if (index === 0) await ready(instance);
    }
    await Promise.all(web.map((instance) => ready(instance)));
    const workers: ClusterProcess[] = [];
    for (let index = 0; index < options.workers; index++) {
      workers.push(
        spawnProcess(`worker-${index + 1}`, ["--import", "tsx", "scripts/worker.ts"], {
          DATA_DIR: path.join(root, `worker-${index + 1}`),
        }),
      );
    }
    await Promise.all(workers.map((worker) => worker.waitForOutput('"msg":"worker started"')));
    const balancer = await startNginxBalancer(
      balancerPort,
      web.map((instance) => Number(new URL(instance.url ?? "").port)),
    );
    started.push(balancer);
    return {
      url: publicUrl,
      postgres,
      web,
      workers,
      env,
      async script(file, args) {
        const { stdout } = await promisify(execFile)(NODE, ["--import", "tsx", file, ...args], {
          cwd: ROOT,
          env: { ...env, DATA_DIR: path.join(root, "scripts") },
        });
        return stdout;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
