import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site in one place. Health checks are answered by the HTTP server itself. */
export default [
  route("robots.txt", "routes/robots-txt.ts"),
  // Public pages: header, footer, and the 404 and error pages.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("debug", "routes/debug.tsx"),
    route("services", "routes/services.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-article.tsx"),
    route("*", "routes/schema-page.tsx"),
  ]),
] satisfies RouteConfig;
