import routes from "~/routes";

/** Every path of app/routes.ts, parents first ("/admin/leads/:id"), for the specs that walk all routes. */
export function allRoutePaths(): string[] {
  return routePaths(routes as never);
}

function routePaths(entries: readonly { path?: string; children?: unknown[] }[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [path, ...routePaths((entry.children ?? []) as never, entry.path ? path : parent)];
  });
}
