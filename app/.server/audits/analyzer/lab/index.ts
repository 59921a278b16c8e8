import { existsSync } from "node:fs";
import type { LaunchedChrome } from "chrome-launcher";
import { blockedAddressReason } from "~/.server/net";
import { runAxe } from "./axe";
import { CHROMIUM_FLAGS, NO_WEBRTC_UDP, proxyFlags } from "./chromium";
import { type GuardProxy, startGuardProxy } from "./guard-proxy";
import { runLighthouse } from "./lighthouse";
import { type BrowserQueue, createBrowserQueue } from "./queue";
import type { AxePageResult, FormFactor, LabResults, LighthouseRun } from "./types";

export { AXE_TAGS } from "./axe";
export { CHROMIUM_FLAGS, resolveChromePath } from "./chromium";
export { type GuardProxy, type GuardProxyOptions, startGuardProxy } from "./guard-proxy";
export { type BrowserQueue, createBrowserQueue } from "./queue";
export type { AxePageResult, AxeViolation, FormFactor, LabResults, LighthouseRun } from "./types";

export interface LabLog {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
}

export interface LabProgress {
  /** Runs finished and planned (Lighthouse runs plus axe pages). */
  done: number;
  total: number;
  /** What is running now, e.g. "Lighthouse (mobile) https://example.com/". */
  step: string;
}

export interface LabOptions {
  /** Chromium to use (resolveChromePath()); null: skip the lab with the reason. */
  chromePath: string | null;
  log?: LabLog;
  /** Runs ahead in the browser queue; 0 when this analysis has the browser. */
  onQueuePosition?: (ahead: number) => void;
  onProgress?: (progress: LabProgress) => void;
  signal?: AbortSignal;
  /** Lighthouse: the first N urls (home first; the analysis flow picks them, lab-pages.ts), in these form factors. Default 3, both. */
  lighthousePages?: number;
  formFactors?: FormFactor[];
  /** axe-core on the first N urls. Default 5. */
  axePages?: number;
  /** Each Lighthouse run and each axe page; over it the run is recorded as timed out. Default 60 s. */
  runTimeoutMs?: number;
  /**
   * The browser's network rules: the crawler's FetchPolicy (crawlerPolicy(config)) fits. `allowPrivate`
   * (CRAWL_ALLOW_PRIVATE, tests) lets Chromium reach loopback fixture sites directly; otherwise every
   * request goes through the guard proxy, refusing what the net guard refuses (blockedReason: tests only).
   * Without it: guarded, ports 80 and 443.
   */
  network?: { allowPrivate: boolean; allowedPorts: readonly number[]; blockedReason?: (address: string) => string | null };
  /** Defaults to the process's queue (the browser is a process-wide resource). */
  queue?: BrowserQueue;
  /** TEST ONLY (ANALYZER_AXE_FAIL, refused in production): axe-core fails on every page. */
  axeFail?: boolean;
}

/** Pages for each tool, when the caller chooses them apart (else the first N of one list, home first). */
export interface LabUrls {
  lighthouse: string[];
  axe: string[];
}

/** The one queue of this process: one Chromium at a time is a property of the machine, not of a caller. */
let processQueue: BrowserQueue | null = null;
function defaultQueue(): BrowserQueue {
  processQueue ??= createBrowserQueue();
  return processQueue;
}

const skipped = (reason: string): LabResults => ({ runs: [], axe: [], skippedReason: reason });

/**
 * Lighthouse (performance, mobile and desktop) on the first pages and axe-core on up to five, in one
 * Chromium, one analysis at a time. Never throws: without Chromium, or when it cannot start, the result
 * says why in `skippedReason`; a run that fails or times out is recorded with its error.
 */
export async function runLabAudits(options: LabOptions, urls: string[] | LabUrls): Promise<LabResults> {
  const { chromePath, signal, log } = options;
  const pages: LabUrls = Array.isArray(urls)
    ? { lighthouse: urls.slice(0, options.lighthousePages ?? 3), axe: urls.slice(0, options.axePages ?? 5) }
    : urls;
  if (!chromePath) return skipped("No Chromium is installed on this server (set CHROME_PATH or install /usr/bin/chromium).");
  if (!existsSync(chromePath)) return skipped(`No Chromium at ${chromePath}.`);
  if (pages.lighthouse.length + pages.axe.length === 0) return skipped("No page to measure.");

  const queue = options.queue ?? defaultQueue();
  let release: (() => void) | null = null;
  try {
    release = await queue.acquire({ signal, onPosition: options.onQueuePosition });
  } catch {
    return skipped("The analysis was canceled while waiting for the browser.");
  }
  try {
    return await runInBrowser(options, chromePath, pages, log);
  } finally {
    release();
  }
}

/**
 * chrome-launcher starts Chromium as the leader of its own process group, so it outlives us: a process that exits
 * while an analysis runs (a deploy's SIGTERM ends the drain with process.exit, a test stops its server) left the
 * browser behind, holding a few hundred MB, on every restart. Each lab browser still running is killed, with its
 * group, as this process exits. Kept per process, as the browsers are.
 */
const liveBrowsers = new Set<number>();
let killOnExit = false;
function trackBrowser(pid: number | undefined) {
  if (!pid) return;
  liveBrowsers.add(pid);
  if (killOnExit) return;
  killOnExit = true;
  process.on("exit", () => {
    for (const group of liveBrowsers) {
      try {
        process.kill(-group, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  });
}

async function runInBrowser(options: LabOptions, chromePath: string, pages: LabUrls, log?: LabLog): Promise<LabResults> {
  const timeoutMs = options.runTimeoutMs ?? 60_000;
  const factors = options.formFactors ?? ["mobile", "desktop"];
  const lhUrls = pages.lighthouse;
  const axeUrls = pages.axe;
  const total = lhUrls.length * factors.length + axeUrls.length;
  let done = 0;
  const runs: LighthouseRun[] = [];
  const axe: AxePageResult[] = [];

  let proxy: GuardProxy | null = null;
  let chrome: LaunchedChrome | null = null;
  const killChrome = async () => {
    const current = chrome;
    chrome = null;
    if (current) {
      await Promise.resolve(current.kill()).catch(() => {});
      liveBrowsers.delete(current.pid);
    }
  };
  const onAbort = () => void killChrome();
  options.signal?.addEventListener("abort", onAbort, { once: true });

  try {
    // Default: guarded, standard ports only.
    const network = options.network ?? { allowPrivate: false, allowedPorts: [80, 443] };
    if (!network.allowPrivate) {
      proxy = await startGuardProxy({
        allowedPorts: network.allowedPorts,
        blockedReason: network.blockedReason ?? blockedAddressReason,
        onRefused: (target, reason) => log?.warn({ target, reason }, "lab browser request refused"),
      });
    }
    const flags = [...CHROMIUM_FLAGS, NO_WEBRTC_UDP, ...(proxy ? proxyFlags(proxy.url) : [])];
    // Loaded here, not at start: playwright-core alone holds about 60 MB, which every process would pay until an
    // analysis runs (`npm run bench -- memory`).
    const [{ launch }, { chromium }] = await Promise.all([import("chrome-launcher"), import("playwright-core")]);
    const start = async () => {
      chrome = await launch({ chromePath, chromeFlags: flags, logLevel: "silent", handleSIGINT: false });
      trackBrowser(chrome.pid);
      return chrome;
    };
    try {
      await start();
    } catch (error) {
      return skipped(`Chromium could not start: ${error instanceof Error ? error.message : String(error)}`);
    }

    for (const url of lhUrls)
      for (const formFactor of factors) {
        if (options.signal?.aborted) return finish(runs, axe, "The analysis was canceled.");
        options.onProgress?.({ done, total, step: `Lighthouse (${formFactor}) ${url}` });
        const current: LaunchedChrome = chrome ?? (await start());
        const run = await runLighthouse(current.port, url, formFactor, { timeoutMs, signal: options.signal });
        // A run stopped at its limit may leave its tab hanging: the next run gets a fresh Chromium.
        if (run.error?.startsWith("Timed out")) await killChrome();
        runs.push(run);
        log?.info({ url, formFactor, score: run.performanceScore, error: run.error }, "lighthouse run");
        done += 1;
      }

    if (axeUrls.length) {
      if (options.signal?.aborted) return finish(runs, axe, "The analysis was canceled.");
      const current: LaunchedChrome = chrome ?? (await start());
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${current.port}`);
      try {
        for (const url of axeUrls) {
          if (options.signal?.aborted) break;
          options.onProgress?.({ done, total, step: `Accessibility (axe-core) ${url}` });
          axe.push(await runAxe(browser, url, timeoutMs, options.axeFail));
          done += 1;
        }
      } finally {
        await browser.close().catch(() => {});
      }
    }
    options.onProgress?.({ done, total, step: "Lab measurements done" });
    return finish(runs, axe, options.signal?.aborted ? "The analysis was canceled." : null);
  } catch (error) {
    log?.warn({ err: error }, "lab audits failed");
    return finish(runs, axe, `The lab runs failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    await killChrome();
    await proxy?.close();
  }
}

/** What ran is kept; the reason is reported only when nothing at all was measured. */
function finish(runs: LighthouseRun[], axe: AxePageResult[], reason: string | null): LabResults {
  const nothing = runs.every((r) => r.error !== null) && axe.every((a) => a.error !== null);
  return {
    runs,
    axe,
    skippedReason: nothing ? (reason ?? (runs.length + axe.length ? "Every lab run failed." : "Nothing was run.")) : null,
  };
}
