/**
 * Private areas (spec: paths containing /admin, /super-admin, /dashboard or
 * /client-dashboard, or equal to /auth; we add the sign-in steps under
 * /auth/, such as /auth/two-factor and /auth/reset-password, whose links
 * carry one-time tokens that must never reach a referrer or a cache). They get no-index meta for search
 * engines, AI crawlers and preview bots, and no-store/no-referrer headers.
 *
 * We match whole path segments, anywhere in the path: `/admin/leads` and
 * `/en/admin` are private, but an article such as
 * `/blog/administrative-costs-of-detox` stays indexable (a plain substring
 * test would hide it from search engines). Case is ignored because routes
 * match without regard to case.
 */
const privateSegments = new Set(["admin", "super-admin", "dashboard", "client-dashboard"]);

export function isPrivatePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (path === "/auth" || path.startsWith("/auth/")) return true;
  return path.split("/").some((segment) => privateSegments.has(segment));
}

/** Robots directives for private pages: no index, no link-following, no cache copy, no AI use. */
export const privateRobots = "noindex, nofollow, noarchive, nosnippet, noimageindex";

/** Crawlers that read their own meta name: search engines, AI crawlers and social preview bots. */
export const privateAreaBots = [
  "googlebot",
  "bingbot",
  "GPTBot",
  "ChatGPT-User",
  "OAI-SearchBot",
  "ClaudeBot",
  "anthropic-ai",
  "PerplexityBot",
  "CCBot",
  "Google-Extended",
  "Applebot-Extended",
  "Bytespider",
  "facebookexternalhit",
  "Twitterbot",
  "LinkedInBot",
  "Slackbot",
] as const;

/** Response headers of every private-area response, whatever its status. */
export const privateAreaHeaders: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow, noarchive",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
};
