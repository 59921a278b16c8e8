import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Resolves once React has hydrated the server-rendered page (see navigation.spec.ts). */
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

/** axe-core violations of serious or critical impact, in a readable shape. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}
