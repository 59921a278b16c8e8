import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ROOT = path.resolve(import.meta.dirname, "../../../../..");

/** Pids of living (not zombie) processes whose parent is `parent`, and whose command is Chromium. */
function chromiumChildren(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: the command may hold spaces, so read after its closing parenthesis.
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(ppid) === parent && state !== "Z" && stat.includes("(chromium")) found.push(Number(entry));
    } catch {
      // Gone while read.
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0] !== "Z";
  } catch {
    return false;
  }
};

/**
 * A process that exits while an analysis runs (a deploy's SIGTERM, a test stopping its server) takes its lab
 * Chromium with it: chrome-launcher starts the browser in a process group of its own, and it was left running.
 */
describe.skipIf(!existsSync(CHROMIUM))("the lab browser and the process that started it", () => {
  it("is killed when that process exits mid-run", async () => {
    const child = spawn(
      path.join(ROOT, "node_modules/.bin/node"),
      ["--import", "tsx", path.join(import.meta.dirname, "exit-child.fixture.ts")],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = new Promise((resolve) => child.once("exit", resolve));
    let browsers: number[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        let output = "";
        child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
          output += chunk;
          if (output.includes("lighthouse running")) resolve();
        });
        child.once("exit", (code) => reject(new Error(`the lab process exited first (${code}): ${output}`)));
      });
      browsers = chromiumChildren(child.pid ?? 0);
      expect(browsers.length, "Chromium runs under the lab process").toBeGreaterThan(0);
      child.kill("SIGTERM");
      await exited;
      await expect.poll(() => browsers.filter(alive), { timeout: 10_000 }).toEqual([]);
    } finally {
      child.kill("SIGKILL");
      // A browser this test found alive is not left behind for the rest of the run, whatever the outcome.
      for (const pid of browsers.filter(alive)) {
        try {
          process.kill(-pid, "SIGKILL");
        } catch {
          // Gone meanwhile.
        }
      }
    }
  }, 60_000);
});
