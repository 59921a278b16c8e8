import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import type { AxeImpact, AxePageResult } from "./types";

/** WCAG 2.0-2.2 A and AA rules: what the law and demand letters cite. Best-practice rules are left out. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let axeSource: Promise<string> | null = null;
/** axe-core's browser bundle, read once (a file read, not state that changes). */
function loadAxe(): Promise<string> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return axeSource;
}

interface RawViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[] }[];
}

/** The test switch ANALYZER_AXE_FAIL: axe-core fails to load, as it would if our lab could not inject it. */
export const AXE_FAIL_MESSAGE = "axe-core could not be loaded into the page: the test switch ANALYZER_AXE_FAIL is on.";

/** Longest we scroll and wait for animations before axe runs, whatever the page does. */
const SETTLE_BUDGET_MS = 6_000;

/**
 * Brings the page to the state a reader sees: scrolled through from top to bottom a screen at a time
 * (content that fades or slides in on scroll, lazy sections) and back, with its animations finished.
 * axe judges colours at the opacity they have when it runs: a section waiting below the fold at 10%
 * opacity, or one in the middle of its fade, read as faint text (our own home page gave 20 contrast
 * failures for dark text on white). Bounded in time and steps: an endless page or animation stops it,
 * it never fails the audit.
 */
async function settleForReading(page: Page): Promise<void> {
  await page
    .evaluate(async (budgetMs) => {
      const deadline = performance.now() + budgetMs;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
      for (let y = 0, steps = 0; y < document.documentElement.scrollHeight && steps < 60; y += step, steps++) {
        window.scrollTo(0, y);
        await frame();
        if (performance.now() > deadline) break;
      }
      window.scrollTo(0, 0);
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
      const left = Math.max(0, deadline - performance.now());
      await Promise.race([
        Promise.allSettled(running.map((a) => a.finished)),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
    }, SETTLE_BUDGET_MS)
    .catch(() => {
      // A page that navigates away or closes while we scroll is judged as it is.
    });
}

/**
 * Loads `url` in a fresh context of `browser` and runs axe-core on it. Failures are returned, not thrown.
 * `fail` (tests only, ANALYZER_AXE_FAIL): the page loads, then axe-core is refused, so nothing is measured.
 */
export async function runAxe(browser: Browser, url: string, timeoutMs: number, fail = false): Promise<AxePageResult> {
  const started = performance.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    // Through the DevTools protocol, not a <script> tag: a page's Content-Security-Policy (a nonce, say)
    // governs the page's own scripts, not the debugger's, so axe runs under any CSP while the page keeps its
    // policy (no bypassCSP: the page behaves as a visitor's browser shows it).
    if (fail) throw new Error(AXE_FAIL_MESSAGE);
    await settleForReading(page);
    const cdp = await context.newCDPSession(page);
    const injected = await cdp.send("Runtime.evaluate", { expression: await loadAxe(), returnByValue: true });
    if (injected.exceptionDetails)
      throw new Error(
        `axe-core could not be loaded into the page: ${injected.exceptionDetails.exception?.description ?? injected.exceptionDetails.text}`,
      );
    const raw = (await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }).axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        }),
      AXE_TAGS,
    )) as { violations: RawViolation[]; passes: unknown[] };
    return {
      url,
      error: null,
      passes: raw.passes.length,
      durationMs: Math.round(performance.now() - started),
      violations: raw.violations.map((v) => ({
        id: v.id,
        impact: (["critical", "serious", "moderate", "minor"].includes(v.impact ?? "") ? v.impact : null) as AxeImpact | null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(" ")),
      })),
    };
  } catch (error) {
    return {
      url,
      error: error instanceof Error ? error.message.split("\n")[0]! : String(error),
      violations: [],
      passes: 0,
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await context.close().catch(() => {});
  }
}
