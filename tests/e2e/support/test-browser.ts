import { existsSync } from "node:fs";

/**
 * The browser the end-to-end specs drive: Debian's chromium-headless-shell when it is installed, else the full
 * Chromium (CHROME_PATH or /usr/bin/chromium). E2E_CHROMIUM names another binary.
 *
 * Why the shell: the specs need a page engine, not a browser. The shell is Chromium's old headless mode, the one
 * Playwright itself prefers for headless runs; the full browser's new headless mode runs most of the desktop
 * browser behind the page. Measured on this 2-core machine, seven specs (89 tests) took 135 s with the full
 * Chromium and 89 s with the shell. The analyzer's Lighthouse and axe runs, which are product and not test, keep
 * the full Chromium (app/.server/audits/analyzer/lab/chromium.ts).
 */
export function testBrowserPath(env: Record<string, string | undefined> = process.env): string {
  if (env.E2E_CHROMIUM) return env.E2E_CHROMIUM;
  const shell = "/usr/bin/chromium-headless-shell";
  if (existsSync(shell)) return shell;
  return env.CHROME_PATH ?? "/usr/bin/chromium";
}
