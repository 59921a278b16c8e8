declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

/** The React islands' addresses: hashed files once built, the sources in development (vite.islands.config.ts). */
declare module "virtual:react-islands" {
  const urls: Record<"lead-form" | "agent-metrics", string>;
  export default urls;
}
