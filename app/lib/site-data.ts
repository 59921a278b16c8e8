import type { SiteConfig } from "./site-config";

/** The agency details the root loader provides, for `meta` functions of any route. */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteConfig {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteConfig } | undefined;
  if (!root?.site) throw new Error("The root loader did not provide the site configuration.");
  return root.site;
}
