import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site in one place. Health checks are answered by the HTTP server itself. */
export default [
  route("robots.txt", "routes/robots-txt.ts"),
  // Public pages: header, footer, and the 404 and error pages.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("faq", "routes/faq.tsx"),
    route("case-studies", "routes/case-studies.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    route("cookie-policy", "routes/cookie-policy.tsx"),
    route("debug", "routes/debug.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
