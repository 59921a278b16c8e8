import { readFileSync, unlinkSync } from "node:fs";
import { link, open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * The embedded database belongs to one process. PGlite keeps its pages in
 * memory and writes them back on its own schedule, so two servers on one
 * DATA_DIR each believe they hold the database and one silently loses what
 * the other wrote (issue 9, B1: a confirmed lead vanished). A lock file in
 * DATA_DIR, created atomically (written aside, then hard-linked into place), names the process holding it; a
 * second start refuses. A lock left by a process that no longer exists (a
 * crash, a kill -9) is taken over. More than one instance needs PostgreSQL.
 */
export const LOCK_FILE = "server.lock";

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): Promise<void>;
}

interface LockOwner {
  pid: number;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server (pid ${owner.pid}, started ${owner.startedAt}): stop it first; more than one instance needs PostgreSQL (DATABASE_URL)`,
    );
  }
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() };
  const content = `${JSON.stringify(mine)}\n`;
  // Two rounds at most: the second follows taking over a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await createExclusive(file, content)) return held(file, content);
    const owner = parseOwner(await readFile(file, "utf8").catch(() => ""));
    if (owner && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    await takeOverStale(file, owner);
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}: ${file} keeps reappearing`);
}

/**
 * Creates `file` with `content` unless it exists, atomically: the content is
 * written to a file of our own first and then hard-linked into place, so
 * another start never reads a half-written lock.
 */
async function createExclusive(file: string, content: string) {
  const draft = `${file}.${process.pid}.draft`;
  const handle = await open(draft, "w");
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => {});
  }
}

function held(file: string, content: string): DataDirLock {
  let released = false;
  const isOurs = (text: string) => text === content;
  // A process that exits without closing the database (process.exit after a
  // fatal error) still leaves no lock behind.
  const onExit = () => {
    if (released) return;
    try {
      if (isOurs(readFileSync(file, "utf8"))) unlinkSync(file);
    } catch {}
  };
  process.once("exit", onExit);
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      process.off("exit", onExit);
      const text = await readFile(file, "utf8").catch(() => "");
      if (isOurs(text)) await unlink(file).catch(() => {});
    },
  };
}

/**
 * Moves a dead process's lock aside. Two starts may find the same stale lock
 * at once: the rename lets one of them have it, and the one that got a fresh
 * lock instead (another start won the race) puts it back and refuses.
 */
async function takeOverStale(file: string, judged: LockOwner | null) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = parseOwner(await readFile(aside, "utf8").catch(() => ""));
  if (moved && (moved.pid !== judged?.pid || moved.startedAt !== judged?.startedAt) && isAlive(moved)) {
    await link(aside, file).catch(() => {});
    await unlink(aside).catch(() => {});
    throw new DataDirLockedError(path.dirname(file), moved);
  }
  await unlink(aside).catch(() => {});
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid === "number" && Number.isInteger(value.pid) && value.pid > 0) {
      return { pid: value.pid, startedAt: String(value.startedAt ?? "unknown") };
    }
  } catch {}
  return null;
}

/**
 * Whether the process that wrote this lock still runs. A lock naming our own
 * pid is ours if it was written since this process started (a second open in
 * the same process); one written before was left by an earlier life of this
 * container, where the server had the same pid (pid 1 in many images).
 */
function isAlive(owner: LockOwner) {
  if (owner.pid === process.pid) return Date.parse(owner.startedAt) >= Math.floor(performance.timeOrigin);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
