import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/free-port";
import { copySeededDataDir } from "./seeded-data-dir";

/**
 * A production server of its own for a spec that must look into the
 * database afterwards: a free port, a fresh data directory, its own
 * environment. `stop()` ends it with SIGTERM (only this child, by handle).
 * The data directory starts with a copy of the run's migrated and seeded
 * database (seeded-data-dir.ts), as after a first start, unless `fresh`.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface OwnServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  remove(): Promise<void>;
  output(): string;
}

/** `publicUrl`: the server names itself by the address it listens on (PUBLIC_URL), as a deployed site does. */
export async function startOwnServer(
  env: Record<string, string> = {},
  options: {
    publicUrl?: boolean;
    /** Runs before the server starts, with its environment (DATA_DIR...): e.g. `npm run admin:create` for a staff account. */
    beforeStart?: (env: Record<string, string>) => Promise<void>;
    /** An empty data directory: the server migrates and seeds it itself, as a real first start does. */
    fresh?: boolean;
  } = {},
): Promise<OwnServer> {
  const port = await freePort();
  const root = await mkdtemp(path.join(os.tmpdir(), "agency-e2e-own-"));
  const dataDir = path.join(root, "data");
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.homedir(),
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    // No load balancer to drain in tests: stop at once unless a test asks for the drain.
    SHUTDOWN_DRAIN_MS: "0",
    ...(options.publicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    ...env,
  };
  // Before beforeStart, which may open the database (admin:create). On DATABASE_URL there is no data directory to fill.
  if (!options.fresh && !childEnv.DATABASE_URL) await copySeededDataDir(dataDir);
  await options.beforeStart?.(childEnv);
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules/.bin/node"), ["server.js"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  // Even on a seeded copy a start opens the database and starts the jobs: slow while other specs use both cores.
  const deadline = Date.now() + 90_000;
  while (!output.includes('"msg":"server listening"')) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      // Not left running for the rest of the run (a server that never says it listens still holds its port and memory).
      child.kill("SIGKILL");
      await rm(root, { recursive: true, force: true });
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop,
    remove: async () => {
      await stop();
      await rm(root, { recursive: true, force: true });
    },
    output: () => output,
  };
}
