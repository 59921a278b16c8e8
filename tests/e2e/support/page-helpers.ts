import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

/**
 * Resolves once the page's islands (app/islands) have mounted: the island
 * loader adds each mounted island's name to <html data-islands>; a React
 * island (the lead form, "lead-form") once its hydration has committed.
 */
export async function waitForIslands(page: Page, ...names: string[]) {
  await page.waitForFunction(
    (wanted) => {
      const mounted = (document.documentElement.dataset.islands ?? "").split(" ");
      return wanted.every((name) => mounted.includes(name));
    },
    names.length > 0 ? names : ["site"],
  );
}

/** An accordion question (<details name>): its <summary>, found by the question's heading. */
export function accordionQuestion(scope: Page | Locator, text: string) {
  const page = "page" in scope ? scope.page() : scope;
  // `has` is matched inside each summary: a locator from the page root, not from the scope.
  return scope.locator("summary").filter({ has: page.getByRole("heading", { name: text, exact: true }) });
}

/** The <details> item of an accordion question, whose open attribute says whether its answer shows. */
export function accordionItem(question: Locator) {
  return question.locator("xpath=..");
}

/** Every JSON-LD object in the page head, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * axe-core violations of serious or critical impact, in a readable shape.
 * Frames sandboxed without scripts (the studio's live preview) are left out:
 * axe cannot run inside them (the scan never finishes), and what they show is
 * a public page, which the public pages' own specs check.
 *
 * A page with no other frame is scanned in axe's legacy mode, in the page
 * itself: the default mode collects results frame by frame, then opens a
 * blank page to merge them, and took 1.3-3.9 s a scan on six public pages
 * against 0.6-1.7 s (91 scans in the suite). Legacy mode does not look into a
 * frame, though, so a page with one keeps the default mode
 * (tests/e2e/axe-check.spec.ts holds both). Only violations are read, so
 * only they carry every node: on the home page the results shrank from 814 KB
 * to 66 KB and the scan from about 1.1 s to 0.7 s.
 */
export async function seriousViolations(page: Page) {
  const framesToScan = await page.locator("iframe:not([sandbox])").count();
  const results = await new AxeBuilder({ page })
    .exclude("iframe[sandbox]")
    .setLegacyMode(framesToScan === 0)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
