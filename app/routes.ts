import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { cityServiceSlugs } from "./lib/content/city-services";

/** Every URL of the site in one place. Health checks are answered by the HTTP server itself. */
export default [
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap-child.ts"),
  // The IndexNow key file at the site root (issue 23 item 3): one-segment `.txt` names only, so no page is shadowed.
  route(":indexNowKey.txt", "routes/indexnow-key.ts"),
  // A prospect's sitemap from a stored crawl, as a download (the guard's /sitemap-generator rule: admin).
  route("sitemap-generator/prospect/:crawlId/:file", "routes/admin/sitemap-generator-prospect.ts"),
  route("api/leads", "routes/api.leads.ts"),
  // The media library's upload and picker list (issue 22 item 10); admin by the guard's /api/admin rule.
  route("api/admin/media", "routes/api.admin.media.ts"),
  // The editor's live preview of an unsaved draft (issue 22 item 3): HTML, stored by no cache.
  route("api/admin/pages/:id/preview", "routes/api.admin.pages.$id.preview.ts"),
  // The article editor's preview of an unsaved content_research draft in its public page (issue 22 item 11).
  route("api/admin/content/:id/preview", "routes/api.admin.content.$id.preview.ts"),
  route("api/admin/content/:id/gates", "routes/api.admin.content.$id.gates.ts"),
  // The inbox's CSV download: a resource route (no layout), guarded by the /admin prefix like the pages.
  route("admin/leads.csv", "routes/admin/leads-csv.ts"),
  // The inbox's bulk actions (issue 25 item 7): a form post only (GET answers 405); a CSV of the selection or a redirect back.
  route("admin/bulk-leads", "routes/admin/bulk-leads.ts"),
  route("admin/redirects.csv", "routes/admin/redirects-csv.ts"),
  // Keyword research's CSV exports (issue 23 item 2); under the guard's /keyword-research prefix.
  route("keyword-research/export.csv", "routes/admin/keyword-research-csv.ts"),
  // The location manager's CSV export (issue 23 item 1), under the guard's page("/location-manager").
  route("location-manager/cities.csv", "routes/admin/location-manager-csv.ts"),
  // The content bundle's download (issue 24 item 7), streamed; under the guard's page("/content-migration").
  route("content-migration/bundle.zip", "routes/admin/content-migration-export.ts"),
  // The lead analyzer's CSV exports (issue 25 items 2-4); under the guard's page("/lead-analyzer").
  route("lead-analyzer/export.csv", "routes/admin/lead-analyzer-csv.ts"),
  // A form post that answers with a redirect, never a page.
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route("api/agent-metrics", "routes/api.agent-metrics.ts"),
  // The analyzer's API (issue 12 §3): create, progress and results, events, reports.
  route("api/analyses", "routes/api.analyses.ts"),
  route("api/analyses/:id", "routes/api.analyses.id.ts"),
  route("api/analyses/:id/events", "routes/api.analyses.id.events.ts"),
  ...(["pdf", "csv", "json"] as const).map((format) =>
    route(`api/analyses/:id/report.${format}`, "routes/api.analyses.id.report.ts", { id: `api-analyses-report-${format}` }),
  ),
  // The website crawler's API (issue 12 §3): public, rate limited per visitor (app/.server/audits/crawler/api).
  route("api/crawls", "routes/api.crawls.ts"),
  route("api/crawls/:id", "routes/api.crawls.$id.ts"),
  route("api/crawls/:id/pages", "routes/api.crawls.$id.pages.ts"),
  route("api/crawls/:id/issues", "routes/api.crawls.$id.issues.ts"),
  route("api/crawls/:id/issues.csv", "routes/api.crawls.$id.issues-csv.ts"),
  route("api/crawls/:id/pages.csv", "routes/api.crawls.$id.pages-csv.ts"),
  route("api/crawls/:id/links.csv", "routes/api.crawls.$id.links-csv.ts"),
  route("api/crawls/:id/compare", "routes/api.crawls.$id.compare.ts"),
  route("api/crawls/:id/events", "routes/api.crawls.$id.events.ts"),
  route("api/crawls/:id/vectorize", "routes/api.crawls.$id.vectorize.ts"),
  route("api/crawls/:id/cancel", "routes/api.crawls.$id.cancel.ts"),
  // First-party analytics (issue 14): the beacon's batches, and the dashboard's CSV export.
  route("api/events", "routes/api.events.ts"),
  route("admin/analytics.csv", "routes/admin/analytics-csv.ts"),
  // The AI sales assistant (issue 13; protocol in app/lib/chat/protocol.ts).
  route("api/chat", "routes/api.chat.ts"),
  route("api/chat/:id", "routes/api.chat.$id.ts"),
  // The live inbox (issue 25 item 7, inbox-live): new leads as server-sent events (admin by the /api/admin rule),
  // and a staff member's bookings feed behind a secret address (public in the guard's table; the token decides).
  route("api/admin/inbox/events", "routes/api.admin.inbox.events.ts"),
  route("calendar/:file", "routes/calendar.$file.ts"),
  // A person takes over the chat (issue 25 item 8): the visitor's live channel.
  route("api/chat/:id/live", "routes/api.chat.$id.live.ts"),
  // A client's white-labelled PDF report (issue 25 item 6): the guard's page("/client-dashboard", "client"); else 404.
  route("client-dashboard/reports/:analysisId/report.pdf", "routes/client-dashboard/report.ts"),
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
    // The analyzer (issue 12 §5-§9): the form, live progress, results; each analysis has its own address.
    route("client-ingestion", "routes/client-ingestion.tsx"),
    route("client-ingestion/:id", "routes/client-ingestion.tsx", { id: "client-ingestion-results" }),
    // The website crawler (issue 12 §4); each crawl has its own shareable address.
    route("website-crawler", "routes/website-crawler.tsx", { id: "website-crawler" }),
    route("website-crawler/:crawlId", "routes/website-crawler.tsx", { id: "website-crawler/crawl" }),
    route("locations", "routes/locations.tsx"),
    route("locations/:state", "routes/locations-state.tsx"),
    route("locations/:state/:city", "routes/locations-city.tsx"),
    // One route per service slug, so only real services match three-segment
    // paths and every other path still reaches the catch-all.
    ...cityServiceSlugs.map((slug) => route(`${slug}/:state/:city`, "routes/city-service.tsx", { id: `city-service/${slug}` })),
    route("services", "routes/services.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-article.tsx"),
    route("contact", "routes/contact.tsx"),
    route("schedule-session", "routes/schedule-session.tsx"),
    // Staff sign-in: private (app/lib/private-paths.ts), hydrated.
    route("auth", "routes/auth.tsx"),
    route("auth/two-factor", "routes/auth.two-factor.tsx"),
    route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
    route("auth/reset-password", "routes/auth.reset-password.tsx"),
    route("auth/invitation", "routes/auth.invitation.tsx"),
    route("auth/verify-email", "routes/auth.verify-email.tsx"),
    // The client dashboard (issue 25 item 6): client accounts only (the guard's table), their own sites only.
    route("client-dashboard", "routes/client-dashboard/home.tsx"),
    route("client-dashboard/sites/:id", "routes/client-dashboard/site.tsx"),
    route("client-dashboard/account", "routes/client-dashboard/account.tsx"),
    // The back-office: the guard (app/.server/auth/access-rules.ts) decides access before any of these run.
    layout("routes/admin/layout.tsx", [
      // The staff dashboard (issue 25 item 5) and the lists behind its figures that no other screen shows.
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin/staff-dashboard" }),
      route("dashboard/:list", "routes/admin/dashboard-list.tsx", { id: "admin/staff-dashboard-list" }),
      // The leads inbox (issue 11 §4).
      route("admin", "routes/admin/inbox.tsx", { id: "admin/inbox" }),
      route("admin/dashboard", "routes/admin/inbox.tsx", { id: "admin/dashboard" }),
      route("admin/leads/:id", "routes/admin/lead.tsx"),
      // Issue 25 item 7 (inbox work): the pipeline board, my open tasks, e-mail templates.
      route("admin/pipeline", "routes/admin/pipeline.tsx"),
      route("admin/tasks", "routes/admin/tasks.tsx"),
      route("admin/email-templates", "routes/admin/email-templates.tsx"),
      route("admin/bookings", "routes/admin/bookings.tsx"),
      route("admin/figures", "routes/admin/figures.tsx"),
      route("admin/analytics", "routes/admin/analytics.tsx"),
      // The media library (issue 22 item 10).
      route("admin/media", "routes/admin/media.tsx"),
      // Redirects (issue 22 item 9): answered by the server before the page cache (app/.server/seo/redirects).
      route("admin/redirects", "routes/admin/redirects.tsx"),
      // The sitemap generator (issue 23 item 3): our sitemaps, their settings, IndexNow, a prospect's sitemap.
      route("sitemap-generator", "routes/admin/sitemap-generator.tsx"),
      // The location manager (issue 23 item 1): cities, CSV import and undo; the guard's page("/location-manager").
      route("location-manager", "routes/admin/location-manager.tsx", { id: "admin/location-manager" }),
      // The content studio (issue 22): the pages list, the review queue, the content research list.
      route("admin/pages", "routes/admin/pages.tsx", { id: "admin/pages" }),
      route("admin/pages/queue", "routes/admin/pages-queue.tsx", { id: "admin/pages-queue" }),
      route("content-research", "routes/admin/content-research.tsx", { id: "admin/content-research" }),
      // Drafting from a stored brief (issue 24 item 3): an action only; answers 303 to the draft's editor.
      route("content-research/draft", "routes/admin/content-research-draft.ts", { id: "admin/content-research-draft" }),
      // Content automation (issue 24 item 6): rules, runs, dry runs; the guard's page("/content-automation").
      route("content-automation", "routes/admin/content-automation.tsx", { id: "admin/content-automation" }),
      // Research and briefs (issue 24 item 1): New research, a brief and its versions.
      route("content-research/new", "routes/admin/content-research-new.tsx", { id: "admin/content-research-new" }),
      route("content-research/briefs/:id", "routes/admin/content-brief.tsx", { id: "admin/content-brief" }),
      // The WordPress (WXR) import (issue 24 item 7): app/.server/content/migration/wordpress; the guard's /content-migration.
      route("content-migration/wordpress", "routes/admin/content-migration-wordpress.tsx", {
        id: "admin/content-migration-wordpress",
      }),
      // Content migration (issue 24 item 7): export and import of a bundle; WordPress import at /content-migration/wordpress.
      route("content-migration", "routes/admin/content-migration.tsx", { id: "admin/content-migration" }),
      // The content studio's page editor and its versions diff (issue 22 items 2-9).
      route("admin/pages/:id", "routes/admin/page-editor.tsx", { id: "admin/page-editor" }),
      route("admin/pages/:id/diff", "routes/admin/page-diff.tsx", { id: "admin/page-diff" }),
      // One content_research record in the page editor's parts (issue 22 item 11); the guard's page("/content-view").
      route("content-view/:id", "routes/admin/content-view.tsx", { id: "admin/content-view" }),
      route("content-view/:id/diff", "routes/admin/content-view-diff.tsx", { id: "admin/content-view-diff" }),
      // Client accounts and their sites, and the client reports' branding (issue 25 item 6).
      route("admin/clients", "routes/admin/clients.tsx"),
      // Own account: password, two-factor, sessions.
      route("admin/account", "routes/admin/account.tsx"),
      // The AI sales assistant's conversations and figures (issue 13 item 8); admin in the guard table.
      route("chat", "routes/chat.tsx"),
      route("ai-agent-system", "routes/ai-agent-system.tsx"),
      // Keyword research (issue 23 item 2): app/.server/seo/keywords.
      route("keyword-research", "routes/admin/keyword-research.tsx"),
      // Our own site audited by our own crawler, cross-checked with our sitemaps (issue 23 item 4).
      route("sitemap-optimization", "routes/admin/sitemap-optimization.tsx"),
      // The lead analyzer (issue 25 items 2-4): attribution, funnel, speed to lead; a lead's journey.
      route("lead-analyzer", "routes/admin/lead-analyzer.tsx", { id: "admin/lead-analyzer" }),
      route("lead-analyzer/journeys/:leadId", "routes/admin/lead-analyzer-journey.tsx", { id: "admin/lead-analyzer-journey" }),
      // Lead scoring rules (issue 25 item 1): admins view, super admins edit; the guard's /lead-analyzer/scoring.
      route("lead-analyzer/scoring", "routes/admin/lead-scoring.tsx", { id: "admin/lead-scoring" }),
      layout("routes/super-admin/layout.tsx", [
        route("super-admin", "routes/super-admin/users.tsx"),
        route("super-admin/tokens", "routes/super-admin/tokens.tsx"),
        route("super-admin/metrics", "routes/super-admin/metrics.tsx"),
        route("super-admin/audit", "routes/super-admin/audit.tsx"),
        route("super-admin/settings", "routes/super-admin/settings.tsx"),
      ]),
    ]),
    route("*", "routes/schema-page.tsx"),
  ]),
] satisfies RouteConfig;
