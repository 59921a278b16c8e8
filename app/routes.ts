import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site in one place. Health checks are answered by the HTTP server itself. */
export default [
  route("robots.txt", "routes/robots-txt.ts"),
  route("api/leads", "routes/api.leads.ts"),
  // Public pages: header, footer, and the 404 and error pages.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("debug", "routes/debug.tsx"),
    route("contact", "routes/contact.tsx"),
    route("schedule-session", "routes/schedule-session.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
