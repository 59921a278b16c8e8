import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the server-rendered page, so clicks and
 * typing run React's handlers. React keeps its fiber on each DOM node; the
 * root's state says whether the committed tree is still the server markup.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const node = document.querySelector("header") as unknown as Record<string, unknown> | null;
    const key = node && Object.keys(node).find((name) => name.startsWith("__reactFiber$"));
    if (!node || !key) return false;
    type Fiber = { tag: number; return: Fiber | null; stateNode: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
    let fiber = node[key] as Fiber | null;
    while (fiber?.return) fiber = fiber.return;
    return fiber?.tag === 3 && fiber.stateNode.current?.memoizedState?.isDehydrated === false;
  });
}

/** Every JSON-LD object in the page head, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** axe-core violations of serious or critical impact, in a readable shape. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
