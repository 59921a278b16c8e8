import type { UIMatch } from "react-router";

/**
 * How a page loads (docs/page-loading.md). A route that needs React in the
 * browser says so with `export const handle = { hydrate: true }`: the forms,
 * /debug and every back-office route. Every other page (the content pages)
 * is HTML and CSS from the server plus small islands (app/islands), and the
 * browser never downloads the framework runtime for it.
 */
export interface PageLoadingHandle {
  hydrate?: boolean;
}

/** Whether the document of these matches ships React Router's scripts: one matching route asking is enough. */
export function pageHydrates(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return matches.some((match) => Boolean((match.handle as PageLoadingHandle | undefined)?.hydrate));
}

/** The handle a hydrating route exports. */
export const hydrateHandle = { hydrate: true } as const satisfies PageLoadingHandle;
