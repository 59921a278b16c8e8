import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/indexnow-key";

/**
 * /{key}.txt: the IndexNow key file (indexnow.org: a UTF-8 text file at the
 * site root holding the key). Only the configured key's exact name answers;
 * any other one-segment `.txt` path is a 404, and no page is shadowed
 * (page paths never hold a dot, app/lib/content/page-path.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = await context.get(servicesContext).sitemapGenerator.indexNow.key();
  if (!key || params.indexNowKey !== key)
    return new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(key, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      // A rotated key must stop answering soon: short caching only.
      "Cache-Control": "public, max-age=300",
    },
  });
}
