import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./data-dir-lock";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "agency-lock-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, LOCK_FILE);

/** The pid of a process that has exited (spawned and awaited here). */
async function deadPid() {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  const pid = child.pid;
  await new Promise((resolve) => child.once("exit", resolve));
  if (!pid) throw new Error("no pid");
  return pid;
}

describe("lockDataDir", () => {
  it("writes our pid and start time, and release removes the file", async () => {
    const lock = await lockDataDir(dir);
    const owner = JSON.parse(await readFile(lockFile(), "utf8"));
    expect(owner.pid).toBe(process.pid);
    expect(Date.parse(owner.startedAt)).not.toBeNaN();
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
    // Nothing else is left in the directory (no drafts, no stale copies).
    expect(await readdir(dir)).toEqual([]);
  });

  it("refuses while another live process holds the directory, naming it and the pid", async () => {
    // Our parent process is alive and is not us.
    await writeFile(lockFile(), JSON.stringify({ pid: process.ppid, startedAt: "2030-01-01T00:00:00.000Z" }));
    const error = await lockDataDir(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(dir);
    expect(message).toContain(`pid ${process.ppid}`);
    expect(message).toContain("PostgreSQL");
    expect(message).not.toContain("\n");
    // The other process's lock is left alone.
    expect(JSON.parse(await readFile(lockFile(), "utf8")).pid).toBe(process.ppid);
  });

  it("refuses a second lock in the same process", async () => {
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it("takes over a lock whose process is gone", async () => {
    const pid = await deadPid();
    await writeFile(lockFile(), JSON.stringify({ pid, startedAt: "2020-01-01T00:00:00.000Z" }));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lockFile(), "utf8")).pid).toBe(process.pid);
    await lock.release();
  });

  it("takes over a lock naming our own pid from before this process started", async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: process.pid, startedAt: "2020-01-01T00:00:00.000Z" }));
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("release leaves a lock that is no longer ours", async () => {
    const lock = await lockDataDir(dir);
    await writeFile(lockFile(), JSON.stringify({ pid: process.ppid, startedAt: "2030-01-01T00:00:00.000Z" }));
    await lock.release();
    expect(existsSync(lockFile())).toBe(true);
  });
});

describe("the embedded database on a data directory", () => {
  it("is opened by one handle at a time, and closing frees it", async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile())).toBe(false);
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });
});
