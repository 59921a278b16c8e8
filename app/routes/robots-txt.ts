import { publicSiteConfig } from "~/.server/config";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/robots-txt";

/**
 * The private areas are whole path segments (app/lib/private-paths.ts):
 * `/admin`, `/admin/...` and `/x/admin/...` are private, `/administrative-costs`
 * is not. Plain `Disallow: /admin` is a prefix rule and would also hide such
 * public pages, so each area gets exact rules with the `*` and `$` patterns
 * of RFC 9309's common extensions (Google, Bing and most large crawlers).
 * A crawler that ignores them reads `/admin$` as a literal path that matches
 * nothing; private pages still carry noindex headers and meta tags.
 */
const privateSegments = ["admin", "super-admin", "dashboard", "client-dashboard"];

export function robotsTxt(publicUrl: string): string {
  const segmentRules = privateSegments.flatMap((segment) => [
    `Disallow: /${segment}$`,
    `Disallow: /${segment}/`,
    `Disallow: /*/${segment}$`,
    `Disallow: /*/${segment}/`,
  ]);
  return [
    "User-agent: *",
    "Allow: /",
    ...segmentRules,
    // Only /auth itself is private; /authors and /auth/login are not.
    "Disallow: /auth$",
    "Disallow: /api/",
    "Disallow: /debug$",
    "",
    `Sitemap: ${publicUrl.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicSiteConfig(context.get(servicesContext).config).publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
