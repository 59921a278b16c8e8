import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site in one place. Health checks are answered by the HTTP server itself. */
export default [
  index("routes/home.tsx"),
  route("debug", "routes/debug.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
