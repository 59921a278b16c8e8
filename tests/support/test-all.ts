// `npm test`: the production build once, then Vitest, then Playwright (Playwright's specs and the few Vitest files
// that serve pages use that one build). Side by side they were slower on this 2-core machine, not faster: measured
// on a fresh clone, Playwright alone took 25.8 min beside Vitest (13.2 min alone on the same suite before), and
// Vitest over 30 min, as both fought for the same cores and timing-sensitive specs failed. So one after the other
// is the default; TEST_SIDE_BY_SIDE=1 overlaps them on a machine with cores to spare.
//
// Each line of output carries its suite's tag ([unit] or [e2e]); at the end each suite's own summary is printed again,
// together, with its exit code and wall time. The exit code is 0 only when the build and both suites pass.
//
//   TEST_SIDE_BY_SIDE=1  run Vitest and Playwright at the same time (a machine with cores to spare)
//   E2E_WORKERS=n   Playwright's workers (default: playwright.config.ts)
//   SKIP_BUILD=1    use the build already in build/ (it must be of the current code)
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIN = path.join(ROOT, "node_modules/.bin");
const TAIL_LINES = 12;

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  tail: string[];
}

const running = new Set<ChildProcess>();

function run(name: string, command: string, args: string[], options: { tag?: string; env?: NodeJS.ProcessEnv } = {}) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", options.tag ? "pipe" : "inherit", options.tag ? "pipe" : "inherit"],
  });
  running.add(child);
  const tail: string[] = [];
  if (options.tag) {
    const tag = options.tag;
    for (const stream of [child.stdout, child.stderr]) {
      let partial = "";
      stream?.setEncoding("utf8").on("data", (chunk: string) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) emit(tag, line, tail);
      });
      stream?.on("end", () => {
        if (partial) emit(tag, partial, tail);
      });
    }
  }
  return new Promise<Outcome>((resolve) => {
    child.once("close", (code, signal) => {
      running.delete(child);
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000), tail });
    });
  });
}

function emit(tag: string, line: string, tail: string[]) {
  // Progress redraws (carriage returns) keep only their last state.
  const text = line.split("\r").pop() ?? "";
  process.stdout.write(`${tag} ${text}\n`);
  if (text.trim()) {
    tail.push(text);
    if (tail.length > TAIL_LINES) tail.shift();
  }
}

// Ctrl-C or a CI cancel: pass it on to our own children (each ends its own servers and browsers), by handle.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
  });
}

const started = Date.now();
if (!process.env.SKIP_BUILD) {
  const build = await run("build", "npm", ["run", "build"]);
  if (build.code !== 0) {
    console.error(`\nThe build failed (exit ${build.code}); no test ran.`);
    process.exit(build.code);
  }
}

const e2eArgs = ["test", ...(process.env.E2E_WORKERS ? [`--workers=${process.env.E2E_WORKERS}`] : [])];
// Side by side, Vitest leaves one core to Playwright and the server it starts (alone it takes every core).
const sideBySide = Boolean(process.env.TEST_SIDE_BY_SIDE);
const unitEnv =
  sideBySide && !process.env.VITEST_MAX_WORKERS
    ? { VITEST_MAX_WORKERS: String(Math.max(1, os.availableParallelism() - 1)) }
    : undefined;
const unit = () => run("unit (Vitest)", path.join(BIN, "vitest"), ["run"], { tag: "[unit]", env: unitEnv });
const e2e = () => run("e2e (Playwright)", path.join(BIN, "playwright"), e2eArgs, { tag: "[e2e] " });
const outcomes = sideBySide ? await Promise.all([unit(), e2e()]) : [await unit(), await e2e()];

console.log("");
for (const outcome of outcomes) {
  console.log(
    `== ${outcome.name}: ${outcome.code === 0 ? "passed" : `FAILED (exit ${outcome.code})`} in ${outcome.seconds} s ==`,
  );
  for (const line of outcome.tail) console.log(`   ${line}`);
}
console.log(`== npm test: ${Math.round((Date.now() - started) / 1000)} s in all ==`);
process.exit(outcomes.find((outcome) => outcome.code !== 0)?.code ?? 0);
