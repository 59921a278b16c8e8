import type { ContentBus } from "../../content-bus";
import type { Logger } from "../../log";
import { createRedirectStore, type RedirectStore, type RedirectStoreDeps } from "./store";
import { RedirectTable } from "./table";

/**
 * Redirects for the rest of the app: `store.create(...)` and
 * `store.pathChanged(oldPath, newPath, actor)` for writers (the page editor
 * calls the latter when a page's path changes), `table` for the server's
 * redirect step (server.ts), which answers before the page cache.
 */
export interface Redirects {
  store: RedirectStore;
  table: RedirectTable;
}

export async function createRedirects(
  deps: RedirectStoreDeps & { bus: ContentBus; log: Logger; flushMs?: number },
): Promise<Redirects> {
  const store = createRedirectStore(deps);
  const table = new RedirectTable(store, deps.log, deps.flushMs);
  await table.start(deps.bus);
  return { store, table };
}
