import { execFile } from "node:child_process";
import { chmod, chown, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A PostgreSQL server of its own, made with Debian's initdb and pg_ctl on a
 * free port and a temporary directory: the cluster test and bench restart
 * it under load, which the machine's shared server must never be. As root
 * it runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** pg_ctl restart -m fast: open connections are ended, new ones refused until it is back. */
  restart(): Promise<void>;
  /** pg_ctl stop -m fast, keeping the data: an outage that lasts until `startServer()`. */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
  /** Stops it for good and removes its files. */
  stop(): Promise<void>;
}

export async function findPostgresBin(): Promise<string | null> {
  const root = "/usr/lib/postgresql";
  const versions = await readdir(root).catch(() => [] as string[]);
  const newest = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, "bin") : null;
}

export async function startThrowawayPostgres(port: number): Promise<ThrowawayPostgres> {
  const bin = await findPostgresBin();
  if (!bin) throw new Error("PostgreSQL's server binaries are not installed (/usr/lib/postgresql/*/bin)");
  const dir = await mkdtemp(path.join(tmpdir(), "agency-cluster-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
    await chmod(dir, 0o700);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-instructions"]);
  const options = [`-p ${port}`, "-c listen_addresses=127.0.0.1", `-k ${dir}`, "-c max_connections=200"].join(" ");
  const pgCtl = (...args: string[]) => pg("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "60", ...args]);
  await pgCtl("-o", options, "start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: async () => {
      await pgCtl("-m", "fast", "-o", options, "restart");
    },
    stopServer: async () => {
      await pgCtl("-m", "fast", "stop");
    },
    startServer: async () => {
      await pgCtl("-o", options, "start");
    },
    stop: async () => {
      await pgCtl("-m", "immediate", "stop").catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
