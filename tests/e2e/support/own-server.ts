import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/free-port";

/**
 * A production server of its own for a spec that must look into the
 * database afterwards: a free port, a fresh data directory, its own
 * environment. `stop()` ends it with SIGTERM (only this child, by handle).
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface OwnServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  remove(): Promise<void>;
  output(): string;
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const root = await mkdtemp(path.join(os.tmpdir(), "agency-e2e-own-"));
  const dataDir = path.join(root, "data");
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules/.bin/node"), ["server.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? os.homedir(),
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // No load balancer to drain in tests: stop at once unless a test asks for the drain.
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (!output.includes('"msg":"server listening"')) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
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
