import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import type { FormFactor, LighthouseOpportunity, LighthouseRun } from "./types";

interface LhrAudit {
  title?: string;
  score?: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: { overallSavingsBytes?: number; overallSavingsMs?: number };
}

/** Lighthouse's result, narrowed to what we read. */
export interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null; auditRefs?: { id: string; group?: string }[] } };
  audits: Record<string, LhrAudit | undefined>;
}

/** Opportunities kept per run: PageSpeed Insights shows about this many before "show more". */
const MAX_OPPORTUNITIES = 6;
/** Lighthouse's own line between "passed" and an insight worth showing. */
const PASSING = 0.9;

/**
 * What PageSpeed Insights lists under "Insights" and "Diagnostics": the performance audits that did
 * not pass, with Lighthouse's estimated savings (time on LCP/FCP, bytes), largest saving first.
 * Informative and not-applicable audits carry no verdict and are left out.
 */
export function opportunitiesOf(lhr: Lhr): LighthouseOpportunity[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: LighthouseOpportunity[] = [];
  for (const ref of refs) {
    if (ref.group !== "insights" && ref.group !== "diagnostics") continue;
    const audit = lhr.audits[ref.id];
    if (!audit || typeof audit.score !== "number" || audit.score >= PASSING) continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
    const savings = audit.metricSavings ?? {};
    const savingsMs = Math.max(0, savings.LCP ?? 0, savings.FCP ?? 0, audit.details?.overallSavingsMs ?? 0);
    const savingsBytes = audit.details?.overallSavingsBytes ?? null;
    found.push({
      id: ref.id,
      title: audit.title ?? ref.id,
      displayValue: audit.displayValue ?? null,
      savingsMs: savingsMs > 0 ? Math.round(savingsMs) : null,
      savingsBytes: typeof savingsBytes === "number" && savingsBytes > 0 ? Math.round(savingsBytes) : null,
    });
  }
  return found
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0))
    .slice(0, MAX_OPPORTUNITIES);
}

/** A Lighthouse report is a few hundred KB; more than this is not one. */
const MAX_OUTPUT_BYTES = 40 * 1024 * 1024;

const metric = (lhr: Lhr, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

/**
 * One Lighthouse performance run against the Chromium listening on `port`: Lighthouse's default
 * (mobile: simulated slow 4G, 4x CPU slowdown) or its desktop preset. Failures are returned, not thrown.
 *
 * Lighthouse runs in a child process (its own CLI, with this Node): it has no way to cancel a run, and
 * stopping it in-process by killing its browser leaves rejected promises inside Lighthouse that nobody
 * handles, which would take the server down. A child can be killed at the time limit or on cancel.
 */
export async function runLighthouse(
  port: number,
  url: string,
  formFactor: FormFactor,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<LighthouseRun> {
  const started = performance.now();
  const failed = (error: string): LighthouseRun => ({
    url,
    formFactor,
    error,
    performanceScore: null,
    lcpMs: null,
    fcpMs: null,
    cls: null,
    tbtMs: null,
    speedIndexMs: null,
    ttfbMs: null,
    totalBytes: null,
    opportunities: [],
    durationMs: Math.round(performance.now() - started),
  });
  // Lighthouse gives up on a page that never finishes loading by itself, well inside our limit, and still reports.
  const maxWaitForLoad = Math.max(3_000, Math.round(options.timeoutMs * 0.6));
  const args = [
    createRequire(import.meta.url).resolve("lighthouse/cli/index.js"),
    url,
    `--port=${port}`,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--only-categories=performance",
    `--max-wait-for-load=${maxWaitForLoad}`,
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
  ];
  const outcome = await new Promise<{ stdout: string; stderr: string; code: number | null; reason: string | null }>((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = "";
    let reason: string | null = null;
    const stop = (why: string) => {
      reason ??= why;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => stop(`Timed out after ${Math.round(options.timeoutMs / 1000)} s.`), options.timeoutMs);
    const onAbort = () => stop("Canceled.");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_OUTPUT_BYTES) stop("Lighthouse's output was too large.");
      else out.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4_000) stderr += chunk.toString();
    });
    const done = (code: number | null) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      resolve({ stdout: Buffer.concat(out).toString("utf8"), stderr, code, reason });
    };
    child.on("error", (error) => {
      reason ??= `Lighthouse could not start: ${error.message}`;
      done(null);
    });
    child.on("close", done);
  });

  if (outcome.reason) return failed(outcome.reason);
  let lhr: Lhr;
  try {
    lhr = JSON.parse(outcome.stdout) as Lhr;
  } catch {
    const lastLine = outcome.stderr.trim().split("\n").pop() ?? "";
    return failed(`Lighthouse failed (exit ${outcome.code})${lastLine ? `: ${lastLine.slice(0, 300)}` : "."}`);
  }
  if (lhr.runtimeError) return failed(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories?.performance?.score;
  return {
    url,
    formFactor,
    error: typeof score === "number" ? null : "Lighthouse could not score the page.",
    performanceScore: typeof score === "number" ? Math.round(score * 100) : null,
    lcpMs: metric(lhr, "largest-contentful-paint"),
    fcpMs: metric(lhr, "first-contentful-paint"),
    cls: metric(lhr, "cumulative-layout-shift"),
    tbtMs: metric(lhr, "total-blocking-time"),
    speedIndexMs: metric(lhr, "speed-index"),
    ttfbMs: metric(lhr, "server-response-time"),
    totalBytes: metric(lhr, "total-byte-weight"),
    opportunities: opportunitiesOf(lhr),
    durationMs: Math.round(performance.now() - started),
  };
}
