import type { AxePageResult, LabResults, LighthouseRun } from "./types";

/**
 * Why a lab tool (axe-core, Lighthouse) measured nothing, told to the prospect who reads the report:
 * the real cause and what to do about it. A fault of our lab (no browser, a browser that would not
 * start or load axe) is ours to fix, never advice to the prospect to install something.
 */
export type LabFailureCause = "our-lab" | "timeout" | "crash" | "unreachable" | "canceled" | "no-page" | "other";

export interface LabFailure {
  cause: LabFailureCause;
  /** A sentence for the report: what happened. */
  reason: string;
  /** What to do about it. */
  remedy: string;
}

const RULES: { cause: LabFailureCause; test: RegExp }[] = [
  { cause: "canceled", test: /cancel/i },
  // Our side: no Chromium, it would not start, it went away under us, axe-core would not load.
  {
    cause: "our-lab",
    test: /No Chromium|Chromium could not start|could not be loaded into the page|lab runs failed|lab stage did not run|Lab measurements failed|Browser has been closed|browser\.newContext|connectOverCDP/i,
  },
  { cause: "crash", test: /crash|Target (page, context or browser )?closed|Page closed/i },
  { cause: "timeout", test: /time(d)? ?out|PAGE_HUNG|NO_FCP/i },
  { cause: "unreachable", test: /net::ERR_|ERR_[A-Z_]+|ECONNREFUSED|ENOTFOUND|status code [45]\d\d/i },
  { cause: "no-page", test: /No page to measure|Nothing was run/i },
];

export function explainLabFailure(tool: string, raw: string): LabFailure {
  const cause = RULES.find((rule) => rule.test.test(raw))?.cause ?? "other";
  switch (cause) {
    case "our-lab":
      return {
        cause,
        reason: `Our lab could not run ${tool}: the fault is on our side, not on your site.`,
        remedy: "Nothing to change on your site. Run the analysis again later, or ask us and we will run it for you.",
      };
    case "canceled":
      return { cause, reason: `The analysis was stopped before ${tool} finished.`, remedy: "Run the analysis again." };
    case "timeout":
      return {
        cause,
        reason: `The pages did not finish loading in our browser within the time limit, so ${tool} could not measure them.`,
        remedy:
          "Check that the page finishes loading in a few seconds: a chat widget, tracking script or video that never finishes is the usual cause. Then run the analysis again.",
      };
    case "crash":
      return {
        cause,
        reason: `The page crashed the browser tab while loading, so ${tool} could not measure it.`,
        remedy:
          "Open the page in Chrome with DevTools: heavy scripts, large videos or a script that loops can exhaust a tab's memory. Then run the analysis again.",
      };
    case "unreachable":
      return {
        cause,
        reason: `The pages could not be loaded in a browser (${raw.slice(0, 160)}), so ${tool} could not measure them.`,
        remedy:
          "Check that the site opens in an ordinary browser from outside your network: a firewall, bot protection or a login page can turn our lab away.",
      };
    case "no-page":
      return { cause, reason: `No page was given to ${tool}.`, remedy: "Check that the crawl found HTML pages." };
    default:
      return {
        cause,
        reason: `${tool.charAt(0).toUpperCase()}${tool.slice(1)} failed: ${raw.slice(0, 200)}`,
        remedy: "Run the analysis again; if it fails again, tell us and we will look into it.",
      };
  }
}

/** Why axe-core tested no page (null: it tested at least one). */
export function axeFailure(lab: Pick<LabResults, "axe" | "skippedReason">): LabFailure | null {
  if (lab.axe.some((page: AxePageResult) => page.error === null)) return null;
  // A page's own error says more than the lab's summary ("Every lab run failed.").
  const raw = lab.axe.map((a) => a.error).find(Boolean) ?? lab.skippedReason ?? "No page to measure.";
  return explainLabFailure("the browser accessibility test (axe-core)", raw);
}

/** Why Lighthouse measured no page (null: at least one run has a score). */
export function lighthouseFailure(lab: Pick<LabResults, "runs" | "skippedReason">): LabFailure | null {
  if (lab.runs.some((run: LighthouseRun) => run.error === null && run.performanceScore !== null)) return null;
  const raw = lab.runs.map((r) => r.error).find(Boolean) ?? lab.skippedReason ?? "No page to measure.";
  return explainLabFailure("Lighthouse", raw);
}
