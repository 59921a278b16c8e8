/** Private areas stay out of every crawler's reach; the sitemap line arrives with the sitemap. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /super-admin",
    "Disallow: /dashboard",
    "Disallow: /client-dashboard",
    "Disallow: /auth",
    "Disallow: /api/",
    "Disallow: /debug",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
